import { classifyReading } from './classify-reading';
import type { Severity } from './classification';
import type { Reading } from './reading';
import { selectAdvice } from './reply-advice';

/** What a person is told about a reading they just logged, on the web as in the chat. */
export interface ReadingFeedback {
  /** Spanish category, e.g. "Hipoglucemia nivel 2". */
  label: string;
  /** The category in plain words, e.g. "está muy baja: hipoglucemia nivel 2 (menos de 54 mg/dL)". */
  description: string;
  severity: Severity;
  /** A crisis value: what to do now comes first. */
  urgent: boolean;
  /** The reference the category comes from, as a sentence cites it ("la ADA"). */
  standard: string;
  /** One recommendation; for crisis values the what-to-do-now steps (15-15 rule, 911). */
  advice: string;
}

/** The feedback on one reading, or null when no standard applies (a custom indicator, weight without height). */
export function assessReading(reading: Reading): ReadingFeedback | null {
  const assessment = classifyReading(reading);
  if (!assessment) return null;
  const { primary } = assessment;
  return {
    label: primary.label,
    description: primary.description,
    severity: primary.severity,
    urgent: assessment.urgent,
    standard: primary.standard.citedAs,
    advice: selectAdvice(reading.metric, assessment, reading.context),
  };
}
