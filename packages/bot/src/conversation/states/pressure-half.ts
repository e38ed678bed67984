import { normalizeWords } from '../commands';
import * as say from '../say';
import { text, type Outcome } from '../turn';
import type { StateDefinition } from '.';

/** How long "¿y la otra cifra?" stays open. */
export const PRESSURE_HALF_MINUTES = 30;

/** "No tengo el otro" pressed, or "no sé", "no me acuerdo", "solo ese" typed: nothing is stored. */
export function dropHalf(): Outcome {
  return { reply: text(say.PRESSURE_HALF_DROPPED), patch: { pending: null }, label: 'asked:presion_dropped' };
}

const NO_OTHER_HALF =
  /^(no|pues no|ay no)?( se| lo se| me acuerdo| me acorde| lo tengo| tengo (el )?otro| la tengo| la vi| lo vi| lo anote| se cual)( (cual|cuanto) (era|fue|salio))?( la otra| el otro)?$|^(solo|nomas|nada mas) (ese|esa|ese numero|ese nomas|tengo ese|me salio ese)$/;

/** Half a blood pressure was said ("presión 130"): the next number is the other half. */
export const pressureHalfState: StateDefinition<'pressure_half'> = {
  kind: 'pressure_half',
  expects: 'the other half of a blood pressure ("85" after "presión 130"), or "No tengo el otro"',
  expiresMinutes: PRESSURE_HALF_MINUTES,
  answerText: ({ turn, deps, body }, state) =>
    NO_OTHER_HALF.test(normalizeWords(body)) ? dropHalf() : deps.readings.completePressure(turn, state, body),
};
