import { MEAL_CONTEXTS } from '@vitalia/domain';
import type { UnitInfo } from './lexicon';
import type { Token } from './token';
import { isNumber, isWord } from './token';

/** Helpers that look at the words right around a number. */

/** Small words that may sit between a number and the word it belongs to ("120 de azúcar"). */
const LINKERS = new Set(['de', 'del', 'la', 'el', 'mi', 'en', 'su', 'los', 'es', 'fue', 'esta', 'a']);

function isLinker(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.kind === 'sym') return token.text === ':' || token.text === '=';
  return token.kind === 'word' && LINKERS.has(token.text);
}

/** The unit written right after the number at `end` ("72 kg", "120mg/dl", "37.5 °C"). */
export function findUnitAfter(
  tokens: readonly Token[],
  end: number,
): { unit: UnitInfo; index: number } | null {
  const next = tokens[end + 1];
  if (next?.info?.unit) return { unit: next.info.unit, index: end + 1 };
  return null;
}

export interface RightWord {
  index: number;
  metric?: string;
  defaultUnit?: string;
  /** A medicine or lab word follows: "10 de insulina", "7% de hemoglobina glicada". */
  blocks: boolean;
  /** The metric word has no number of its own after it, so it is this number's. */
  dangling: boolean;
  /** Linked by "de" ("72 de pulso"), which makes it this number's even next to another metric. */
  viaDe: boolean;
}

export function findWordAfter(tokens: readonly Token[], end: number): RightWord | null {
  let viaDe = false;
  for (let k = end + 1; k < tokens.length && k <= end + 4; k++) {
    const token = tokens[k] as Token;
    if (isLinker(token)) {
      if (token.text === 'de' || token.text === 'del') viaDe = true;
      continue;
    }
    if (token.kind !== 'word' || !token.info) return null;
    const { info } = token;
    if (!info.metric && !info.blockBefore) return null;
    let after = k + 1;
    while (isLinker(tokens[after])) after++;
    if (info.blockBefore) return { index: k, blocks: true, dangling: !isNumber(tokens[after]), viaDe };
    return {
      index: k,
      metric: info.metric,
      defaultUnit: info.defaultUnit,
      blocks: false,
      dangling: !isNumber(tokens[after]),
      viaDe,
    };
  }
  return null;
}

function isMeal(token: Token | undefined): boolean {
  return token?.kind === 'word' && token.info?.context !== undefined && MEAL_CONTEXTS.has(token.info.context);
}

/** Filler words, a colon or a comma between a number and its meal word. */
function skippableNearMeal(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    ((token.kind === 'word' && token.info?.filler === true && !token.info.metric) ||
      (token.kind === 'sym' && token.text === ':') ||
      (token.kind === 'sep' && token.text === ','))
  );
}

/** A meal or fasting word right next to the number ("ayunas 96", "115 en ayunas") implies glucose. */
export function hasMealContextNextTo(tokens: readonly Token[], start: number, end: number): boolean {
  for (let k = start - 1, steps = 0; k >= 0 && steps < 4; k--, steps++) {
    if (isMeal(tokens[k])) return true;
    if (!skippableNearMeal(tokens[k])) break;
  }
  for (let k = end + 1, steps = 0; k < tokens.length && steps < 3; k++, steps++) {
    if (isMeal(tokens[k])) return true;
    if (!skippableNearMeal(tokens[k]) || isNumber(tokens[k])) break;
  }
  return false;
}

/**
 * "<name> <number> <unit>": the unknown word(s) right before the number name a custom indicator
 * ("cintura 92 cm", "perímetro abdominal 101 cm"). Returns the snake_case key or null.
 */
export function findCustomName(tokens: readonly Token[], start: number): string | null {
  let k = start - 1;
  while (k >= 0 && isLinker(tokens[k])) k--;
  const names: string[] = [];
  while (k >= 0 && names.length < 2) {
    const token = tokens[k] as Token;
    if (token.kind !== 'word' || token.info !== null || !/^[a-z]{3,}$/.test(token.text)) break;
    if (NEVER_INDICATORS.has(token.text)) break;
    names.unshift(token.text);
    k--;
  }
  return names.length ? names.join('_') : null;
}

/** Words for the device or the reading itself, never an indicator's name ("Sensor 112 mg/dL" is a glucose). */
const NEVER_INDICATORS = new Set(
  'sensor aparato aparatito medidor monitor app aplicacion lectura valor resultado pantalla maquina maquinita libre freestyle dexcom'.split(
    ' ',
  ),
);

/** The word before `index`, skipping linkers ("bajé de peso", "a 76"). */
export function findWordBefore(tokens: readonly Token[], index: number): Token | undefined {
  let k = index - 1;
  while (k >= 0 && isLinker(tokens[k]) && !isWord(tokens[k], 'a')) k--;
  return tokens[k];
}

/** Joiners of a device's two values: "95 y 82", "95, 82", "95 - 82". */
const DEVICE_JOINS = new Set(['y', ',', '-', '|']);

/**
 * "el oxímetro marca 95 y 82", "SpO2 96% 78": an oximeter shows the saturation and then the pulse, so a
 * whole number right after a saturation reading, joined by "y" or a comma, is the pulse.
 */
export function isOximeterPulse(
  tokens: readonly Token[],
  previous: { metric: string; end: number } | undefined,
  start: number,
  value: number,
): boolean {
  if (previous?.metric !== 'saturacion' || value < 30 || value > 200 || !Number.isInteger(value))
    return false;
  for (let k = previous.end + 1; k < start; k++) {
    if (!DEVICE_JOINS.has((tokens[k] as Token).text)) return false;
  }
  return start - previous.end <= 2;
}
