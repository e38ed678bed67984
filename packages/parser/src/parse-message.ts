import type { Reading } from '@vitalia/domain';
import { checkPlausibility } from '@vitalia/domain';
import { attachContexts } from './attach-contexts';
import { attachReadingTimes } from './reading-times';
import { buildReading, writtenForm } from './build-reading';
import { detectIntents } from './detect-intent';
import { findReadings } from './find-readings';
import { findMeterWord, isQuestion, isSmallTalk, saysAlreadyTold } from './message-signals';
import {
  findReadingRelations,
  findReadingSubjects,
  relativesSaid,
  speaksOfSelf,
  subjectsByToken,
  type ReadingRelation,
  type ReadingSubject,
} from './reading-subjects';
import { findSymptoms, foldText, metricSuggestedBy } from './symptoms';
import { prepareTokens } from './prepare-tokens';
import type { Token } from './token';
import type {
  CustomMetricDefinition,
  ImplausibleReading,
  Intent,
  ParseOptions,
  ParseResult,
  ReadingTime,
} from './types';

/** Words this user already uses for custom indicators become metric words for this message. */
function applyCustomMetrics(tokens: Token[], customMetrics: readonly CustomMetricDefinition[]): void {
  const byWord = new Map<string, CustomMetricDefinition>();
  for (const metric of customMetrics) {
    byWord.set(metric.key, metric);
    for (const alias of metric.aliases ?? []) byWord.set(alias.toLowerCase(), metric);
  }
  for (const token of tokens) {
    if (token.kind !== 'word' || token.info?.metric) continue;
    const metric = byWord.get(token.text);
    if (metric && !token.info?.block) token.info = { metric: metric.key, defaultUnit: metric.unit };
  }
}

/**
 * Reads one chat message: the readings it logs (CONTRACTS.md sections 4 and 5), values to confirm,
 * and what the user is asking for. Pure and synchronous; the same code serves the bot and `npm run parse`.
 */
export function parseMessage(text: string, options: ParseOptions = {}): ParseResult {
  const tokens = prepareTokens(text);
  if (options.customMetrics?.length) applyCustomMetrics(tokens, options.customMetrics);
  const folded = foldText(text);
  const symptoms = findSymptoms(folded);
  const numbers: { blocked?: readonly boolean[] } = {};
  const found = findReadings(
    tokens,
    {
      expectedMetric: options.expectedMetric,
      impliedMetric: metricSuggestedBy(symptoms),
    },
    numbers,
  );
  const contexts = attachContexts(tokens, found);
  const times = attachReadingTimes(tokens, found);
  const whose = subjectsByToken(tokens);
  const subjects = findReadingSubjects(tokens, found, whose);
  const relations = findReadingRelations(tokens, found, whose);
  const readings: Reading[] = [];
  const readingTimes: Array<ReadingTime | null> = [];
  const readingSubjects: ReadingSubject[] = [];
  const readingRelations: Array<ReadingRelation | null> = [];
  const readingsWritten: Array<{ value: number; unit: string } | null> = [];
  const implausible: ImplausibleReading[] = [];
  for (const item of found) {
    if (item.missing) {
      const { value, missing } = item;
      const time = times.get(item);
      implausible.push({
        metric: 'presion',
        value,
        unit: 'mmHg',
        reason: 'incomplete',
        missing,
        ...(time ? { time } : {}),
      });
      continue;
    }
    const reading = buildReading(item, contexts.get(item));
    const check = checkPlausibility(reading);
    if (check.plausible) {
      readings.push(reading);
      readingTimes.push(times.get(item) ?? null);
      readingSubjects.push(subjects[found.indexOf(item)] ?? 'self');
      readingRelations.push(relations[found.indexOf(item)] ?? null);
      readingsWritten.push(writtenForm(item, reading));
    } else implausible.push({ ...reading, reason: check.reason });
  }
  const freeNumbers = freeNumberIndexes(tokens, numbers.blocked ?? []);
  const detected = detectIntents(tokens, readings.length > 0, implausible.length > 0);
  const said = readings.length + implausible.length + symptoms.length;
  const intents = withKindOfMessage(detected.intents, text, folded, said, freeNumbers.length === 0);
  const result: ParseResult = { readings, implausible, intent: intents[0] ?? 'unknown', intents };
  if (detected.medication) result.medication = detected.medication;
  if (detected.medicationPurpose) result.medicationPurpose = detected.medicationPurpose;
  if (readingTimes.some((time) => time !== null)) result.times = readingTimes;
  if (readingSubjects.includes('other')) {
    result.subjects = readingSubjects;
    const relatives = relativesSaid(tokens);
    if (relatives.length > 0) result.relatives = relatives;
    if (readingRelations.some((relation) => relation !== null)) result.relations = readingRelations;
  }
  if (readingsWritten.some((form) => form !== null)) result.written = readingsWritten;
  if (symptoms.length > 0) {
    result.symptoms = symptoms;
    if (whose.includes('other') && !speaksOfSelf(tokens)) result.symptomsSubject = 'other';
  }
  if (readings.length > 0 && saysAlreadyTold(folded)) result.repeated = true;
  // Nothing read: the numbers no rule gave a meaning to (not an age, a price, a clock time...), said of
  // the sender ("salió 340" of a son named before is his, not a number to ask the sender about).
  if (readings.length === 0 && implausible.length === 0 && freeNumbers.length > 0) {
    const aboutOthers = whose.includes('other') && !speaksOfSelf(tokens);
    const unread = freeNumbers.filter((i) => whose[i] === 'self').map((i) => tokens[i]!.value);
    if (unread.length > 0 && !aboutOthers) result.unread = unread;
  }
  const meter = findMeterWord(text, folded);
  if (meter) {
    result.meter = meter;
    if (meterSubject(tokens, whose) === 'other') result.meterSubject = 'other';
  }
  return result;
}

