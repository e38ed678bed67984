import type { StateDefinition } from '.';

/** How long after a measurement reminder a bare value still answers it. */
export const REMINDED_MINUTES = 180;

/**
 * A measurement reminder went out (the scheduler recorded it): the next bare number is that metric, with
 * the reminder's context ("¿Cómo amaneció tu glucosa?": fasting). Read by the readings rules.
 */
export const remindedState: StateDefinition<'reminded'> = {
  kind: 'reminded',
  expects: "a value of the reminder's metric",
  expiresMinutes: REMINDED_MINUTES,
  expectedMetric: (state) => state.metric,
};
