import type { ReadingAssessment } from './classification';
import type { ReadingContext } from './reading';

/**
 * One practical recommendation per category, in Spanish. Rules for this text: never a diagnosis,
 * never a change of medication, short enough for a phone screen, and for urgent values clear
 * what-to-do-now steps (15-15 rule for a low, 911 / urgencias for a crisis).
 */

const FIFTEEN_GRAMS =
  '15 g de azúcar rápida (½ vaso de jugo o refresco normal, o 1 cucharada de azúcar o miel)';

const GLUCOSE_ADVICE: Readonly<Record<string, string>> = {
  hipoglucemia_nivel_2: `🚨 Qué hacer ahora: toma ${FIFTEEN_GRAMS}, espera 15 minutos y vuelve a medir; repite hasta pasar de 70. Si estás confundido(a), no puedes tragar o no mejoras, pide ayuda y llama al 911. No manejes.`,
  hipoglucemia_nivel_1: `👉 Regla 15-15: toma ${FIFTEEN_GRAMS}, espera 15 minutos y vuelve a medir. Repite si sigue en menos de 70; cuando suba, come algo ligero.`,
  muy_alta_urgente:
    '🚨 Qué hacer ahora: toma agua sola y vuelve a medir en 1 hora. Si tienes vómito, dolor de estómago, respiración rápida, mucho sueño o confusión, ve a urgencias o llama al 911. Avísale hoy a tu médico.',
  muy_alta:
    '👉 Toma agua sola y vuelve a medir en 2 horas. Si sigue arriba de 250 o tienes mucha sed, vómito o cansancio fuerte, comunícate hoy con tu médico.',
  alta: '👉 Toma agua, evita bebidas azucaradas y harinas en tu próxima comida y vuelve a medir más tarde. Si se repite varios días, coméntalo con tu médico.',
  arriba_de_meta:
    '👉 Una caminata de 15 minutos después de comer ayuda. Si se repite varios días, coméntalo con tu médico en tu próxima consulta.',
  debajo_de_meta:
    '👉 Está cerca del límite bajo: si sientes sudor, temblor o mareo, come algo con azúcar y vuelve a medir en 15 minutos.',
  en_meta: '👉 ¡Muy bien! Sigue con tu plan; de vez en cuando mide también 2 horas después de comer.',
  en_meta_post: '👉 ¡Buen control! Caminar 10 a 15 minutos después de comer te ayuda a mantenerlo.',
  en_rango: '👉 Para interpretarla mejor, dime cuándo la mediste, por ejemplo: «glucosa 110 en ayunas».',
};

const BLOOD_PRESSURE_ADVICE: Readonly<Record<string, string>> = {
  crisis_hipertensiva:
    '🚨 Qué hacer ahora: siéntate, descansa 5 minutos y vuelve a medir. Si sigue en 180/120 o más, o tienes dolor de pecho, falta de aire, dolor de cabeza fuerte, visión borrosa, debilidad o dificultad para hablar, llama al 911 o ve a urgencias ya.',
  presion_baja:
    '👉 Si te sientes mareado(a), siéntate o recuéstate y toma agua. Si te desmayas o se repite, consulta a tu médico.',
  optima:
    '👉 ¡Muy bien! Mídela siempre sentado(a), tras 5 minutos de reposo y con el brazo a la altura del corazón.',
  normal:
    '👉 ¡Bien! Mídela siempre sentado(a), tras 5 minutos de reposo y con el brazo a la altura del corazón.',
  normal_alta:
    '👉 Reduce la sal y los embutidos y camina 30 minutos al día. Vuelve a medir mañana a la misma hora.',
  hipertension_grado_1:
    '👉 Descansa 5 minutos y vuelve a medir. Si sigue alta en varias mediciones, coméntalo con tu médico; no cambies tu tratamiento sin su indicación.',
  hipertension_sistolica_aislada:
    '👉 Descansa 5 minutos y vuelve a medir. Si sigue alta en varias mediciones, coméntalo con tu médico; no cambies tu tratamiento sin su indicación.',
  hipertension_grado_2:
    '👉 Descansa 5 minutos y vuelve a medir. Si sigue así, comunícate con tu médico en los próximos días; no cambies tu tratamiento sin su indicación.',
  hipertension_grado_3:
    '👉 Descansa 5 minutos y vuelve a medir. Si sigue así, comunícate hoy con tu médico; si tienes dolor de pecho o de cabeza fuerte, llama al 911.',
};

