import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParseResult } from '../src';

/** One corpus message and what the parser must read from it. */
export interface CorpusCase {
  text: string;
  readings: ExpectedReading[];
  /** Checked when given. */
  intent?: string;
  /** Number of values flagged as implausible, checked when given. */
  implausible?: number;
  /**
   * A message the parser is known to misread, with why: counted in the accuracy and listed by the
   * corpus test, but not failed, so a batch keeps its honest expectations (see the README).
   */
  pending?: string;
}

export interface ExpectedReading {
  metric: string;
  value?: number;
  systolic?: number;
  diastolic?: number;
  /** Checked when given. */
  unit?: string;
  /** Checked when given; null means "no context". */
  context?: string | null;
}

export const CORPUS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'corpus');

export function loadCorpus(): Map<string, CorpusCase[]> {
  const files = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return new Map(
    files.map((name) => [name, JSON.parse(readFileSync(join(CORPUS_DIR, name), 'utf8')) as CorpusCase[]]),
  );
}

const TOLERANCE = 0.05;

function close(actual: number | undefined, expected: number | undefined): boolean {
  if (expected === undefined) return true;
  return actual !== undefined && Math.abs(actual - expected) <= TOLERANCE;
}

/** Returns why the result differs from the expectation, or null when it matches. */
export function explainMismatch(result: ParseResult, expected: CorpusCase): string | null {
  if (expected.intent !== undefined && result.intent !== expected.intent) {
    return `intent ${result.intent}, expected ${expected.intent}`;
  }
  if (expected.implausible !== undefined && result.implausible.length !== expected.implausible) {
    return `${result.implausible.length} implausible, expected ${expected.implausible}`;
  }
  if (result.readings.length !== expected.readings.length) {
    return `${result.readings.length} readings, expected ${expected.readings.length}`;
  }
  for (let i = 0; i < expected.readings.length; i++) {
    const want = expected.readings[i] as ExpectedReading;
    const got = (result.readings[i] ?? {}) as unknown as Record<string, unknown>;
    const number = (key: string) => (typeof got[key] === 'number' ? (got[key] as number) : undefined);
    if (got.metric !== want.metric)
      return `reading ${i}: metric ${String(got.metric)}, expected ${want.metric}`;
    for (const key of ['value', 'systolic', 'diastolic'] as const) {
      if (!close(number(key), want[key])) return `reading ${i}: ${key} ${number(key)}, expected ${want[key]}`;
    }
    if (want.unit !== undefined && got.unit !== want.unit) return `reading ${i}: unit ${String(got.unit)}`;
    if (want.context !== undefined && (got.context ?? null) !== want.context) {
      return `reading ${i}: context ${String(got.context ?? null)}, expected ${String(want.context)}`;
    }
  }
  return null;
}
