import { isColloquialPressure } from './candidates';
import type { FoundReading } from './found-reading';
import type { Token } from './token';
import { isNumber, isSymbol } from './token';

/**
 * Pressure given in words: "la alta 140 y la baja 90", "sistólica 130 diastólica 85",
 * "máxima 135 mínima 85". Both halves must be present.
 */

const SKIPPABLE = new Set([
  'la',
  'el',
  'de',
  'en',
  'es',
  'fue',
  'esta',
  'me',
  'salio',
  'dio',
  'anda',
  'marco',
]);

function findNumberAfter(tokens: readonly Token[], blocked: readonly boolean[], index: number): number {
  for (let k = index + 1; k < tokens.length && k <= index + 4; k++) {
    const token = tokens[k] as Token;
    if (isNumber(token)) {
      const joined = isSymbol(tokens[k + 1], '/') || isSymbol(tokens[k + 1], '-');
      return blocked[k] || joined ? -1 : k;
    }
    const skippable = (token.kind === 'word' && SKIPPABLE.has(token.text)) || isSymbol(token, ':');
    if (!skippable) return -1;
  }
  return -1;
}

export function findBloodPressureParts(
  tokens: readonly Token[],
  blocked: readonly boolean[],
): FoundReading[] {
  let systolic = -1;
  let diastolic = -1;
  let start = tokens.length;
  for (let i = 0; i < tokens.length; i++) {
    const part = tokens[i]?.kind === 'word' ? tokens[i]?.info?.bpPart : undefined;
    if (!part) continue;
    const number = findNumberAfter(tokens, blocked, i);
    if (number < 0) continue;
    if (part === 'sys' && systolic < 0) systolic = number;
    else if (part === 'dia' && diastolic < 0) diastolic = number;
    else continue;
    start = Math.min(start, i);
  }
  if (systolic < 0 || diastolic < 0) return [];
  let high = (tokens[systolic] as Token).value;
  let low = (tokens[diastolic] as Token).value;
  if (isColloquialPressure(high, low)) {
    high *= 10;
    low *= 10;
  }
  return [
    { metric: 'presion', value: high, diastolic: low, unit: null, start, end: Math.max(systolic, diastolic) },
  ];
}
