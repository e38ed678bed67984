import type { Token } from './token';
import { isNumber, isSymbol, isWord } from './token';

/**
 * Values the user takes back in the same message. The message keeps the corrected value only:
 * - a number right after "no" (or "no era/es/fue"): "no era 140, era 104", "118 no 181", "no 140 sino 114";
 * - a number followed by a correction word and then another number: "140, perdón, 104", "140 quise decir 104".
 * A value is only taken back when another one is left: "no, 118" (an answer) keeps its 118.
 */

const COPULAS = new Set(['era', 'es', 'fue', 'eran', 'son', 'seria', 'estaba', 'estuvo', 'salio', 'marco']);

function isFree(tokens: readonly Token[], blocked: readonly boolean[], index: number): boolean {
  return isNumber(tokens[index]) && !blocked[index];
}

/** The numbers of the reading that starts at `index`: one, or a pair joined by "/" or "-". */
function readingAt(tokens: readonly Token[], index: number): number[] {
  const joined = isSymbol(tokens[index + 1], '/') || isSymbol(tokens[index + 1], '-');
  return joined && isNumber(tokens[index + 2]) ? [index, index + 2] : [index];
}

/** The first number of the reading that ends at `index` ("130/80" ends at 80). */
function readingEndingAt(tokens: readonly Token[], index: number): number {
  const joined = isSymbol(tokens[index - 1], '/') || isSymbol(tokens[index - 1], '-');
  return joined && isNumber(tokens[index - 2]) ? index - 2 : index;
}

function isNegated(tokens: readonly Token[], index: number): boolean {
  let k = index - 1;
  if (isWord(tokens[k]) && COPULAS.has((tokens[k] as Token).text)) k--;
  return isWord(tokens[k], 'no');
}

/** The number a correction word before `index` takes back, or -1. */
function findCorrected(tokens: readonly Token[], index: number): number {
  let correction = false;
  for (let k = index - 1; k >= 0; k--) {
    const token = tokens[k] as Token;
    if (token.kind === 'num') return correction ? readingEndingAt(tokens, k) : -1;
    if (token.kind === 'sep' || (token.kind === 'sym' && token.text === ':')) continue;
    if (token.kind !== 'word') return -1;
    if (token.info?.correction) correction = true;
    else if (!token.info?.filler) return -1;
  }
  return -1;
}

export function blockRetractedNumbers(tokens: readonly Token[], blocked: boolean[]): void {
  const retracted = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (!isFree(tokens, blocked, i)) continue;
    if (isNegated(tokens, i)) for (const k of readingAt(tokens, i)) retracted.add(k);
    const corrected = findCorrected(tokens, i);
    if (corrected >= 0 && isFree(tokens, blocked, corrected)) {
      for (const k of readingAt(tokens, corrected)) retracted.add(k);
    }
  }
  if (retracted.size === 0) return;
  let kept = 0;
  for (let i = 0; i < tokens.length; i++) if (isFree(tokens, blocked, i) && !retracted.has(i)) kept++;
  if (kept === 0) return;
  for (const index of retracted) blocked[index] = true;
}
