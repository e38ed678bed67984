import type { SourceId } from '../sources';
import type { RedFlagCode } from './red-flags';

/**
 * Red flags made of two things said together ("me duele mucho la cabeza y veo borroso"): every group
 * must be found, in any order.
 */
export interface RedFlagCombination {
  code: RedFlagCode;
  text: string;
  forOther: string;
  groups: ReadonlyArray<readonly string[]>;
  source: SourceId;
}

const HEADACHE = [
  'dolor de cabeza',
  'duele la cabeza',
  'duele mucho la cabeza',
  'dolor de nuca',
  'duele la nuca',
];
const VISION = [
  'veo borroso',
  'vista borrosa',
  'borroso',
  'veo nublado',
  'vista nublada',
  'veo doble',
  'lucecitas',
  'veo estrellitas',
  'destellos',
];

const SGLT2 = [
  'empagliflozina',
  'dapagliflozina',
  'canagliflozina',
  'jardiance',
  'forxiga',
  'invokana',
  'xigduo',
  'synjardy',
];

const TYPE_1 = ['tipo 1', 'tipo uno', 'diabetes juvenil', 'diabetico tipo 1', 'diabetica tipo 1'];
const VOMITING = [
  'vomit*',
  'bomit*',
  'dolor de panza',
  'dolor de estomago',
  'duele la panza',
  'duele el estomago',
  'dolor de barriga',
];

/** Vomiting said to go on: several times, for hours, or keeping nothing down. */
const VOMITING_GOES_ON = [
  'varias veces',
  'muchas veces',
  'dos veces',
  'tres veces',
  'cuatro veces',
  'cinco veces',
  '2 veces',
  '3 veces',
  '4 veces',
  '5 veces',
  '6 veces',
  'desde ayer',
  'desde anoche',
  'desde la manana',
  'toda la noche',
  'todo el dia',
  'sin parar',
  'no deja de',
  'no retiene',
  'todo lo vomita',
  'no aguanta nada',
  'no le queda nada',
];

export const RED_FLAG_COMBINATIONS: readonly RedFlagCombination[] = [
  {
    code: 'persistent_vomiting',
    text: 'Qué hacer ahora: con diabetes, vomitar varias veces o desde hace horas es para ir a urgencias hoy: deshidrata y puede llevar a una cetoacidosis o, si no comes, a una baja de azúcar. Llama al 911 si no retienes líquidos, tienes mucho sueño, confusión o respiras rápido. Mientras, toma líquidos a sorbos y mide tu glucosa.',
    forOther:
      'Para esa persona: con diabetes, vomitar varias veces o desde hace horas es para llevarla a urgencias hoy: deshidrata y puede llevar a una cetoacidosis o, si no come, a una baja de azúcar. Llamen al 911 si no retiene líquidos, tiene mucho sueño, confusión o respira rápido. Mientras, líquidos a sorbos y midan su glucosa.',
    groups: [['vomit*', 'bomit*', 'guacar*'], VOMITING_GOES_ON],
    source: 'diabetes-canada-2018-sick-day',
  },
  {
    code: 'type1_vomiting',
    text: 'Qué hacer ahora: con diabetes tipo 1, el vómito o un dolor fuerte de estómago pueden ser cetoacidosis, una emergencia. Ve a urgencias o llama al 911 ahora; si tienes tiras, mide las cetonas, y toma agua sola a sorbos mientras tanto.',
    forOther:
      'Para esa persona: con diabetes tipo 1, el vómito o un dolor fuerte de estómago pueden ser cetoacidosis, una emergencia. Llévenla a urgencias o llamen al 911 ahora; si tienen tiras, midan las cetonas.',
    groups: [TYPE_1, VOMITING],
    source: 'ada-soc-6-hyperglycemic-crises',
  },
  {
    code: 'sglt2_ketoacidosis',
    text: 'Qué hacer ahora: con empagliflozina, dapagliflozina o canagliflozina, el vómito, la diarrea o un dolor fuerte de estómago pueden ser cetoacidosis aunque el azúcar no esté tan alta. Ve a urgencias o llama al 911 ahora y lleva la caja de tu medicina; toma agua sola mientras tanto.',
    forOther:
      'Para esa persona: con empagliflozina, dapagliflozina o canagliflozina, el vómito, la diarrea o un dolor fuerte de estómago pueden ser cetoacidosis aunque el azúcar no esté tan alta. Llévenla a urgencias o llamen al 911 ahora, con la caja de su medicina.',
    groups: [SGLT2, [...VOMITING, 'diarrea', 'diarrea*']],
    source: 'ada-soc-9-sglt2-dka',
  },
  {
    code: 'headache_vision',
    text: 'Qué hacer ahora: un dolor de cabeza fuerte con la vista borrosa o lucecitas puede ser una emergencia de la presión o un derrame: si tienes debilidad, dificultad para hablar, dolor de pecho o es el peor dolor de tu vida, llama al 911 ya. Si no, mídete la presión ahora y escríbeme los dos números; con la alta en 180 o más o la baja en 120 o más, ve a urgencias.',
    forOther:
      'Para esa persona: un dolor de cabeza fuerte con la vista borrosa o lucecitas puede ser una emergencia de la presión o un derrame: con debilidad, dificultad para hablar o dolor de pecho, llamen al 911 ya; si no, que se mida la presión ahora y, con la alta en 180 o más o la baja en 120 o más, a urgencias.',
    groups: [HEADACHE, VISION],
    source: 'aha-hypertensive-crisis',
  },
];

/** In pregnancy (ACOG 2020): a pressure of 160/110 or more, or 140/90 or more with these signs, is urgent. */
export const PREGNANCY_PRESSURE = {
  severeSystolic: 160,
  severeDiastolic: 110,
  systolic: 140,
  diastolic: 90,
  signs: [
    ...HEADACHE,
    ...VISION,
    'dolor bajo las costillas',
    'dolor en la boca del estomago',
    'se le hincho la cara',
    'se me hincho la cara',
    'manos hinchadas',
    'cara hinchada',
  ],
  text: 'Qué hacer ahora: en el embarazo, la presión así de alta, o con dolor de cabeza, vista borrosa, lucecitas, dolor bajo las costillas o la cara o las manos hinchadas de repente, es una emergencia: ve a urgencias o llama al 911 ahora.',
  forOther:
    'Para esa persona: en el embarazo, la presión así de alta, o con dolor de cabeza, vista borrosa, lucecitas, dolor bajo las costillas o la cara o las manos hinchadas de repente, es una emergencia: llévenla a urgencias o llamen al 911 ahora.',
  source: 'acog-2020-gestational-hypertension' as SourceId,
} as const;
