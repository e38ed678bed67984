import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about sintomas. */
export const SINTOMAS: readonly EverydayAnswer[] = [
  {
    id: 'azucar-baja-en-la-calle',
    topic: 'sintomas',
    questions: [
      'Se me bajó el azúcar en la calle, ¿qué hago?',
      'Me siento tembloroso y sudado',
      '¿Qué hago si me da un bajón de azúcar?',
      '¿Qué es la regla 15-15?',
      '¿Qué le doy si se le baja el azúcar?',
      '¿Qué hago si me vuelve a bajar?',
    ],
    keywords: [
      'bajón',
      'hipoglucemia',
      'azúcar baja',
      'se baja',
      'bajar',
      'temblor',
      'sudor',
      '15-15',
      'dulces',
      'calle',
    ],
    answer:
      'Si te sientes tembloroso, sudado, con hambre o mareado, mide tu glucosa; si está abajo de 70 (o no puedes medir), come 15 gramos de azúcar: medio vaso de refresco normal o jugo, 3 o 4 dulces o una cucharada de azúcar. Espera 15 minutos y mide otra vez; si sigue baja, repite. Siéntate y no manejes. Si te confundes o desmayas, que llamen al 911. Carga siempre dulces.',
    source: 'ada-soc-6-hypoglycemia',
  },
  {
    id: 'sintomas-azucar-baja',
    topic: 'sintomas',
    questions: [
      '¿Cómo sé si tengo el azúcar baja?',
      '¿Qué se siente la hipoglucemia?',
      '¿Por qué se me baja el azúcar?',
    ],
    keywords: ['hipoglucemia', 'azúcar baja', 'síntomas', 'temblor', 'sudor frío', 'confusión', 'desmayo'],
    answer:
      'El azúcar baja (menos de 70 mg/dL) puede dar temblor, sudor frío, hambre, palpitaciones, mareo, confusión o mal humor. Es más común si usas insulina o glibenclamida, te saltas comidas, haces más ejercicio de lo normal o tomas alcohol. Si alguien está inconsciente, no le den nada de comer ni beber y llamen al 911. Si te pasa seguido, coméntalo con tu médico.',
    source: 'ada-soc-6-hypoglycemia',
  },
  {
    id: 'azucar-muy-alta',
    topic: 'sintomas',
    questions: [
      'Tengo el azúcar en 300, ¿qué hago?',
      'Me salió la glucosa muy alta',
      '¿Cuándo voy a urgencias por el azúcar alta?',
    ],
    keywords: ['300', '400', 'azúcar alta', 'hiperglucemia', 'urgencias', 'muy alta'],
    answer:
      'Si tu glucosa sale arriba de 250 o 300, toma agua natural, revisa si olvidaste tu medicina y mide otra vez en unas horas; no tomes medicina extra por tu cuenta. Avisa a tu médico si sigue alta. Ve a urgencias o llama al 911 si además tienes vómito, mucha sed, respiración rápida, dolor de estómago, mucho sueño o confusión.',
    source: 'ada-soc-6-hyperglycemic-crises',
  },
  {
    id: 'hormigueo-pies',
    topic: 'sintomas',
    questions: [
      'Siento hormigueo en los pies',
      'Me arden los pies en la noche',
      'Tengo los pies dormidos, ¿es por el azúcar?',
    ],
    keywords: ['hormigueo', 'ardor', 'adormecimiento', 'pies dormidos', 'calambres', 'piquetes', 'entumidos'],
    answer:
      'El hormigueo, ardor o adormecimiento en los pies puede tener varias causas; coméntalo con tu médico. En personas con diabetes puede tener que ver con los nervios, por eso conviene que te revisen los pies con una prueba de sensibilidad al menos una vez al año. Mientras, revisa tus pies a diario y no camines descalzo.',
    source: 'ada-soc-12-neuropathy',
  },
  {
    id: 'vista-borrosa',
    topic: 'sintomas',
    questions: [
      'Veo borroso',
      '¿El azúcar afecta la vista?',
      '¿Cada cuándo me reviso los ojos?',
      'Veo manchas, ¿qué hago?',
    ],
    keywords: ['vista', 'borroso', 'ojos', 'fondo de ojo', 'oftalmólogo', 'manchas', 'ceguera'],
    answer:
      'La vista borrosa puede tener varias causas, entre ellas el azúcar muy alta o muy baja; coméntalo con tu médico. Revisa tus ojos con la pupila dilatada (fondo de ojo) cada 1 o 2 años, o cuando te indique tu médico. Si pierdes la vista de repente, ves como una cortina, muchas manchas o destellos, ve a urgencias.',
    source: 'ada-soc-12-retinopathy',
  },
  {
    id: 'dolor-de-pecho',
    topic: 'sintomas',
    questions: [
      'Me duele el pecho',
      '¿Cómo sé si es un infarto?',
      'Siento presión en el pecho y me falta el aire',
    ],
    keywords: ['pecho', 'infarto', 'corazón', 'falta de aire', 'sudor frío', 'brazo izquierdo'],
    answer:
      'Dolor o presión en el pecho, sobre todo si se corre al brazo, la espalda, el cuello o la quijada, con falta de aire, sudor frío, náusea o mareo, puede ser un infarto: llama al 911 de inmediato, no esperes ni manejes tú. Las personas con diabetes a veces sienten molestias más leves, como cansancio o falta de aire, así que no lo dejes pasar.',
    source: 'aha-heart-attack-signs',
  },
  {
    id: 'senales-de-embolia',
    topic: 'sintomas',
    questions: [
      '¿Cómo sé si es una embolia?',
      'Se me durmió la mitad de la cara',
      '¿Cuáles son las señales de un derrame cerebral?',
    ],
    keywords: ['embolia', 'derrame', 'infarto cerebral', 'cara chueca', 'no puedo hablar', 'debilidad'],
    answer:
      'Si de repente se te tuerce la cara, se te debilita un brazo o una pierna, no puedes hablar bien, ves doble o tienes un dolor de cabeza muy fuerte, llama al 911 o ve a urgencias de inmediato y fíjate a qué hora empezó. En una embolia cada minuto cuenta.',
    source: 'asa-stroke-signs',
  },
  {
    id: 'dolor-de-cabeza-presion',
    topic: 'sintomas',
    questions: [
      'Me duele la cabeza, ¿es la presión?',
      'Me zumban los oídos, ¿tengo la presión alta?',
      'Siento la nuca pesada',
    ],
    keywords: ['dolor de cabeza', 'nuca', 'zumbido', 'presión alta', 'síntomas'],
    answer:
      'El dolor de cabeza no es buena forma de saber cómo está tu presión: casi siempre la presión alta no da síntomas. Mídela. Si sale 180/120 o más y tienes dolor de pecho, falta de aire, debilidad, cambios en la vista o dificultad para hablar, llama al 911. Si sale alta pero te sientes bien, descansa, mide otra vez y avisa a tu médico.',
    source: 'aha-hypertensive-crisis',
  },
  {
    id: 'mareo-presion-baja',
    topic: 'sintomas',
    questions: ['Me mareo al pararme', 'Tengo la presión baja, ¿qué hago?', 'Me salió 90/60, ¿está mal?'],
    keywords: ['mareo', 'presión baja', 'desmayo', 'vahído', 'pararme', '90/60'],
    answer:
      'Si te mareas al pararte, siéntate o acuéstate un momento, levántate despacio y toma agua. Mide tu presión y tu glucosa, porque el azúcar baja también marea. Si te pasa seguido, coméntalo con tu médico y lleva tus lecturas. Si te desmayas, tienes dolor de pecho, confusión o falta de aire, llama al 911.',
    source: 'aha-low-blood-pressure',
  },
  {
    id: 'mucha-sed-orinar',
    topic: 'sintomas',
    questions: [
      'Tengo mucha sed y orino mucho',
      '¿Por qué orino tanto en la noche?',
      'Estoy bajando de peso sin querer',
    ],
    keywords: ['sed', 'orinar', 'orino mucho', 'boca seca', 'cansancio', 'bajar de peso sin querer'],
    answer:
      'Mucha sed, orinar muy seguido, hambre, cansancio o bajar de peso sin querer pueden ser señales de azúcar alta, aunque también tienen otras causas. Mide tu glucosa si tienes glucómetro y coméntalo pronto con tu médico. Si además vomitas, respiras rápido o estás confundido, ve a urgencias o llama al 911.',
    source: 'nom-015-detection',
  },
  {
    id: 'dia-de-enfermedad',
    topic: 'sintomas',
    questions: [
      'Tengo gripa, ¿qué hago con el azúcar?',
      'Tengo diarrea y no puedo comer',
      '¿Qué hago con mis medicinas si estoy enfermo?',
    ],
    keywords: ['gripa', 'infección', 'diarrea', 'vómito', 'enfermo', 'fiebre', 'no puedo comer'],
    answer:
      'Cuando tienes gripa, infección o diarrea, la glucosa puede subir. Toma agua o líquidos sin azúcar seguido, mide tu glucosa más veces y pregunta a tu médico qué hacer con tus medicinas en días de enfermedad. Ve a urgencias si vomitas y no toleras líquidos, tienes mucha sed, respiras rápido, estás confundido o tu glucosa sigue arriba de 300.',
    source: 'ada-soc-6-hyperglycemic-crises',
  },
];
