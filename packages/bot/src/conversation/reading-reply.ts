import {
  formatReadingValue,
  getMetricDefinition,
  isBloodPressureReading,
  READING_CONTEXT_LABELS,
  type Advice,
  type Classification,
  type Interpretation,
  type Reading,
} from '@vitalia/domain';

/**
 * The chat's layout of the domain's interpretation of a reading. The domain gives typed parts (category,
 * standard, severity, what to do now, advice); this file decides their order and symbols for WhatsApp and
 * never reads the text inside a part.
 */

/** Replies must fit a phone screen without scrolling much. */
export const MAX_REPLY_LENGTH = 600;

/** The lines of one reading's reply, each already written for the chat. */
export interface ReadingLines {
  confirmation: string;
  /** "Según la ADA, …"; absent when no standard applies. */
  category?: string;
  /** The crisis steps; present only for crisis values. */
  whatToDoNow?: string;
  /** The recommendation; absent for crisis values (the steps replace it). */
  advice?: string;
}

export function firstNameOf(firstName: string | undefined): string {
  const name = (firstName ?? '').trim().split(/\s+/)[0] ?? '';
  return name.slice(0, 30);
}

/** A value the person wrote in another unit, said back beside the stored one: "(7.8 mmol/L)". */
export interface WrittenForm {
  value: number;
  unit: string;
}

function confirmationLine(reading: Reading, firstName: string, written?: WrittenForm | null): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const when = reading.context ? ` ${READING_CONTEXT_LABELS[reading.context]}` : '';
  const greeting = firstName ? `Listo, ${firstName}` : 'Listo';
  // "tus cetonas": a metric named in the plural takes the plural possessive.
  const your = /s$/.test(definition.nameInSentence) ? 'tus' : 'tu';
  const asWritten = written ? ` (${String(written.value)} ${written.unit}, como lo escribiste)` : '';
  return `✅ ${greeting}: guardé ${your} ${definition.nameInSentence}${when} de ${formatReadingValue(reading)}${asWritten}.`;
}

/**
 * The one category the person is told (the Mexican norm for pressure, see the domain README); the other
 * standard's view stays in `otherStandards`, for the doctor's report, and is not read out to the patient.
 */
function categoryLine(interpretation: Interpretation, category: Classification): string {
  const icon = interpretation.urgent ? '🚨' : '📊';
  return `${icon} Según ${category.standard.citedAs}, ${category.description}.`;
}

const stepsLine = (advice: Advice) => `🚨 ${advice.text}`;
const adviceLine = (advice: Advice) => `👉 ${advice.text}`;

/** Every part of one reading's reply, laid out for the chat. */
export function readingLines(
  interpretation: Interpretation,
  firstName?: string,
  written?: WrittenForm | null,
): ReadingLines {
  const { category, whatToDoNow, advice } = interpretation;
  return {
    confirmation: confirmationLine(interpretation.reading, firstNameOf(firstName), written),
    ...(category ? { category: categoryLine(interpretation, category) } : {}),
    ...(whatToDoNow ? { whatToDoNow: stepsLine(whatToDoNow) } : {}),
    ...(advice ? { advice: adviceLine(advice) } : {}),
  };
}

export function fitReply(text: string): string {
  if (text.length <= MAX_REPLY_LENGTH) return text;
  return `${text.slice(0, MAX_REPLY_LENGTH - 1).trimEnd()}…`;
}

const joined = (lines: ReadonlyArray<string | undefined>) => lines.filter(Boolean).join('\n');

/**
 * The reply to one stored reading: for a crisis value what to do now comes first, then what was stored
 * and why it is urgent; otherwise the confirmation, the category with its standard, and one recommendation.
 */
export function singleReadingReply(lines: ReadingLines): string {
  return fitReply(
    lines.whatToDoNow
      ? joined([lines.whatToDoNow, lines.confirmation, lines.category])
      : joined([lines.confirmation, lines.category, lines.advice]),
  );
}

/**
 * Several readings of one message, confirmed together: every crisis reply whole and first, then the other
 * confirmations, the problems with readings that were not stored, and the category and advice of the last
 * reading when nothing was urgent.
 */
export function severalReadingsReply(all: readonly ReadingLines[], problems: readonly string[]): string {
  const urgent = all.filter((lines) => lines.whatToDoNow);
  const calm = all.filter((lines) => !lines.whatToDoNow);
  const last = urgent.length === 0 ? calm.at(-1) : undefined;
  return joined([
    ...urgent.map(singleReadingReply),
    ...calm.map((lines) => lines.confirmation),
    ...problems.map((problem) => `⚠️ ${problem}`),
    last?.category,
    last?.advice,
  ]);
}

/** After "no, era 140": what changed, then the category and advice of the corrected value. */
export function correctedReadingReply(correctedLine: string, lines: ReadingLines): string {
  return joined([correctedLine, lines.category, lines.advice ?? lines.whatToDoNow]);
}

const EXAMPLES: Readonly<Record<string, string>> = {
  glucosa: 'glucosa 120',
  presion: 'presión 120/80',
  peso: 'peso 70.5',
  frecuencia_cardiaca: 'pulso 72',
  temperatura: 'temperatura 36.8',
  saturacion: 'saturación 96',
};

/** Below this a glucose "value" is probably mmol/L written without its unit. */
const MMOL_HINT_BELOW = 35;

/**
 * The reply when the parser flagged a value outside physiological bounds: nothing is stored and the
 * person is asked to write it again.
 */
export function implausibleReply(reading: Reading): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const example = EXAMPLES[reading.metric] ?? `${reading.metric.replace(/_/g, ' ')} 10`;
  const lines = [
    `🤔 No guardé ese dato: ${formatReadingValue(reading, true)} de ${definition.nameInSentence} no parece una medición posible.`,
    `¿Me lo escribes de nuevo? Por ejemplo: «${example}».`,
  ];
  if (reading.metric === 'glucosa' && !isBloodPressureReading(reading) && reading.value < MMOL_HINT_BELOW) {
    lines.push('Si tu glucómetro mide en mmol/L, escríbelo así: «glucosa 5.6 mmol».');
  }
  if (isBloodPressureReading(reading) && reading.diastolic >= reading.systolic) {
    lines.push('Recuerda: primero va la alta (sistólica) y luego la baja (diastólica).');
  }
  return lines.join('\n');
}
