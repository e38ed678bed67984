import type { ReadingContext } from '@vitalia/domain';

/** Why a number next to this word is not a reading. */
export type BlockKind =
  | 'medication'
  | 'lab'
  | 'goal'
  | 'comparative'
  | 'height'
  | 'age'
  | 'money'
  | 'address'
  | 'ago'
  | 'frequency'
  | 'change'
  | 'past'
  | 'weather'
  | 'phone';

/** What a unit written after a number says about it. */
export interface UnitInfo {
  /** The metric the unit implies (kg → peso), or null for units that only name custom indicators (cm). */
  metric: string | null;
  /** Display unit stored with the reading. */
  unit: string;
  /** The value must be converted: pounds, mmol/L, °F. */
  convert?: 'lb' | 'mmol' | 'fahrenheit';
  /** Durations, counts, doses, money, distances: the number is not a reading. */
  blocks?: boolean;
  /** "mg" is glucose only next to a glucose word; otherwise a dose. */
  weak?: boolean;
  /** The unit may follow a custom indicator's name ("cintura 92 cm", "cetonas 0.6 mmol"). */
  customCapable?: boolean;
}

export interface WordInfo {
  /** This word names a metric (an anchor for the numbers around it). */
  metric?: string;
  /** Default unit of a custom indicator anchor (cintura → cm). */
  defaultUnit?: string;
  /** Short anchors ("ta", "pa", "sat") count only right before a number. */
  shortAnchor?: boolean;
  /** "sistólica/máxima/alta" and "diastólica/mínima/baja". */
  bpPart?: 'sys' | 'dia';
  unit?: UnitInfo;
  /** The next number after this word is not a reading. */
  block?: BlockKind;
  /** A number right before this word is not a reading ("10 de insulina", "30 grados de calor"). */
  blockBefore?: boolean;
  /** Weight-change verbs (bajé, subí): block the next number unless it follows "a" ("bajé a 76"). */
  changeVerb?: boolean;
  /** Medication names and generic words (pastilla), for intents. */
  medication?: boolean;
  context?: ReadingContext;
  /** Words that carry no content in a reading message ("mi", "salió", "hoy", "hola"). */
  filler?: boolean;
  month?: boolean;
  weekday?: boolean;
  /** "las", "a la": the next number is a clock time. */
  timeLead?: boolean;
  /** "am", "pm", "de la mañana", "y media": the number before is a clock time. */
  timeTail?: boolean;
  /** "tel", "cel", "número": the numbers after are a phone. */
  phoneLead?: boolean;
  /** A spelled number ("doce", "ochenta"). */
  numberValue?: number;
  /** Words that join a blood-pressure pair: sobre, x, con, y. */
  pairJoin?: 'always' | 'anchored';
  /** "entre": the two numbers after are a range, not readings. */
  rangeLead?: boolean;
  /** A greeting or thanks word, for intents. */
  courtesy?: boolean;
  /** A meal named on its own ("desayuno 140", "cena 160"): the number is glucose, with no precise context. */
  meal?: boolean;
  /** A word that corrects an earlier value ("perdón", "error", "quise decir", "sino"): no content of its own. */
  correction?: boolean;
  /** A word that judges a value or asks about it ("normal", "alto", "cuánto"): see asked-numbers.ts. */
  judging?: boolean;
}
