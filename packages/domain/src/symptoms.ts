import { BLOOD_PRESSURE } from './classify-blood-pressure';
import { GLUCOSE } from './classify-glucose';
import { KETONES } from './classify-ketones';
import type { Reading } from './reading';
import { isBloodPressureReading } from './reading';
import type { SourceId } from './sources';

/**
 * What symptoms a person tells may mean and what to do, as data with sources. The parser finds the
 * symptom codes; this judges them, with the values of the same message when there are any. Never a
 * diagnosis: "puede ser señal de", and what to measure or whom to call. Urgent first: warning signs go to
 * 911 / urgencias in the first line.
 */
/** The symptoms the parser recognises (packages/parser/src/symptoms.ts holds how each is written). */
export const SYMPTOM_CODES = [
  'chest_pain',
  'breathless',
  'stroke_signs',
  'confusion',
  'worst_headache',
  'vomiting',
  'abdominal_pain',
  'fruity_breath',
  'tremor',
  'sweating',
  'dizziness',
  'hunger',
  'palpitations',
  'thirst',
  'urination',
  'blurred_vision',
  'fatigue',
  'headache',
  'tinnitus',
  'nosebleed',
  'foot_wound',
  'tingling',
  'swelling',
  'nausea',
  'dizzy_on_standing',
] as const;
export type SymptomCode = (typeof SYMPTOM_CODES)[number];

export interface SymptomAdvice {
  id: string;
  text: string;
  /** The same advice about someone else ("mi esposo tiene mucha sed"), for the person telling it. */
  forOther?: string;
  source: SourceId;
}

export interface SymptomJudgement {
  /** Warning signs: the reply opens with this (911 / urgencias). */
  emergency: SymptomAdvice | null;
  /** What the symptoms may mean and what to do, when not an emergency. */
  advice: SymptomAdvice | null;
  /** The metric to measure now, which the bot asks for (its next bare number is read as it). */
  measure: 'glucosa' | 'presion' | null;
}

/** The values said in the same message, if any. */
export interface SymptomContext {
  glucose?: number;
  systolic?: number;
  diastolic?: number;
}

const EMERGENCY_SIGNS: ReadonlySet<SymptomCode> = new Set([
  'chest_pain',
  'breathless',
  'stroke_signs',
  'confusion',
  'worst_headache',
]);
/** Signs that, with a high glucose, may be ketoacidosis (ADA hyperglycemic crises). */
const KETOACIDOSIS_SIGNS: ReadonlySet<SymptomCode> = new Set([
  'vomiting',
  'abdominal_pain',
  'fruity_breath',
  'breathless',
  'confusion',
]);
const LOW_SIGNS: ReadonlySet<SymptomCode> = new Set([
  'tremor',
  'sweating',
  'dizziness',
  'hunger',
  'palpitations',
]);
const HIGH_SIGNS: ReadonlySet<SymptomCode> = new Set(['thirst', 'urination', 'blurred_vision', 'fatigue']);
const PRESSURE_SIGNS: ReadonlySet<SymptomCode> = new Set(['headache', 'tinnitus', 'nosebleed']);

/** From about this glucose a person with vomiting or belly pain should check ketones or go now (ADA). */
const KETONE_CHECK_FROM = GLUCOSE.ketoneCheckFrom;
/** With a pressure in crisis, these are signs of organ damage: 911 (AHA, hypertensive crisis). */
const PRESSURE_CRISIS_SIGNS: ReadonlySet<SymptomCode> = new Set([
  ...EMERGENCY_SIGNS,
  'headache',
  'blurred_vision',
]);

/**
 * A pressure that, with a strong headache and blurred vision, is urgencias now: NOM-030-SSA2-2009 grade 2
 * or more (160/100); acute target-organ symptoms call for emergency care (2025 AHA/ACC guideline).
 */
export const SEVERE_WITH_SIGNS = { systolic: 160, diastolic: 100 } as const;

