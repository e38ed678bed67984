import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about ejercicio. */
export const EJERCICIO: readonly EverydayAnswer[] = [
  {
    id: 'cuanto-ejercicio',
    topic: 'ejercicio',
    questions: [
      '¿Cuánto ejercicio debo hacer?',
      '¿Cuánto tengo que caminar?',
      '¿Qué ejercicio es bueno para la diabetes?',
      '¿Cuántos minutos de ejercicio al día?',
    ],
    keywords: ['ejercicio', 'caminar', 'actividad física', '150 minutos', 'pesas', 'fuerza'],
    answer:
      'La recomendación es al menos 150 minutos a la semana de actividad moderada, por ejemplo 30 minutos de caminar a paso rápido 5 días. Agrega ejercicios de fuerza 2 días por semana, como levantarte de la silla o usar botellas con agua como pesas. Si hoy no te mueves nada, empieza con 10 minutos y ve subiendo. Si tienes alguna molestia, pregunta antes a tu médico.',
    source: 'who-physical-activity-2020',
  },
  {
    id: 'ejercicio-dolor-rodilla',
    topic: 'ejercicio',
    questions: [
      'Me duelen las rodillas, ¿qué ejercicio hago?',
      'No puedo caminar mucho, ¿cómo hago ejercicio?',
      '¿Qué ejercicio hago sentado?',
    ],
    keywords: ['rodilla', 'rodillas', 'artritis', 'dolor', 'silla', 'alberca', 'bicicleta fija', 'sentado'],
    answer:
      'Con dolor de rodillas hay opciones que cuidan las articulaciones: caminar en el agua o nadar, bicicleta fija y ejercicios sentado en una silla (mover los brazos, levantar las piernas, usar ligas). Empieza suave y para si el dolor aumenta. Coméntalo con tu médico antes de empezar; puede recomendarte ejercicios o terapia física.',
    source: 'ada-soc-5-physical-activity',
  },
  {
    id: 'ejercicio-glucosa-250',
    topic: 'ejercicio',
    questions: [
      'Tengo 250 de azúcar, ¿puedo hacer ejercicio?',
      '¿Hago ejercicio con el azúcar alta?',
      '¿Caminar me baja el azúcar si está en 300?',
    ],
    keywords: ['250', '300', 'azúcar alta', 'ejercicio', 'cetonas', 'caminar'],
    answer:
      'Si tu glucosa está arriba de 250 mg/dL y te sientes mal (mucha sed, náusea, vómito, cansancio fuerte) o tienes cetonas, no hagas ejercicio hoy: toma agua y mide otra vez más tarde. Si te sientes bien, una caminata suave suele estar bien. Si sigue arriba de 250 varias veces, avisa a tu médico; si vomitas o estás confundido, ve a urgencias.',
    source: 'ada-soc-5-physical-activity',
  },
  {
    id: 'ejercicio-glucosa-baja-antes',
    topic: 'ejercicio',
    questions: [
      'Tengo el azúcar baja, ¿puedo hacer ejercicio?',
      '¿Qué como antes de hacer ejercicio?',
      'Me da bajón cuando camino, ¿qué hago?',
    ],
    keywords: ['antes del ejercicio', 'bajón', 'azúcar baja', '90', 'insulina', 'glibenclamida'],
    answer:
      'Si usas insulina o glibenclamida, mide antes de ejercitarte. Si está por debajo de 90 mg/dL, come algo con unos 15 gramos de carbohidrato (una fruta chica o medio vaso de jugo) y espera a que suba antes de empezar. Si está abajo de 70, trátala como azúcar baja y no hagas ejercicio hasta que se normalice. Lleva siempre dulces contigo.',
    source: 'ada-soc-5-physical-activity',
  },
  {
    id: 'caminar-despues-de-comer',
    topic: 'ejercicio',
    questions: [
      '¿Sirve caminar después de comer?',
      '¿Es malo estar mucho tiempo sentado?',
      'Trabajo sentado, ¿qué hago?',
    ],
    keywords: ['caminar', 'después de comer', 'sentado', 'sedentario', 'estirarse', 'pasos'],
    answer:
      'Sí ayuda: caminar 10 a 15 minutos después de comer reduce la subida de azúcar de esa comida. También conviene no pasar mucho tiempo sentado: cada 30 minutos levántate, camina un poco o estírate. Son pasos chicos que suman a tus 150 minutos a la semana.',
    source: 'ada-soc-5-physical-activity',
  },
  {
    id: 'ejercicio-adulto-mayor',
    topic: 'ejercicio',
    questions: [
      'Ya estoy grande, ¿qué ejercicio puedo hacer?',
      '¿Qué ejercicio es bueno para adultos mayores?',
      'Tengo miedo de caerme, ¿cómo me ejercito?',
    ],
    keywords: ['adulto mayor', 'abuelo', 'tercera edad', 'equilibrio', 'caídas', 'fuerza'],
    answer:
      'A cualquier edad el movimiento ayuda. Para adultos mayores se recomienda, además de caminar, hacer ejercicios de equilibrio y fuerza 3 días a la semana para evitar caídas: pararte y sentarte de la silla, caminar en línea recta o pararte de puntas apoyado en una mesa. Usa zapato cerrado y cómodo, ve a tu ritmo y pregunta a tu médico qué te conviene.',
    source: 'who-physical-activity-2020',
  },
];
