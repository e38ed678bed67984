import { distance } from 'fastest-levenshtein';
import {
  PREGNANCY_PRESSURE,
  RED_FLAG_COMBINATIONS,
  RED_FLAGS,
  type RedFlag,
  type RedFlagCode,
} from '@vitalia/domain';
import { foldText } from './fold';
import { prepareTokens } from './prepare-tokens';
import { speaksOfSelf, subjectsByToken } from './reading-subjects';

/**
 * The triage gate's reader (CONTRACTS.md section 6): the red flags a message tells, and whether they are
 * the sender's or someone else's. Mexican Spanish as people type it: accents folded; seseo (z, c before
 * e/i → s), b/v, ll/y and a silent h written the same; a letter or two off (edit distance, by a library);
 * diminutives ("pechito"); a word split by voice-to-text ("des mayó"); a phrase denied just before it
 * ("ya no me duele el pecho", "sin dolor de pecho") does not count.
 */

export interface RedFlagFound {
  code: RedFlagCode;
  flag: RedFlag;
  /** 'other' when the message speaks of someone else and never of the sender. */
  subject: 'self' | 'other';
}

/** How people spell by ear: one form for the letters that sound alike. */
export function soundsLike(word: string): string {
  return word
    .replace(/ch/g, '#')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/ll/g, 'y')
    .replace(/v/g, 'b')
    .replace(/h/g, '')
    .replace(/#/g, 'ch')
    .replace(/(.)\1+/g, '$1');
}

/** "pechito" → "pecho", "cabecita" → "cabesa": the diminutive folded back to its word. */
function withoutDiminutive(word: string): string {
  if (word.length < 6) return word;
  return word.replace(/s?it([oa]s?)$/, '$1');
}

const toWords = (text: string): string[] =>
  foldText(text)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(soundsLike);

/** Letters a word of this length may be off by and still be that word. */
const allowedOff = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** The word as said, or without its diminutive ("pechito" is "pecho"; "vómito" stays itself). */
function wordMatches(said: string, wanted: string): boolean {
  return matchesAsSaid(said, wanted) || matchesAsSaid(withoutDiminutive(said), wanted);
}

function matchesAsSaid(said: string, wanted: string): boolean {
  if (wanted.endsWith('*')) {
    const stem = wanted.slice(0, -1);
    if (said.startsWith(stem)) return true;
    return stem.length >= 5 && said.length >= stem.length && distance(said.slice(0, stem.length), stem) <= 1;
  }
  if (said === wanted) return true;
  const off = allowedOff(wanted.length);
  return off > 0 && Math.abs(said.length - wanted.length) <= off && distance(said, wanted) <= off;
}

/** Words just before a phrase that deny it. */
const DENIALS = new Set(['no', 'sin', 'ni', 'nunca', 'nada']);
/** How many words before a phrase a denial still reaches ("ya no me duele el pecho"). */
const DENIAL_REACH = 3;

interface Phrase {
  words: string[];
  flag: RedFlag;
}

const wordsOf = (phrase: string): string[] =>
  phrase.split(' ').map((word) => {
    const star = word.endsWith('*');
    const folded = withoutDiminutive(soundsLike(foldText(star ? word.slice(0, -1) : word)));
    return star ? `${folded}*` : folded;
  });

const PHRASES: readonly Phrase[] = RED_FLAGS.flatMap((flag) =>
  flag.phrases.map((phrase) => ({ flag, words: wordsOf(phrase) })),
);

/** Two-part flags: each as a red flag, with the phrases of each part. */
const COMBINATIONS = RED_FLAG_COMBINATIONS.map((combination) => ({
  flag: { ...combination, phrases: [] } as RedFlag,
  groups: combination.groups.map((group) => group.map(wordsOf)),
}));

const PREGNANCY_SIGNS = PREGNANCY_PRESSURE.signs.map(wordsOf);
const PREGNANCY_FLAG: RedFlag = { ...PREGNANCY_PRESSURE, code: 'pregnancy_pressure', phrases: [] };
const PREGNANT = /\bembaraz|\bencinta\b|\bpanzona\b/;
const PRESSURE_PAIR = /\b(\d{2,3}) ?(?:\/|con|sobre|y| ) ?(\d{2,3})\b/g;

