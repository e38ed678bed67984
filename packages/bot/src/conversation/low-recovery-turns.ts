import { nextStepLine, wellDoneLine } from './say/parts';
import { LOW_BELOW, LOW_RECOVERY_ADVICE } from '@vitalia/domain';
import { foldText } from '@vitalia/parser';
import { minutesBetween, text, type Outcome, type Turn } from './turn';

/**
 * After a low: "ya me tomé medio vaso de jugo" within half an hour of a glucose under 70 gets the 15-15
 * rule's second half (measure again in 15 minutes; the next bare number is that glucose), and the next
 * glucose at 70 or more within the hour says the low is over and to eat something now.
 */

const TREATMENT =
  /\b(jugo|jugito|refresco|coca|dulce|dulces|caramelo|azucar|miel|galletas?|pan|fruta|platano|leche)\b/;
const TOOK =
  /\b(tome|tomo|comi|me di|me dio|me dieron|chupe|me eche|le di|le dimos|le dieron|le puse|le pusimos|le pusieron|se tomo|se comio)\b/;
/** A treatment told this long after the low still answers it. */
const TREATED_WITHIN_MINUTES = 30;
/** A glucose back at 70 or more this long after the low closes it. */
const RECOVERED_WITHIN_MINUTES = 60;

/** The value of the person's last chat glucose when it was a low within `minutes`, else null. */
function recentLow(turn: Turn, minutes: number): number | null {
  const { last_reading_at: at, last_reading_metric: metric } = turn.conversation;
  const reading = turn.lastReading;
  if (turn.late || metric !== 'glucosa' || !reading || !at) return null;
  if (minutesBetween(at, turn.inbound.sent_at) > minutes) return null;
  // A low measured hours before it was told ("en la madrugada… 65") is not one being treated now.
  if (minutesBetween(reading.measuredAt, turn.inbound.sent_at) > minutes) return null;
  return reading.metric === 'glucosa' && reading.value < LOW_BELOW ? reading.value : null;
}

/** "Ya me tomé medio vaso de jugo" after a low: measure again in 15 minutes. Null for anything else. */
export function treatedLow(turn: Turn, body: string): Outcome | null {
  const said = foldText(body);
  if (!TREATMENT.test(said) || !TOOK.test(said)) return null;
  if (recentLow(turn, TREATED_WITHIN_MINUTES) === null) return null;
  return {
    reply: text(wellDoneLine(LOW_RECOVERY_ADVICE.treated.text)),
    patch: {
      pending: { kind: 'value_again', metric: 'glucosa', askedAt: turn.inbound.sent_at.toISOString() },
    },
    label: 'low_treated',
  };
}

/** Whether a low is open that a glucose of 70 or more in this message would close. */
export const lowToClose = (turn: Turn): boolean => recentLow(turn, RECOVERED_WITHIN_MINUTES) !== null;

/** The reply to the glucose that closed a low, with what to do now that it is over. */
export function recoveredFromLow(outcome: Outcome): Outcome {
  if (outcome.reply?.type !== 'text' || outcome.urgent) return outcome;
  return {
    ...outcome,
    reply: text(`${outcome.reply.text}\n${nextStepLine(LOW_RECOVERY_ADVICE.recovered.text)}`),
  };
}
