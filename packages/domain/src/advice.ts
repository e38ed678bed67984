import type { ReadingAssessment } from './classification';
import { BLOOD_PRESSURE } from './classify-blood-pressure';
import { GLUCOSE } from './classify-glucose';
import { OXYGEN_SATURATION } from './classify-vitals';
import type { ReadingContext } from './reading';
import { advice, type Advice } from './advice-types';
import { CONTEXT_ADVICE, contextAdvice } from './advice-contexts';
import { HBA1C_ADVICE } from './advice-hba1c';

export type { Advice } from './advice-types';

const G = GLUCOSE;

const FIFTEEN_GRAMS =
  '15 g de azúcar rápida (½ vaso de jugo o de refresco normal, no light, o 1 cucharada de azúcar o miel)';
/** Said from GLUCOSE.ketoneCheckFrom up, for the people whose doctor gave them ketone strips. */
const CHECK_KETONES = 'Si tienes tiras para medir cetonas, mídelas.';
/** Warning signs of ketoacidosis with a high glucose: care now, not "call your doctor today". */
const KETOACIDOSIS_SIGNS_GO_NOW =
  'Si tienes vómito, dolor de estómago, respiración rápida, mucho sueño o confusión, ve a urgencias o llama al 911.';

/**
 * A low told after it passed ("anoche a las 3 tuve 58, me comí unos dulces y ya se me pasó"): no sugar now
 * for a low of hours ago, a measurement now, and the doctor told soon, since a low on insulin or a
 * sulfonylurea may need the treatment reviewed (ADA Standards of Care 2026, section 6, hypoglycemia).
 */
export const PAST_LOW_ADVICE = advice(
  'glucosa.baja_pasada',
  'ada-soc-6-hypoglycemia',
  `Si esa baja ya pasó y ahora te sientes bien, no necesitas tomar azúcar: mídete ahora para saber cómo estás. Cuéntale a tu médico de esta baja hoy o en estos días, sobre todo si usas insulina o pastillas como la glibenclamida: puede necesitar revisar tu tratamiento (no cambies tus dosis por tu cuenta). Si vuelve a pasar, toma ${FIFTEEN_GRAMS} y mide otra vez en 15 minutos.`,
);
/** How long after a low it is told as past (its steps are not for now). */
export const PAST_LOW_AFTER_MINUTES = 60;

