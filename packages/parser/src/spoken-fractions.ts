import type { Token } from './token';
import { isNumber, isWord } from './token';

/**
 * Decimals said in words, as people dictate them: "treinta y siete punto cinco" (37.5), "38 coma 2",
 * "setenta y dos kilos y medio" (72.5 kg), "ochenta y dos kilos con trescientos gramos" (82.3 kg).
 * Runs after spelled numbers became numbers and before phrases are merged.
 */

const DECIMAL_MARKS = new Set(['punto', 'coma']);
const GRAMS = new Set(['gramos', 'gramo', 'gr', 'grs', 'g']);

interface Joined {
  /** The number with its fraction. */
  token: Token;
  /** Tokens read, from the whole number on. */
  used: number;
  /** The unit word written in the middle ("kilos"), kept after the number. */
  unit?: Token;
}

function withValue(token: Token, value: number): Token {
  return { ...token, value, decimal: true, text: String(value), intDigits: String(Math.trunc(value)).length };
}

/** "37 punto 5": the second number's digits are the decimals. */
function readPointDecimal(tokens: readonly Token[], i: number): Joined | null {
  const whole = tokens[i] as Token;
  const mark = tokens[i + 1];
  const fraction = tokens[i + 2];
  if (!isWord(mark) || !DECIMAL_MARKS.has(mark.text) || !isNumber(fraction) || fraction.decimal) return null;
  if (whole.decimal || fraction.intDigits > 2) return null;
  return { token: withValue(whole, whole.value + fraction.value / 10 ** fraction.intDigits), used: 3 };
}

/** "72 kilos y medio", "38 y medio": half a unit more; the unit word stays. */
function readHalf(tokens: readonly Token[], i: number): Joined | null {
  const whole = tokens[i] as Token;
  const unit = tokens[i + 1]?.kind === 'word' && tokens[i + 1]?.info?.unit ? tokens[i + 1] : undefined;
  const k = unit ? i + 2 : i + 1;
  if (whole.decimal || !isWord(tokens[k], 'y') || !isWord(tokens[k + 1], 'medio')) return null;
  if (unit?.info?.unit?.blocks) return null;
  return { token: withValue(whole, whole.value + 0.5), used: k + 2 - i, unit };
}

/** "82 kilos con 300 gramos". */
function readGrams(tokens: readonly Token[], i: number): Joined | null {
  const whole = tokens[i] as Token;
  const unit = tokens[i + 1];
  const link = tokens[i + 2];
  const grams = tokens[i + 3];
  if (whole.decimal || unit?.info?.unit?.metric !== 'peso' || unit.info.unit.convert) return null;
  if (!(isWord(link, 'con') || isWord(link, 'y')) || !isNumber(grams) || grams.value >= 1000) return null;
  if (!isWord(tokens[i + 4]) || !GRAMS.has((tokens[i + 4] as Token).text)) return null;
  return { token: withValue(whole, whole.value + grams.value / 1000), used: 5, unit };
}

export function joinSpokenFractions(tokens: Token[]): Token[] {
  if (!tokens.some((token, i) => isNumber(token) && tokens[i + 1]?.kind === 'word')) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const found = isNumber(token)
      ? (readPointDecimal(tokens, i) ?? readGrams(tokens, i) ?? readHalf(tokens, i))
      : null;
    if (!found) {
      out.push(token);
      continue;
    }
    out.push(found.token);
    if (found.unit) out.push(found.unit);
    i += found.used - 1;
  }
  return out;
}
