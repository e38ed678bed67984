import type { Reading, SymptomJudgement } from '@vitalia/domain';
import { parseMessage, speaksOfSelfIn, type ParseResult, type ReadingTime } from '@vitalia/parser';
import { expectedMetricOf } from './states';
import { splitBySubject, symptomsOf } from './understanding';
import { meterWordOf, withReminderContext } from './understood';
import { continuedMetric } from './which-metric-turns';
import type { Pending, Turn } from './turn';

/**
 * A message read once for its turn: the parser's result with the metric the open question or the last
 * reading gives a bare number, split by whose readings they are. Every rule of the turn reads this one
 * result; a rule that must read the same words under another hypothesis ("is it the other half of the
 * pressure?") asks `as(metric)`, which is parsed once per metric too.
 */
export interface MessageReading {
  parsed: ParseResult;
  /** The sender's own readings (someone else's taken out). */
  own: ParseResult;
  /** Someone else's readings: never stored in the sender's record. */
  others: Reading[];
  othersSaid: { readings: Reading[]; times: Array<ReadingTime | null>; relatives: string[] };
  symptoms: SymptomJudgement;
  /** The whole message when it asks something, else null. */
  question: string | null;
  meter: 'HI' | 'LO' | null;
  /** The metric of a chat reading stored minutes ago, which a bare follow-up may continue. */
  recent: string | undefined;
  /**
   * Where a number's metric came from when the message names none: the open question ('asked'), the last
   * reading continued ('continued'), or nothing but the message itself ('own').
   */
  hypothesis: 'asked' | 'continued' | 'own';
  /** The message parsed as if the bot had asked for this metric. */
  as(metric: string | undefined): ParseResult;
  /** The sender's own readings of other words (the message rewritten: "1 40" as "140"), read as this one. */
  ownOf(text: string, metric: string | undefined): ParseResult;
}

export function readMessage(
  turn: Turn,
  body: string,
  state: Pending | null,
  recent: string | undefined,
  /** A relative writes from the owner's phone (relative-writer.ts): whose readings turns around. */
  relativeWrites = false,
): MessageReading {
  const cache = new Map<string, ParseResult>();
  const as = (metric: string | undefined): ParseResult => {
    const key = metric ?? '';
    let parsed = cache.get(key);
    if (!parsed) {
      parsed = parseMessage(body, { expectedMetric: metric });
      cache.set(key, parsed);
    }
    return parsed;
  };
  const asked = expectedMetricOf(state);
  let parsed = as(asked);
  let hypothesis: MessageReading['hypothesis'] = asked ? 'asked' : 'own';
  // "y hoy 77.5" right after a weight: a number that says nothing by itself continues the last metric,
  // unless the message points elsewhere (a symptom, another person).
  const pointsElsewhere = parsed.symptoms !== undefined || parsed.subjects !== undefined;
  if (parsed.readings.length === 0 && parsed.implausible.length === 0 && recent && !pointsElsewhere) {
    const followUp = as(recent);
    if (followUp.readings.length > 0 || followUp.implausible.length > 0) {
      parsed = followUp;
      hypothesis = 'continued';
    }
  }
  // "y hoy 77.5" the day after a weight, "ya subió a 330" after a glucose: the same metric again. A
  // weight is continued only when written like one (with decimals) or when nothing else was read.
  const continued = pointsElsewhere ? undefined : continuedMetric(turn, body);
  if (continued && (continued !== 'peso' || /\d[.,]\d/.test(body) || parsed.readings.length === 0)) {
    const again = as(continued);
    if (again.readings.length > 0) {
      parsed = again;
      hypothesis = 'continued';
    }
  }
  if (state?.kind === 'reminded' && state.context) parsed = withReminderContext(parsed, state);
  if (relativeWrites) parsed = asTheOwners(parsed, body);
  const { own, others, othersSaid } = splitBySubject(parsed);
  return {
    parsed,
    own,
    others,
    othersSaid,
    symptoms: symptomsOf(parsed),
    question: parsed.intents.includes('question') ? body : null,
    meter: meterWordOf(own),
    recent,
    hypothesis,
    as,
    ownOf: (text, metric) => {
      const other = parseMessage(text, { expectedMetric: metric });
      return splitBySubject(relativeWrites ? asTheOwners(other, body) : other).own;
    },
  };
}

/**
 * A relative writing from the owner's phone: the person spoken of is the owner, the writer's own values
 * ("yo también me medí, 128") are someone else's.
 */
function asTheOwners(parsed: ParseResult, body: string): ParseResult {
  const writerSpeaksOfSelf = speaksOfSelfIn(body);
  const subjects = parsed.readings.map((_, index) => {
    const said = parsed.subjects?.[index] ?? 'self';
    return said === 'other' ? 'self' : writerSpeaksOfSelf ? 'other' : 'self';
  });
  const result: ParseResult = { ...parsed };
  delete result.meterSubject;
  delete result.symptomsSubject;
  delete result.relatives;
  if (subjects.includes('other')) result.subjects = subjects;
  else delete result.subjects;
  return result;
}
