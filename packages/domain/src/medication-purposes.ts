import type { SourceId } from './sources';

/**
 * What a medication is for, as people say it: "la de la presión", "la del azúcar", "la del colesterol".
 * Each generic name (and the brand names most written in Mexico) belongs to its group of the WHO ATC
 * classification; a medication the table does not know has no purpose, and the chat then asks which one.
 */
export type MedicationPurpose = 'presion' | 'azucar' | 'colesterol';

export interface MedicationPurposeEntry {
  /** How the chat names the purpose: "la presión". */
  said: string;
  /** The ATC groups of its medications. */
  atc: string;
  source: SourceId;
  /** Names as folded words (lowercase, no accents) → the name written as a person would see it. */
  names: Readonly<Record<string, string>>;
}

/** Writes a folded generic name with its capital, and with its accent where Spanish puts one. */
const named = (list: string, accented: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(
    list
      .split(' ')
      .map((word) => [word, accented[word] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}`]),
  );

export const MEDICATION_PURPOSES: Readonly<Record<MedicationPurpose, MedicationPurposeEntry>> = {
  presion: {
    said: 'la presión',
    atc: 'C02, C03, C07, C08, C09',
    source: 'who-atc-2025',
    names: named(
      'losartan valsartan telmisartan irbesartan candesartan olmesartan enalapril captopril lisinopril ' +
        'ramipril amlodipino amlodipina nifedipino felodipino verapamilo diltiazem metoprolol propranolol ' +
        'atenolol bisoprolol carvedilol nebivolol hidroclorotiazida clortalidona indapamida espironolactona ' +
        'furosemida prazosina hidralazina metildopa clonidina',
      {
        losartan: 'Losartán',
        valsartan: 'Valsartán',
        telmisartan: 'Telmisartán',
        irbesartan: 'Irbesartán',
        candesartan: 'Candesartán',
        olmesartan: 'Olmesartán',
      },
    ),
  },
  azucar: {
    said: 'el azúcar',
    atc: 'A10',
    source: 'who-atc-2025',
    names: named(
      'metformina glibenclamida glimepirida gliclazida sitagliptina linagliptina vildagliptina saxagliptina ' +
        'dapagliflozina empagliflozina canagliflozina pioglitazona acarbosa insulina glargina semaglutida ' +
        'liraglutida dulaglutida lantus toujeo levemir tresiba humalog novorapid ozempic victoza trulicity ' +
        'janumet jardiance forxiga galvus',
    ),
  },
  colesterol: {
    said: 'el colesterol',
    atc: 'C10',
    source: 'who-atc-2025',
    names: named('atorvastatina rosuvastatina simvastatina pravastatina bezafibrato fenofibrato ezetimiba'),
  },
};

const PURPOSES = Object.keys(MEDICATION_PURPOSES) as MedicationPurpose[];

/** Lowercase, without accents, words split on anything else: "Losartán 50" → ["losartan", "50"]. */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** What a medication is for, from its name as the person wrote it; null when the table does not know it. */
export function purposeOfMedication(name: string): MedicationPurpose | null {
  const words = foldWords(name);
  return PURPOSES.find((purpose) => words.some((word) => word in MEDICATION_PURPOSES[purpose].names)) ?? null;
}

/** A medication the table knows, written as a person would see it ("losartan" → "Losartán"). */
export function knownMedicationName(word: string): string | null {
  const [folded] = foldWords(word);
  if (!folded) return null;
  for (const purpose of PURPOSES) {
    const name = MEDICATION_PURPOSES[purpose].names[folded];
    if (name) return name;
  }
  return null;
}
