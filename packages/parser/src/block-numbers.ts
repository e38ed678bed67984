import { blockAskedNumbers } from './asked-numbers';
import { blockRetractedNumbers } from './retracted-numbers';
import type { Token } from './token';
import { isNumber, isSymbol, isWord } from './token';

/**
 * Numbers that are not readings whatever words surround them: clock times (7:30, 6am, "a las 8"),
 * dates (15/08, "2 de mayo", 12/08/2024, years), phone numbers, prices, durations and counts
 * ("2 horas", "3 veces", "10 unidades"), ranges ("entre 80 y 130", "de 120 a 130"), list markers ("1)"), values only asked
 * about ("¿130 es normal?", asked-numbers.ts) and values taken back ("no era 140, era 104", retracted-numbers.ts).
 * Numbers blocked for reasons that depend on the words before them (doses, labs, goals, weight
 * changes) are decided later, in find-readings.
 */

const FOUR_DIGIT_YEAR_MIN = 1900;
const FOUR_DIGIT_YEAR_MAX = 2100;

function isClockHour(token: Token): boolean {
  return !token.decimal && token.value <= 24;
}

function previousMeaningful(tokens: readonly Token[], index: number): Token | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if (token.kind === 'sym' && token.text === ':') continue;
    return token;
  }
  return undefined;
}

function blockPhoneRuns(tokens: readonly Token[], blocked: boolean[]): void {
  for (let i = 0; i < tokens.length; i++) {
    if (!isNumber(tokens[i]) || (tokens[i] as Token).decimal) continue;
    let j = i;
    let digits = 0;
    let longest = 0;
    let count = 0;
    while (j < tokens.length && isNumber(tokens[j]) && !(tokens[j] as Token).decimal) {
      const token = tokens[j] as Token;
      digits += token.intDigits;
      longest = Math.max(longest, token.intDigits);
      count++;
      const next = tokens[j + 1];
      j += next && next.kind === 'sym' && next.text === '-' && isNumber(tokens[j + 2]) ? 2 : 1;
    }
    const afterLead = isWord(tokens[i - 1]) && tokens[i - 1]?.info?.phoneLead === true;
    const afterPlus = isSymbol(tokens[i - 1], '+');
    if ((count >= 2 && digits >= 8 && longest >= 4) || afterLead || afterPlus) {
      for (let k = i; k < j; k++) if (isNumber(tokens[k])) blocked[k] = true;
    }
    i = j - 1;
  }
}

function blockSlashDates(tokens: readonly Token[], index: number, blocked: boolean[]): void {
  const a = tokens[index] as Token;
  const sep = tokens[index + 1];
  if (!sep || sep.kind !== 'sym' || (sep.text !== '/' && sep.text !== '-')) return;
  const b = tokens[index + 2];
  if (!isNumber(b)) return;
  const secondSep = tokens[index + 3];
  const c = tokens[index + 4];
  const isTriple = secondSep?.kind === 'sym' && secondSep.text === sep.text && isNumber(c);
  // 12/08/2024 or 15-08-24 is a date; 130/85/70 is pressure and pulse.
  if (isTriple && a.value <= 31 && b.value <= 12) {
    blocked[index] = blocked[index + 2] = blocked[index + 4] = true;
    return;
  }
  // 15/08, 05/12: a leading zero marks a date.
  if (sep.text === '/' && (a.leadingZero || b.leadingZero) && a.value <= 31 && b.value <= 12) {
    blocked[index] = blocked[index + 2] = true;
  }
}

function isDateContext(tokens: readonly Token[], index: number): boolean {
  const prev = tokens[index - 1];
  const next = tokens[index + 1];
  const afterNext = tokens[index + 2];
  const value = (tokens[index] as Token).value;
  if (value > 31 || (tokens[index] as Token).decimal) return false;
  if (next?.info?.month || (isWord(next, 'de') && afterNext?.info?.month)) return true;
  if (prev?.info?.month || prev?.info?.weekday) return true;
  if (isWord(prev, 'dia') || isWord(prev, 'del') || isWord(prev, 'fecha')) {
    return !isWord(prev, 'del') || isWord(tokens[index + 1], 'al');
  }
  return isWord(prev, 'al') && isWord(tokens[index - 3], 'del');
}

export function findBlockedNumbers(tokens: readonly Token[]): boolean[] {
  const blocked = new Array<boolean>(tokens.length).fill(false);
  blockPhoneRuns(tokens, blocked);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'num' || blocked[i]) continue;
    const prev = previousMeaningful(tokens, i);
    const next = tokens[i + 1];
    const afterNext = tokens[i + 2];
    if (!token.decimal && token.intDigits === 4 && token.value >= FOUR_DIGIT_YEAR_MIN) {
      if (token.value <= FOUR_DIGIT_YEAR_MAX) blocked[i] = true;
    }
    if (token.intDigits >= 7) blocked[i] = true;
    if (isSymbol(tokens[i - 1], '$')) blocked[i] = true;
    // "ya llamé al 911", "marca al 911": the emergency number, never a value.
    if (!token.decimal && token.value === 911 && (isWord(tokens[i - 1], 'al') || isWord(tokens[i - 1], 'el')))
      blocked[i] = true;
    // 7:30, 19:45
    if (isSymbol(next, ':') && isNumber(afterNext) && afterNext.intDigits === 2 && isClockHour(token)) {
      if (afterNext.value < 60) blocked[i] = blocked[i + 2] = true;
    }
    // "a las 8", "alas 7", "a la 1"
    if (prev?.info?.timeLead && isClockHour(token)) blocked[i] = true;
    // "8 am", "8 de la mañana", "7 y media"
    if (next?.info?.timeTail && isClockHour(token)) blocked[i] = true;
    if (next?.kind === 'word' && next.info?.unit?.blocks) blocked[i] = true;
    if (isDateContext(tokens, i)) blocked[i] = true;
    blockSlashDates(tokens, i, blocked);
    // "entre 80 y 130", "entre 80 a 130"
    if (tokens[i - 1]?.info?.rangeLead) {
      blocked[i] = true;
      if ((isWord(next, 'y') || isWord(next, 'a') || isSymbol(next, '-')) && isNumber(afterNext)) {
        blocked[i + 2] = true;
      }
    }
    // "anda de 120 a 130": a range; "bajé de 80 a 78" and "subió de 120 a 180" are changes.
    if (
      isWord(tokens[i - 1], 'de') &&
      isWord(next, 'a') &&
      isNumber(afterNext) &&
      afterNext.value > token.value
    ) {
      if (!tokens[i - 2]?.info?.changeVerb) blocked[i] = blocked[i + 2] = true;
    }
    // "1) glucosa 120", "2. presión..." at the start of a message
    if (i === 0 && next?.kind === 'sep' && (next.text === ')' || next.text === '.') && isWord(afterNext)) {
      blocked[i] = true;
    }
  }
  blockAskedNumbers(tokens, blocked);
  blockRetractedNumbers(tokens, blocked);
  return blocked;
}
