import type { Reading, SymptomJudgement } from '@vitalia/domain';
import {
  foldText,
  metricNamedIn,
  parseMessage,
  speaksOfSelfIn,
  type ParseResult,
  type ReadingTime,
} from '@vitalia/parser';
import { expectedMetricOf } from './states';
import { splitBySubject, symptomsOf } from './understanding';
import { meterWordOf, withReminderContext } from './understood';
import { continuedMetric } from './which-metric-turns';
import { mergeSplitNumbers } from './split-numbers';
import type { RelativeWriting } from './relative-writer';
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
  /** The metrics of someone else's readings told in the message just before, if any. */
  othersJustSpokenOf: readonly string[];
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
  said: {
    /** A relative writes from the owner's phone (relative-writer.ts): whose readings turns around. */
    relativeWrites?: RelativeWriting | null;
    /** The metrics of someone else's readings told in the message just before (others-spoken-of.ts). */
    othersMetrics?: readonly string[];
  } = {},
): MessageReading {
  const relativeWrites = said.relativeWrites ?? null;
  const othersMetrics = said.othersMetrics ?? [];
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
  // "y la mía 132" right after the mother's glucose: the sender's own, of that metric.
  const [otherMetric] = othersMetrics;
  // A whole number after someone's weight ("mi hermano pesa 110… y yo 84") may as well be a glucose:
  // asked, as a bare number continuing a weight is (above).
  if (
    othersMetrics.length === 1 &&
    otherMetric &&
    (otherMetric !== 'peso' || /\d[.,]\d/.test(body)) &&
    hypothesis === 'own' &&
    !metricNamedIn(body) &&
    speaksOfSelfIn(body) &&
    parsed.subjects === undefined
  ) {
    const again = as(otherMetric);
    if (again.readings.length > 0) {
      parsed = again;
      hypothesis = 'continued';
    }
  }
  // "al Chuy le salió 2 10": a split number of someone else's is read joined (it is never stored, and
  // reading "2" as a glucose would ask the sender for a value that is not theirs).
  const merged = mergeSplitNumbers(foldText(body));
  if (merged && (parsed.implausible.length > 0 || parsed.readings.length === 0)) {
    const joined = parseMessage(merged, { expectedMetric: asked });
    if (joined.readings.length > 0 && joined.subjects?.every((subject) => subject === 'other'))
      parsed = joined;
  }
  if (state?.kind === 'reminded' && state.context) parsed = withReminderContext(parsed, state);
  if (relativeWrites) parsed = asTheOwners(parsed, body, relativeWrites);
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
    othersJustSpokenOf: othersMetrics,
    as,
    ownOf: (text, metric) => {
      const other = parseMessage(text, { expectedMetric: metric });
      return splitBySubject(relativeWrites ? asTheOwners(other, body, relativeWrites) : other).own;
    },
  };
}

/**
 * A relative writing from the owner's phone: the person spoken of is the owner, the writer's own values
 * ("yo también me medí, 128") are someone else's, and so are those of a relative the writer names who is
 * not the owner ("mi mamá amaneció con 120 y mi esposo 170", written by the daughter: the 170 is her
 * husband's), or the owner's relative ("su esposo").
 */
const MEASURED_THEM = /\b(se (la|lo|las|los)|le|les) (tome|medi|cheque|checo|saque|puse|revise|hice)\b/;

function asTheOwners(parsed: ParseResult, body: string, writing: RelativeWriting): ParseResult {
  // "se la tomé yo", "yo le medí": the writer measured the owner, not themselves.
  // (Only when no reading is said of someone else: "a ella le tomé 150/90 y a mí me salió 120/80".)
  const measuredThem = !parsed.subjects?.includes('other') && MEASURED_THEM.test(foldText(body));
  const writerSpeaksOfSelf = speaksOfSelfIn(body) && !measuredThem;
  const named = parsed.relations ?? [];
  // When the words never said whom the phone is of, the relative spoken of first is the owner.
  const ownerCalled =
    writing.ownerCalled ??
    new Set(named.flatMap((relation) => (relation ? [relation.relation] : [])).slice(0, 1));
  const isOwner = (index: number) => {
    const relation = named[index];
    // "habla Ramón, su hijo: la presión le salió 150 con 90": the writer's own words for themselves.
    if (!relation || relation.relation === writing.writerIs) return true;
    return relation.possessive !== 'su' && ownerCalled.has(relation.relation);
  };
  const subjects = parsed.readings.map((_, index) => {
    const said = parsed.subjects?.[index] ?? 'self';
    if (said === 'other') return isOwner(index) ? 'self' : 'other';
    return writerSpeaksOfSelf ? 'other' : 'self';
  });
  const result: ParseResult = { ...parsed };
  delete result.meterSubject;
  delete result.symptomsSubject;
  delete result.relatives;
  delete result.relations;
  if (subjects.includes('other')) result.subjects = subjects;
  else delete result.subjects;
  return result;
}
