import type { WordInfo } from './lexicon';
import { LEXICON } from './lexicon';
import { RELATIVES } from './lexicon/people-words';
import { REAL_WORDS } from './lexicon/real-words';

/**
 * Typo correction. People write "glucoza", "asucar", "precion", "destroxtis", "pulzo": we compare a
 * phonetic key (how the word sounds in Mexican Spanish: z/s/c before e,i and x sound alike, h is mute,
 * v = b, ll = y) and then allow one edit (two for words of nine letters or more). Words shorter than
 * five letters are only corrected when they sound the same ("pezo"), because a one-letter change makes
 * another word ("paso"/"peso"). For the same reason a real Spanish word is never corrected into a
 * different one ("posada" is not "pesada", "prisión" is not "presión"): lexicon/real-words.ts lists them.
 */

export interface CanonicalWord {
  text: string;
  info: WordInfo | null;
}

const MIN_FUZZY_LENGTH = 5;
/** Same-sound spellings ("pezo" for "peso") are safe from four letters on. */
const MIN_SOUND_LENGTH = 4;

export function computePhoneticKey(word: string): string {
  return word
    .replace(/ch/g, '#')
    .replace(/h/g, '')
    .replace(/ll/g, 'y')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/[zx]/g, 's')
    .replace(/v/g, 'b')
    .replace(/w/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

interface Target {
  word: string;
  key: string;
  info: WordInfo;
}

const byKey = new Map<string, Target>();
const byFirstLetter = new Map<string, Target[]>();
for (const [word, info] of LEXICON) {
  // Fillers are short everyday words: correcting towards them turns real words into noise ("mandes" → "mande").
  if (word.length < MIN_SOUND_LENGTH || !/^[a-z]+$/.test(word) || (info.filler && !info.courtesy)) continue;
  const target: Target = { word, key: computePhoneticKey(word), info };
  if (!byKey.has(target.key)) byKey.set(target.key, target);
  if (word.length < MIN_FUZZY_LENGTH) continue;
  const first = target.key[0] as string;
  const bucket = byFirstLetter.get(first) ?? [];
  bucket.push(target);
  byFirstLetter.set(first, bucket);
}

/** Optimal string alignment distance (edits plus adjacent swaps), giving up above `max`. */
export function computeEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] as number) + 1);
      }
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * The lexicon word one edit away (two from nine letters), by sound; null when none. Exported for the
 * script that lists the real words this must not correct (scripts/real-words.ts).
 */
export function findClosest(word: string): CanonicalWord | null {
  const key = computePhoneticKey(word);
  const sameSound = byKey.get(key);
  if (sameSound) return { text: sameSound.word, info: sameSound.info };
  if (word.length < MIN_FUZZY_LENGTH) return null;
  const max = key.length >= 9 ? 2 : 1;
  let best: Target | null = null;
  let bestDistance = max + 1;
  for (const target of byFirstLetter.get(key[0] as string) ?? []) {
    const distance = computeEditDistance(key, target.key, Math.min(max, bestDistance - 1));
    if (distance < bestDistance) {
      best = target;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best ? { text: best.word, info: best.info } : null;
}

/**
 * Chat shorthand, written the same way by everyone ("d" for "de", "xq" for "porque"): replaced before
 * any other rule, so phrases such as "después d comer" still match.
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['d', 'de'],
  ['k', 'que'],
  ['ke', 'que'],
  ['xq', 'porque'],
  ['pq', 'porque'],
  ['xk', 'porque'],
  ['pk', 'porque'],
  ['porq', 'porque'],
  ['tb', 'tambien'],
  ['tmbn', 'tambien'],
  ['tbn', 'tambien'],
  ['xfa', 'porfa'],
  ['xfavor', 'porfavor'],
  ['pls', 'porfa'],
  ['plis', 'porfa'],
  ['grcs', 'gracias'],
  ['grs', 'gracias'],
  ['grx', 'gracias'],
  ['grax', 'gracias'],
  ['gcs', 'gracias'],
  ['lla', 'ya'],
  ['dsp', 'despues'],
  ['dps', 'despues'],
  ['xa', 'para'],
  ['bn', 'bien'],
]);

const RELATIVE_BY_SOUND: ReadonlyMap<string, string> = new Map(
  [...RELATIVES].map((relative) => [computePhoneticKey(relative), relative]),
);

/** Messages repeat the same few hundred words: remember every decision, within a bound. */
const memo = new Map<string, CanonicalWord>();
const MEMO_LIMIT = 50_000;

export function canonicalizeWord(written: string): CanonicalWord {
  const word = SHORTHAND.get(written) ?? written;
  const known = LEXICON.get(word);
  if (known) return { text: word, info: known };
  const remembered = memo.get(word);
  if (remembered) return remembered;
  let result: CanonicalWord = { text: word, info: null };
  if (RELATIVES.has(word)) return result;
  // "ermano", "ija", "suegro" misspelt: a relative that sounds the same is that relative.
  const relative = RELATIVE_BY_SOUND.get(computePhoneticKey(word));
  if (relative) return { text: relative, info: null };
  if (word.length >= MIN_SOUND_LENGTH && /^[a-z]+$/.test(word) && !REAL_WORDS.has(word))
    result = findClosest(word) ?? result;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, result);
  return result;
}
