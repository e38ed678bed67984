import type { StateDefinition } from '.';

/** How long "¿A qué hora te recuerdo…?" stays open for a typed half of the day. */
export const REMINDER_TIME_MINUTES = 30;

/** A reminder's hour was said without its half of the day: "de la noche" typed answers the two buttons. */
export const reminderTimeState: StateDefinition<'reminder_time'> = {
  kind: 'reminder_time',
  expects: 'the half of the day of a reminder ("de la noche", "en la mañana")',
  expiresMinutes: REMINDER_TIME_MINUTES,
  answerText: async ({ turn, deps, body, message }, state) =>
    message().parsed.readings.length === 0
      ? ((await deps.reminderRequests.answerTyped(turn, state, body)) ?? null)
      : null,
};
