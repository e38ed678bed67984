/**
 * The shape of a reading as the parser produces it and the bot stores it (CONTRACTS.md section 5).
 */

/** When a reading was taken, relative to meals, sleep or exercise. Stored as given; never translate. */
export const READING_CONTEXTS = [
  'ayunas',
  'antes_de_comer',
  'despues_de_comer',
  'antes_de_dormir',
  'despues_de_ejercicio',
  'en_reposo',
] as const;
export type ReadingContext = (typeof READING_CONTEXTS)[number];

export const READING_CONTEXT_LABELS: Readonly<Record<ReadingContext, string>> = {
  ayunas: 'en ayunas',
  antes_de_comer: 'antes de comer',
  despues_de_comer: 'después de comer',
  antes_de_dormir: 'antes de dormir',
  despues_de_ejercicio: 'después de hacer ejercicio',
  en_reposo: 'en reposo',
};

/** Contexts that describe a meal or fasting state, which only make a glucose reading more precise. */
export const MEAL_CONTEXTS: ReadonlySet<ReadingContext> = new Set([
  'ayunas',
  'antes_de_comer',
  'despues_de_comer',
  'antes_de_dormir',
]);

/** One value in a unit: glucosa (mg/dL), peso (kg), frecuencia_cardiaca (lpm) and custom indicators. */
export interface ValueReading {
  metric: string;
  value: number;
  unit: string;
  context?: ReadingContext;
  /** A glucose beyond the meter's range ("HI" above, "LO" below); `value` is the range's end. */
  beyondRange?: 'HI' | 'LO';
}

export interface BloodPressureReading {
  metric: 'presion';
  systolic: number;
  diastolic: number;
  unit: 'mmHg';
  context?: ReadingContext;
}

export type Reading = ValueReading | BloodPressureReading;

export function isBloodPressureReading(reading: Reading): reading is BloodPressureReading {
  return reading.metric === 'presion' && 'systolic' in reading;
}

export function isReadingContext(value: string): value is ReadingContext {
  return (READING_CONTEXTS as readonly string[]).includes(value);
}

/** Lowercase, without accents, with every run of spaces, underscores or hyphens as one underscore. */
function contextSpelling(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[\s_-]+/g, '_');
}

// Each context by its key and by its Spanish phrase, as contextSpelling writes them: "en_ayunas" and
// "ayunas" both read as `ayunas`, "despues_de_hacer_ejercicio" and "despues_de_ejercicio" as the key.
const CONTEXT_BY_SPELLING: ReadonlyMap<string, ReadingContext> = new Map(
  READING_CONTEXTS.flatMap((key) => [
    [contextSpelling(key), key],
    [contextSpelling(READING_CONTEXT_LABELS[key]), key],
  ]),
);

/**
 * The context a person or a file names: its key or its Spanish phrase, in any case, with or without
 * accents, spaces or underscores ("Después de comer", "despues de comer", "En ayunas", "ANTES_DE_DORMIR").
 * Null when the text names none of them. The one reading of a context given as text (API and CSV import).
 */
export function readReadingContext(text: string): ReadingContext | null {
  return CONTEXT_BY_SPELLING.get(contextSpelling(text)) ?? null;
}
