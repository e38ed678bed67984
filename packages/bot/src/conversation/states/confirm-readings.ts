import { parseMessage } from '@vitalia/parser';
import { normalizeWords } from '../commands';
import * as say from '../say';
import { CONFIRM_READINGS_BUTTONS } from '../say/certainty';
import { heldReadingInput, type SaidReadings } from '../reading-turns';
import type { TurnContext } from '../rules/rule';
import { text, type HeldForConfirmation, type Outcome, type PendingOf } from '../turn';
import type { StateDefinition } from '.';

/** How long a reading read back ("¿La guardo así?") waits for its answer. */
export const CONFIRM_READINGS_MINUTES = 30;

type Answer = 'yes' | 'no';

export function confirmAnswerOfOption(optionId: string): Answer | null {
  if (optionId === CONFIRM_READINGS_BUTTONS.yes.id) return 'yes';
  if (optionId === CONFIRM_READINGS_BUTTONS.no.id) return 'no';
  return null;
}

/** "sí", "sí, guárdala", "así es", "no", "no es" typed while the read-back is open. */
function answerOfText(body: string): Answer | null {
  const words = normalizeWords(body);
  if (
    /^(si|sip|sii+|claro|correcto|asi es|exacto|eso|ok|okey|va|sale|guardala|si guardala|si es|si esta bien|esta bien)( (asi|guardala|por favor|gracias|mija|joven))*$/.test(
      words,
    )
  )
    return 'yes';
  if (/^(no|nop|nel|no es|no gracias|no la guardes|no guardes nada|mejor no)$/.test(words)) return 'no';
  return null;
}

/** "sí, así es, 120", "sí 140": a yes that repeats exactly the values read back, or says no number. */
function yesWithTheValue(body: string, readings: readonly HeldForConfirmation[]): Answer | null {
  const words = normalizeWords(body);
  if (!/^(si|sip|asi es|correcto|exacto|eso)\b/.test(words)) return null;
  const said = [...words.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));
  const held = readings.flatMap((reading) =>
    reading.v2 !== null ? [reading.value, reading.v2] : [reading.value],
  );
  // "sí, son de esos mmol, ya me tomé un jugo": a yes with more said and no number is a yes too.
  const same =
    said.length === 0 ||
    (said.length === held.length && said.every((value, index) => value === held[index])) ||
    // "sí, es 180 junto" of 180/90: a value read back, said again.
    (said.length < held.length && said.every((value) => held.includes(value)));
  return same && !/\b(no|pero|otra|otro|mal|equivoque)\b/.test(words) ? 'yes' : null;
}

/**
 * "noventa y cinco" after "¿95?", "sí 140, antes de desayunar": the values read back said again (in
 * words too), with nothing against them. The context it adds ("antes de desayunar") goes with them.
 */
function valueSaidAgain(
  body: string,
  readings: readonly HeldForConfirmation[],
): { answer: Answer; context: HeldForConfirmation['context'] } | null {
  const words = normalizeWords(body);
  if (/\b(no|pero|otra|otro|mal|equivoque|mio|mia|de el|de ella)\b/.test(words)) return null;
  const [first] = readings;
  if (!first || readings.length !== 1) return null;
  const parsed = parseMessage(body, { expectedMetric: first.metric });
  const [reading] = parsed.readings;
  if (parsed.readings.length !== 1 || !reading || reading.metric !== first.metric) return null;
  const same =
    'systolic' in reading
      ? reading.systolic === first.value && reading.diastolic === first.v2
      : reading.value === first.value;
  if (!same) return null;
  const context =
    'context' in reading && reading.context ? (reading.context as HeldForConfirmation['context']) : null;
  return { answer: 'yes', context };
}

/** The held readings as the readings service takes them. */
function saidOf(readings: readonly HeldForConfirmation[]): SaidReadings {
  return {
    inputs: readings.map(heldReadingInput),
    written: readings.map((reading) => reading.written),
    signs: [],
  };
}

/** The answer to the read-back: stored as of when they were said, keyed by the message that said them. */
export async function answerConfirmation(
  { turn, deps }: TurnContext,
  state: PendingOf<'confirm_readings'> | null,
  answer: Answer,
): Promise<Outcome> {
  if (!state) return { reply: text(say.CONFIRMATION_EXPIRED), patch: {}, label: 'asked:confirm' };
  if (answer === 'no')
    return { reply: text(say.CONFIRMATION_DECLINED), patch: { pending: null }, label: 'confirm:declined' };
  const said = { ...turn, inbound: { ...turn.inbound, wa_message_id: state.messageId } };
  return deps.readings.storeSaid(said, saidOf(state.readings));
}

/**
 * Readings the bot was not sure of (a split number, a bare number nothing asked for, a glucose that looks
 * like mmol/L), read back with «Sí, guárdala» / «No»: nothing is stored, interpreted or told to anyone
 * until the answer. Any other message leaves the question (the engine drops it).
 */
export const confirmReadingsState: StateDefinition<'confirm_readings'> = {
  kind: 'confirm_readings',
  expects: 'a yes or no to readings read back before storing them',
  expiresMinutes: CONFIRM_READINGS_MINUTES,
  answerText: (context, state) => {
    const again = valueSaidAgain(context.body, state.readings);
    const answer =
      answerOfText(context.body) ?? yesWithTheValue(context.body, state.readings) ?? again?.answer;
    if (!answer) return null;
    // The context said with the yes ("sí 140, antes de desayunar") completes a reading read back without one.
    const said = answer === 'yes' ? (again?.context ?? null) : null;
    const readings = state.readings.map((reading) =>
      said && !reading.context ? { ...reading, context: said } : reading,
    );
    return answerConfirmation(context, { ...state, readings }, answer);
  },
};
