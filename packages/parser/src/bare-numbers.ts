import { isWithinPlausibleBounds } from '@vitalia/domain';
import type { Candidate } from './candidates';
import type { Token } from './token';

/**
 * A number with no metric word, no unit and no context word that implies one. The rule (see README):
 * - a message that is only the number, plus filler, greeting or timing words ("118", "hoy 118",
 *   "me salió 118", "buenos días, 118", "amanecí en 132"), is read as:
 *   - glucose when it is a whole number from 20 to 600 (the reading these users send most, and glucose
 *     is never written with decimals in mg/dL);
 *   - temperature when it has decimals and falls in 34.0–42.9 ("36.5");
 * - several such numbers, each with a word between it and the next ("ayer 145 hoy 128", "lunes 120
 *   martes 135"), are each read by the same rule;
 * - when the bot has just asked for a metric (`expectedMetric`) and the message names none, that metric;
 * - anything else is left unread: the bot asks what it was rather than guess.
 */

/** Clock and duration units: "a las 9 pm", "2 horas después" only say when. */
const TIME_UNITS = new Set(
  'am pm hora horas hr hrs h min mins minuto minutos dia dias semana semanas mes meses'.split(' '),
);

export function isBareMessage(tokens: readonly Token[], blocked: readonly boolean[]): boolean {
  let numbers = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'num') {
      if (!blocked[i]) numbers++;
      continue;
    }
    if (token.kind !== 'word') continue;
    const info = token.info;
    // "hace 2 horas 150", "hace una hora 140": a same-day lapse only says when (the bot dates the reading).
    const sameDayLapse =
      token.text === 'hace' &&
      TIME_UNITS.has(tokens[i + 2]?.text ?? '') &&
      !/^dias?$/.test(tokens[i + 2]?.text ?? '');
    if (sameDayLapse) continue;
    if (!info || info.metric || info.block || info.bpPart || info.medication) return false;
    if (TIME_UNITS.has(token.text) && tokens[i - 1]?.kind === 'num') continue;
    const timing = info.context || info.meal || info.weekday || info.month || info.timeTail || info.timeLead;
    const neutral = info.filler || info.courtesy || info.pairJoin || info.correction || info.judging;
    if (!(neutral || timing)) return false;
  }
  return numbers >= 1 && numbers <= 3;
}

export interface BareOptions {
  bare: boolean;
  /** The metric named after the last of several bare numbers (see findTrailingMetric). */
  trailingMetric?: string | null;
  /** The metric the bot just asked for, when the message names none. */
  expectedMetric?: string;
  /** How many free numbers the message has. */
  numbers: number;
  /** Every two free numbers have a word between them ("ayer 145 hoy 128"), so each is a reading of its own. */
  separated: boolean;
  /**
   * The one free number that could be a reading, in a message that names no metric, follows the sender's
   * own measuring words ("me
   * medí y me salió 320", "me volví a medir 245"): read as the bare rule reads it, whatever else the
   * message tells ("fuimos a una fiesta y comí pastel…").
   */
  measured?: boolean;
}

/** Words that say a value was measured just before the number: "me salió 320", "tenía 61". */
const MEASURED_WORDS = new Set([
  'salio',
  'medi',
  'medir',
  // "ya le medimos 38", "le checamos 140": a relative measuring the person.
  'medimos',
  'midieron',
  'checamos',
  'checaron',
  'marco',
  'marca',
  'tenia',
  'tuve',
  'traia',
  'traigo',
  'amaneci',
]);

/** Whether a measuring word stands among the three words before the number at `start`. */
export function followsMeasuringWord(tokens: readonly Token[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    const token = tokens[k];
    if (token?.kind === 'num' || token?.kind === 'sep') return false;
    if (token?.kind === 'word' && MEASURED_WORDS.has(token.text)) return true;
  }
  return false;
}

/** Whether a word stands between every two consecutive free numbers. */
export function areNumbersSeparated(tokens: readonly Token[], blocked: readonly boolean[]): boolean {
  let seenNumber = false;
  let wordSince = false;
  for (let i = 0; i < tokens.length; i++) {
    const kind = tokens[i]?.kind;
    if (kind === 'word') wordSince = true;
    if (kind !== 'num' || blocked[i]) continue;
    if (seenNumber && !wordSince) return false;
    seenNumber = true;
    wordSince = false;
  }
  return true;
}

export function decideBareNumber(candidate: Candidate, options: BareOptions): string | null {
  const value = candidate.first;
  const trailing = options.trailingMetric;
  if (trailing) return isWithinPlausibleBounds(trailing, value) ? trailing : null;
  if (options.numbers !== 1 && !(options.bare && options.separated) && !options.measured) return null;
  if (options.numbers === 1 && options.expectedMetric && options.expectedMetric !== 'presion') {
    return isWithinPlausibleBounds(options.expectedMetric, value) ? options.expectedMetric : null;
  }
  if (!options.bare && !options.measured) return null;
  if (!candidate.decimal && value >= 20 && value <= 600) return 'glucosa';
  if (!options.bare) return null;
  if (candidate.decimal && value >= 34 && value < 43) return 'temperatura';
  return null;
}

/**
 * "mañana 110, tarde 150, noche 130 de glucosa": bare numbers, each with a word between it and the next,
 * and one metric named after the last. Each is that metric; returns it, or null for any other message.
 */
export function findTrailingMetric(tokens: readonly Token[], blocked: readonly boolean[]): string | null {
  let last = tokens.length - 1;
  while (last >= 0 && (tokens[last]?.kind === 'sep' || tokens[last]?.info?.filler)) last--;
  const metric = tokens[last]?.info?.metric;
  if (
    !metric ||
    metric === 'presion' ||
    tokens[last - 1]?.text !== 'de' ||
    tokens[last - 2]?.kind !== 'num'
  ) {
    return null;
  }
  const before = tokens.slice(0, last - 1);
  const blockedBefore = blocked.slice(0, last - 1);
  const numbers = before.filter((token, i) => token.kind === 'num' && !blockedBefore[i]).length;
  if (numbers < 2 || !isBareMessage(before, blockedBefore)) return null;
  return areNumbersSeparated(before, blockedBefore) ? metric : null;
}
