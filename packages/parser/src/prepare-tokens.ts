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

/** "100 de arriba y 65 de abajo", "la de arriba 130": a pressure's halves said by where they sit. */
const HALF_BY_PLACE: Readonly<Record<string, string>> = { arriba: 'alta', abajo: 'baja' };

function canonicalizeTokens(tokens: Token[]): void {
  for (const [index, token] of tokens.entries()) {
    if (token.kind === 'sym') token.info = LEXICON.get(token.text) ?? null;
    if (token.kind !== 'word') continue;
    // Only after "de" ("la de arriba"): "arriba de 130" says above, not a half.
    const half = HALF_BY_PLACE[token.text];
    const canonical = canonicalizeWord(half && tokens[index - 1]?.text === 'de' ? half : token.text);
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
    // "95 por ciento" is a percent sign, not the number 100.
    const percent = tokens[i]?.text === 'ciento' && tokens[i - 1]?.text === 'por';
    const spelled = numberValueOf(tokens[i]) === undefined || percent ? null : readSpelledNumber(tokens, i);
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
  if (tokens[start]?.text !== 'despues') return null;
  const [after, of, amount, unit, of2] = tokens.slice(start, start + 5);
  if (after?.text !== 'despues' || of?.text !== 'de' || !isNumber(amount) || of2?.text !== 'de') return null;
  if (!unit?.info?.unit?.blocks) return null;
  const rest = matchPhrase([after, of, ...tokens.slice(start + 5)], 0);
  return rest?.info.context ? { ...rest, length: rest.length + 3 } : null;
}

const HOUR_UNITS = new Set(['hora', 'horas', 'hr', 'hrs', 'h']);

/**
 * "antes del desayuno 88 y 2 hrs después 142", "glucosa 2 hrs después 170": hours "después" alone, once a
 * meal or glucose was named, is the post-meal reading.
 */
function matchHoursAfterMeal(
  tokens: Token[],
  start: number,
  out: readonly Token[],
): { length: number; info: WordInfo; text: string } | null {
  if (!isNumber(tokens[start])) return null;
  const [amount, unit, after] = tokens.slice(start, start + 3);
  if (!isNumber(amount) || !HOUR_UNITS.has(unit?.text ?? '') || after?.text !== 'despues') return null;
  if (matchPhrase(tokens, start + 2)) return null;
  const mealBefore = out.some(
    (token) => token.info?.meal || token.info?.context?.endsWith('comer') || token.info?.metric === 'glucosa',
  );
  const fastingBefore = out.some((token) => token.info?.context === 'ayunas' && /desayun/.test(token.text));
  if (!mealBefore && !fastingBefore) return null;
  return { length: 3, info: { context: 'despues_de_comer' }, text: 'horas despues' };
}

function mergePhrases(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const phrase =
      matchPhrase(tokens, i) ?? matchDelayedPhrase(tokens, i) ?? matchHoursAfterMeal(tokens, i, out);
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

/** A number follows the token at `index`, maybe after a colon ("SYS: 128"). */
function isNumberAfter(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  return isNumber(next) || (next?.text === ':' && isNumber(tokens[index + 2]));
}

/** "HR: 72", "BP 118/79 HR 72": a heart-rate label, not the hours of "2 hr 30 min". */
function isHeartRateLabel(tokens: readonly Token[], index: number): boolean {
  const value = tokens[tokens[index + 1]?.text === ':' ? index + 2 : index + 1] as Token;
  if (value.value < 30) return false;
  if (tokens[index + 1]?.text === ':') return true;
  const before = tokens[index - 1];
  return !isNumber(before) || tokens[index - 2]?.text === '/';
}

/**
 * A baumanómetro screen copied as text: "SYS 135 DIA 88 PUL 76", "S 138 D 86 P 74". Once "SYS" labels a
 * number, "DIA" before a number is the diastolic, not "día".
 */
function relabel(token: Token, word: string): void {
  token.text = word;
  token.info = LEXICON.get(word) ?? null;
}

function readDeviceLabels(tokens: Token[]): void {
  // The one-letter form "S 138 D 86 P 74" ("d" arrives as "de").
  const [s, , d] = tokens;
  if (s?.text === 's' && isNumberAfter(tokens, 0) && d?.text === 'de' && isNumberAfter(tokens, 2)) {
    relabel(s, 'sys');
    relabel(d, 'dia');
    const p = tokens[4];
    if (p?.text === 'p' && isNumberAfter(tokens, 4)) relabel(p, 'pulso');
  }
  let sys = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word' || !isNumberAfter(tokens, i)) continue;
    if (token.text === 'sys') sys = i;
    else if (token.text === 'dia' && sys >= 0) relabel(token, 'diastolica');
    else if (token.text === 'hr' && isHeartRateLabel(tokens, i)) relabel(token, 'pulso');
  }
}

/** Hesitations of a dictated message ("140 con eh 90"): nothing, and never between a number and its half. */
const HESITATIONS = new Set(['eh', 'ehh', 'ehm', 'em', 'emm', 'mm', 'mmm', 'umm', 'um', 'ajem']);

/** "T/A", "mg/dl", "a.m." arrive as letters and symbols; numbers glued to units arrive split. */
/**
 * "me salió 58 58", "1 40 1 40" merged to "140 140": dictation says a number twice; the second is the
 * same reading said again, not another one.
 */
function dropRepeatedNumbers(tokens: Token[]): Token[] {
  return tokens.filter((token, index) => {
    const before = tokens[index - 1];
    return !(
      token.kind === 'num' &&
      before?.kind === 'num' &&
      before.value === token.value &&
      before.text === token.text &&
      token.value >= 20
    );
  });
}

export function prepareTokens(message: string): Token[] {
  const tokens = dropRepeatedNumbers(
    tokenize(message).filter((token) => token.kind !== 'word' || !HESITATIONS.has(token.text)),
  );
  canonicalizeTokens(tokens);
  readDeviceLabels(tokens);
  return mergePhrases(joinSpokenFractions(convertSpelledNumbers(tokens)));
}