/** Where the numbers no rule set aside stand (not an age, a price, a clock time...). */
function freeNumberIndexes(tokens: readonly Token[], blocked: readonly boolean[]): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < tokens.length; i++) if (tokens[i]!.kind === 'num' && !blocked[i]) indexes.push(i);
  return indexes;
}

/**
 * A question or small talk, added to what the intent rules found: a question stands beside readings
 * ("me salió 140, ¿está bien?"); small talk only where nothing else was understood.
 */
function withKindOfMessage(
  intents: Intent[],
  text: string,
  folded: string,
  said: number,
  numbersExplained: boolean,
): Intent[] {
  const main = intents[0] ?? 'unknown';
  // "me tomé la pastilla doble sin querer, ¿qué hago?" asks; it does not report a dose.
  const commandLike = !['unknown', 'log_reading', 'confirm_value', 'medication_taken'].includes(main);
  if (!commandLike && isQuestion(text, folded)) {
    return said > 0 ? [...intents, 'question'] : ['question', ...intents.filter((i) => i !== 'unknown')];
  }
  if (main === 'unknown' && said === 0 && isSmallTalk(text, folded, numbersExplained)) return ['small_talk'];
  return intents;
}

const METER_TOKENS = new Set(['hi', 'high', 'h', 'lo', '600']);

/**
 * Whose meter shows the word: "a mi papá le salió HI" is someone else's, and so is "el aparato pone LO y
 * mi mamá no despierta", where another person is named and the sender never speaks of themselves.
 */
function meterSubject(tokens: readonly Token[], subjects: readonly ReadingSubject[]): ReadingSubject {
  const at = tokens.findIndex((token) => METER_TOKENS.has(token.text.toLowerCase()));
  if (subjects[at >= 0 ? at : tokens.length - 1] === 'other') return 'other';
  if (deviceOfSomeoneElse(tokens, subjects)) return 'other';
  return subjects.includes('other') && !speaksOfSelf(tokens) ? 'other' : 'self';
}

const DEVICES = new Set(['aparato', 'aparatito', 'glucometro', 'medidor', 'maquina', 'maquinita']);

/** "dice LO el aparato de mi mamá": the meter is named as someone else's. */
function deviceOfSomeoneElse(tokens: readonly Token[], subjects: readonly ReadingSubject[]): boolean {
  return tokens.some(
    (token, i) =>
      DEVICES.has(token.text) &&
      tokens[i + 1]?.text === 'de' &&
      subjects[Math.min(i + 3, tokens.length - 1)] === 'other',
  );
}

/** The metric a short answer names ("de azúcar", "el pulso", "es mi peso"), or null. */
export function metricNamedIn(text: string): string | null {
  const named = prepareTokens(text).find((token) => token.kind === 'word' && token.info?.metric);
  return named?.info?.metric ?? null;
}
