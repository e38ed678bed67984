import { parseMessage } from '@vitalia/parser';
import type { EarlierMessage, Turn } from './turn';

/**
 * The message just before this one told someone else's readings ("mi esposo se midió la presión 150 con
 * 95"): the metrics of those readings. A follow-up that names nobody ("y el azúcar 140") may be that
 * person's again or the sender's, so its person is asked; one that says it is the sender's ("y la mía 132")
 * takes that metric.
 */
const JUST_BEFORE_MINUTES = 15;

export function othersJustSpokenOf(turn: Turn, earlier: readonly EarlierMessage[]): string[] {
  const previous = earlier.find((message) => message.id !== turn.inbound.id);
  if (!previous || previous.kind !== 'text' || previous.body === null) return [];
  if (turn.inbound.sent_at.getTime() - previous.sent_at.getTime() > JUST_BEFORE_MINUTES * 60_000) return [];
  const parsed = parseMessage(previous.body);
  const subjects = parsed.subjects;
  if (!subjects) return [];
  return [...new Set(parsed.readings.filter((_, index) => subjects[index] === 'other').map((r) => r.metric))];
}