const HEART_RATE_ADVICE: Readonly<Record<string, string>> = {
  normal: '👉 Para comparar día con día, mídela en reposo y sentado(a).',
  baja: '👉 Puede ser normal si haces ejercicio seguido. Si sientes mareo, cansancio o falta de aire, consulta a tu médico.',
  alta: '👉 Descansa 5 minutos y vuelve a medir; el café, el estrés o la fiebre la suben.',
  muy_alta:
    '👉 Descansa y vuelve a medir. Si tienes dolor de pecho, falta de aire, mareo o desmayo, busca atención médica urgente (911).',
  muy_baja:
    '👉 Descansa y vuelve a medir. Si tienes dolor de pecho, falta de aire, mareo o desmayo, busca atención médica urgente (911).',
};

const SATURATION_ADVICE: Readonly<Record<string, string>> = {
  normal: '👉 ¡Bien! Mide con la mano tibia, quieta y sin esmalte de uñas.',
  baja: '👉 Descansa y vuelve a medir con la mano tibia y quieta. Si sigue en menos de 95 % o te falta el aire, consulta hoy a tu médico.',
  muy_baja:
    '🚨 Qué hacer ahora: vuelve a medir con la mano tibia y quieta. Si sigue en menos de 90 %, te falta el aire, tienes los labios morados o confusión, llama al 911 o ve a urgencias.',
};

const TEMPERATURE_ADVICE: Readonly<Record<string, string>> = {
  normal: '👉 ¡Bien! Si te sientes mal, vuelve a medirla en unas horas.',
  baja: '👉 Abrígate y vuelve a medirla en 30 minutos.',
  febricula: '👉 Toma líquidos, descansa y vuelve a medirla en unas horas.',
  fiebre:
    '👉 Toma líquidos, descansa y vigílala. Si dura más de 3 días, pasa de 39.5 °C o tienes otros síntomas, consulta a tu médico.',
  fiebre_muy_alta:
    '🚨 Qué hacer ahora: toma líquidos y ponte paños húmedos tibios. Si tienes confusión, rigidez de cuello, manchas en la piel o te cuesta respirar, llama al 911 o ve a urgencias; si no baja en 1 hora, acude hoy a consulta.',
  hipotermia:
    '🚨 Qué hacer ahora: abrígate, busca un lugar cálido y toma algo tibio. Si tienes confusión, mucho sueño o temblor intenso, llama al 911.',
};

const WEIGHT_ADVICE: Readonly<Record<string, string>> = {
  normal: '👉 Pésate a la misma hora y con ropa ligera para comparar mejor.',
  bajo_peso: '👉 Procura no saltarte comidas; si estás bajando sin querer, coméntalo con tu médico.',
  exceso:
    '👉 Pequeños cambios cuentan: más verduras, agua en lugar de refresco y 30 minutos de caminata al día. Tu médico o nutriólogo puede darte una meta.',
  sin_estatura: '👉 Pésate a la misma hora, en ayunas y con ropa ligera para comparar mejor.',
};

const CUSTOM_ADVICE = '👉 Lo verás en tus gráficas, en Mis métricas.';

function selectGlucoseAdvice(assessment: ReadingAssessment, context: ReadingContext | undefined): string {
  const { code } = assessment.primary;
  if (code === 'muy_alta' && assessment.urgent) return GLUCOSE_ADVICE.muy_alta_urgente as string;
  if (code === 'en_meta' && context === 'despues_de_comer') return GLUCOSE_ADVICE.en_meta_post as string;
  return GLUCOSE_ADVICE[code] ?? (GLUCOSE_ADVICE.en_rango as string);
}

function selectWeightAdvice(assessment: ReadingAssessment | null): string {
  if (!assessment) return WEIGHT_ADVICE.sin_estatura as string;
  const { code } = assessment.primary;
  if (code === 'normal' || code === 'bajo_peso') return WEIGHT_ADVICE[code] as string;
  return WEIGHT_ADVICE.exceso as string;
}

/** The recommendation line for a classified reading. */
export function selectAdvice(
  metric: string,
  assessment: ReadingAssessment | null,
  context: ReadingContext | undefined,
): string {
  if (metric === 'peso') return selectWeightAdvice(assessment);
  if (!assessment) return CUSTOM_ADVICE;
  const { code } = assessment.primary;
  switch (metric) {
    case 'glucosa':
      return selectGlucoseAdvice(assessment, context);
    case 'presion':
      return BLOOD_PRESSURE_ADVICE[code] ?? CUSTOM_ADVICE;
    case 'frecuencia_cardiaca':
      return HEART_RATE_ADVICE[code] ?? CUSTOM_ADVICE;
    case 'saturacion':
      return SATURATION_ADVICE[code] ?? CUSTOM_ADVICE;
    case 'temperatura':
      return TEMPERATURE_ADVICE[code] ?? CUSTOM_ADVICE;
    default:
      return CUSTOM_ADVICE;
  }
}