export const SYMPTOM_ADVICE = {
  stroke: {
    id: 'sintomas.derrame',
    text: 'Qué hacer ahora: la cara caída, un brazo o una pierna dormidos de un lado o no poder hablar bien pueden ser señales de un derrame cerebral. Llama al 911 ya y anota la hora en que empezó. No tomes nada por la boca ni manejes.',
    source: 'asa-stroke-signs',
  },
  heart: {
    id: 'sintomas.pecho_aire',
    text: 'Qué hacer ahora: dolor u opresión en el pecho, falta de aire o confusión pueden ser una emergencia. Llama al 911 o ve a urgencias ahora; no manejes tú, pide que alguien te lleve.',
    source: 'aha-heart-attack-signs',
  },
  worstHeadache: {
    id: 'sintomas.dolor_cabeza_peor',
    text: 'Qué hacer ahora: un dolor de cabeza muy fuerte y repentino, el peor de tu vida, es una emergencia. Llama al 911 o ve a urgencias ahora.',
    source: 'aha-hypertensive-crisis',
  },
  /**
   * Signs of a stroke, of the heart or of the breath that ease, or are played down ("ya habla mejor", "ya
   * se me quitó", "le doy una aspirina y que se acueste"): still an emergency until someone has seen the
   * person (a stroke's signs that pass can announce a bigger one).
   */
  strokeEasing: {
    id: 'sintomas.derrame_que_pasa',
    text: 'Aunque ya se esté pasando, las señales de un derrame que mejoran siguen siendo una emergencia: pueden avisar uno más grande. Llama al 911 ahora y anota la hora en que empezó. No tomes aspirina ni nada por la boca, y no te acuestes a esperar.',
    forOther:
      'Para esa persona: aunque ya se le esté pasando, las señales de un derrame que mejoran siguen siendo una emergencia: pueden avisar uno más grande. Llamen al 911 ahora y anoten la hora en que empezó. No le den aspirina ni nada por la boca, y que no se acueste a esperar.',
    source: 'asa-stroke-signs',
  },
  heartEasing: {
    id: 'sintomas.pecho_que_pasa',
    text: 'Aunque ya se te haya quitado, una opresión o dolor en el pecho, o que te falte el aire, es una emergencia hasta que un médico te revise. Llama al 911, o si estás en un hospital avisa ahora mismo a una enfermera o a un médico: no es molestar.',
    forOther:
      'Para esa persona: aunque ya se le haya quitado, una opresión o dolor en el pecho, o que le falte el aire, es una emergencia hasta que un médico la revise. Llamen al 911, o si están en un hospital avisen ahora mismo a una enfermera o a un médico.',
    source: 'aha-heart-attack-signs',
  },
  /** No way to go to a danger told ("vivo solo y no tengo carro"): the ambulance comes to the person. */
  noWayToGo: {
    id: 'sintomas.sin_como_ir',
    text: 'Llama al 911 ahora: la ambulancia va por ti, no necesitas carro ni que alguien te lleve, y es mejor que no manejes. Mientras llega, abre la puerta y, si puedes, avísale a un vecino o a un familiar.',
    forOther:
      'Llama al 911 ahora: la ambulancia va por esa persona, no necesitan carro. Mientras llega, no la dejes sola y abre la puerta.',
    source: 'aha-heart-attack-signs',
  },
  /** "¿Me voy a urgencias o espero?" after a danger told: go now. */
  goNow: {
    id: 'sintomas.ve_ahora',
    text: 'Ve a urgencias ahora, no esperes: con esas señales es mejor que te revisen y no sea nada. Si estás sola(o) o empeoras, llama al 911; no manejes tú.',
    forOther:
      'Llévenla a urgencias ahora, no esperen: con esas señales es mejor que la revisen y no sea nada. Si empeora o no pueden llevarla, llamen al 911.',
    source: 'aha-hypertensive-crisis',
  },
  /**
   * A strong headache with blurred vision or flashes, and a pressure of 160/100 or more: signs of organ
   * damage with a severe pressure are an emergency even under 180/120 (2025 AHA/ACC guideline,
   * hypertensive emergency: severe blood pressure with acute target-organ damage).
   */
  headacheVisionHighPressure: {
    id: 'sintomas.cabeza_vista_presion_alta',
    text: 'Qué hacer ahora: con ese dolor de cabeza fuerte y la vista borrosa, esta presión es una emergencia aunque no llegue a 180/120. Ve a urgencias ahora o llama al 911 si estás sola(o); no manejes tú ni esperes a medirte otra vez.',
    forOther:
      'Para esa persona: con ese dolor de cabeza fuerte y la vista borrosa, esta presión es una emergencia aunque no llegue a 180/120. Llévenla a urgencias ahora o llamen al 911; que no maneje ni espere a medirse otra vez.',
    source: 'aha-acc-2025-high-bp',
  },
  /** Help called for a danger told ("ya le hablamos a la Cruz Roja, ya vienen"): what to do while it comes. */
  helpOnTheWay: {
    id: 'sintomas.ayuda_en_camino',
    text: 'Hiciste muy bien en llamar. Mientras llegan: no te quedes solo(a), anota la hora en que empezó y ten a la mano tus medicinas (o sus cajas). Si empeora, vuelve a llamar al 911.',
    forOther:
      'Hiciste muy bien en llamar. Mientras llegan: quédate con la persona, anota la hora en que empezó y ten a la mano sus medicinas (o sus cajas). Si empeora, vuelve a llamar al 911.',
    source: 'asa-stroke-signs',
  },
  /** The person of a danger told is being seen ("ya llegaron los paramédicos", "ya estamos en urgencias"). */
  beingSeen: {
    id: 'sintomas.ya_atendido',
    text: 'Qué bueno que ya te están atendiendo. Cuéntales qué sentiste, a qué hora empezó y qué medicinas tomas (o enséñales las cajas). Aquí sigo cuando quieras.',
    forOther:
      'Qué bueno que ya lo están atendiendo. Cuéntales qué pasó, a qué hora empezó, sus últimas lecturas y qué medicinas toma (o enséñales las cajas). Aquí sigo cuando quieras.',
    source: 'asa-stroke-signs',
  },
  /** Warning signs told a while ago, while the crisis they came with is still followed up. */
  toldEarlier: {
    id: 'sintomas.dichos_antes',
    text: 'Hace un rato me contaste síntomas de alarma (como dolor de pecho o falta de aire). Aunque el valor baje, esos síntomas pueden ser una emergencia: si los tienes o los tuviste y nadie te ha revisado, llama al 911 o ve a urgencias ahora; no manejes. Si ya te atendieron, escríbeme «estoy bien».',
    source: 'aha-heart-attack-signs',
  },
  pressureCrisis: {
    id: 'sintomas.crisis_hipertensiva',
    text: `Qué hacer ahora: la presión con la alta en ${BLOOD_PRESSURE.crisisSystolic} o más o la baja en ${BLOOD_PRESSURE.crisisDiastolic} o más, con esos síntomas, es una emergencia. Llama al 911 o ve a urgencias ya; no manejes.`,
    source: 'aha-hypertensive-crisis',
  },
  pressureCrisisNoSigns: {
    id: 'sintomas.crisis_sin_sintomas',
    text: `Qué bueno que no tienes síntomas. Quédate sentado(a), descansa 5 minutos y vuelve a medir; escríbeme los dos números. Si la alta sigue en ${BLOOD_PRESSURE.crisisSystolic} o más o la baja en ${BLOOD_PRESSURE.crisisDiastolic} o más, llama hoy a tu médico. Si aparece alguno de esos síntomas, llama al 911.`,
    source: 'aha-acc-2025-high-bp',
  },
  confusion: {
    id: 'sintomas.confusion',
    text: 'Qué hacer ahora: la confusión de repente es una emergencia: llama al 911 ahora. Con diabetes, sobre todo con insulina o pastillas como la glibenclamida, piensa primero en azúcar baja: si puede tragar, dale ½ vaso de jugo o refresco normal (no light) y mide la glucosa; si no puede tragar o no responde, nada por la boca y ponla de lado. Si tiene glucagón recetado, que alguien se lo aplique.',
    source: 'ada-soc-6-hypoglycemia',
  },
  severeLow: {
    id: 'sintomas.hipoglucemia_grave',
    text: 'Qué hacer ahora: azúcar baja con confusión, desmayo, convulsión o sin poder despertar es una hipoglucemia grave. Llama al 911 ahora. Si puede tragar, dale ½ vaso de jugo o refresco normal (no light); si no puede tragar o no responde, no le des nada por la boca y ponla de lado. Si tiene glucagón recetado, que alguien se lo aplique.',
    source: 'ada-soc-6-hypoglycemia',
  },
  ketoacidosis: {
    id: 'sintomas.cetoacidosis',
    text: 'Qué hacer ahora: azúcar alta con vómito, dolor de estómago, respiración rápida o aliento a fruta puede ser una complicación grave (cetoacidosis). Ve a urgencias o llama al 911 ahora; toma agua sola mientras tanto.',
    source: 'ada-soc-6-hyperglycemic-crises',
  },
  low: {
    id: 'sintomas.azucar_baja',
    text: 'Temblor, sudor, mareo o hambre de repente pueden ser señal de azúcar baja. Mídete la glucosa ahora y escríbeme el valor. Si no puedes medirte, toma 15 g de azúcar rápida (½ vaso de jugo o refresco normal, no light).',
    forOther:
      'Temblor, sudor, mareo o hambre de repente pueden ser señal de azúcar baja. Que se mida la glucosa ahora; si no puede medirse, que tome 15 g de azúcar rápida (½ vaso de jugo o refresco normal, no light). Si está confundido(a) o no puede tragar, no le den nada por la boca y llamen al 911.',
    source: 'ada-soc-6-hypoglycemia',
  },
  high: {
    id: 'sintomas.azucar_alta',
    text: 'Mucha sed, orinar seguido, visión borrosa o cansancio pueden ser señal de azúcar alta. Mídete la glucosa y escríbeme el valor; si pasa de 250 o tienes vómito, avísame.',
    forOther:
      'Mucha sed, orinar seguido, visión borrosa o cansancio pueden ser señal de azúcar alta. Que se mida la glucosa hoy; si pasa de 250, si no tiene con qué medirse o si los síntomas siguen, que lo vea un médico hoy. Si vomita, respira rápido o está confundido(a), llévenlo a urgencias o llamen al 911.',
    source: 'ada-soc-6-glycemic-goals',
  },
  pressure: {
    id: 'sintomas.presion',
    text: 'Dolor de cabeza fuerte, zumbido de oídos o sangrado de nariz pueden acompañar a la presión alta. Siéntate, descansa 5 minutos, mídete la presión y escríbeme los dos números. Si tienes dolor de pecho, visión borrosa o debilidad, llama al 911.',
    forOther:
      'Dolor de cabeza fuerte, zumbido de oídos o sangrado de nariz pueden acompañar a la presión alta. Que se siente, descanse 5 minutos y se mida la presión. Si tiene dolor de pecho, visión borrosa o debilidad, llamen al 911.',
    source: 'aha-hypertensive-crisis',
  },
  foot: {
    id: 'sintomas.pie',
    text: 'Una herida o llaga en el pie que no sana debe verla tu médico pronto, esta semana. Mientras, lávala con agua y jabón, cúbrela con una gasa limpia y no camines descalzo(a).',
    source: 'ada-soc-12-foot-care',
  },
  standing: {
    id: 'sintomas.mareo_al_levantarse',
    text: 'Marearte o que se te nuble la vista al levantarte rápido puede ser que la presión baje al pararte. Siéntate o acuéstate hasta que se pase, levántate despacio (primero siéntate en la orilla de la cama) y toma agua. Mídete la presión y escríbeme el valor. Si te pasa seguido o te caes, coméntalo pronto con tu médico: algunas medicinas de la presión lo causan, y él decide si hay que ajustar algo.',
    source: 'aha-low-blood-pressure',
  },
  tingling: {
    id: 'sintomas.hormigueo',
    text: 'El hormigueo o entumecimiento en los pies puede tener varias causas; coméntalo con tu médico en tu próxima consulta y revisa tus pies todos los días.',
    source: 'ada-soc-12-foot-care',
  },
  general: {
    id: 'sintomas.general',
    text: 'Si no te sientes bien y no mejora o empeora, coméntalo con tu médico; si tienes dolor de pecho, falta de aire o confusión, llama al 911.',
    source: 'product-rule',
  },
} as const satisfies Record<string, SymptomAdvice>;