const GLUCOSE_ADVICE = {
  hipoglucemia_nivel_2: advice(
    'glucosa.hipoglucemia_nivel_2',
    'ada-soc-6-hypoglycemia',
    `Qué hacer ahora: toma ${FIFTEEN_GRAMS}, espera 15 minutos y vuelve a medir; repite hasta pasar de ${G.level1Hypoglycemia}. Cuando pase de ${G.level1Hypoglycemia}, come algo para que no vuelva a bajar. Si estás confundido(a), no puedes tragar o no mejoras, que alguien llame al 911. No manejes. Avísale hoy a tu médico.`,
  ),
  hipoglucemia_nivel_1: advice(
    'glucosa.hipoglucemia_nivel_1',
    'ada-soc-6-hypoglycemia',
    `Regla 15-15: toma ${FIFTEEN_GRAMS}, espera 15 minutos y vuelve a medir. Repite si sigue en menos de ${G.level1Hypoglycemia}; cuando pase de ${G.level1Hypoglycemia}, come algo ligero.`,
  ),
  muy_alta_urgente: advice(
    'glucosa.muy_alta_urgente',
    'ada-soc-6-hyperglycemic-crises',
    `Qué hacer ahora: toma agua sola y vuelve a medir en 1 hora. ${CHECK_KETONES} ${KETOACIDOSIS_SIGNS_GO_NOW} Avísale hoy a tu médico.`,
  ),
  muy_alta: advice(
    'glucosa.muy_alta',
    'ada-ketones-patient',
    `Toma agua sola y vuelve a medir en 2 horas. ${CHECK_KETONES} Si sigue arriba de ${G.veryHigh}, avísale hoy a tu médico. ${KETOACIDOSIS_SIGNS_GO_NOW}`,
  ),
  alta_revisa_cetonas: advice(
    'glucosa.alta_revisa_cetonas',
    'ada-ketones-patient',
    `Toma agua sola, evita bebidas azucaradas y vuelve a medir en 2 horas. ${CHECK_KETONES} ${KETOACIDOSIS_SIGNS_GO_NOW}`,
  ),
  alta: advice(
    'glucosa.alta',
    'ada-soc-5-nutrition',
    'Toma agua, evita bebidas azucaradas y harinas en tu próxima comida y vuelve a medir más tarde. Si se repite varios días, coméntalo con tu médico.',
  ),
  arriba_de_meta: advice(
    'glucosa.arriba_de_meta',
    'ada-soc-5-physical-activity',
    'Una caminata de 15 minutos después de comer ayuda. Si se repite varios días, coméntalo con tu médico en tu próxima consulta.',
  ),
  debajo_de_meta: advice(
    'glucosa.debajo_de_meta',
    'ada-soc-6-hypoglycemia',
    'Está cerca del límite bajo: si sientes sudor, temblor o mareo, come algo con azúcar y vuelve a medir en 15 minutos.',
  ),
  en_meta: advice(
    'glucosa.en_meta',
    'ada-soc-6-glycemic-goals',
    '¡Muy bien! Sigue con tu plan; de vez en cuando mide también 2 horas después de comer.',
  ),
  en_meta_post: advice(
    'glucosa.en_meta_post',
    'ada-soc-5-physical-activity',
    '¡Buen control! Caminar 10 a 15 minutos después de comer te ayuda a mantenerlo.',
  ),
  embarazo_en_meta: advice(
    'glucosa.embarazo_en_meta',
    'ada-soc-15-pregnancy',
    '¡Bien! Sigue el plan de comidas de tu embarazo y mide a las horas que te indicó tu médico.',
  ),
  embarazo_arriba_de_meta: advice(
    'glucosa.embarazo_arriba_de_meta',
    'ada-soc-15-pregnancy',
    'Anótala y avísale pronto a tu médico o ginecólogo(a): en el embarazo la meta es más estricta. Si se repite, llévale tus lecturas.',
  ),
  ayunas_normal: advice(
    'glucosa.ayunas_normal',
    'ada-soc-2-diagnosis',
    '¡Bien! Seguir activo(a) y comer más verduras y menos bebidas azucaradas ayuda a mantenerla así.',
  ),
  ayunas_alterada: advice(
    'glucosa.ayunas_alterada',
    'ada-soc-2-diagnosis',
    'Una medición en casa no basta para saberlo: coméntalo con tu médico, que puede pedir análisis de laboratorio. Caminar 30 minutos al día y comer menos harinas y azúcar ayudan a bajarla.',
  ),
  ayunas_rango_diabetes: advice(
    'glucosa.ayunas_rango_diabetes',
    'ada-soc-2-diagnosis',
    'Una medición en casa no basta para saberlo: coméntalo pronto con tu médico para que pida análisis de laboratorio.',
  ),
  en_rango: advice(
    'glucosa.en_rango',
    'ada-soc-6-glycemic-goals',
    'Para interpretarla mejor, dime cuándo la mediste, por ejemplo: «glucosa 110 en ayunas».',
    `Está dentro del rango de ${G.level1Hypoglycemia} a ${G.postMealTargetBelow} mg/dL. Para interpretarla mejor, indica cuándo la mediste (en ayunas, antes o después de comer) en el campo Contexto.`,
  ),
} as const satisfies Record<string, Advice>;

const MEASURE_WELL =
  'Mídela siempre sentado(a), tras 5 minutos de reposo y con el brazo a la altura del corazón.';