/** Said anywhere in the words, not denied just before. */
function saysPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  const start = findPhrase(words, phrase);
  return start >= 0 && (phrase[0] === 'no' || !deniedBefore(words, start));
}

/** A pressure said in a pregnancy that is urgent by itself, or with a sign (ACOG 2020). */
function pregnancyPressure(text: string, words: readonly string[], pregnant: boolean): boolean {
  const folded = foldText(text);
  if (!pregnant && !PREGNANT.test(folded)) return false;
  for (const [, high, low] of folded.matchAll(PRESSURE_PAIR)) {
    const systolic = Number(high);
    const diastolic = Number(low);
    if (systolic <= diastolic || systolic < 70) continue;
    const p = PREGNANCY_PRESSURE;
    if (systolic >= p.severeSystolic || diastolic >= p.severeDiastolic) return true;
    if (
      (systolic >= p.systolic || diastolic >= p.diastolic) &&
      PREGNANCY_SIGNS.some((sign) => saysPhrase(words, sign))
    )
      return true;
  }
  return false;
}

/** Where the phrase stands in the words (a word may be split in two, one filler word may stand between). */
function findPhrase(words: readonly string[], phrase: readonly string[]): number {
  for (let start = 0; start < words.length; start++) {
    let at = start;
    let matched = 0;
    let skipped = 0;
    for (const wanted of phrase) {
      if (at >= words.length) break;
      if (wordMatches(words[at]!, wanted)) {
        at += 1;
      } else if (at + 1 < words.length && wordMatches(words[at]! + words[at + 1]!, wanted)) {
        at += 2;
      } else if (
        matched > 0 &&
        skipped === 0 &&
        at + 1 < words.length &&
        wordMatches(words[at + 1]!, wanted)
      ) {
        skipped = 1;
        at += 2;
      } else if (
        // "presión muy fuerte en el pecho": an intensifier and its adjective between two words of the phrase.
        matched > 0 &&
        skipped === 0 &&
        INTENSIFIERS.has(words[at]!) &&
        at + 2 < words.length &&
        wordMatches(words[at + 2]!, wanted)
      ) {
        skipped = 2;
        at += 3;
      } else break;
      matched++;
    }
    if (matched === phrase.length) return start;
  }
  return -1;
}

const INTENSIFIERS = new Set(
  ['muy', 'bien', 'bastante', 'super', 'mucho', 'mucha', 'tan', 'demasiado'].map(soundsLike),
);

/** A phrase that itself begins with a denial ("no puedo respirar") is not denied by its own first word. */
function deniedBefore(words: readonly string[], start: number): boolean {
  for (let i = Math.max(0, start - DENIAL_REACH); i < start; i++) if (DENIALS.has(words[i]!)) return true;
  return false;
}

/** `pregnant`: the person said before that she is pregnant (the pressure's rules of a pregnancy apply). */
export function findRedFlags(
  text: string,
  { pregnant = false }: { pregnant?: boolean } = {},
): RedFlagFound[] {
  const words = toWords(text);
  if (words.length === 0) return [];
  const found = new Map<RedFlagCode, RedFlag>();
  for (const phrase of PHRASES) {
    if (found.has(phrase.flag.code)) continue;
    const start = findPhrase(words, phrase.words);
    if (start < 0) continue;
    // "ya no quiero seguir" is the phrase itself; "no tengo dolor de pecho" denies it.
    if (phrase.words[0] !== 'no' && deniedBefore(words, start)) continue;
    found.set(phrase.flag.code, phrase.flag);
  }
  for (const combination of COMBINATIONS) {
    if (found.has(combination.flag.code)) continue;
    if (combination.groups.every((group) => group.some((phrase) => saysPhrase(words, phrase))))
      found.set(combination.flag.code, combination.flag);
  }
  if (pregnancyPressure(text, words, pregnant)) found.set('pregnancy_pressure', PREGNANCY_FLAG);
  if (found.size === 0) return [];
  const tokens = prepareTokens(text);
  const aboutOther = subjectsByToken(tokens).includes('other') && !speaksOfSelf(tokens);
  return [...found.values()].map((flag) => ({
    code: flag.code,
    flag,
    subject: aboutOther ? 'other' : 'self',
  }));
}
