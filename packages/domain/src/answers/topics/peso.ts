import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about peso. */
export const PESO: readonly EverydayAnswer[] = [
  {
    id: 'peso-ideal-imc',
    topic: 'peso',
    questions: [
      '¿Cuál es mi peso ideal?',
      '¿Qué es el IMC?',
      '¿Cómo sé si tengo sobrepeso?',
      '¿Cuánto debería pesar?',
    ],
    keywords: ['peso ideal', 'imc', 'índice de masa corporal', 'sobrepeso', 'obesidad', 'estatura'],
    answer:
      'El índice de masa corporal (IMC) relaciona tu peso con tu estatura: es tu peso en kilos dividido entre tu estatura en metros al cuadrado. En adultos, de 18.5 a 24.9 se considera peso normal, de 25 a 29.9 sobrepeso y de 30 en adelante obesidad. Es solo una guía, porque no distingue músculo de grasa. Tu médico te dirá qué peso es bueno para ti.',
    source: 'who-bmi',
  },
  {
    id: 'bajar-de-peso-seguro',
    topic: 'peso',
    questions: [
      '¿Cómo bajo de peso?',
      '¿Cuánto puedo bajar por semana?',
      '¿Qué dieta hago para adelgazar?',
      'Quiero bajar la panza',
    ],
    keywords: ['bajar de peso', 'adelgazar', 'dieta', 'panza', 'kilos', 'rebajar'],
    answer:
      'Lo seguro es bajar poco a poco, de medio kilo a un kilo por semana. Aunque parezca poco, bajar 5 % de tu peso (por ejemplo 4 kilos si pesas 80) ya mejora la glucosa y la presión. Come porciones más chicas, más verdura y agua en lugar de refresco, y muévete todos los días. Evita dietas extremas y productos milagro, y platica tu plan con tu médico.',
    source: 'cdc-losing-weight',
  },
  {
    id: 'saltarme-la-cena',
    topic: 'peso',
    questions: ['¿Puedo saltarme la cena para bajar de peso?', '¿Es malo no cenar?', '¿Puedo hacer ayuno?'],
    keywords: ['no cenar', 'saltar comidas', 'ayuno', 'ayuno intermitente', 'cena'],
    answer:
      'No es buena idea saltarte la cena, sobre todo si usas insulina o pastillas como la glibenclamida, porque el azúcar te puede bajar en la noche. Mejor haz una cena ligera y temprana: verduras y un poco de proteína como pollo, huevo o queso fresco, con poca o nada de tortilla o pan. Si quieres hacer ayunos o cambiar tus horarios, platícalo antes con tu médico.',
    source: 'ada-soc-6-hypoglycemia',
  },
  {
    id: 'medida-de-cintura',
    topic: 'peso',
    questions: ['¿Cuánto debo medir de cintura?', '¿Cómo me mido la cintura?', '¿Por qué importa la panza?'],
    keywords: ['cintura', 'panza', 'abdomen', 'cinta métrica', 'grasa abdominal'],
    answer:
      'La medida de tu cintura dice cuánta grasa tienes en el abdomen, que es la que más afecta al corazón y a la glucosa. Mídela con una cinta, de pie, más o menos a la altura del ombligo, sin apretar y después de sacar el aire. La meta es menos de 80 cm en mujeres y menos de 90 cm en hombres.',
    source: 'nom-015-control-goals',
  },
  {
    id: 'productos-milagro',
    topic: 'peso',
    questions: [
      '¿Sirven los tés para adelgazar?',
      '¿Las pastillas para bajar de peso funcionan?',
      'Vi unas gotas para bajar de peso, ¿las tomo?',
    ],
    keywords: [
      'té adelgazante',
      'pastillas para adelgazar',
      'gotas',
      'faja',
      'producto milagro',
      'quemagrasa',
    ],
    answer:
      'Desconfía de tés, pastillas, gotas, fajas o licuados que prometen bajar muchos kilos rápido o sin esfuerzo: no funcionan a largo plazo y algunos pueden hacerte daño o cruzarse con tus medicinas. El tratamiento del sobrepeso lo debe indicar un profesional de la salud y se basa en comer mejor y moverte más. Pregunta a tu médico antes de tomar cualquier producto.',
    source: 'nom-008-obesity',
  },
];
