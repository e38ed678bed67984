import { MESSAGE_LIMITS } from '@vitalia/contracts/chat';
import { judgeSymptoms, SYMPTOM_ADVICE, type SymptomContext } from '@vitalia/domain';
import { parseMessage } from '@vitalia/parser';
import type { Services } from '@vitalia/services';
import { text, type Outcome, type Turn } from './turn';
import { urgentLine } from './say/parts';

/**
 * Warning signs are not forgotten while their crisis is followed up: "me duele el pecho" with 185/120,
 * then "ya se me pasó un poco, 160/100" must not read as "call your doctor in the next days". While the
 * person's crisis follow-up is open and one of their messages of the last hours told warning signs, the
 * reply to anything they write next opens with the emergency steps again (AHA heart attack warning signs).
 */

/** How far back a told sign still counts, and how many of the turn's earlier messages are read to find it. */
const WINDOW_MINUTES = 180;
const MESSAGES_READ = 12;

function toldWarningSigns(body: string): boolean {
  const parsed = parseMessage(body);
  const codes = parsed.symptoms ?? [];
  // Someone else's symptoms ("mi esposo tiene dolor de pecho") are not the sender's.
  if (codes.length === 0 || (parsed.relatives?.length ?? 0) > 0) return false;
  const values: SymptomContext = {};
  for (const reading of parsed.readings) {
    if ('systolic' in reading)
      Object.assign(values, { systolic: reading.systolic, diastolic: reading.diastolic });
    else if (reading.metric === 'glucosa') values.glucose = reading.value;
  }
  return judgeSymptoms(codes, values).emergency !== null;
}

export async function rememberWarningSigns(
  services: Services,
  turn: Turn,
  outcome: Outcome,
): Promise<Outcome> {
  const reply = outcome.reply;
  if (turn.inbound.kind !== 'text' || outcome.urgent || outcome.selfContained) return outcome;
  if (!reply || (reply.type !== 'text' && reply.type !== 'buttons')) return outcome;
  const userId = turn.account.user_id;
  // Checked again after the turn: its own words may have closed the follow-up.
  if (!turn.crisisOpen || !(await services.crisisFollowups.isOpen(userId))) return outcome;
  const since = turn.inbound.sent_at.getTime() - WINDOW_MINUTES * 60_000;
  const earlier = (await turn.earlier())
    .slice(0, MESSAGES_READ)
    .filter(
      (message) =>
        message.id !== turn.inbound.id &&
        message.kind === 'text' &&
        message.sent_at.getTime() >= since &&
        message.body !== null,
    );
  if (!earlier.some((message) => toldWarningSigns(message.body!))) return outcome;
  const body = `${urgentLine(SYMPTOM_ADVICE.toldEarlier.text)}\n${reply.text}`;
  // Too long for a message with buttons: the text goes whole, without them.
  const fits = reply.type === 'text' || body.length <= MESSAGE_LIMITS.interactiveBody;
  return { ...outcome, reply: fits ? { ...reply, text: body } : text(body), urgent: true };
}
