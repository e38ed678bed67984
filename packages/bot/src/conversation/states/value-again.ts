import type { StateDefinition } from '.';

/** How long "¿me lo escribes otra vez?" stays open. */
export const VALUE_AGAIN_MINUTES = 30;

/**
 * A value was asked again (an impossible one, a symptom's "mídete la glucosa", a meter's "HI" measured
 * again): the next bare number is that metric, read by the readings rules.
 */
export const valueAgainState: StateDefinition<'value_again'> = {
  kind: 'value_again',
  expects: 'a value of the metric asked for, again',
  expiresMinutes: VALUE_AGAIN_MINUTES,
  expectedMetric: (state) => state.metric,
};
