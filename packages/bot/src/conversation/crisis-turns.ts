import { FOLLOWUP_REPLIES, SYMPTOM_ADVICE } from '@vitalia/domain';
import {
  CRISIS_FOLLOWUP_BUTTONS,
  followupAnswerOfOption,
  type FollowupAnswer,
  type OutboundMessage,
  type Services,
} from '@vitalia/services';
import { parseMessage } from '@vitalia/parser';
import { normalizeWords } from './commands';
import {
  ANY_SYMPTOMS_NOW,
  caregiversToldOfHelp,
  crisisAdvice,
  CRISIS_SYMPTOM_BUTTONS,
  HOW_ARE_YOU,
} from './say/crisis';
import { text, type Outcome, type Pending, type Turn } from './turn';

/**
 * A pressure of 180/120 or more said without symptoms: whether it is an emergency depends on symptoms
 * (AHA; 2025 AHA/ACC guideline), so the reply asks with two buttons. "Sí" sends to 911 at once; "No" to
 * rest, measure again and call the doctor today.
 */
/**
 * The reply of a stored crisis value carries the follow-up's buttons (CONTRACTS section 6): "Estoy bien"
 * and "Necesito ayuda", which tells the caregivers at once.
 */
export function withFollowupButtons(outcome: Outcome): Outcome {
  const body = outcome.reply?.type === 'text' ? outcome.reply.text : '';
  return {
    ...outcome,
    reply: {
      type: 'buttons',
      text: `${body}\n${HOW_ARE_YOU}`,
      buttons: [CRISIS_FOLLOWUP_BUTTONS.fine, CRISIS_FOLLOWUP_BUTTONS.help],
    },
  };
}

/**
 * The reply of a stored pressure crisis, turned into the question with its buttons: symptoms (911 now),
 * or the follow-up's two ("Estoy bien" reads as none).
 */
export function askCrisisSymptoms(outcome: Outcome, turn: Turn): Outcome {
  const body = outcome.reply?.type === 'text' ? outcome.reply.text : '';
  const reply: OutboundMessage = {
    type: 'buttons',
    text: `${body}\n${ANY_SYMPTOMS_NOW}`,
    buttons: [CRISIS_SYMPTOM_BUTTONS.signs, CRISIS_FOLLOWUP_BUTTONS.fine, CRISIS_FOLLOWUP_BUTTONS.help],
  };
  return {
    ...outcome,
    reply,
    patch: {
      ...outcome.patch,
      pending: { kind: 'crisis_symptoms', askedAt: turn.inbound.sent_at.toISOString() },
    },
  };
}

type Answer = 'signs' | 'none';

function answerOfOption(optionId: string): Answer | null {
  if (optionId === CRISIS_SYMPTOM_BUTTONS.signs.id) return 'signs';
  if (optionId === CRISIS_SYMPTOM_BUTTONS.none.id) return 'none';
  return null;
}

/** "sí", "si tengo", "no", "ninguno" typed instead of pressing a button. */
function answerOfText(body: string): Answer | null {
  const words = normalizeWords(body);
  if (
    /^(no|nop|nel|ninguno|ninguna|nada|no tengo( nada| ninguno| sintomas)?|no tengo nada)( gracias)?$/.test(
      words,
    )
  )
    return 'none';
  if (/^(si|sip|claro|si tengo|si tengo sintomas|tengo sintomas)\b/.test(words)) return 'signs';
  // "cabeza duele", "veo borroso", "me duele el pecho": a symptom told is a yes.
  if ((parseMessage(body).symptoms ?? []).length > 0) return 'signs';
  return null;
}

function reply(answer: Answer): Outcome {
  const advice = answer === 'signs' ? SYMPTOM_ADVICE.pressureCrisis : SYMPTOM_ADVICE.pressureCrisisNoSigns;
  return {
    reply: text(crisisAdvice(answer === 'signs', advice.text)),
    patch: { pending: null },
    label: answer === 'signs' ? 'crisis:signs' : 'crisis:no_signs',
    urgent: answer === 'signs',
  };
}

/** A button of the question, pressed (at any time: the answer still tells what to do). */
export function answerCrisisButton(optionId: string): Outcome | null {
  const answer = answerOfOption(optionId);
  return answer ? reply(answer) : null;
}

/** A typed yes or no while the question is open. */
export function answerCrisisText(pending: Pending | null, body: string): Outcome | null {
  if (pending?.kind !== 'crisis_symptoms') return null;
  const answer = answerOfText(body);
  return answer ? reply(answer) : null;
}

/** "estoy bien", "ya estoy bien", "necesito ayuda", typed while a crisis is followed up. */
export function followupAnswerOfText(body: string): FollowupAnswer | null {
  const words = normalizeWords(body);
  if (/^(ya )?(estoy|me siento) (bien|mejor)( gracias)?$/.test(words)) return 'fine';
  if (/^(necesito|ocupo|quiero) ayuda( por favor| urgente)?$|^ayudenme$|^auxilio$/.test(words)) return 'help';
  return null;
}

/**
 * "Estoy bien" or "Necesito ayuda": the follow-up closes with an all-clear, or the caregivers are told at
 * once. Right after a pressure crisis was asked about symptoms, "Estoy bien" also says what to do without
 * them (rest, measure again, call the doctor today).
 */
export async function answerFollowup(
  services: Services,
  turn: Turn,
  pending: Pending | null,
  answer: FollowupAnswer,
): Promise<Outcome> {
  const { kind, caregiversTold } = await services.crisisFollowups.answer(
    turn.account.user_id,
    answer,
    turn.inbound.wa_message_id,
  );
  if (answer === 'help') {
    const told =
      caregiversTold === 0
        ? FOLLOWUP_REPLIES.helpAlone.text
        : `${FOLLOWUP_REPLIES.help.text}\n${caregiversToldOfHelp(caregiversTold)}`;
    return { reply: text(told), patch: { pending: null }, label: 'crisis:help', urgent: true };
  }
  const lines =
    pending?.kind === 'crisis_symptoms'
      ? [crisisAdvice(false, SYMPTOM_ADVICE.pressureCrisisNoSigns.text)]
      : [kind === 'low' ? FOLLOWUP_REPLIES.fineLow.text : FOLLOWUP_REPLIES.fine.text];
  // "Vuelve a medir y escríbeme el valor": the next bare number is a new value of the crisis's metric.
  const measured = kind !== null ? turn.lastReading?.metric : undefined;
  const next: Pending | null = measured
    ? { kind: 'reminded', metric: measured, askedAt: turn.inbound.sent_at.toISOString() }
    : null;
  return { reply: text(lines.join('\n')), patch: { pending: next }, label: 'crisis:fine' };
}

export { CRISIS_SYMPTOM_BUTTONS, followupAnswerOfOption };
