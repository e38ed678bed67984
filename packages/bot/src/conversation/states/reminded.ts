import type { ConversationRow } from '@vitalia/db';
import { READING_CONTEXTS, type ReadingContext } from '@vitalia/domain';
import { minutesBetween, type Pending, type PendingKind } from '../turn';
import type { StateDefinition } from '.';

/** How long after a measurement reminder a bare value still answers it. */
export const REMINDED_MINUTES = 180;
/** A question the bot asked gives way to a newer reminder once it is this old. */
export const QUESTION_GIVES_WAY_MINUTES = 30;
/** What a reminder takes the place of at once: an older reminder, or an offer the person may ignore. */
const GIVES_WAY_AT_ONCE: readonly PendingKind[] = ['reminded', 'reminder_time', 'others_readings'];

/**
 * A measurement was asked for (a reminder went out, or "vuelve a medir" after a crisis): the next bare number is that metric, with the reminder's context
 * ("¿Cómo amaneció tu glucosa?": fasting). Read by the readings rules.
 */
export const remindedState: StateDefinition<'reminded'> = {
  kind: 'reminded',
  expects: "a value of the reminder's metric",
  expiresMinutes: REMINDED_MINUTES,
  expectedMetric: (state) => state.metric,
};

/** A reminder the scheduler recorded as sent, that no turn has read yet. */
export interface ReminderFact {
  metric: string;
  context?: ReadingContext;
  sentAt: Date;
}

const isContext = (value: string | null): value is ReadingContext =>
  value !== null && (READING_CONTEXTS as readonly string[]).includes(value);

/** The conversation's newest reminder, when no turn has read it yet. */
export function unreadReminder(
  conversation: Pick<
    ConversationRow,
    'reminder_metric' | 'reminder_context' | 'reminder_sent_at' | 'reminder_seen_at'
  >,
): ReminderFact | null {
  const { reminder_metric: metric, reminder_sent_at: sentAt, reminder_seen_at: seenAt } = conversation;
  if (!metric || !sentAt || (seenAt && seenAt >= sentAt)) return null;
  const context = conversation.reminder_context;
  return { metric, sentAt, ...(isContext(context) ? { context } : {}) };
}

/** A message sent once the reminder was (WhatsApp's times are whole seconds): the one that may answer it. */
export const sentSince = (sentAt: Date, reminderAt: Date) =>
  Math.floor(sentAt.getTime() / 1000) >= Math.floor(reminderAt.getTime() / 1000);

/**
 * What the conversation waits for once a reminder was sent: the reminder's question, unless the bot asked
 * something else since (the other half of a pressure, a value again) that is still fresh.
 */
export function afterReminder(state: Pending | null, reminder: ReminderFact): Pending | null {
  const asked = state ? new Date(state.askedAt) : null;
  const replaced =
    !state ||
    !asked ||
    GIVES_WAY_AT_ONCE.includes(state.kind) ||
    minutesBetween(asked, reminder.sentAt) > QUESTION_GIVES_WAY_MINUTES;
  if (!replaced) return state;
  return {
    kind: 'reminded',
    metric: reminder.metric,
    ...(reminder.context ? { context: reminder.context } : {}),
    askedAt: reminder.sentAt.toISOString(),
  };
}
