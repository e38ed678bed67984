import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about medicion. */
export const MEDICION: readonly EverydayAnswer[] = [
  {
    id: 'cada-cuando-medir-glucosa',
    topic: 'medicion',
    questions: [
      '¿Cada cuándo me mido el azúcar?',
      '¿Cuántas veces al día me checo la glucosa?',
      '¿Tengo que medirme diario?',
      '¿A qué hora me mido el azúcar?',
    ],
    keywords: ['glucómetro', 'medir', 'checar', 'cada cuándo', 'frecuencia', 'tiras', 'piquete'],
    answer:
      'Depende de tu tratamiento. Si usas insulina, normalmente se mide varias veces al día. Si solo tomas pastillas, tu médico te dirá cuántas veces; muchas personas miden en ayunas algunos días a la semana y a veces 2 horas después de comer. Mide más seguido cuando te sientas mal o cambies de medicina o de comida. Mándame tus resultados para llevarlos a tu consulta.',
    source: 'ada-soc-7-glucose-monitoring',
  },
  {
    id: 'como-medir-glucosa',
    topic: 'medicion',
    questions: [
      '¿Cómo me mido bien el azúcar?',
      '¿En qué dedo me pico?',
      '¿Por qué me sale diferente cada vez?',
      '¿Me limpio con alcohol antes de picarme?',
    ],
    keywords: ['glucómetro', 'dedo', 'lanceta', 'tiras', 'piquete', 'medir', 'lavar manos'],
    answer:
      'Lávate las manos con agua y jabón y sécalas bien: restos de comida o de fruta dan números falsos. Pica el costado de la yema del dedo, no el centro, y cambia de dedo cada vez. Usa tiras que no estén caducadas y guárdalas bien cerradas. Si el número no cuadra con cómo te sientes, lávate y mide otra vez.',
    source: 'ada-soc-7-glucose-monitoring',
  },
  {
    id: 'error-en-glucometro',
    topic: 'medicion',
    questions: [
      'Mi glucómetro dice E-4, ¿qué es eso?',
      'Me sale error en el aparato',
      'El glucómetro marca E y un número',
      '¿Qué significa Er en mi glucómetro?',
    ],
    keywords: ['error', 'e-4', 'e4', 'er', 'e-1', 'e-3', 'pantalla', 'glucómetro', 'aparato', 'significa'],
    answer:
      'Una «E» o «Er» con un número en la pantalla es un mensaje de error del glucómetro, no tu resultado. Casi siempre es la tira (caducada, húmeda o mal puesta), muy poca sangre o el aparato muy frío o caliente. Lávate las manos, usa una tira nueva y vuelve a medir. Si sigue saliendo, busca ese código en el instructivo o llama al teléfono del fabricante que viene en la caja.',
    source: 'fda-glucose-meters',
  },
  {
    id: 'glucometro-vs-laboratorio',
    topic: 'medicion',
    questions: [
      '¿Por qué mi glucómetro no da lo mismo que el laboratorio?',
      '¿Mi glucómetro está mal?',
      '¿Qué tan exacto es el glucómetro?',
    ],
    keywords: ['glucómetro', 'laboratorio', 'diferencia', 'exacto', 'calibrar', 'accu-chek', 'contour'],
    answer:
      'Es normal que el glucómetro y el laboratorio no den exactamente el mismo número; una diferencia de hasta 15 % se considera aceptable. Para comparar, mide con tu glucómetro el mismo día y casi a la misma hora que la muestra. Si la diferencia es muy grande, revisa tus tiras y lleva tu aparato a tu consulta.',
    source: 'ada-soc-7-glucose-monitoring',
  },
  {
    id: 'sensor-tiempo-en-rango',
    topic: 'medicion',
    questions: [
      '¿Qué es el tiempo en rango?',
      'Uso sensor, ¿cuál es mi meta?',
      '¿Cómo leo mi FreeStyle Libre?',
    ],
    keywords: ['sensor', 'libre', 'freestyle', 'dexcom', 'monitor continuo', 'tiempo en rango', 'TIR'],
    answer:
      'Si usas sensor (como el FreeStyle Libre), el tiempo en rango es el porcentaje del día en que tu glucosa está entre 70 y 180 mg/dL. Para la mayoría de los adultos la meta es más de 70 % del tiempo en rango y menos de 4 % por debajo de 70. Tu médico puede darte metas distintas, por ejemplo si eres adulto mayor.',
    source: 'battelino-2019-time-in-range',
  },
  {
    id: 'azucar-alta-en-la-manana',
    topic: 'medicion',
    questions: [
      '¿Por qué en la mañana tengo el azúcar más alta?',
      'No cené y amanecí con el azúcar alta',
      '¿Por qué en ayunas sale más alto que en la noche?',
    ],
    keywords: ['mañana', 'ayunas', 'amanecer', 'fenómeno del alba', 'madrugada', 'en la mañana alta'],
    answer:
      'En la madrugada el cuerpo libera hormonas que suben la glucosa para prepararte a despertar; a esto se le llama fenómeno del alba. También influye lo que cenaste y a qué hora. Anota tus números en ayunas varios días y coméntalo con tu médico: él decidirá si hace falta algún cambio. Una cena ligera y temprana puede ayudar.',
    source: 'mayo-dawn-phenomenon',
  },
  {
    id: 'como-tomar-presion',
    topic: 'medicion',
    questions: [
      '¿Cómo me tomo la presión en casa?',
      '¿Cómo uso el baumanómetro?',
      '¿Qué tengo que hacer antes de medirme la presión?',
      '¿Por qué me sale diferente la presión cada vez?',
    ],
    keywords: ['baumanómetro', 'presión', 'tomar la presión', 'brazalete', 'omron', 'medir presión'],
    answer:
      'Siéntate con la espalda apoyada y los pies en el piso, sin cruzar las piernas, y descansa 5 minutos. No tomes café, no fumes ni hagas ejercicio 30 minutos antes, y ve al baño antes. Pon el brazalete sobre la piel, con el brazo apoyado a la altura del corazón, y no hables. Toma dos lecturas con un minuto de diferencia, siempre en el mismo brazo, y anota las dos.',
    source: 'aha-bp-measurement',
  },
  {
    id: 'que-brazo-presion',
    topic: 'medicion',
    questions: [
      '¿En qué brazo me tomo la presión?',
      '¿Derecho o izquierdo?',
      'Me sale diferente en cada brazo',
    ],
    keywords: ['brazo', 'derecho', 'izquierdo', 'brazalete', 'presión'],
    answer:
      'La primera vez mide en los dos brazos. Si uno marca más alto, usa ese brazo de ahí en adelante, siempre el mismo. Si la diferencia entre brazos es grande (más de 10 puntos) y se repite, coméntalo con tu médico. Apoya el brazo en la mesa a la altura del corazón.',
    source: 'aha-bp-measurement',
  },
  {
    id: 'baumanometro-muneca',
    topic: 'medicion',
    questions: [
      '¿Sirve el baumanómetro de muñeca?',
      '¿Qué aparato de presión compro?',
      '¿Mi baumanómetro está bien?',
    ],
    keywords: ['muñeca', 'baumanómetro', 'aparato', 'comprar', 'digital', 'brazalete', 'omron'],
    answer:
      'Se recomienda un baumanómetro automático de brazo (el brazalete va arriba del codo), porque los de muñeca y de dedo son menos confiables. Revisa que el brazalete sea de tu tamaño: uno muy chico marca de más. Lleva tu aparato a tu consulta para que lo comparen con el del consultorio.',
    source: 'aha-bp-measurement',
  },
  {
    id: 'cada-cuando-presion',
    topic: 'medicion',
    questions: [
      '¿Cada cuándo me tomo la presión?',
      '¿A qué hora es mejor medir la presión?',
      '¿Cuántas veces al día mido la presión?',
    ],
    keywords: ['presión', 'cada cuándo', 'horario', 'mañana', 'noche', 'frecuencia'],
    answer:
      'Lo más útil es medirla a la misma hora: en la mañana antes de desayunar y de tomar tus medicinas, y en la tarde o noche. Cada vez toma dos lecturas con un minuto de diferencia. Tu médico te dirá cuántos días a la semana; sobre todo mide la semana antes de tu consulta o cuando te cambien el tratamiento.',
    source: 'aha-bp-measurement',
  },
  {
    id: 'pulso-normal',
    topic: 'medicion',
    questions: [
      '¿Cuál es el pulso normal?',
      'Mi baumanómetro marca pulso 95, ¿está bien?',
      '¿Cuántos latidos por minuto son normales?',
    ],
    keywords: ['pulso', 'latidos', 'frecuencia cardiaca', 'ritmo', 'palpitaciones', 'corazón'],
    answer:
      'En reposo, el pulso normal de un adulto va de 60 a 100 latidos por minuto. Tómalo sentado y tranquilo, como la presión. Si lo tienes seguido arriba de 100 o abajo de 60, o lo sientes irregular, coméntalo con tu médico. Si viene con dolor de pecho, desmayo o falta de aire, llama al 911.',
    source: 'aha-resting-heart-rate',
  },
];
