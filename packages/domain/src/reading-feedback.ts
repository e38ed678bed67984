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

// Chat replies open lines with an emoji; a web page or a notification reads better without them.
const LEADING_SYMBOLS = /^[\p{Extended_Pictographic}\p{Emoji_Component}\uFE0F\u200D\s]+/u;
const plain = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(LEADING_SYMBOLS, '').trim())
    .filter(Boolean)
    .join(' ');

/**
 * Chat advice that asks the person to write something; on the web, where the reading was entered in a
 * form, the same idea points at the form's field.
 */
const WEB_ADVICE: Readonly<Record<string, string>> = {
  en_rango:
    'Está dentro del rango de 70 a 180 mg/dL. Para interpretarla mejor, indica cuándo la mediste (en ayunas, antes o después de comer) en el campo Contexto.',
};

/**
 * The feedback on one reading, or null when no standard applies (a custom indicator, weight without
 * height). Plain text (no emoji), for the web and the bell; the chat composes its own reply.
 */
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
    advice: WEB_ADVICE[primary.code] ?? plain(selectAdvice(reading.metric, assessment, reading.context)),
  };
}
