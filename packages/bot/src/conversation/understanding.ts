import {
  interpretReading,
  judgeSymptoms,
  isBloodPressureReading,
  meterRangeEnd,
  type Reading,
  type SymptomCode,
  type SymptomJudgement,
} from '@vitalia/domain';
import type { ParseResult, ReadingTime } from '@vitalia/parser';
import { SMALL_TALK_REPLIES } from './say';
import {
  forThatPerson,
  NOT_IN_YOUR_RECORD,
  notInOwnersRecord,
  OWN_ACCOUNT_HINT,
  tellThatPerson,
} from './say/others';
import { nextStepLine, symptomAdviceLine, urgentLine } from './say/parts';
import { readingLines } from './say/reading-layout';
import { answerQuestion } from './everyday-questions';

/**
 * What a message says beyond the sender's own readings, laid out for the chat: someone else's readings
 * (never stored, but answered), symptoms (warning signs first), a question (from the library of answers)
 * and small talk. Each part is built from the domain's data; nothing here reads another part's text.
 */

/** The readings of a message split by whose they are (the parser's `subjects`). */
export function splitBySubject(parsed: ParseResult): {
  own: ParseResult;
  others: Reading[];
  /** Someone else's readings as said (not a meter word), with their times: what could go to their record. */
  othersSaid: { readings: Reading[]; times: Array<ReadingTime | null>; relatives: string[] };
} {
  const subjects = parsed.subjects;
  // A meter word said of someone else ("a mi papá le salió HI") is theirs: answered, never stored.
  const othersMeter: Reading[] =
    parsed.meter && parsed.meterSubject === 'other'
      ? [{ metric: 'glucosa', value: meterRangeEnd(parsed.meter), unit: 'mg/dL', beyondRange: parsed.meter }]
      : [];
  const own: ParseResult = { ...parsed };
  if (othersMeter.length > 0) {
    delete own.meter;
    delete own.meterSubject;
  }
  if (!subjects) return { own, others: othersMeter, othersSaid: { readings: [], times: [], relatives: [] } };
  const keep = parsed.readings.map((_, index) => subjects[index] !== 'other');
  own.readings = parsed.readings.filter((_, index) => keep[index]);
  if (parsed.times) own.times = parsed.times.filter((_, index) => keep[index]);
  delete own.subjects;
  const othersSaid = {
    readings: parsed.readings.filter((_, index) => !keep[index]),
    times: parsed.readings
      .map((_, index) => parsed.times?.[index] ?? null)
      .filter((_, index) => !keep[index]),
    relatives: parsed.relatives ?? [],
  };
  delete own.relatives;
  return { own, others: [...othersMeter, ...othersSaid.readings], othersSaid };
}

/** The symptoms of the message judged with its values (own or someone else's). */
export function symptomsOf(parsed: ParseResult): SymptomJudgement {
  const glucose = parsed.readings.find((r) => r.metric === 'glucosa' && !isBloodPressureReading(r));
  const pressure = parsed.readings.find(isBloodPressureReading);
  const judgement = judgeSymptoms(parsed.symptoms ?? [], {
    ...(glucose && !isBloodPressureReading(glucose) ? { glucose: glucose.value } : {}),
    ...(pressure ? { systolic: pressure.systolic, diastolic: pressure.diastolic } : {}),
  });
  return parsed.symptomsSubject === 'other' ? forSomeoneElse(judgement) : judgement;
}

/**
 * Someone else's symptoms: said for that person, and nothing asked of the sender (the next bare number
 * is not the sender's glucose). The general "gracias por contarme cómo te sientes" is for the sender only.
 */
function forSomeoneElse(judgement: SymptomJudgement): SymptomJudgement {
  const { emergency, advice } = judgement;
  return {
    emergency: emergency && { ...emergency, text: forThatPerson(emergency.text) },
    advice:
      advice && advice.id !== 'sintomas.general'
        ? { ...advice, text: advice.forOther ?? tellThatPerson(advice.text) }
        : null,
    measure: null,
  };
}

export interface OthersPart {
  /** The crisis steps for that person, to lead the reply. */
  urgent: string | null;
  lines: string[];
  /** Symptoms made a value an emergency (a low with confusion): its steps answer those symptoms. */
  warned: boolean;
}

/**
 * Someone else's readings: not stored in the sender's record; what the values mean and what to do, said
 * for that person. A crisis value's steps lead the whole reply.
 */
export function othersPart(
  others: readonly Reading[],
  signs: readonly SymptomCode[] = [],
  /** The owner's name when a relative writes from the owner's phone: the record is the owner's. */
  ownerOfPhone: string | null = null,
): OthersPart | null {
  if (others.length === 0) return null;
  const urgent: string[] = [];
  let warned = false;
  const lines = [ownerOfPhone ? notInOwnersRecord(ownerOfPhone) : NOT_IN_YOUR_RECORD];
  for (const reading of others) {
    // The symptoms told with someone else's value are theirs ("mi mamá tiene 65 y está como ida").
    const interpretation = interpretReading(reading, {}, signs);
    warned ||= interpretation.warningSigns;
    const laid = readingLines(interpretation);
    if (laid.category) lines.push(laid.category);
    if (interpretation.whatToDoNow) urgent.push(urgentLine(forThatPerson(interpretation.whatToDoNow.text)));
    // The advice speaks to the person who measured ("coméntalo con tu médico"): quoted, for the sender
    // to pass on, so "tu médico" is that person's doctor.
    // An advice with a web wording asks the reader to write something ("dime cuándo la mediste"): not
    // a message to pass on.
    else if (interpretation.advice && !interpretation.advice.web)
      lines.push(nextStepLine(tellThatPerson(interpretation.advice.text)));
  }
  lines.push(OWN_ACCOUNT_HINT);
  return { urgent: urgent.length ? urgent.join('\n') : null, lines, warned };
}

export function symptomLines(judgement: SymptomJudgement): { urgent: string | null; lines: string[] } {
  return {
    urgent: judgement.emergency ? urgentLine(judgement.emergency.text) : null,
    lines: judgement.advice ? [symptomAdviceLine(judgement.advice.text)] : [],
  };
}

/** The answer to a question, or the honest fallback. */
export function questionLines(body: string): string[] {
  return [answerQuestion(body)];
}

export { foldText as foldForReply } from '@vitalia/parser';

/**
 * A short, kind answer to courtesy, emoji, a blessing or a laugh; never the help text. Null for a story,
 * which gets a warm line with what the person can do (replies.ts, `story`).
 */
export function smallTalkReply(folded: string): string | null {
  const words = folded.replace(/[^a-z0-9ñ ]/g, ' ').trim();
  if (words === '') return SMALL_TALK_REPLIES.emoji;
  if (/\b(noches|hasta manana|adios|bye|nos vemos|me voy)\b/.test(words)) return SMALL_TALK_REPLIES.farewell;
  if (/\b(feliz|bendicion|bendiga|dios|amen|fiestas)\b/.test(words)) return SMALL_TALK_REPLIES.blessing;
  if (/\b(ja(ja)+|je(je)+|ji(ji)+|jsjs|xd)\b/.test(words)) return SMALL_TALK_REPLIES.laugh;
  return null;
}