const any = (codes: readonly SymptomCode[], set: ReadonlySet<SymptomCode>) => codes.some((c) => set.has(c));

/** What the symptoms of a message call for, with its values. */
export function judgeSymptoms(codes: readonly SymptomCode[], values: SymptomContext = {}): SymptomJudgement {
  const none: SymptomJudgement = { emergency: null, advice: null, measure: null };
  if (codes.length === 0) return none;
  const crisisPressure =
    (values.systolic ?? 0) >= BLOOD_PRESSURE.crisisSystolic ||
    (values.diastolic ?? 0) >= BLOOD_PRESSURE.crisisDiastolic;
  const highGlucose = (values.glucose ?? 0) >= KETONE_CHECK_FROM;
  const emergency = codes.includes('stroke_signs')
    ? SYMPTOM_ADVICE.stroke
    : highGlucose && any(codes, KETOACIDOSIS_SIGNS)
      ? SYMPTOM_ADVICE.ketoacidosis
      : crisisPressure && any(codes, PRESSURE_CRISIS_SIGNS)
        ? SYMPTOM_ADVICE.pressureCrisis
        : codes.includes('worst_headache')
          ? SYMPTOM_ADVICE.worstHeadache
          : // Confused (sweating, not answering) with no chest or breath: a low until proven otherwise.
            codes.includes('confusion') && !codes.includes('chest_pain') && !codes.includes('breathless')
            ? SYMPTOM_ADVICE.confusion
            : any(codes, EMERGENCY_SIGNS)
              ? SYMPTOM_ADVICE.heart
              : null;
  if (emergency) return { ...none, emergency };
  const hasGlucose = values.glucose !== undefined;
  const hasPressure = values.systolic !== undefined;
  // Dizzy on standing up is the pressure dropping, before anything a low would explain.
  if (codes.includes('dizzy_on_standing'))
    return { ...none, advice: SYMPTOM_ADVICE.standing, measure: hasPressure ? null : 'presion' };
  if (any(codes, LOW_SIGNS) && !hasGlucose)
    return { ...none, advice: SYMPTOM_ADVICE.low, measure: 'glucosa' };
  if (any(codes, HIGH_SIGNS) && !hasGlucose)
    return { ...none, advice: SYMPTOM_ADVICE.high, measure: 'glucosa' };
  if (any(codes, PRESSURE_SIGNS) && !hasPressure) {
    return { ...none, advice: SYMPTOM_ADVICE.pressure, measure: 'presion' };
  }
  if (codes.includes('foot_wound')) return { ...none, advice: SYMPTOM_ADVICE.foot };
  if (codes.includes('tingling')) return { ...none, advice: SYMPTOM_ADVICE.tingling };
  return { ...none, advice: SYMPTOM_ADVICE.general };
}

