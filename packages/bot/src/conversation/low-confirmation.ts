import { GLUCOSE, interpretReading } from '@vitalia/domain';
import type { ParseResult } from '@vitalia/parser';
import { normalizeWords } from './commands';
import { LOW_CONFIRMATION_BUTTONS, lowIfGlucose, NOT_GLUCOSE as NOT_GLUCOSE_TEXT } from './say/certainty';
import { text, type Outcome, type Pending, type Turn } from './turn';

/**
 * "36" alone is read as a glucose, but nothing says it is one: a number that low pages the caregivers, so
 * it is confirmed first. The person gets the low steps at once either way (being wrong costs a juice;
 * waiting could cost much more); the reading is stored, and the caregivers told, on "Sí".
 */
/** Digits alone (with a decimal point, spaces, punctuation or emoji): no word, no unit. */
const BARE_NUMBER =
  /^[\s\p{P}\p{Extended_Pictographic}\uFE0F]*\d{1,3}([.,]\d)?[\s\p{P}\p{Extended_Pictographic}\uFE0F]*$/u;

/** A bare number the parser took for a low glucose, with no open question to give it a metric. */
export function bareLowNumber(body: string, parsed: ParseResult): number | null {
  if (!BARE_NUMBER.test(body)) return null;
  const [reading] = parsed.readings;
  if (parsed.readings.length !== 1 || !reading || reading.metric !== 'glucosa' || 'systolic' in reading)
    return null;
  return reading.value < GLUCOSE.level1Hypoglycemia ? reading.value : null;
}

/** The low steps now, and the question with its two buttons. */
export function askLowConfirmation(turn: Turn, value: number): Outcome {
  const interpretation = interpretReading({ metric: 'glucosa', value, unit: 'mg/dL' });
  const steps = interpretation.whatToDoNow ?? interpretation.advice;
  return {
    reply: {
      type: 'buttons',
      text: lowIfGlucose(value, steps?.text),
      buttons: [LOW_CONFIRMATION_BUTTONS.yes, LOW_CONFIRMATION_BUTTONS.no],
    },
    patch: {
      pending: {
        kind: 'confirm_low',
        value,
        measuredAt: turn.inbound.sent_at.toISOString(),
        askedAt: turn.inbound.sent_at.toISOString(),
      },
    },
    label: 'asked:confirm_low',
    urgent: true,
  };
}

export type LowAnswer = 'yes' | 'no';

export function lowAnswerOfOption(optionId: string): LowAnswer | null {
  if (optionId === LOW_CONFIRMATION_BUTTONS.yes.id) return 'yes';
  if (optionId === LOW_CONFIRMATION_BUTTONS.no.id) return 'no';
  return null;
}

/** "sí", "si es", "es mi glucosa", "no", "no es" typed while the question is open. */
export function lowAnswerOfText(pending: Pending | null, body: string): LowAnswer | null {
  if (pending?.kind !== 'confirm_low') return null;
  const words = normalizeWords(body);
  if (
    /^(si|sip|claro|asi es|correcto)( es( mi (glucosa|azucar))?)?( gracias)?$|^es mi (glucosa|azucar)$/.test(
      words,
    )
  )
    return 'yes';
  // "si es el azúcar, ya me estoy tomando una coca": a yes with more said after it, and no new number.
  if (
    /^(si|sip|claro|asi es|correcto)( (es|era) (el |la |mi )?(glucosa|azucar|asucar))?\b/.test(words) &&
    !/\d|\bno\b/.test(words)
  )
    return 'yes';
  if (/^(no|nop|no es|no es (glucosa|azucar|mi glucosa))( gracias)?$/.test(words)) return 'no';
  return null;
}

/** The parse of the confirmed low, to store through the usual path. */
export function confirmedLow(value: number): ParseResult {
  return {
    readings: [{ metric: 'glucosa', value, unit: 'mg/dL' }],
    implausible: [],
    intent: 'log_reading',
    intents: ['log_reading'],
    times: [null],
  };
}

export const NOT_GLUCOSE = text(NOT_GLUCOSE_TEXT);

export { LOW_CONFIRMATION_BUTTONS };
