import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about cuidados. */
export const CUIDADOS: readonly EverydayAnswer[] = [
  {
    id: 'cuidado-de-pies',
    topic: 'cuidados',
    questions: [
      '¿Cómo cuido mis pies?',
      '¿Por qué me tengo que revisar los pies?',
      '¿Puedo andar descalzo?',
      '¿Qué zapatos uso?',
    ],
    keywords: ['pies', 'pie diabético', 'zapatos', 'calcetines', 'descalzo', 'chanclas', 'crema'],
    answer:
      'Revisa tus pies todos los días, con un espejo o con ayuda: busca heridas, ampollas, grietas, rojeces o uñas enterradas. Lávalos con agua tibia (pruébala con el codo), sécalos bien entre los dedos y ponte crema, pero no entre los dedos. Usa calcetines y zapato cerrado cómodo; no camines descalzo. Pide que te revisen los pies en cada consulta.',
    source: 'ada-soc-12-foot-care',
  },
  {
    id: 'herida-pie-no-cierra',
    topic: 'cuidados',
    questions: [
      'Tengo una herida en el pie que no se cierra',
      'Me salió una ampolla en el pie',
      'Tengo el dedo rojo e hinchado',
    ],
    keywords: ['herida', 'llaga', 'úlcera', 'ampolla', 'pie', 'no cierra', 'pus', 'infección'],
    answer:
      'Una herida, ampolla o llaga en el pie que no mejora en unos días, o que se ve roja, caliente, hinchada, con pus o mal olor, necesita que la vea tu médico pronto, de preferencia en 1 o 2 días. No la cures con remedios caseros ni la revientes. Si además tienes fiebre o la piel se pone negra, ve a urgencias.',
    source: 'ada-soc-12-foot-care',
  },
  {
    id: 'unas-y-callos',
    topic: 'cuidados',
    questions: [
      '¿Cómo me corto las uñas de los pies?',
      '¿Me puedo quitar los callos?',
      'Tengo una uña enterrada',
    ],
    keywords: ['uñas', 'callos', 'uña enterrada', 'juanete', 'podólogo', 'pedicure'],
    answer:
      'Corta las uñas en línea recta, sin cortar las esquinas, y lima los bordes. No te quites callos con navaja, tijeras ni parches para callos: pueden hacerte heridas. Si ves mal o no alcanzas tus pies, pide ayuda a un familiar o a un podólogo. Una uña enterrada o que duele, muéstrala a tu médico.',
    source: 'ada-soc-12-foot-care',
  },
  {
    id: 'fumar',
    topic: 'cuidados',
    questions: [
      '¿Es malo fumar con diabetes?',
      'Quiero dejar el cigarro',
      '¿El vapeador es menos malo?',
      '¿Fumar sube la presión?',
    ],
    keywords: ['fumar', 'cigarro', 'tabaco', 'vapeador', 'vape', 'cigarro electrónico'],
    answer:
      'Dejar de fumar es de lo mejor que puedes hacer por tu corazón, tus pies y tus riñones: el cigarro junto con la diabetes o la presión alta aumenta mucho el riesgo de infarto y embolia. Los cigarros electrónicos y vapeadores tampoco se recomiendan. Pide ayuda en tu centro de salud o a tu médico: con apoyo es más fácil lograrlo.',
    source: 'ada-soc-5-smoking',
  },
  {
    id: 'dormir-bien',
    topic: 'cuidados',
    questions: [
      '¿Dormir mal sube el azúcar?',
      'No puedo dormir bien',
      '¿Cuántas horas debo dormir?',
      'Ronco mucho, ¿es malo?',
    ],
    keywords: ['dormir', 'sueño', 'insomnio', 'ronquidos', 'desvelo', 'cansancio'],
    answer:
      'Dormir bien ayuda a controlar la glucosa, la presión y el apetito. Intenta dormir de 7 a 8 horas, a la misma hora, sin pantallas ni café en la noche y con una cena ligera. Si roncas fuerte, te despiertas cansado o te dicen que dejas de respirar al dormir, coméntalo con tu médico.',
    source: 'ada-soc-5-sleep',
  },
  {
    id: 'estres',
    topic: 'cuidados',
    questions: [
      '¿El estrés sube el azúcar?',
      'Ando muy estresado',
      '¿Los corajes suben la presión?',
      '¿Cómo controlo los nervios?',
    ],
    keywords: ['estrés', 'nervios', 'corajes', 'preocupación', 'ansiedad', 'relajarse'],
    answer:
      'El estrés puede subir la glucosa y la presión. Ayuda caminar, respirar despacio unos minutos (inhala contando 4 y exhala contando 6), platicar con alguien de confianza y hacer algo que disfrutes. Evita calmarlo con comida, refresco, alcohol o cigarro. Si sientes que el estrés no te deja vivir tranquilo, coméntalo con tu médico.',
    source: 'ada-soc-5-psychosocial',
  },
  {
    id: 'tristeza-animo',
    topic: 'cuidados',
    questions: ['Me siento triste por la diabetes', 'Ya me cansé de cuidarme', 'No tengo ganas de nada'],
    keywords: ['triste', 'tristeza', 'depresión', 'desánimo', 'cansado de todo', 'harto'],
    answer:
      'Vivir con una enfermedad crónica cansa, y es común sentirse triste o harto a veces. Si llevas más de dos semanas triste, sin ganas de nada o durmiendo mal, coméntalo con tu médico: hay ayuda. Platica con alguien de confianza. Si piensas en hacerte daño, llama al 911 o ve a urgencias ahora.',
    source: 'ada-soc-5-psychosocial',
  },
];
