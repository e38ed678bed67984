import { classifyReading } from './classify-reading';
import type { ReadingAssessment } from './classification';
import { formatMetricValue, getMetricDefinition } from './metrics';
import type { Reading, ReadingContext } from './reading';
import { READING_CONTEXT_LABELS, isBloodPressureReading } from './reading';
import { selectAdvice } from './reply-advice';

/** Replies must fit a phone screen without scrolling much. */
export const MAX_REPLY_LENGTH = 600;

export interface ReplyContext {
  /** The user's first name, to greet them. */
  firstName?: string;
  /** Height in centimetres (or metres if under 3), for the BMI. */
  heightCm?: number;
  /** When the reading was taken, if the reading itself does not say. */
  readingContext?: ReadingContext;
}

const EXAMPLES: Readonly<Record<string, string>> = {
  glucosa: 'glucosa 120',
  presion: 'presión 120/80',
  peso: 'peso 70.5',
  frecuencia_cardiaca: 'pulso 72',
  temperatura: 'temperatura 36.8',
  saturacion: 'saturación 96',
};

/** "130/85 mmHg", "105 mg/dL", "96 %", "92 cm". */
export function formatReadingValue(reading: Reading, exact = false): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const unit = reading.unit || definition.unit;
  const show = (value: number) => (exact ? String(value) : formatMetricValue(reading.metric, value));
  const amount = isBloodPressureReading(reading)
    ? `${show(reading.systolic)}/${show(reading.diastolic)}`
    : show(reading.value);
  return unit ? `${amount} ${unit}` : amount;
}

function cleanFirstName(firstName: string | undefined): string {
  const name = (firstName ?? '').trim().split(/\s+/)[0] ?? '';
  return name.slice(0, 30);
}

function composeConfirmation(
  reading: Reading,
  context: ReadingContext | undefined,
  firstName: string,
): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const when = context ? ` ${READING_CONTEXT_LABELS[context]}` : '';
  const greeting = firstName ? `Listo, ${firstName}` : 'Listo';
  return `✅ ${greeting}: guardé tu ${definition.nameInSentence}${when} de ${formatReadingValue(reading)}.`;
}

function composeCategory(assessment: ReadingAssessment): string {
  const { primary, additional } = assessment;
  const icon = assessment.urgent ? '🚨' : '📊';
  const also = assessment.metric === 'presion' ? additional[0] : undefined;
  const extra =
    also && also.code !== primary.code ? ` (${also.standard.shortName}: ${also.label.toLowerCase()})` : '';
  return `${icon} Según ${primary.standard.citedAs}, ${primary.description}${extra}.`;
}

function truncate(text: string): string {
  if (text.length <= MAX_REPLY_LENGTH) return text;
  return `${text.slice(0, MAX_REPLY_LENGTH - 1).trimEnd()}…`;
}

/**
 * The Spanish reply to a stored reading: confirmation, the category in plain words with its standard,
 * and one recommendation (what-to-do-now steps for crisis values). Never a diagnosis or a medication change.
 */
export function composeReply(reading: Reading, context: ReplyContext = {}): string {
  const readingContext = reading.context ?? context.readingContext;
  const contextual: Reading = readingContext ? { ...reading, context: readingContext } : reading;
  const assessment = classifyReading(contextual, { heightCm: context.heightCm });
  const lines = [composeConfirmation(contextual, readingContext, cleanFirstName(context.firstName))];
  if (assessment) lines.push(composeCategory(assessment));
  lines.push(selectAdvice(reading.metric, assessment, readingContext));
  return truncate(lines.join('\n'));
}

/**
 * The reply when the parser flagged a value outside physiological bounds: nothing is stored and the
 * user is asked to write it again.
 */
export function composeImplausibleReply(reading: Reading): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const example = EXAMPLES[reading.metric] ?? `${reading.metric.replace(/_/g, ' ')} 10`;
  const lines = [
    `🤔 No guardé ese dato: ${formatReadingValue(reading, true)} de ${definition.nameInSentence} no parece una medición posible.`,
    `¿Me lo escribes de nuevo? Por ejemplo: «${example}».`,
  ];
  if (reading.metric === 'glucosa' && !isBloodPressureReading(reading) && reading.value < 35) {
    lines.push('Si tu glucómetro mide en mmol/L, escríbelo así: «glucosa 5.6 mmol».');
  }
  if (isBloodPressureReading(reading) && reading.diastolic >= reading.systolic) {
    lines.push('Recuerda: primero va la alta (sistólica) y luego la baja (diastólica).');
  }
  return lines.join('\n');
}
