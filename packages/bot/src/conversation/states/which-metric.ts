import type { ParseResult } from '@vitalia/parser';
import type { TurnContext } from '../rules/rule';
import type { Outcome, PendingOf } from '../turn';
import { rereadWithAnswer } from '../which-metric-turns';
import type { StateDefinition } from '.';

/** How long "¿el 150 es tu glucosa o tu peso?" stays open. */
export const WHICH_METRIC_MINUTES = 30;

/** The waiting message's readings, stored as of when it was sent and keyed by it (twice stores once). */
export async function storeAnswered(
  { turn, deps }: TurnContext,
  state: PendingOf<'which_metric'>,
  parsed: ParseResult,
): Promise<Outcome> {
  const original = {
    ...turn.inbound,
    body: state.body,
    sent_at: new Date(state.sentAt),
    wa_message_id: state.messageId,
  };
  const outcome = await deps.readings.storeReadings({ ...turn, inbound: original }, parsed);
  if (outcome.patch.lastReading)
    outcome.patch.lastReading = { ...outcome.patch.lastReading, at: turn.inbound.sent_at };
  return outcome;
}

/**
 * A number nothing explained: which metric is it? A button per possible metric, or the answer in words
 * ("de azúcar, en ayunas", "el pulso"), reads the waiting message again with it.
 */
export const whichMetricState: StateDefinition<'which_metric'> = {
  kind: 'which_metric',
  expects: 'the metric of a number the message did not explain',
  expiresMinutes: WHICH_METRIC_MINUTES,
  answerText: (context, state) => {
    const { parsed } = context.message();
    if (parsed.readings.length > 0 || parsed.unread) return null;
    const reread = rereadWithAnswer(state, { words: context.body });
    return reread && !reread.subjects ? storeAnswered(context, state, reread) : null;
  },
};
