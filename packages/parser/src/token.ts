import type { WordInfo } from './lexicon/word-info';

/**
 * - num: a number as written ("68,3" → 68.3);
 * - word: a word or merged phrase ("presion arterial"), in canonical form (lowercase, no accents, typos fixed);
 * - sym: a symbol that can join numbers or units: / - : % ° + $ = ;
 * - sep: punctuation that separates clauses: , . ; ! ? ( ) | and line breaks.
 */
export type TokenKind = 'num' | 'word' | 'sym' | 'sep';

export interface Token {
  kind: TokenKind;
  /** Canonical text: the word after typo correction, the symbol, or the digits as written. */
  text: string;
  /** Numbers only. */
  value: number;
  /** Numbers only: written with a decimal part ("72.5", "68,3"). */
  decimal: boolean;
  /** Numbers only: written with a leading zero ("08"), the mark of a date or a time. */
  leadingZero: boolean;
  /** Numbers only: how many digits the integer part has. */
  intDigits: number;
  /** Whitespace (or an emoji) came right before this token. */
  spaced: boolean;
  /** What the lexicon knows about a word; null for unknown words and non-words. */
  info: WordInfo | null;
  /** Words only: written with a capital first letter ("Beto"), as a name is. */
  capitalized?: boolean;
}

export function createToken(kind: TokenKind, text: string, spaced: boolean): Token {
  return {
    kind,
    text,
    value: Number.NaN,
    decimal: false,
    leadingZero: false,
    intDigits: 0,
    spaced,
    info: null,
  };
}

export function isWord(token: Token | undefined, text?: string): token is Token & { kind: 'word' } {
  return token !== undefined && token.kind === 'word' && (text === undefined || token.text === text);
}

export function isNumber(token: Token | undefined): token is Token & { kind: 'num' } {
  return token !== undefined && token.kind === 'num';
}

export function isSymbol(token: Token | undefined, text: string): boolean {
  return token !== undefined && token.kind === 'sym' && token.text === text;
}
