import { isWithinPlausibleBounds } from '@vitalia/domain';
import type { Candidate } from './candidates';
import type { Token } from './token';

/**
 * A number with no metric word, no unit and no context word that implies one. The rule (see README):
 * - a message that is only the number, plus filler, greeting or timing words ("118", "hoy 118",
 *   "me salió 118", "buenos días, 118", "amanecí en 132"), is read as:
 *   - glucose when it is a whole number from 20 to 600 (the reading these users send most, and glucose
 *     is never written with decimals in mg/dL);
 *   - temperature when it has decimals and falls in 34.0–42.9 ("36.5");
 * - when the bot has just asked for a metric (`expectedMetric`) and the message names none, that metric;
 * - anything else is left unread: the bot asks what it was rather than guess.
 */

export function isBareMessage(tokens: readonly Token[], blocked: readonly boolean[]): boolean {
  let numbers = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'num') {
      if (!blocked[i]) numbers++;
      continue;
    }
    if (token.kind !== 'word') continue;
    const info = token.info;
    if (!info || info.metric || info.block || info.bpPart || info.medication) return false;
    if (!(info.filler || info.context || info.courtesy || info.timeTail || info.pairJoin)) return false;
  }
  return numbers >= 1 && numbers <= 3;
}

export interface BareOptions {
  bare: boolean;
  /** The metric the bot just asked for, when the message names none. */
  expectedMetric?: string;
  /** How many free numbers the message has; a bare single reading needs exactly one. */
  numbers: number;
}

export function decideBareNumber(candidate: Candidate, options: BareOptions): string | null {
  const value = candidate.first;
  if (options.numbers !== 1) return null;
  if (options.expectedMetric && options.expectedMetric !== 'presion') {
    return isWithinPlausibleBounds(options.expectedMetric, value) ? options.expectedMetric : null;
  }
  if (!options.bare) return null;
  if (!candidate.decimal && value >= 20 && value <= 600) return 'glucosa';
  if (candidate.decimal && value >= 34 && value < 43) return 'temperatura';
  return null;
}
