import type { EverydayAnswer } from '../everyday-answer';

/** Everyday answers about medicamentos. */
export const MEDICAMENTOS: readonly EverydayAnswer[] = [
  {
    id: 'cambiar-dosis-o-suspender',
    topic: 'medicamentos',
    questions: [
      '¿Puedo dejar de tomar la pastilla?',
      '¿Me tomo media pastilla?',
      '¿Me tomo otra pastilla porque salí alta?',
      '¿Le subo a la metformina?',
      '¿Puedo suspender el losartán unos días?',
    ],
    keywords: [
      'dejar',
      'suspender',
      'quitar',
      'mitad',
      'media',
      'partir',
      'otra pastilla',
      'subir',
      'aumentar',
    ],
    answer:
      'No dejes, partas ni aumentes tu medicina por tu cuenta: cuánto tomar lo decide tu médico. Tómala como te la indicó y, si crees que necesitas más o menos (por ejemplo porque tus números salen muy altos o muy bajos, o te mareas), pregúntale hoy a tu médico o farmacéutico y llévale tus lecturas. Si te sientes muy mal, llama al 911.',
    source: 'nom-015-treatment',
  },
  {
    id: 'olvide-metformina',
    topic: 'medicamentos',
    questions: [
      'Se me olvidó tomar la metformina, ¿qué hago?',
      'No me tomé la pastilla de la mañana',
      '¿Me tomo la que se me pasó?',
      'Olvidé mi medicina del azúcar',
    ],
    keywords: ['metformina', 'olvidé', 'se me olvidó', 'se me pasó', 'dosis', 'pastilla', 'glucophage'],
    answer:
      'Si olvidaste la metformina, tómala en cuanto te acuerdes, con algo de comida. Pero si ya casi es hora de la siguiente, sáltate la olvidada y sigue con tu horario normal. Nunca tomes doble para reponerla. Si tienes duda, pregúntale a tu médico o farmacéutico. Para no olvidarla, puedes pedirme un recordatorio.',
    source: 'medlineplus-metformin',
  },
  {
    id: 'olvide-glibenclamida',
    topic: 'medicamentos',
    questions: [
      'Se me olvidó la glibenclamida de la mañana, ¿me la tomo ahorita?',
      'No me tomé la glimepirida, ¿me la tomo en la noche?',
      'Se me pasó la pastilla del azúcar del desayuno',
      '¿Me tomo dos glibenclamidas si se me olvidó una?',
    ],
    keywords: ['glibenclamida', 'glimepirida', 'gliclazida', 'daonil', 'amaryl', 'olvidé', 'se me pasó'],
    answer:
      'Si olvidaste la glibenclamida (o la glimepirida), tómala solo si te acuerdas pronto y vas a comer; si ya es tarde, ya casi toca la siguiente o no vas a comer, sáltatela y sigue con tu horario. Nunca tomes dos juntas: pueden bajarte el azúcar durante horas, sobre todo de noche. Mide tu glucosa antes de dormir y, si tienes duda, pregúntale a tu médico o farmacéutico.',
    source: 'medlineplus-glyburide',
  },
  {
    id: 'sulfonilurea-sin-comer',
    topic: 'medicamentos',
    questions: [
      '¿Le doy la glibenclamida si no comió?',
      'Está vomitando, ¿le doy su pastilla del azúcar?',
      'Me da miedo que le vuelva a bajar el azúcar con la glibenclamida, ¿se la quito?',
      'Si no voy a desayunar, ¿me tomo la glimepirida?',
    ],
    keywords: ['glibenclamida', 'glimepirida', 'gliclazida', 'daonil', 'amaryl', 'no comió', 'vomitando'],
    answer:
      'Con la glibenclamida (o glimepirida o gliclazida), sin comer o con vómito el azúcar puede bajar mucho y por horas. Antes de la siguiente dosis, llamen hoy al médico o a la clínica y pregunten si toca darla, sobre todo si ya hubo una baja fuerte. Mientras, midan la glucosa cada pocas horas y tengan jugo o refresco normal a la mano. No cambien ni suspendan el tratamiento por días sin hablar con el médico.',
    source: 'diabetes-canada-2018-sick-day',
  },
  {
    id: 'insulina-basal-sin-cenar',
    topic: 'medicamentos',
    questions: [
      '¿Me pongo la insulina si no cené?',
      'No tengo hambre, ¿me pongo la glargina de la noche?',
      '¿Se pone la Lantus aunque no haya comido?',
      'Si no como, ¿me inyecto la insulina?',
    ],
    keywords: ['glargina', 'lantus', 'toujeo', 'basaglar', 'levemir', 'tresiba', 'no cené', 'sin cenar'],
    answer:
      'La insulina lenta de la noche (glargina como Lantus, Toujeo o Basaglar; detemir; degludec) no es para la cena: cubre todo el día y en general se pone aunque no se cene. Si no comiste, mide tu glucosa antes de dormir; si sale baja (menos de 70) o ya tuviste bajas de noche, llama hoy a tu médico antes de ponértela. La insulina rápida va con la comida: sin comer, pregúntale a tu médico qué hacer. No cambies la dosis por tu cuenta.',
    source: 'diabetes-canada-2018-sick-day',
  },
  {
    id: 'olvide-diuretico',
    topic: 'medicamentos',
    questions: [
      'Se me olvidó la furosemida, ¿me la tomo?',
      'No me tomé la pastilla para orinar en la mañana',
      'Se me pasó la hidroclorotiazida, ¿me la tomo en la noche?',
    ],
    keywords: [
      'furosemida',
      'lasix',
      'hidroclorotiazida',
      'clortalidona',
      'espironolactona',
      'orinar',
      'diurético',
    ],
    answer:
      'Si olvidaste la pastilla para orinar (furosemida, hidroclorotiazida, clortalidona), tómala si te acuerdas temprano. Si ya es tarde o de noche, sáltatela y tómala mañana a tu hora: de noche te haría levantarte a orinar, y eso cansa y puede hacerte caer. Nunca tomes dos juntas. Si se te hinchan los pies, subes de peso de repente o te falta el aire, avísale hoy a tu médico.',
    source: 'medlineplus-furosemide',
  },
  {
    id: 'se-me-acabo-la-medicina',
    topic: 'medicamentos',
    questions: [
      'Se me acabó la insulina, ¿qué hago?',
      'Ya no tengo pastillas de la presión',
      'Se me terminó la metformina y no tengo para comprar',
      'No me surtieron la receta en la clínica',
    ],
    keywords: ['acabó', 'terminó', 'ya no tengo', 'no me surtieron', 'surtir', 'receta', 'farmacia'],
    answer:
      'No te quedes sin tu medicina: hoy mismo consíguela en tu farmacia, tu centro de salud o tu clínica (IMSS, ISSSTE), o llama a tu médico para que te dé receta. Si usas insulina y no la consigues hoy, ve a urgencias, sobre todo con diabetes tipo 1: sin insulina el azúcar sube en horas. Mientras, mide tu glucosa o tu presión más seguido y, si tienes vómito, mucha sed o confusión, llama al 911.',
    source: 'ada-soc-9-insulin-every-day',
  },
  {
    id: 'olvide-pastilla-presion',
    topic: 'medicamentos',
    questions: [
      'Se me olvidó la pastilla de la presión, ¿me la tomo ahorita o ya no?',
      'No me tomé la de la presión',
      'No me acuerdo si me tomé la pastilla de la presión',
      'Olvidé el losartán anoche',
    ],
    keywords: [
      'olvidé',
      'se me olvidó',
      'no me la tomé',
      'no me acuerdo',
      'presión',
      'losartán',
      'enalapril',
      'amlodipino',
      'la de la presión',
    ],
    answer:
      'Si se te olvidó la pastilla de la presión, tómala en cuanto te acuerdes; pero si ya casi es hora de la siguiente, sáltate la olvidada y sigue con tu horario. Nunca tomes dos juntas para reponerla. Si no te acuerdas si ya la tomaste, no tomes otra: espera a la siguiente y mide tu presión. Si tienes duda, pregúntale a tu médico o farmacéutico; también puedo recordártela todos los días.',
    source: 'medlineplus-losartan',
  },
  {
    id: 'no-compartir-medicinas',
    topic: 'medicamentos',
    questions: [
      '¿Le doy una de mis pastillas de la presión a mi esposo?',
      '¿Le puedo dar mi metformina a mi mamá?',
      '¿Mi esposo puede tomar de mis pastillas?',
      '¿Le presto mi medicina a mi hermana?',
    ],
    keywords: [
      'le doy',
      'le puedo dar',
      'mis pastillas',
      'mi medicina',
      'prestar',
      'compartir',
      'a mi esposo',
    ],
    answer:
      'No le des tus medicinas a otra persona, aunque tenga lo mismo que tú: su dosis, sus otras medicinas y su salud son distintas, y le pueden hacer daño. Si su presión o su azúcar está alta, que descanse, vuelva a medirse y llame a su médico; si tiene dolor de pecho, falta de aire, debilidad o confusión, llamen al 911.',
    source: 'fda-sharing-medicines',
  },
  {
    id: 'pastilla-presion-doble',
    topic: 'medicamentos',
    questions: [
      'Me tomé dos veces la pastilla de la presión',
      'Por error me tomé doble la medicina',
      'Me equivoqué y tomé la pastilla otra vez, ¿qué hago?',
    ],
    keywords: [
      'doble',
      'dos veces',
      'por error',
      'losartán',
      'enalapril',
      'amlodipino',
      'pastilla de la presión',
    ],
    answer:
      'Si por error te tomaste dos veces la pastilla de la presión, no tomes otra medicina para compensar y llama hoy a tu médico o farmacéutico para decirle qué tomaste y cuánto. Mide tu presión, levántate despacio y no manejes. Si te sientes muy mareado, te desmayas, tienes dolor de pecho o te falta el aire, llama al 911 o ve a urgencias.',
    source: 'aha-low-blood-pressure',
  },
  {
    id: 'te-en-vez-de-pastilla',
    topic: 'medicamentos',
    questions: [
      '¿Puedo cambiar mi pastilla por un té?',
      '¿La canela sustituye la metformina?',
      '¿Puedo controlarme solo con nopal?',
      '¿Los remedios naturales funcionan igual?',
      '¿Puedo tomar té de hierbas con mis medicinas?',
    ],
    keywords: [
      'té',
      'canela',
      'nopal',
      'moringa',
      'remedio',
      'natural',
      'hierbas',
      'suplemento',
      'naturista',
    ],
    answer:
      'No. Los tés, la canela, el nopal, la moringa y los suplementos no han demostrado controlar el azúcar ni la presión como tu medicamento. No dejes ni cambies tu medicamento sin hablar con tu médico. El nopal como comida está muy bien; si quieres tomar algún té o suplemento, platícalo antes con tu médico, porque algunos se cruzan con las medicinas.',
    source: 'ada-soc-5-supplements',
  },
  {
    id: 'ya-me-siento-bien',
    topic: 'medicamentos',
    questions: [
      'Ya me siento bien, ¿sigo con la pastilla?',
      'Mis números ya salen bien, ¿todavía necesito la medicina?',
      '¿Tengo que tomar la pastilla toda la vida?',
    ],
    keywords: ['toda la vida', 'ya estoy bien', 'ya no necesito', 'medicina', 'tratamiento'],
    answer:
      'Que te sientas bien es buena señal, y muchas veces es gracias a la medicina. La diabetes y la presión alta casi no dan molestias aunque estén descontroladas. No dejes ni cambies tu medicamento sin hablar con tu médico; si crees que ya no lo necesitas, pregúntaselo en tu próxima consulta y lleva tus registros.',
    source: 'nom-015-treatment',
  },
  {
    id: 'metformina-estomago',
    topic: 'medicamentos',
    questions: [
      'La metformina me cae mal al estómago',
      'Me da diarrea la metformina',
      '¿Es normal tener náusea con la metformina?',
    ],
    keywords: ['metformina', 'diarrea', 'náusea', 'estómago', 'gases', 'efecto secundario'],
    answer:
      'La metformina a veces da náusea, diarrea o malestar de estómago, sobre todo al inicio; suele mejorar tomándola con los alimentos. Si las molestias siguen o no te dejan comer, coméntalo con tu médico para que vea qué hacer. No dejes ni cambies tu medicamento por tu cuenta. Si vomitas mucho y no toleras líquidos, ve a urgencias.',
    source: 'medlineplus-metformin',
  },
];
