import {
  formatReadingValue,
  getMetricDefinition,
  isBloodPressureReading,
  READING_CONTEXT_LABELS,
  type Advice,
  type Classification,
  type Interpretation,
  type Reading,
  type Severity,
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
  /** The confirmation of a reading after the first of a message: "También guardé tu presión…". */
  alsoStored: string;
  /** "Según la ADA, …"; absent when no standard applies. */
  category?: string;
  /** The crisis steps; present only for crisis values. */
  whatToDoNow?: string;
  /** The recommendation; absent for crisis values (the steps replace it). */
  advice?: string;
  /** How far from the target the category says it is; null without a category. Orders several readings. */
  severity: Severity | null;
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

/** "guardé tu glucosa en ayunas de 156 mg/dL": what was stored, in words. */
function storedPhrase(reading: Reading, written?: WrittenForm | null): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const when = reading.context ? ` ${READING_CONTEXT_LABELS[reading.context]}` : '';
  // "tus cetonas": a metric named in the plural takes the plural possessive.
  const your = /s$/.test(definition.nameInSentence) ? 'tus' : 'tu';
  const asWritten = written ? ` (${String(written.value)} ${written.unit}, como lo escribiste)` : '';
  return `guardé ${your} ${definition.nameInSentence}${when} de ${formatReadingValue(reading)}${asWritten}`;
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
  const name = firstNameOf(firstName);
  const greeting = name ? `Listo, ${name}` : 'Listo';
  const stored = storedPhrase(interpretation.reading, written);
  return {
    confirmation: `✅ ${greeting}: ${stored}.`,
    alsoStored: `También ${stored}.`,
    severity: interpretation.severity,
    ...(category ? { category: categoryLine(interpretation, category) } : {}),
    ...(whatToDoNow ? { whatToDoNow: stepsLine(whatToDoNow) } : {}),
    ...(advice ? { advice: adviceLine(advice) } : {}),
  };
}

/** A low measured hours ago: its steps are not for now; the past low's advice instead. */
export function asPastLow(lines: ReadingLines, pastLow: Advice): ReadingLines {
  const { whatToDoNow: _now, ...rest } = lines;
  return { ...rest, advice: adviceLine(pastLow) };
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

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { urgent: 3, alert: 2, attention: 1, normal: 0 };
const rankOf = (lines: ReadingLines) => (lines.severity ? SEVERITY_RANK[lines.severity] : -1);

/**
 * Several readings of one message, confirmed and interpreted together, most important first: every crisis
 * reply whole, then each other reading with its category (the farthest from its target first), the
 * problems with readings that were not stored, and the advice of the most important reading when nothing
 * was urgent (a crisis's steps are the advice then).
 */
export function severalReadingsReply(all: readonly ReadingLines[], problems: readonly string[]): string {
  const urgent = all.filter((lines) => lines.whatToDoNow);
  // A stable sort: readings equally far from their targets keep the order they were said in.
  const calm = all.filter((lines) => !lines.whatToDoNow).sort((a, b) => rankOf(b) - rankOf(a));
  const lead = urgent.length === 0 ? calm[0] : undefined;
  return joined([
    ...urgent.map(singleReadingReply),
    ...calm.flatMap((lines, index) => [
      index === 0 && urgent.length === 0 ? lines.confirmation : lines.alsoStored,
      lines.category,
    ]),
    ...problems.map((problem) => `⚠️ ${problem}`),
    lead?.advice,
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
