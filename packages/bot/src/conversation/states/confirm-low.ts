import { metricNamedIn, parseMessage } from '@vitalia/parser';
import { confirmedLow, lowAnswerOfText, NOT_GLUCOSE, type LowAnswer } from '../low-confirmation';
import * as say from '../say';
import type { TurnContext } from '../rules/rule';
import { text, type Outcome, type PendingOf } from '../turn';
import type { StateDefinition } from '.';

/** How long "¿36 es tu glucosa?" stays open. */
export const CONFIRM_LOW_MINUTES = 30;

/**
 * "Sí, es mi glucosa": the bare low number is stored as of when it was said (and the caregivers told);
 * "No": the bot asks which measurement it was.
 */
export async function answerLow(
  { turn, deps }: TurnContext,
  state: PendingOf<'confirm_low'> | null,
  answer: LowAnswer,
): Promise<Outcome> {
  if (!state) return { reply: text(say.LOW_QUESTION_EXPIRED), patch: {}, label: 'asked:glucosa' };
  if (answer === 'no') return { reply: NOT_GLUCOSE, patch: { pending: null }, label: 'low_not_glucose' };
  const measuredAt = new Date(state.measuredAt);
  const outcome = await deps.readings.storeReadings(
    { ...turn, inbound: { ...turn.inbound, sent_at: measuredAt } },
    confirmedLow(state.value),
  );
  if (outcome.patch.lastReading)
    outcome.patch.lastReading = { ...outcome.patch.lastReading, at: turn.inbound.sent_at };
  return outcome;
}

/** A bare low number ("36") was given the low steps at once: is it a glucose? (buttons, or typed) */
export const confirmLowState: StateDefinition<'confirm_low'> = {
  kind: 'confirm_low',
  expects: 'whether a bare low number is a glucose («Sí, es mi glucosa» / «No es glucosa»)',
  expiresMinutes: CONFIRM_LOW_MINUTES,
  answerText: (context, state) => {
    const answer = lowAnswerOfText(state, context.body);
    if (answer) return answerLow(context, state, answer);
    // "es el pulso", "era mi peso": the number was another measurement, named without a number.
    const metric = /\d/.test(context.body) ? null : metricNamedIn(context.body);
    if (!metric) return null;
    if (metric === 'glucosa') return answerLow(context, state, 'yes');
    const reading = parseMessage(String(state.value), { expectedMetric: metric });
    if (reading.readings.length !== 1) return null;
    const { turn, deps } = context;
    const sentAt = new Date(state.measuredAt);
    return deps.readings
      .storeReadings({ ...turn, inbound: { ...turn.inbound, sent_at: sentAt } }, reading)
      .then((outcome) => ({ ...outcome, patch: { ...outcome.patch, pending: null } }));
  },
};
