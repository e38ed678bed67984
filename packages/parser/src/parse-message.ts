import type { Reading } from '@vitalia/domain';
import { checkPlausibility } from '@vitalia/domain';
import { attachContexts } from './attach-contexts';
import { attachReadingTimes } from './reading-times';
import { buildReading } from './build-reading';
import { detectIntents } from './detect-intent';
import { findReadings } from './find-readings';
import { prepareTokens } from './prepare-tokens';
import type { Token } from './token';
import type {
  CustomMetricDefinition,
  ImplausibleReading,
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
  const found = findReadings(tokens, { expectedMetric: options.expectedMetric });
  const contexts = attachContexts(tokens, found);
  const times = attachReadingTimes(tokens, found);
  const readings: Reading[] = [];
  const readingTimes: Array<ReadingTime | null> = [];
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
    } else implausible.push({ ...reading, reason: check.reason });
  }
  const detected = detectIntents(tokens, readings.length > 0, implausible.length > 0);
  const result: ParseResult = {
    readings,
    implausible,
    intent: detected.intents[0] ?? 'unknown',
    intents: detected.intents,
  };
  if (detected.medication) result.medication = detected.medication;
  if (readingTimes.some((time) => time !== null)) result.times = readingTimes;
  return result;
}
