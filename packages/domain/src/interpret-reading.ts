import { selectAdvice, type Advice } from './advice';
import type { Classification, Severity } from './classification';
import { classifyReading, type PatientProfile } from './classify-reading';
import { beyondRangeText, METER_WORD_ADVICE } from './meter-words';
import { formatMetricValue, getMetricDefinition } from './metrics';
import type { Reading } from './reading';
import { isBloodPressureReading } from './reading';
import { SYMPTOM_ADVICE, warningSignsOf, type SymptomCode } from './symptoms';
import { LEVEL_3_HYPOGLYCEMIA } from './classify-glucose';

/**
 * What the domain concluded about one reading, as typed parts. Each channel (chat reply, web form, bell,
 * weekly and printable reports) lays the parts out in its own way; none of them reads or cuts the Spanish
 * text of another part. A new part is a new field here, so the compiler points at every layout.
 */
export interface Interpretation {
  /** The reading as judged: the context the person gave (or the conversation supplied) applied. */
  reading: Reading;
  /** The category the reply talks about, with its standard; null when no standard applies. */
  category: Classification | null;
  /** Other standards' view of the same value (AHA/ACC next to NOM-030). */
  otherStandards: readonly Classification[];
  /** Null when there is no category (a custom indicator, weight without a height). */
  severity: Severity | null;
  /** A crisis value, or a high value said with warning signs: what to do now leads every layout. */
  urgent: boolean;
  /** Warning signs said with the value made it an emergency (ketoacidosis, hypertensive emergency). */
  warningSigns: boolean;
  /** For crisis values, the steps to take now; null otherwise. */
  whatToDoNow: Advice | null;
  /** The recommendation when nothing is urgent; null for crisis values (the steps replace it). */
  advice: Advice | null;
}

/**
 * Classifies a reading once and picks what to say about it. `signs` are the symptoms said with it (the
 * chat's message): with a high glucose or a pressure in crisis, warning signs make it an emergency.
 */
export function interpretReading(
  reading: Reading,
  profile: PatientProfile = {},
  signs: readonly SymptomCode[] = [],
): Interpretation {
  const assessment = classifyReading(reading, profile);
  const value = isBloodPressureReading(reading) ? reading.systolic : reading.value;
  // Beyond the meter's range: an emergency whatever else was said (METER_WORD_ADVICE).
  const beyond = isBloodPressureReading(reading) ? undefined : reading.beyondRange;
  const warning = beyond ? METER_WORD_ADVICE[beyond] : warningSignsOf(reading, signs);
  const chosen = warning ?? selectAdvice(reading.metric, assessment, reading.context, value);
  const urgent = Boolean(warning) || (assessment?.urgent ?? false);
  return {
    reading,
    category: warning === SYMPTOM_ADVICE.severeLow ? LEVEL_3_HYPOGLYCEMIA : (assessment?.primary ?? null),
    otherStandards: assessment?.additional ?? [],
    severity: warning ? 'urgent' : (assessment?.primary.severity ?? null),
    urgent,
    warningSigns: Boolean(warning) && !beyond,
    whatToDoNow: urgent ? chosen : null,
    advice: urgent ? null : chosen,
  };
}

/** "130/85 mmHg", "105 mg/dL", "96 %", "92 cm". `exact` keeps every decimal the person wrote. */
export function formatReadingValue(reading: Reading, exact = false): string {
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const unit = reading.unit || definition.unit;
  if (!isBloodPressureReading(reading) && reading.beyondRange)
    return `${beyondRangeText(reading.beyondRange)} ${unit}`.trim();
  const show = (value: number) => (exact ? String(value) : formatMetricValue(reading.metric, value));
  const amount = isBloodPressureReading(reading)
    ? `${show(reading.systolic)}/${show(reading.diastolic)}`
    : show(reading.value);
  return unit ? `${amount} ${unit}` : amount;
}

/** What the web form and the bell show about a reading just logged (`feedback` in the API's reply). */
export interface ReadingFeedback {
  /** Spanish category, e.g. "Hipoglucemia nivel 2". */
  label: string;
  /** The category in plain words, e.g. "está muy baja: hipoglucemia nivel 2 (menos de 54 mg/dL)". */
  description: string;
  severity: Severity;
  urgent: boolean;
  /** The reference the category comes from, as a sentence cites it ("la ADA"). */
  standard: string;
  /** What to do now for a crisis value, else the recommendation, in the web's wording. */
  advice: string;
}

/** The web's layout of an interpretation; null when no standard applies (nothing to say). */
export function readingFeedback(interpretation: Interpretation): ReadingFeedback | null {
  const { category } = interpretation;
  if (!category) return null;
  const advice = interpretation.whatToDoNow ?? interpretation.advice;
  return {
    label: category.label,
    description: category.description,
    severity: interpretation.severity ?? category.severity,
    urgent: interpretation.urgent,
    standard: category.standard.citedAs,
    advice: advice ? (advice.web ?? advice.text) : '',
  };
}
