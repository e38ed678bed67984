import type { MedicationPurpose } from '@vitalia/domain';
import type { Token } from './token';

/**
 * What a medication is for, as people say it instead of its name: "la de la presión", "la pastilla del
 * azúcar", "mi medicina para la diabetes". The purpose follows "de", "del" or "para", with or without an
 * article; "me tomé la presión" (a measurement) says no purpose.
 */

const PURPOSE_BY_METRIC: Readonly<Record<string, MedicationPurpose>> = {
  glucosa: 'azucar',
  presion: 'presion',
};
const PURPOSE_BY_WORD: Readonly<Record<string, MedicationPurpose>> = {
  diabetes: 'azucar',
  azucar: 'azucar',
  glucemia: 'azucar',
  hipertension: 'presion',
  tension: 'presion',
  colesterol: 'colesterol',
  trigliceridos: 'colesterol',
};
const OF = new Set(['de', 'del', 'para']);
const ARTICLES = new Set(['la', 'el', 'las', 'los', 'mi']);

export function purposeOfToken(token: Token | undefined): MedicationPurpose | null {
  if (token?.kind !== 'word') return null;
  const byMetric = token.info?.metric ? PURPOSE_BY_METRIC[token.info.metric] : undefined;
  return byMetric ?? PURPOSE_BY_WORD[token.text] ?? null;
}

/** The purpose said after "de"/"del"/"para" at `at`, or null. */
export function purposeAfter(tokens: readonly Token[], at: number): MedicationPurpose | null {
  if (!OF.has(tokens[at]?.text ?? '')) return null;
  const next = ARTICLES.has(tokens[at + 1]?.text ?? '') ? at + 2 : at + 1;
  return purposeOfToken(tokens[next]);
}

/** The first purpose the message says ("la de la presión" → presion). */
export function purposeSaid(tokens: readonly Token[]): MedicationPurpose | null {
  for (let i = 0; i < tokens.length; i++) {
    const purpose = purposeAfter(tokens, i);
    if (purpose) return purpose;
  }
  return null;
}
