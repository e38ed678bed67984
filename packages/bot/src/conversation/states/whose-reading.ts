import type { ButtonOption } from '@vitalia/contracts/chat';
import { normalizeWords } from '../commands';
import * as say from '../say';
import type { TurnContext } from '../rules/rule';
import { text, type HeldForConfirmation, type Outcome, type PendingOf } from '../turn';
import { answerConfirmation } from './confirm-readings';
import type { StateDefinition } from '.';

/** How long "¿cuál de los dos es el tuyo?" waits for its answer. */
export const WHOSE_READING_MINUTES = 30;

const MINE_PREFIX = 'lectura:mia:';
const NONE_IS_MINE = 'lectura:ninguna';

/** A button per value held («140», «190») and «Ninguno»; for one value, «Sí, es mío» and «No es mío». */
export function whoseButtons(readings: readonly HeldForConfirmation[]): ButtonOption[] {
  if (readings.length === 1)
    return [
      { id: `${MINE_PREFIX}0`, title: say.WHOSE_TITLES.mine },
      { id: NONE_IS_MINE, title: say.WHOSE_TITLES.notMine },
    ];
  return [
    ...readings.map((reading, index) => ({ id: `${MINE_PREFIX}${index}`, title: heldValue(reading) })),
    { id: NONE_IS_MINE, title: say.WHOSE_TITLES.none },
  ];
}

export const heldValue = (reading: HeldForConfirmation) =>
  reading.v2 !== null ? `${reading.value}/${reading.v2}` : `${reading.value}`;

/** The value chosen: its index among those held, 'none', or null when the answer names none of them. */
type Choice = number | 'none';

export function choiceOfOption(optionId: string): Choice | null {
  if (optionId === NONE_IS_MINE) return 'none';
  if (!optionId.startsWith(MINE_PREFIX)) return null;
  const index = Number(optionId.slice(MINE_PREFIX.length));
  return Number.isInteger(index) && index >= 0 && index < 2 ? index : null;
}

/** "el 190 es el mío", "190", "ninguno, los dos son de ella". */
function choiceOfText(body: string, readings: readonly HeldForConfirmation[]): Choice | null {
  const words = normalizeWords(body);
  if (/^(ninguno|ninguna|ningun|ninguno de los dos|ninguna de las dos|ni uno ni otro)\b/.test(words))
    return 'none';
  // One value: "sí, es la mía", "es mío", "yo"; "no, es de él", "de mi esposo".
  if (readings.length === 1) {
    if (
      /^(si|sip|es (la |el )?mi[ao]|(la |el )?mi[ao]|yo|soy yo|es mi (presion|glucosa|azucar|peso))\b/.test(
        words,
      )
    )
      return 0;
    if (/^(no|nop|es de (el|ella|mi)|de (el|ella|mi)|es (la |el )?(suya|suyo|de el|de ella))\b/.test(words))
      return 'none';
  }
  // "el 130 es el mío, el 180 es de ella", "la mía es la de 130": the value said next to "mío".
  const mine =
    /(\d{2,3})\D{0,12}\b(es (el |la )?mi[ao]|el mi[ao]|la mi[ao]|yo)\b/.exec(words)?.[1] ??
    /\b(el |la )?mi[ao] (es )?(el |la )?(de )?(\d{2,3})\b/.exec(words)?.[5];
  const own = mine ? readings.findIndex((reading) => reading.value === Number(mine)) : -1;
  if (own >= 0) return own;
  const numbers = [...words.matchAll(/\d{2,3}/g)].map((match) => Number(match[0]));
  const chosen = readings.flatMap((reading, index) => (numbers.includes(reading.value) ? [index] : []));
  return chosen.length === 1 ? chosen[0]! : null;
}

/** The answer: the chosen value stored as of the message that said it, keyed by it; none, nothing. */
export async function answerWhose(
  context: TurnContext,
  state: PendingOf<'whose_reading'> | null,
  choice: Choice,
): Promise<Outcome> {
  if (!state) return { reply: text(say.CONFIRMATION_EXPIRED), patch: {}, label: 'asked:whose' };
  const chosen = choice === 'none' ? undefined : state.readings[choice];
  if (!chosen) return { reply: text(say.WHOSE_NONE), patch: { pending: null }, label: 'confirm:declined' };
  return answerConfirmation(
    context,
    { kind: 'confirm_readings', readings: [chosen], messageId: state.messageId, askedAt: state.askedAt },
    'yes',
  );
}

/**
 * "Mi hermana y yo nos checamos: 140 y 190": the values of a message that speaks of the sender and
 * someone else together, with no way to tell whose each is. Nothing is stored until the sender says which
 * one is theirs; someone else's is never stored.
 */
export const whoseReadingState: StateDefinition<'whose_reading'> = {
  kind: 'whose_reading',
  expects: "which of the values said together with someone else's is the sender's",
  expiresMinutes: WHOSE_READING_MINUTES,
  answerText: (context, state) => {
    const choice = choiceOfText(context.body, state.readings);
    return choice === null ? null : answerWhose(context, state, choice);
  },
};
