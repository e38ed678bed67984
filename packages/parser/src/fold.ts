/**
 * Folding: lowercase, without accents or other diacritics ("Presión" → "presion", "niño" → "nino"), as
 * every rule that reads words compares them. The tokenizer folds character by character with FOLDED;
 * rules that read the whole text use foldText.
 */

/** Lowercase letters with accents as Spanish (and a neighbour's keyboard) writes them, folded. */
export const FOLDED: Readonly<Record<string, string>> = {
  á: 'a',
  à: 'a',
  â: 'a',
  ä: 'a',
  ã: 'a',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  í: 'i',
  ì: 'i',
  î: 'i',
  ï: 'i',
  ó: 'o',
  ò: 'o',
  ô: 'o',
  ö: 'o',
  õ: 'o',
  ú: 'u',
  ù: 'u',
  û: 'u',
  ü: 'u',
  ñ: 'n',
  ç: 'c',
};

const letters = Object.keys(FOLDED).join('');
/** Text made only of ASCII and those letters (most messages), folded without Unicode decomposition. */
const COMMON_LETTERS = new RegExp(`^[\\u0000-\\u007f${letters}]*$`);
/** What the fold replaces or removes there: those letters, and ^ and ` (diacritics themselves). */
const TO_FOLD = new RegExp(`[\\^\`${letters}]`, 'g');

export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (COMMON_LETTERS.test(lower)) return lower.replace(TO_FOLD, (c) => FOLDED[c] ?? '');
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
