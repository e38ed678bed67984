import type { Candidate } from './candidates';
import { isColloquialPressure, looksLikePressure } from './candidates';
import type { Token } from './token';

/**
 * Whether two numbers are a blood pressure:
 * - "12/8", "13.5/9", "12 con 8" (colloquial, read ×10) when a pressure word is the topic, the message
 *   is only the pair, or the message logs other vitals and no date word comes before ("el 12/8" is a date);
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

export function judgePressurePair(candidate: Candidate, setting: PairSetting): PairJudgement {
  const systolic = candidate.first;
  const diastolic = candidate.second as number;
  const { anchored } = setting;
  if (isColloquialPressure(systolic, diastolic)) {
    const pressure =
      anchored || setting.bare || (setting.healthLog && !isAfterDateWord(setting.tokens, candidate.start));
    return { pressure, scale: 10 };
  }
  if (candidate.join === 'slash') return { pressure: anchored || systolic >= 40, scale: 1 };
  if (anchored) return { pressure: true, scale: 1 };
  return { pressure: looksLikePressure(systolic, diastolic), scale: 1 };
}
