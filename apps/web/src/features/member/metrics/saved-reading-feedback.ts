/** What the page says about a reading just saved, from the server's `feedback` (CONTRACTS.md section 6). */
import type { ReadingFeedbackReply, RecordedReadingReply } from '@vitalia/contracts/metrics';
import { getMetricDefinition } from '@vitalia/domain/metrics';
import { withoutEmoji } from '../../../lib/plain-text';
import { formatReadingValue, withUnit } from './metric-format';

export type FeedbackTone = 'urgent' | 'warning' | 'normal';

export interface SavedReadingNotice {
  tone: FeedbackTone;
  /** "Valor de crisis: glucosa 45 mg/dL" (as the bell's title) or "Glucosa 110 mg/dL: En rango". */
  heading: string;
  /** "Según la ADA, tu glucosa está muy baja: hipoglucemia nivel 2 (menos de 54 mg/dL)." */
  explanation: string;
  /** The server's advice (for a crisis, what to do now), without the chat's emoji. */
  advice: string;
}

/** Red for a crisis value, amber for anything to watch, green when it is fine. */
export function feedbackTone(feedback: Pick<ReadingFeedbackReply, 'urgent' | 'severity'>): FeedbackTone {
  if (feedback.urgent || feedback.severity === 'urgent') return 'urgent';
  return feedback.severity === 'normal' ? 'normal' : 'warning';
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Según {standard}, …": the server's description starts with the verb ("está muy baja…"). */
function explain(feedback: ReadingFeedbackReply, nameInSentence: string): string {
  const description = feedback.description.trim().replace(/\.+$/, '');
  const subject = /^está\s/i.test(description) ? `tu ${nameInSentence} ` : '';
  const text = `${subject}${description}.`;
  return feedback.standard.trim() ? `Según ${feedback.standard.trim()}, ${text}` : capitalize(text);
}

/** The notice for a saved reading, or null when the server had nothing to say (a custom indicator). */
export function savedReadingNotice(reading: RecordedReadingReply): SavedReadingNotice | null {
  const { feedback } = reading;
  if (!feedback) return null;
  const definition = getMetricDefinition(reading.metric, reading.unit);
  const value = withUnit(
    formatReadingValue(reading.metric, reading.value, reading.value2, reading.fuera_de_rango),
    reading.unit,
  );
  const tone = feedbackTone(feedback);
  return {
    tone,
    heading:
      tone === 'urgent'
        ? `Valor de crisis: ${definition.nameInSentence} ${value}`
        : `${definition.name} ${value}: ${feedback.label}`,
    explanation: explain(feedback, definition.nameInSentence),
    advice: withoutEmoji(feedback.advice),
  };
}
