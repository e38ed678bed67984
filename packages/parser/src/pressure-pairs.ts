import type { Candidate } from './candidates';
import { isColloquialPressure, looksLikePressure } from './candidates';
import type { Token } from './token';

/**
 * Whether two numbers are a blood pressure:
 * - "12/8", "13.5/9", "12 con 8" (colloquial, read ×10) when a pressure word is the topic, the message
 *   is only the pair, or the message logs other vitals and no date word comes before ("el 12/8" is a date)
 *   and it is not a date heading another metric ("15/10 glucosa 118");
 * - "120/80" with a slash when the first is at least 40 (otherwise a fraction or a date: "1/2", "3/4");
 * - after a pressure word, any two numbers joined by a space, "y", "con", "sobre", "x" or "-";
 * - otherwise "140-90", "130 sobre 85", "120x80" (and "120 80" in a message with nothing else) when they
 *   look like a pressure: systolic 70–260 above a diastolic of 40–160.
 */

export interface PairSetting {
  /** A pressure word is the topic ("presión 110 70"). */
  anchored: boolean;
  /** The message is only the numbers and filler words. */
  bare: boolean;
  /** The message names some metric, so it is a health log. */
  healthLog: boolean;
  tokens: readonly Token[];
}

export interface PairJudgement {
  pressure: boolean;
  /** 10 for the colloquial form. */
  scale: number;
}

const DATE_WORDS = new Set(['el', 'del', 'dia', 'fecha', 'al', 'hoy', 'desde', 'hasta']);

/** "el 12/8", "del 3/5", "fecha 12/8": a date, even in a message that logs readings. */
function isAfterDateWord(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  return before?.kind === 'word' && DATE_WORDS.has(before.text);
}

/** Metrics measured with the blood pressure: "12/8 pulso 68" is still a pressure and its pulse. */
const CARDIO = new Set(['presion', 'frecuencia_cardiaca']);

/**
 * "15/10 glucosa 118": a day/month pair that opens the message (or a line) and is followed by another
 * metric's name labels the entry with its date, as in a diary.
 */
function isDateHeader(tokens: readonly Token[], candidate: Candidate): boolean {
  if (candidate.decimal || candidate.first > 31 || (candidate.second as number) > 12) return false;
  for (let k = candidate.start - 1; k >= 0; k--) {
    const token = tokens[k] as Token;
    if (token.kind === 'sep') break;
    if (token.kind !== 'word' || !token.info?.filler) return false;
  }
  let next = candidate.end + 1;
  while (tokens[next]?.kind === 'sym' || tokens[next]?.kind === 'sep') next++;
  const metric = tokens[next]?.kind === 'word' ? tokens[next]?.info?.metric : undefined;
  return metric !== undefined && !CARDIO.has(metric);
}

export function judgePressurePair(candidate: Candidate, setting: PairSetting): PairJudgement {
  const systolic = candidate.first;
  const diastolic = candidate.second as number;
  const { anchored } = setting;
  if (isColloquialPressure(systolic, diastolic)) {
    const dated = isAfterDateWord(setting.tokens, candidate.start) || isDateHeader(setting.tokens, candidate);
    const pressure = anchored || setting.bare || (setting.healthLog && !dated);
    return { pressure, scale: 10 };
  }
  if (candidate.join === 'slash') return { pressure: anchored || systolic >= 40, scale: 1 };
  if (anchored) return { pressure: true, scale: 1 };
  return { pressure: looksLikePressure(systolic, diastolic), scale: 1 };
}
