import type { Token } from './token';
import { isNumber, isSymbol } from './token';

/**
 * A candidate is one number, or two (three) numbers that may form a blood-pressure pair
 * (and a pulse): "120/80", "140-90", "130 sobre 85", "12 con 8", "110 70", "130/85/70".
 */
export type PairJoin = 'slash' | 'dash' | 'word' | 'space';

export interface Candidate {
  start: number;
  end: number;
  first: number;
  second?: number;
  third?: number;
  join?: PairJoin;
  /** The joining word ("sobre", "x", "con", "y"). */
  joinWord?: string;
  /** Any of the numbers was written with decimals. */
  decimal: boolean;
}

export interface CandidateScope {
  tokens: readonly Token[];
  blocked: readonly boolean[];
  /** A blood-pressure word is the current topic, so looser pairs ("110 70", "12 con 8") count. */
  pressureTopic: boolean;
  /** The message is only numbers and filler words: "120 80" alone is a pressure. */
  bare: boolean;
}

function freeNumber(scope: CandidateScope, index: number): boolean {
  return isNumber(scope.tokens[index]) && !scope.blocked[index];
}

function value(scope: CandidateScope, index: number): number {
  return (scope.tokens[index] as Token).value;
}

function pair(scope: CandidateScope, i: number, j: number, join: PairJoin, joinWord?: string): Candidate {
  const decimal = Boolean((scope.tokens[i] as Token).decimal || (scope.tokens[j] as Token).decimal);
  return { start: i, end: j, first: value(scope, i), second: value(scope, j), join, joinWord, decimal };
}

/** "ando en 14 8 de presión", "12 con 8 la presión": the pressure word right after the pair. */
function namesPressureAfter(tokens: readonly Token[], end: number): boolean {
  let k = end + 1;
  while (tokens[k]?.kind === 'word' && ['de', 'la', 'mi', 'en'].includes((tokens[k] as Token).text)) k++;
  return tokens[k]?.kind === 'word' && tokens[k]?.info?.metric === 'presion';
}

/** "azúcar 140 y 90": a metric other than the pressure named just before the first number. */
function namesOtherMetricBefore(tokens: readonly Token[], start: number): boolean {
  for (let k = start - 1; k >= 0 && k >= start - 3; k--) {
    const metric = tokens[k]?.kind === 'word' ? tokens[k]?.info?.metric : undefined;
    if (metric) return metric !== 'presion';
  }
  return false;
}

export function formCandidate(scope: CandidateScope, i: number): Candidate {
  const { tokens } = scope;
  const next = tokens[i + 1];
  if (isSymbol(next, '/') && freeNumber(scope, i + 2)) {
    const thirdUnit = tokens[i + 5]?.info?.unit?.metric;
    const thirdIsPulse = !thirdUnit || thirdUnit === 'frecuencia_cardiaca';
    if (isSymbol(tokens[i + 3], '/') && freeNumber(scope, i + 4) && thirdIsPulse) {
      // "glucosa 98 / 120/80": a slash used as a separator before a pressure, not "98/120" and a pulse.
      if (value(scope, i) <= value(scope, i + 2) && value(scope, i + 2) > value(scope, i + 4)) {
        return { start: i, end: i, first: value(scope, i), decimal: Boolean((tokens[i] as Token).decimal) };
      }
      return { ...pair(scope, i, i + 2, 'slash'), end: i + 4, third: value(scope, i + 4) };
    }
    return pair(scope, i, i + 2, 'slash');
  }
  if (isSymbol(next, '-') && freeNumber(scope, i + 2)) {
    if (isSymbol(tokens[i + 3], '-') && freeNumber(scope, i + 4)) {
      return { ...pair(scope, i, i + 2, 'dash'), end: i + 4, third: value(scope, i + 4) };
    }
    return pair(scope, i, i + 2, 'dash');
  }
  const join = next?.kind === 'word' ? next.info?.pairJoin : undefined;
  const loose = scope.pressureTopic || scope.bare;
  // "140 con 90", "130 sobre 85", "150 y 95" with no pressure word: a pressure whenever they fit one
  // (CONTRACTS section 6, turn 4), unless another metric is named right before ("azúcar 140 y 90").
  const fitsPressure =
    freeNumber(scope, i + 2) &&
    looksLikePressure(value(scope, i), value(scope, i + 2)) &&
    !namesOtherMetricBefore(tokens, i);
  if (
    join &&
    (join === 'always' || loose || fitsPressure || namesPressureAfter(tokens, i + 2)) &&
    freeNumber(scope, i + 2)
  ) {
    return pair(scope, i, i + 2, 'word', next?.text);
  }
  const spacedPair = freeNumber(scope, i + 1) && next?.spaced;
  if (spacedPair && (loose || namesPressureAfter(tokens, i + 1))) return pair(scope, i, i + 1, 'space');
  const token = tokens[i] as Token;
  return { start: i, end: i, first: token.value, decimal: token.decimal };
}

/** "12/8", "13.5/9": the colloquial way of saying 120/80, 135/90 (centimetres of mercury). */
export function isColloquialPressure(systolic: number, diastolic: number): boolean {
  return systolic >= 7 && systolic <= 26 && diastolic >= 4 && diastolic <= 16 && systolic > diastolic;
}

/** A pair that looks like a full-scale pressure even with no pressure word around it. */
export function looksLikePressure(systolic: number, diastolic: number): boolean {
  return systolic >= 70 && systolic <= 260 && diastolic >= 40 && diastolic <= 160 && systolic > diastolic;
}

/** A single number as a candidate (when a pair turns out not to be pressure). */
export function toSingle(scope: CandidateScope, candidate: Candidate): Candidate {
  const token = scope.tokens[candidate.start] as Token;
  return { start: candidate.start, end: candidate.start, first: token.value, decimal: token.decimal };
}
