import { answerCrisisText } from '../crisis-turns';
import type { StateDefinition } from '.';

/** How long "¿Tienes ahora alguno de esos síntomas?" stays open for a typed answer. */
export const CRISIS_SYMPTOMS_MINUTES = 30;

/** A pressure of 180/120 or more without symptoms said: are there any? (buttons, or "sí" / "no" typed) */
export const crisisSymptomsState: StateDefinition<'crisis_symptoms'> = {
  kind: 'crisis_symptoms',
  expects: 'whether there are symptoms now with a pressure in crisis',
  expiresMinutes: CRISIS_SYMPTOMS_MINUTES,
  answerText: ({ body }, state) => answerCrisisText(state, body),
};
