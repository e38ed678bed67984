import { isColloquialPressure } from './candidates';
import type { FoundReading } from './found-reading';
import type { Token } from './token';
import { isNumber, isSymbol, isWord } from './token';

/**
 * Pressure given in words: "la alta 140 y la baja 90", "sistólica 130 diastólica 85",
 * "máxima 135 mínima 85". With one half only ("sistólica 130", or "la alta 150" once a pressure word is
 * in the message) it is an incomplete pressure the bot asks to complete.
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
      // "la alta 120/80" is a pair, not a half; "SYS 118 / DIA 76" only separates the labels.
      const joined =
        (isSymbol(tokens[k + 1], '/') || isSymbol(tokens[k + 1], '-')) && isNumber(tokens[k + 2]);
      return blocked[k] || joined ? -1 : k;
    }
    const skippable = (token.kind === 'word' && SKIPPABLE.has(token.text)) || isSymbol(token, ':');
    if (!skippable) return -1;
  }
  return -1;
}

/** "130 de presión alta", "85 de baja", "140 la alta": the value said before its half, linked by "de"/"la". */
function findNumberBefore(tokens: readonly Token[], blocked: readonly boolean[], index: number): number {
  let linked = false;
  for (let k = index - 1; k >= 0 && k >= index - 4; k--) {
    const token = tokens[k] as Token;
    if (isNumber(token)) {
      const joined = isSymbol(tokens[k - 1], '/') || isSymbol(tokens[k - 1], '-');
      return linked && !blocked[k] && !joined ? k : -1;
    }
    if (token.kind !== 'word') return -1;
    if (token.text === 'de' || token.text === 'la') linked = true;
    else if (token.info?.metric !== 'presion') return -1;
  }
  return -1;
}

/** The metric named last before `index` ("la presión alta 150" → presion; "azúcar alta 250" → glucosa). */
function lastMetricBefore(tokens: readonly Token[], index: number): string | undefined {
  for (let k = index - 1; k >= 0; k--) {
    const metric = tokens[k]?.kind === 'word' ? tokens[k]?.info?.metric : undefined;
    if (metric) return metric;
  }
  return undefined;
}

/**
 * One value of a pressure ("presión 120", "la baja 85"), kept so the bot asks for the other: 7–26 is the
 * colloquial form (×10), 40–300 as written; a value under 100 is taken as the diastolic unless told.
 */
export function findHalfPressure(
  written: number,
  start: number,
  end: number,
  isDiastolic?: boolean,
): FoundReading | null {
  if (written < 7 || (written > 26 && written < 40) || written > 300) return null;
  const value = written <= 26 ? written * 10 : written;
  const diastolic = isDiastolic ?? value < 100;
  return { metric: 'presion', value, unit: null, start, end, missing: diastolic ? 'systolic' : 'diastolic' };
}

/** "sistólica" and "diastólica" only name pressure halves; "alta", "baja", "máxima" may qualify anything. */
const UNAMBIGUOUS = new Set(['sistolica', 'diastolica', 'sys']);

export function findBloodPressureParts(
  tokens: readonly Token[],
  blocked: readonly boolean[],
): FoundReading[] {
  let systolic = -1;
  let diastolic = -1;
  let start = tokens.length;
  let unambiguous = false;
  let articled = false;
  let partStart = tokens.length;
  let lastPart = -1;
  for (let i = 0; i < tokens.length; i++) {
    const part = tokens[i]?.kind === 'word' ? tokens[i]?.info?.bpPart : undefined;
    if (!part) continue;
    let number = findNumberAfter(tokens, blocked, i);
    if (number < 0) number = findNumberBefore(tokens, blocked, i);
    if (number < 0 || number === systolic || number === diastolic) continue;
    if (part === 'sys' && systolic < 0) systolic = number;
    else if (part === 'dia' && diastolic < 0) diastolic = number;
    else continue;
    if (isWord(tokens[i - 1], 'la')) articled = true;
    partStart = Math.min(partStart, i);
    lastPart = i;
    start = Math.min(start, i, number);
    if (UNAMBIGUOUS.has((tokens[i] as Token).text)) unambiguous = true;
  }
  if (systolic < 0 && diastolic < 0) return [];
  if (systolic < 0 || diastolic < 0) {
    // "sistólica 130", "presión: la baja 85": half a pressure, for the bot to ask the other half.
    // "la baja salió en 85": with the article and no metric named at all, "la alta/baja" is a pressure half.
    const index = systolic >= 0 ? systolic : diastolic;
    const alone =
      articled &&
      !tokens[index + 1]?.info?.unit &&
      !tokens.some((token) => token.kind === 'word' && token.info?.metric);
    if (!unambiguous && !alone && lastMetricBefore(tokens, partStart) !== 'presion') return [];
    const half = findHalfPressure((tokens[index] as Token).value, start, index, systolic < 0);
    return half ? [half] : [];
  }
  let high = (tokens[systolic] as Token).value;
  let low = (tokens[diastolic] as Token).value;
  if (isColloquialPressure(high, low)) {
    high *= 10;
    low *= 10;
  }
  return [
    {
      metric: 'presion',
      value: high,
      diastolic: low,
      unit: null,
      start,
      end: Math.max(systolic, diastolic, lastPart),
    },
  ];
}