const RECHECK_GRADE_1 =
  'Descansa 5 minutos y vuelve a medir. Si sigue alta en varias mediciones, coméntalo con tu médico; no cambies tu tratamiento sin su indicación.';
const BP = BLOOD_PRESSURE;

const BLOOD_PRESSURE_ADVICE = {
  crisis_hipertensiva: advice(
    'presion.crisis_hipertensiva',
    'aha-acc-2025-high-bp',
    `Qué hacer ahora: siéntate, descansa 5 minutos y vuelve a medir. Si la alta sigue en ${BP.crisisSystolic} o más o la baja en ${BP.crisisDiastolic} o más, llama hoy a tu médico. Si tienes dolor de pecho, falta de aire, dolor de espalda, adormecimiento o debilidad, cambios en la vista, dificultad para hablar o dolor de cabeza fuerte, llama al 911 ya.`,
  ),
  presion_baja: advice(
    'presion.presion_baja',
    'aha-low-blood-pressure',
    'Si te sientes mareado(a), siéntate o recuéstate y toma agua. Si te desmayas o se repite, consulta a tu médico.',
  ),
  optima: advice('presion.optima', 'aha-bp-measurement', `¡Muy bien! ${MEASURE_WELL}`),
  normal: advice('presion.normal', 'aha-bp-measurement', `¡Bien! ${MEASURE_WELL}`),
  normal_alta: advice(
    'presion.normal_alta',
    'nom-030-lifestyle',
    'Reduce la sal y los embutidos y camina 30 minutos al día. Vuelve a medir mañana a la misma hora.',
  ),
  hipertension_grado_1: advice('presion.hipertension_grado_1', 'nom-030-control', RECHECK_GRADE_1),
  hipertension_sistolica_aislada: advice(
    'presion.hipertension_sistolica_aislada',
    'nom-030-control',
    RECHECK_GRADE_1,
  ),
  hipertension_grado_2: advice(
    'presion.hipertension_grado_2',
    'nom-030-control',
    'Descansa 5 minutos y vuelve a medir. Si sigue así, comunícate con tu médico en los próximos días; no cambies tu tratamiento sin su indicación.',
  ),
  hipertension_grado_3: advice(
    'presion.hipertension_grado_3',
    'nom-030-control',
    'Descansa 5 minutos y vuelve a medir. Si sigue así, comunícate hoy con tu médico; si tienes dolor de pecho o de cabeza fuerte, llama al 911.',
  ),
} as const satisfies Record<string, Advice>;

const SEEK_CARE_HEART =
  'Descansa y vuelve a medir. Si tienes dolor de pecho, falta de aire, mareo o desmayo, busca atención médica urgente (911).';

const HEART_RATE_ADVICE = {
  normal: advice(
    'frecuencia_cardiaca.normal',
    'aha-resting-heart-rate',
    'Para comparar día con día, mídela en reposo y sentado(a).',
  ),
  baja: advice(
    'frecuencia_cardiaca.baja',
    'aha-resting-heart-rate',
    'Puede ser normal si haces ejercicio seguido. Si sientes mareo, cansancio o falta de aire, consulta a tu médico.',
  ),
  alta: advice(
    'frecuencia_cardiaca.alta',
    'aha-resting-heart-rate',
    'Descansa 5 minutos y vuelve a medir; el café, el estrés o la fiebre la suben.',
  ),
  despues_de_ejercicio: advice(
    'frecuencia_cardiaca.despues_de_ejercicio',
    'aha-resting-heart-rate',
    'Para compararla día con día, mídela también en reposo: sentado(a), después de 5 minutos sin moverte. Si sientes dolor de pecho, mareo fuerte o falta de aire al hacer ejercicio, detente y consulta a tu médico.',
  ),
  muy_alta: advice('frecuencia_cardiaca.muy_alta', 'product-rule', SEEK_CARE_HEART),
  muy_baja: advice('frecuencia_cardiaca.muy_baja', 'product-rule', SEEK_CARE_HEART),
} as const satisfies Record<string, Advice>;