/**
 * Warning signs said with a reading that make that reading itself an emergency: a glucose from 240 or
 * blood ketones above 1.5 mmol/L with signs of ketoacidosis, a pressure of 180/120 or more with signs of organ damage. Null otherwise (other
 * alarm symptoms lead the reply on their own, without changing what the reading is).
 */
export function warningSignsOf(reading: Reading, codes: readonly SymptomCode[]): SymptomAdvice | null {
  if (codes.length === 0) return null;
  if (isBloodPressureReading(reading)) {
    const crisis =
      reading.systolic >= BLOOD_PRESSURE.crisisSystolic ||
      reading.diastolic >= BLOOD_PRESSURE.crisisDiastolic;
    return crisis && any(codes, PRESSURE_CRISIS_SIGNS) ? SYMPTOM_ADVICE.pressureCrisis : null;
  }
  if (reading.metric === 'glucosa' && reading.value >= KETONE_CHECK_FROM && any(codes, KETOACIDOSIS_SIGNS))
    return SYMPTOM_ADVICE.ketoacidosis;
  // Blood ketones above 1.5 mmol/L with vomiting, belly pain or fast breathing: impending ketoacidosis
  // with its signs (Danne et al., Diabetes Care 2019, Table 1) is care now, not a call tomorrow.
  if (reading.metric === 'cetonas' && reading.value > KETONES.ketonemiaMax && any(codes, KETOACIDOSIS_SIGNS))
    return SYMPTOM_ADVICE.ketoacidosis;
  // A low with confusion, fainting or a seizure is level 3 (ADA: needs someone else's help), whatever the value.
  if (
    reading.metric === 'glucosa' &&
    reading.value < GLUCOSE.level1Hypoglycemia &&
    codes.includes('confusion')
  )
    return SYMPTOM_ADVICE.severeLow;
  return null;
}

/** Every symptom text, for the tests that read them all. */
export const ALL_SYMPTOM_ADVICE: readonly SymptomAdvice[] = Object.values(SYMPTOM_ADVICE);
