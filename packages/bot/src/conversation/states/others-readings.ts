import type { StateDefinition } from '.';

/** How long the offer to store a relative's readings in their record stays open. */
export const OTHERS_READINGS_MINUTES = 30;

/**
 * Someone else's readings, not stored: the sender manages that person's record and was offered to store
 * them there. Answered by its buttons only (others-readings-turns.ts); a typed message leaves it.
 */
export const othersReadingsState: StateDefinition<'others_readings'> = {
  kind: 'others_readings',
  expects: "a press of «Guardar a …» or «No guardar» for a relative's readings",
  expiresMinutes: OTHERS_READINGS_MINUTES,
};
