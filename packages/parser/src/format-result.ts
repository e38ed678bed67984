import type { ParseResult } from './types';

/**
 * One JSON line of `npm run parse` (CONTRACTS.md section 5): `{"readings": [...]}` first, then the
 * extras (intent, every intent when there are several, values to confirm, medicine taken).
 */
export function formatParseResultLine(result: ParseResult): string {
  const line: Record<string, unknown> = { readings: result.readings, intent: result.intent };
  if (result.intents.length > 1) line.intents = result.intents;
  if (result.implausible.length > 0) line.implausible = result.implausible;
  if (result.medication) line.medication = result.medication;
  return JSON.stringify(line);
}