const SPO2 = OXYGEN_SATURATION;

const SATURATION_ADVICE = {
  normal: advice(
    'saturacion.normal',
    'who-pulse-oximetry',
    '¡Bien! Mide con la mano tibia, quieta y sin esmalte de uñas.',
  ),
  baja: advice(
    'saturacion.baja',
    'who-pulse-oximetry',
    `Descansa y vuelve a medir con la mano tibia y quieta. Si sigue en menos de ${SPO2.normalMin} % o te falta el aire, consulta hoy a tu médico.`,
  ),
  muy_baja: advice(
    'saturacion.muy_baja',
    'who-pulse-oximetry',
    `Qué hacer ahora: vuelve a medir con la mano tibia y quieta. Si sigue en menos de ${SPO2.urgentBelow} %, te falta el aire, tienes los labios morados o confusión, llama al 911 o ve a urgencias.`,
  ),
} as const satisfies Record<string, Advice>;

const TEMPERATURE_ADVICE = {
  normal: advice(
    'temperatura.normal',
    'cdc-fever',
    '¡Bien! Si te sientes mal, vuelve a medirla en unas horas.',
  ),
  baja: advice('temperatura.baja', 'cdc-fever', 'Abrígate y vuelve a medirla en 30 minutos.'),
  febricula: advice(
    'temperatura.febricula',
    'product-rule',
    'Toma líquidos, descansa y vuelve a medirla en unas horas.',
  ),
  fiebre: advice(
    'temperatura.fiebre',
    'cdc-fever',
    'Toma líquidos, descansa y vigílala. Si dura más de 3 días, pasa de 39.5 °C o tienes otros síntomas, consulta a tu médico.',
  ),
  fiebre_muy_alta: advice(
    'temperatura.fiebre_muy_alta',
    'product-rule',
    'Qué hacer ahora: toma líquidos y ponte paños húmedos tibios. Si tienes confusión, rigidez de cuello, manchas en la piel o te cuesta respirar, llama al 911 o ve a urgencias; si no baja en 1 hora, acude hoy a consulta.',
  ),
  hipotermia: advice(
    'temperatura.hipotermia',
    'cdc-fever',
    'Qué hacer ahora: abrígate, busca un lugar cálido y toma algo tibio. Si tienes confusión, mucho sueño o temblor intenso, llama al 911.',
  ),
} as const satisfies Record<string, Advice>;

const WEIGHT_ADVICE = {
  normal: advice('peso.normal', 'who-bmi', 'Pésate a la misma hora y con ropa ligera para comparar mejor.'),
  bajo_peso: advice(
    'peso.bajo_peso',
    'who-bmi',
    'Procura no saltarte comidas; si estás bajando sin querer, coméntalo con tu médico.',
  ),
  exceso: advice(
    'peso.exceso',
    'nom-008-obesity',
    'Pequeños cambios cuentan: más verduras, agua en lugar de refresco y 30 minutos de caminata al día. Tu médico o nutriólogo puede darte una meta.',
  ),
  sin_estatura: advice(
    'peso.sin_estatura',
    'who-bmi',
    'Pésate a la misma hora, en ayunas y con ropa ligera para comparar mejor.',
  ),
} as const satisfies Record<string, Advice>;

