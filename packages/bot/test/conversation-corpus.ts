import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Multi-turn exchanges with what each turn must do, scored the way the parser's corpus is: a turn passes
 * when the bot stored, corrected, deleted, asked or answered exactly what a careful person would have.
 */

export interface ExpectedReading {
  metric: string;
  value?: number;
  systolic?: number;
  diastolic?: number;
  context?: string;
  /** Local time with offset; absent means the time the message was sent. */
  measured_at?: string;
}

export interface TurnExpectation {
  stored?: ExpectedReading[];
  corrects?: ExpectedReading;
  asks_for?: string;
  command?: string;
  deletes?: ExpectedReading;
}

export interface Turn {
  user: string;
  /** Minutes after the previous turn. */
  after_minutes?: number;
  expect: TurnExpectation;
}

export interface Conversation {
  id: string;
  /** Local time of the first message, ISO with offset (America/Mexico_City). */
  now: string;
  turns: Turn[];
  /** A known misreading kept with its honest expectation: counted, listed, not failed. */
  pending?: string;
}

export const CONVERSATIONS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'conversations');

export function loadConversations(): Map<string, Conversation[]> {
  const files = readdirSync(CONVERSATIONS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return new Map(
    files.map((name) => [
      name,
      JSON.parse(readFileSync(join(CONVERSATIONS_DIR, name), 'utf8')) as Conversation[],
    ]),
  );
}

export interface StoredReading {
  id: number;
  metric: string;
  value: number;
  value2: number | null;
  context: string | null;
  measured_at: string;
}

/** What one turn did, as read from the database and the engine's label. */
export interface TurnResult {
  label: string;
  added: StoredReading[];
  removed: StoredReading[];
  changed: StoredReading[];
  sentAt: Date;
}

const VALUE_TOLERANCE = 0.6;
const TIME_TOLERANCE_MS = 2 * 60_000;

function matches(reading: StoredReading, want: ExpectedReading, sentAt: Date): string | null {
  if (reading.metric !== want.metric) return `metric ${reading.metric}, expected ${want.metric}`;
  const close = (a: number | null, b: number | undefined) =>
    b === undefined || (a !== null && Math.abs(a - b) <= VALUE_TOLERANCE);
  if (want.metric === 'presion') {
    if (!close(reading.value, want.systolic) || !close(reading.value2, want.diastolic)) {
      return `presion ${reading.value}/${reading.value2}, expected ${want.systolic}/${want.diastolic}`;
    }
  } else if (!close(reading.value, want.value)) return `value ${reading.value}, expected ${want.value}`;
  if (want.context !== undefined && reading.context !== want.context) {
    return `context ${reading.context}, expected ${want.context}`;
  }
  const expectedTime = want.measured_at ? new Date(want.measured_at) : sentAt;
  const measured = new Date(reading.measured_at);
  if (Math.abs(measured.getTime() - expectedTime.getTime()) > TIME_TOLERANCE_MS) {
    return `measured_at ${measured.toISOString()}, expected ${expectedTime.toISOString()}`;
  }
  return null;
}

const COMMAND_LABELS: Readonly<Record<string, string[]>> = {
  greeting: ['greeting'],
  thanks: ['thanks'],
  unknown: ['unknown'],
  medication_taken: ['medication_taken'],
  question: ['question'],
  small_talk: ['small_talk'],
};

/** Why the turn differs from its expectation, or null when it matches. */
export function explainTurn(result: TurnResult, expected: TurnExpectation): string | null {
  const { label, added, removed, changed, sentAt } = result;
  if (expected.asks_for !== undefined) {
    if (added.length > 0)
      return `stored ${added.length} reading(s), expected a question about ${expected.asks_for}`;
    return label === `asked:${expected.asks_for}`
      ? null
      : `answered "${label}", expected a question about ${expected.asks_for}`;
  }
  if (expected.corrects) {
    if (added.length > 0) return `stored a new reading instead of correcting (${label})`;
    if (label !== 'corrected' || changed.length !== 1) return `answered "${label}", expected a correction`;
    return matches(changed[0]!, expected.corrects, new Date(changed[0]!.measured_at));
  }
  if (expected.deletes) {
    if (removed.length !== 1) return `deleted ${removed.length} reading(s), expected 1 (${label})`;
    const problem = matches(removed[0]!, expected.deletes, new Date(removed[0]!.measured_at));
    if (problem) return `deleted the wrong reading: ${problem}`;
  }
  if (expected.command !== undefined) {
    const accepted = COMMAND_LABELS[expected.command] ?? [`command:${expected.command}`];
    if (!accepted.includes(label)) return `answered "${label}", expected ${expected.command}`;
  }
  const stored = expected.stored ?? [];
  if (expected.command !== undefined && expected.stored === undefined && added.length > 0) {
    return `stored ${added.length} reading(s) on a ${expected.command} message`;
  }
  if (changed.length > 0 && !expected.corrects) return `corrected a reading, expected none corrected`;
  if (added.length !== stored.length)
    return `stored ${added.length} reading(s), expected ${stored.length} (${label})`;
  const remaining = [...added];
  for (const want of stored) {
    const index = remaining.findIndex((reading) => matches(reading, want, sentAt) === null);
    if (index < 0) {
      const problems = remaining.map((reading) => matches(reading, want, sentAt)).join('; ');
      return `no stored reading matches ${JSON.stringify(want)}: ${problems}`;
    }
    remaining.splice(index, 1);
  }
  return null;
}
