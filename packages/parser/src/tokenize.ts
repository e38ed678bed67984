import type { Token } from './token';
import { createToken } from './token';
import { FOLDED } from './fold';

/**
 * Splits a chat message into tokens in one pass over its characters: lowercases, strips accents,
 * treats emojis as spaces, reads comma or point decimals, and separates numbers glued to units
 * ("120mg", "6am", "72kg"). Words are returned as written (lowercase, no accents); typo correction
 * happens later, in canonicalize.
 */

const CHAR_LETTER = 1;
const CHAR_DIGIT = 2;
const CHAR_SPACE = 3;
const CHAR_SYMBOL = 4;
const CHAR_SEPARATOR = 5;

const SYMBOLS: Record<string, string> = {
  '/': '/',
  '\\': '/',
  '-': '-',
  '–': '-',
  '—': '-',
  ':': ':',
  '%': '%',
  '°': '°',
  º: '°',
  '˚': '°',
  '+': '+',
  $: '$',
  '=': '=',
};

const SEPARATORS = ',.;!?¿¡()|[]{}\n\r"“”\'';

/** Emojis that name a metric, read as that word: "⚖️ 80.5" is a weight, "🌡️ 37.9" a temperature. */
const EMOJI_WORDS: ReadonlyMap<number, string> = new Map([
  [0x2696, 'peso'], // ⚖ scales
  [0x1f321, 'temperatura'], // 🌡 thermometer
  [0x1fa78, 'glucosa'], // 🩸 drop of blood (a finger-prick glucose test)
]);

/** Words that mix letters and digits and must stay whole. */
const ALPHANUMERIC_WORDS = new Set([
  'spo2',
  'sp02',
  'sato2',
  'sat02',
  'so2',
  'o2',
  'a1c',
  'hba1c',
  'hb1ac',
  'hba1',
  'hbac1',
  'b12',
  't3',
  't4',
  'd3',
]);

const charClass = new Uint8Array(0x250);
const foldedChar: string[] = [];
(function buildTables() {
  for (let code = 0; code < 0x250; code++) {
    const ch = String.fromCharCode(code);
    foldedChar[code] = ch;
    if (code >= 97 && code <= 122) charClass[code] = CHAR_LETTER;
    else if (code >= 48 && code <= 57) charClass[code] = CHAR_DIGIT;
    else if (FOLDED[ch] !== undefined) {
      charClass[code] = CHAR_LETTER;
      foldedChar[code] = FOLDED[ch] as string;
    } else if (SYMBOLS[ch] !== undefined) {
      charClass[code] = CHAR_SYMBOL;
      foldedChar[code] = SYMBOLS[ch] as string;
    } else if (SEPARATORS.includes(ch)) {
      charClass[code] = CHAR_SEPARATOR;
      foldedChar[code] = ch === '\r' ? '\n' : ch;
    } else charClass[code] = CHAR_SPACE;
  }
})();

function classify(code: number): number {
  return code < 0x250 ? (charClass[code] as number) : CHAR_SPACE;
}

/** "holaaaa" → "hola", "siii" → "si": three or more equal letters collapse to one. */
function collapseRepeats(word: string): string {
  if (word.length < 3) return word;
  let out = '';
  let run = 1;
  for (let i = 0; i < word.length; i++) {
    const ch = word[i] as string;
    if (i > 0 && ch === word[i - 1]) run++;
    else run = 1;
    if (run < 3) out += ch;
    else if (run === 3) out = out.slice(0, -1);
  }
  return out;
}

function readNumber(text: string, start: number, spaced: boolean, tokens: Token[]): number {
  const length = text.length;
  let end = start;
  while (end < length && classify(text.charCodeAt(end)) === CHAR_DIGIT) end++;
  const integer = text.slice(start, end);
  let value = Number(integer);
  let decimal = false;
  const mark = text[end];
  if ((mark === '.' || mark === ',') && classify(text.charCodeAt(end + 1)) === CHAR_DIGIT) {
    let fracEnd = end + 1;
    while (fracEnd < length && classify(text.charCodeAt(fracEnd)) === CHAR_DIGIT) fracEnd++;
    const fraction = text.slice(end + 1, fracEnd);
    if (mark === ',' && fraction.length === 3) {
      // "5,600 pasos" is thousands; "120,130" is a list of two numbers.
      if (integer.length <= 2) {
        value = Number(integer + fraction);
        end = fracEnd;
      }
    } else {
      value = Number(`${integer}.${fraction}`);
      decimal = true;
      end = fracEnd;
    }
  }
  const token = createToken('num', text.slice(start, end), spaced);
  token.value = value;
  token.decimal = decimal;
  token.leadingZero = integer.length > 1 && integer[0] === '0';
  token.intDigits = integer.length;
  tokens.push(token);
  return end;
}

function readWord(text: string, start: number, spaced: boolean, tokens: Token[]): number {
  const length = text.length;
  let end = start;
  let letters = '';
  let hasDigit = false;
  while (end < length) {
    const code = text.charCodeAt(end);
    const kind = classify(code);
    if (kind === CHAR_LETTER) letters += foldedChar[code];
    else if (kind === CHAR_DIGIT) {
      hasDigit = true;
      letters += text[end];
    } else break;
    end++;
  }
  if (hasDigit && !ALPHANUMERIC_WORDS.has(letters)) {
    // "glucosa120", "ta120/80": keep the leading letters and let the number be read on its own.
    let lettersOnly = 0;
    while (lettersOnly < letters.length && !/[0-9]/.test(letters[lettersOnly] as string)) lettersOnly++;
    tokens.push(createToken('word', collapseRepeats(letters.slice(0, lettersOnly)), spaced));
    return start + lettersOnly;
  }
  tokens.push(createToken('word', collapseRepeats(letters), spaced));
  return end;
}

export function tokenize(message: string): Token[] {
  const text = message.toLowerCase();
  const tokens: Token[] = [];
  const length = text.length;
  let spaced = true;
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    // Surrogate pairs (emojis) and anything unknown act as spaces.
    const kind = classify(code);
    const emojiWord = code >= 0x2000 ? EMOJI_WORDS.get(text.codePointAt(i) as number) : undefined;
    if (emojiWord) {
      tokens.push(createToken('word', emojiWord, true));
      spaced = true;
      i += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    } else if (kind === CHAR_DIGIT) {
      i = readNumber(text, i, spaced, tokens);
      spaced = false;
    } else if (kind === CHAR_LETTER) {
      const first = message[i] ?? '';
      i = readWord(text, i, spaced, tokens);
      if (first !== first.toLowerCase()) tokens[tokens.length - 1]!.capitalized = true;
      spaced = false;
    } else if (kind === CHAR_SYMBOL) {
      tokens.push(createToken('sym', foldedChar[code] as string, spaced));
      spaced = false;
      i++;
    } else if (kind === CHAR_SEPARATOR) {
      tokens.push(createToken('sep', foldedChar[code] as string, spaced));
      spaced = false;
      i++;
    } else {
      spaced = true;
      i++;
    }
  }
  return tokens;
}
