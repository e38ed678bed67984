import { BLOCKER_PHRASES, buildBlockerEntries } from './blocker-words';
import { CONTEXT_PHRASES, CONTEXT_WORDS } from './context-phrases';
import { ENGLISH_CONTEXT_WORDS, ENGLISH_METRIC_WORDS, ENGLISH_PHRASES } from './english-words';
import { CORRECTION_WORDS, FILLER_WORDS, MEAL_WORDS } from './filler-words';
import { COURTESY_PHRASES, INTENT_WORDS } from './intent-words';
import {
  BLOOD_PRESSURE_PARTS,
  CUSTOM_METRIC_WORDS,
  METRIC_PHRASES,
  METRIC_WORDS,
  SHORT_METRIC_WORDS,
} from './metric-words';
import { JUDGING_WORDS, PLAIN_WORDS } from './question-words';
import { MONTHS, NUMBER_WORDS, TIME_PHRASES, WEEKDAYS } from './time-words';
import { UNIT_PHRASES, UNIT_WORDS } from './unit-words';
import type { WordInfo } from './word-info';

export type { BlockKind, UnitInfo, WordInfo } from './word-info';

/**
 * The whole vocabulary, built once at import. Insertion order is precedence for typo correction:
 * a misspelt word is corrected towards metric words before anything else.
 */
const words = new Map<string, WordInfo>();

function add(word: string, info: WordInfo): void {
  const existing = words.get(word);
  words.set(word, existing ? { ...existing, ...info } : { ...info });
}

for (const [metric, list] of Object.entries(METRIC_WORDS)) for (const word of list) add(word, { metric });
for (const [metric, list] of Object.entries(ENGLISH_METRIC_WORDS))
  for (const word of list) add(word, { metric });
for (const [word, metric] of Object.entries(SHORT_METRIC_WORDS)) add(word, { metric, shortAnchor: true });
for (const [word, custom] of Object.entries(CUSTOM_METRIC_WORDS)) {
  add(word, { metric: custom.metric, defaultUnit: custom.unit });
}
for (const [word, unit] of UNIT_WORDS) add(word, { unit });
for (const [word, info] of buildBlockerEntries()) add(word, info);
for (const [word, context] of [...CONTEXT_WORDS, ...ENGLISH_CONTEXT_WORDS]) add(word, { context });
for (const word of MONTHS) add(word, { month: true });
for (const word of WEEKDAYS) add(word, { weekday: true });
for (const [word, numberValue] of Object.entries(NUMBER_WORDS)) add(word, { numberValue });
for (const [word, part] of Object.entries(BLOOD_PRESSURE_PARTS)) add(word, { bpPart: part });
for (const word of INTENT_WORDS) add(word, {});
for (const word of FILLER_WORDS) add(word, { filler: true });
for (const word of CORRECTION_WORDS) add(word, { correction: true });
for (const word of MEAL_WORDS) add(word, { meal: true });
for (const word of JUDGING_WORDS) add(word, { judging: true });
for (const word of PLAIN_WORDS) add(word, {});
for (const word of ['hola', 'buenos', 'buenas', 'buen', 'gracias', 'saludos', 'holi', 'grax']) {
  add(word, { courtesy: true, filler: true });
}
add('las', { timeLead: true });
add('alas', { timeLead: true });
add('sobre', { pairJoin: 'always' });
add('x', { pairJoin: 'always' });
add('con', { pairJoin: 'anchored' });
add('y', { pairJoin: 'anchored' });
add('entre', { rangeLead: true });

const phraseList: Array<readonly [string, WordInfo]> = [
  ...METRIC_PHRASES,
  ...ENGLISH_PHRASES,
  ...UNIT_PHRASES,
  ...BLOCKER_PHRASES,
  ...CONTEXT_PHRASES,
  ...TIME_PHRASES,
  ...COURTESY_PHRASES.map((phrase): readonly [string, WordInfo] => [
    phrase,
    { courtesy: true, filler: true },
  ]),
];

/** Phrases keyed by their first token, longest first, for greedy matching. */
const phrases = new Map<string, Array<{ parts: string[]; info: WordInfo }>>();
for (const [phrase, info] of phraseList) {
  const parts = phrase.split(' ');
  const first = parts[0] as string;
  const bucket = phrases.get(first) ?? [];
  bucket.push({ parts, info });
  phrases.set(first, bucket);
  // Phrase words are known words: never custom names, and typo targets.
  for (const part of parts) if (/^[a-z]+$/.test(part) && !words.has(part)) add(part, {});
}
for (const bucket of phrases.values()) bucket.sort((a, b) => b.parts.length - a.parts.length);

export const LEXICON: ReadonlyMap<string, WordInfo> = words;
export const PHRASES: ReadonlyMap<string, ReadonlyArray<{ parts: string[]; info: WordInfo }>> = phrases;
