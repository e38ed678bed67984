import { SYMPTOM_ADVICE } from '@vitalia/domain';
import { findRedFlags, foldText, type RedFlagFound } from '@vitalia/parser';
import { urgentLine } from './say/parts';

/**
 * The first gate of every message (CONTRACTS.md section 6): the red flags it tells, about the sender or
 * anyone named, found before any other rule reads it. The reply's first line then says what to do now,
 * whatever else the turn does: nothing of it waits for a button, a confirmation or the other half of a
 * reading.
 */
export interface Triage {
  flags: RedFlagFound[];
  /** The emergency line that leads the reply, or null when the message tells no danger. */
  lead: string | null;
  /** Thoughts of suicide or self-harm: the reply asks whether the person is safe right now. */
  selfHarm: boolean;
  /** The danger that leads ('ketoacidosis' for vomiting with a very high glucose), and whose it is. */
  code: string | null;
  subject: 'self' | 'other';
}

export const NO_TRIAGE: Triage = { flags: [], lead: null, selfHarm: false, code: null, subject: 'self' };

/** Vomiting with a number that can only be a very high glucose ("en 380 y vomitando"). */
const VOMITING = /vomit|bomit|guacar|volvi el estomago/;
const VERY_HIGH_GLUCOSE = /\b([3-6]\d\d)\b/;

/** `pregnant`: a pregnancy said in the person's earlier messages (told-danger.ts, `saidPregnant`). */
export function triage(body: string, { pregnant = false }: { pregnant?: boolean } = {}): Triage {
  if (!body) return NO_TRIAGE;
  const flags = findRedFlags(body, { pregnant });
  const [first] = flags;
  if (first) {
    // The baby who moves less is the sender's pregnancy: said to her, not "para esa persona".
    const subject = first.code === 'fetal_movement' ? 'self' : first.subject;
    const text = subject === 'other' ? first.flag.forOther : first.flag.text;
    return {
      flags,
      lead: urgentLine(text),
      selfHarm: first.code === 'self_harm',
      code: first.code,
      subject,
    };
  }
  const folded = foldText(body);
  if (VOMITING.test(folded) && VERY_HIGH_GLUCOSE.test(folded))
    return {
      flags,
      lead: urgentLine(SYMPTOM_ADVICE.ketoacidosis.text),
      selfHarm: false,
      code: 'ketoacidosis',
      subject: 'self',
    };
  return NO_TRIAGE;
}
