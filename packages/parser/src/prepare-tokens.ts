import { canonicalizeWord } from './canonicalize';
import type { WordInfo } from './lexicon';
import { LEXICON, PHRASES } from './lexicon';
import type { Token } from './token';
import { createToken, isNumber } from './token';
import { joinSpokenFractions } from './spoken-fractions';
import { tokenize } from './tokenize';

/**
 * Text → tokens ready for reading: typo-corrected words, spelled numbers turned into numbers
 * ("ciento veinte" → 120), and multi-word expressions merged into one token ("mg / dl", "en ayunas",
 * "presion arterial"), so later rules look at one token per idea.
 */

function canonicalizeTokens(tokens: Token[]): void {
  for (const token of tokens) {
    if (token.kind === 'sym') token.info = LEXICON.get(token.text) ?? null;
    if (token.kind !== 'word') continue;
    const canonical = canonicalizeWord(token.text);
    token.text = canonical.text;
    token.info = canonical.info;
  }
}

function numberValueOf(token: Token | undefined): number | undefined {
  return token?.kind === 'word' ? token.info?.numberValue : undefined;
}

/** Reads "ciento cincuenta y dos" starting at `start`; returns the value and how many tokens it used. */
function readSpelledNumber(tokens: Token[], start: number): { value: number; used: number } | null {
  let i = start;
  let total = 0;
  let parts = 0;
  const first = numberValueOf(tokens[i]);
  if (first !== undefined && first >= 100) {
    total += first;
    parts++;
    i++;
  }
  const tens = numberValueOf(tokens[i]);
  if (tens !== undefined && tens < 100) {
    total += tens;
    parts++;
    i++;
    const unit = numberValueOf(tokens[i + 1]);
    if (tens >= 30 && tens % 10 === 0 && tokens[i]?.text === 'y' && unit !== undefined && unit < 10) {
      total += unit;
      parts++;
      i += 2;
    }
  }
  if (parts === 0) return null;
  // "un", "una", "uno" alone are articles, not numbers.
  if (parts === 1 && total === 1) return null;
  return { value: total, used: i - start };
}

function convertSpelledNumbers(tokens: Token[]): Token[] {
  if (!tokens.some((token) => numberValueOf(token) !== undefined)) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const spelled = numberValueOf(tokens[i]) === undefined ? null : readSpelledNumber(tokens, i);
    if (!spelled) {
      out.push(tokens[i] as Token);
      continue;
    }
    const token = createToken('num', String(spelled.value), (tokens[i] as Token).spaced);
    token.value = spelled.value;
    token.intDigits = String(spelled.value).length;
    out.push(token);
    i += spelled.used - 1;
  }
  return out;
}

function matchPhrase(
  tokens: Token[],
  start: number,
): { length: number; info: WordInfo; text: string } | null {
  const first = tokens[start] as Token;
  if (first.kind === 'num') return null;
  const candidates = PHRASES.get(first.text);
  if (!candidates) return null;
  for (const { parts, info } of candidates) {
    if (start + parts.length > tokens.length) continue;
    let matches = true;
    for (let k = 1; k < parts.length; k++) {
      const token = tokens[start + k] as Token;
      if (token.kind === 'num' || token.text !== parts[k]) {
        matches = false;
        break;
      }
    }
    if (matches) return { length: parts.length, info, text: parts.join(' ') };
  }
  return null;
}

/** "después de 2 horas de comer": the same context as "después de comer", with a delay inside. */
function matchDelayedPhrase(
  tokens: Token[],
  start: number,
): { length: number; info: WordInfo; text: string } | null {
  const [after, of, amount, unit, of2] = tokens.slice(start, start + 5);
  if (after?.text !== 'despues' || of?.text !== 'de' || !isNumber(amount) || of2?.text !== 'de') return null;
  if (!unit?.info?.unit?.blocks) return null;
  const rest = matchPhrase([after, of, ...tokens.slice(start + 5)], 0);
  return rest?.info.context ? { ...rest, length: rest.length + 3 } : null;
}

function mergePhrases(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const phrase = matchPhrase(tokens, i) ?? matchDelayedPhrase(tokens, i);
    if (!phrase) {
      out.push(token);
      continue;
    }
    const merged = createToken('word', phrase.text, token.spaced);
    merged.info = phrase.info;
    out.push(merged);
    i += phrase.length - 1;
  }
  return out;
}

/** "T/A", "mg/dl", "a.m." arrive as letters and symbols; numbers glued to units arrive split. */
export function prepareTokens(message: string): Token[] {
  const tokens = tokenize(message);
  canonicalizeTokens(tokens);
  return mergePhrases(joinSpokenFractions(convertSpelledNumbers(tokens)));
}
