import type { StateDefinition } from '.';

/** How long "¿y la otra cifra?" stays open. */
export const PRESSURE_HALF_MINUTES = 30;

/** Half a blood pressure was said ("presión 130"): the next number is the other half. */
export const pressureHalfState: StateDefinition<'pressure_half'> = {
  kind: 'pressure_half',
  expects: 'the other half of a blood pressure ("85" after "presión 130")',
  expiresMinutes: PRESSURE_HALF_MINUTES,
  answerText: ({ turn, deps, body }, state) => deps.readings.completePressure(turn, state, body),
};