const KETONE_ADVICE = {
  normales: advice(
    'cetonas.normales',
    'danne-2019-ketone-cut-points',
    'Sigue con tu plan. Si tu glucosa sigue alta o te sientes mal, vuelve a medirlas en unas horas.',
  ),
  elevadas: advice(
    'cetonas.elevadas',
    'danne-2019-ketone-cut-points',
    'Toma agua sola (un vaso cada hora), mide tu glucosa y vuelve a medir las cetonas en 2 a 3 horas. No hagas ejercicio hoy. Si siguen igual o subiendo, o tienes vómito, llama hoy a tu médico.',
  ),
  altas: advice(
    'cetonas.altas',
    'danne-2019-ketone-cut-points',
    'Llama ahora a tu médico: hay riesgo de cetoacidosis. Toma agua sola y vuelve a medir en 2 horas. Si tienes vómito, dolor de estómago, respiración rápida o confusión, ve a urgencias o llama al 911.',
  ),
  muy_altas: advice(
    'cetonas.muy_altas',
    'danne-2019-ketone-cut-points',
    'Qué hacer ahora: cetonas así pueden ser cetoacidosis, una emergencia. Ve a urgencias o llama al 911 ahora; toma agua sola mientras tanto y no manejes.',
  ),
} as const satisfies Record<string, Advice>;

const CUSTOM_ADVICE = advice('custom.graficas', 'product-rule', 'Lo verás en tus gráficas, en Mis métricas.');

/** Every advice text, for the tests that read them all (safety words, sources, length). */
export const ALL_ADVICE: readonly Advice[] = [
  ...Object.values(GLUCOSE_ADVICE),
  ...Object.values(BLOOD_PRESSURE_ADVICE),
  ...Object.values(HEART_RATE_ADVICE),
  ...Object.values(SATURATION_ADVICE),
  ...Object.values(TEMPERATURE_ADVICE),
  ...Object.values(WEIGHT_ADVICE),
  ...Object.values(KETONE_ADVICE),
  ...Object.values(HBA1C_ADVICE),
  ...Object.values(CONTEXT_ADVICE),
  CUSTOM_ADVICE,
];

function pick<T extends Record<string, Advice>>(table: T, code: string): Advice {
  return (table as Record<string, Advice>)[code] ?? CUSTOM_ADVICE;
}

function selectGlucoseAdvice(
  assessment: ReadingAssessment,
  context: ReadingContext | undefined,
  value: number,
): Advice {
  const { code } = assessment.primary;
  if (code === 'alta' && value >= G.ketoneCheckFrom) return GLUCOSE_ADVICE.alta_revisa_cetonas;
  if (code === 'muy_alta' && assessment.urgent) return GLUCOSE_ADVICE.muy_alta_urgente;
  if (code === 'en_meta' && context === 'despues_de_comer') return GLUCOSE_ADVICE.en_meta_post;
  return (GLUCOSE_ADVICE as Record<string, Advice>)[code] ?? GLUCOSE_ADVICE.en_rango;
}

function selectWeightAdvice(assessment: ReadingAssessment | null): Advice {
  if (!assessment) return WEIGHT_ADVICE.sin_estatura;
  const { code } = assessment.primary;
  if (code === 'normal' || code === 'bajo_peso') return WEIGHT_ADVICE[code];
  return WEIGHT_ADVICE.exceso;
}

/** The recommendation for a classified reading (for crisis values, the what-to-do-now steps). */
export function selectAdvice(
  metric: string,
  assessment: ReadingAssessment | null,
  context: ReadingContext | undefined,
  value: number,
): Advice {
  if (metric === 'peso') return selectWeightAdvice(assessment);
  if (!assessment) return CUSTOM_ADVICE;
  const forContext = contextAdvice(metric, assessment, context, value);
  if (forContext) return forContext;
  const { code } = assessment.primary;
  switch (metric) {
    case 'glucosa':
      return selectGlucoseAdvice(assessment, context, value);
    case 'cetonas':
      return pick(KETONE_ADVICE, code);
    case 'hemoglobina_glicada':
      return pick(HBA1C_ADVICE, code);
    case 'presion':
      return pick(BLOOD_PRESSURE_ADVICE, code);
    case 'frecuencia_cardiaca':
      return pick(HEART_RATE_ADVICE, code);
    case 'saturacion':
      return pick(SATURATION_ADVICE, code);
    case 'temperatura':
      return pick(TEMPERATURE_ADVICE, code);
    default:
      return CUSTOM_ADVICE;
  }
}
