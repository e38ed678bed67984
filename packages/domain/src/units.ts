/**
 * Unit conversions. The factors are fixed by the product contract: glucose mmol/L × 18.016
 * and pounds × 0.45359237 (the international avoirdupois pound).
 */

export const MG_DL_PER_MMOL_L = 18.016;
export const KG_PER_POUND = 0.45359237;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** mmol/L → mg/dL, kept to one decimal (5.6 → 100.9). */
export function convertMmolToMgDl(mmolPerLitre: number): number {
  return roundTo(mmolPerLitre * MG_DL_PER_MMOL_L, 1);
}

/**
 * A glucose written with a decimal below this is in mmol/L: no meter shows mg/dL with decimals, and
 * 35 mmol/L (631 mg/dL) is past every meter's range (CONTRACTS.md section 6, "Safety first").
 */
export const MMOL_GLUCOSE_BELOW = 35;

/** mmol/L → whole mg/dL, as a glucose read back to the person is said and stored (5.6 → 101). */
export function mmolToWholeMgDl(mmolPerLitre: number): number {
  return Math.round(mmolPerLitre * MG_DL_PER_MMOL_L);
}

/**
 * A glucose as typed in a form's field: in mg/dL, or mmol/L-looking and converted to whole mg/dL, to be
 * read back and confirmed before it is stored.
 */
export type TypedGlucose = { unit: 'mg/dL'; mgDl: number } | { unit: 'mmol/L'; mmol: number; mgDl: number };

/** "1,200": a comma grouping thousands, as es-MX writes them (never a decimal comma). */
const THOUSANDS = /^[1-9]\d{0,2}(,\d{3})+$/;
/** "120", "5,6", "7.8", ".5": digits with at most one decimal point or comma. */
const PLAIN_NUMBER = /^(\d+([.,]\d+)?|[.,]\d+)$/;

/**
 * Reads a typed glucose (CONTRACTS.md section 6): a value with a decimal (point or comma) above 0 and
 * below 35 is mmol/L ("5,6", "7.8" → 101, 141 mg/dL); any other number is mg/dL ("120", "120,5").
 * "1,200" is 1200 (a typo the server refuses), never 1.2. Null when the text is not a number.
 */
export function readTypedGlucose(text: string): TypedGlucose | null {
  const trimmed = text.trim();
  if (THOUSANDS.test(trimmed)) return { unit: 'mg/dL', mgDl: Number(trimmed.replaceAll(',', '')) };
  if (!PLAIN_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  const decimal = /[.,]/.test(trimmed);
  return decimal && value > 0 && value < MMOL_GLUCOSE_BELOW
    ? { unit: 'mmol/L', mmol: value, mgDl: mmolToWholeMgDl(value) }
    : { unit: 'mg/dL', mgDl: value };
}

/** Pounds → kilograms, kept to one decimal (180 → 81.6). */
export function convertPoundsToKg(pounds: number): number {
  return roundTo(pounds * KG_PER_POUND, 1);
}

/** °F → °C, kept to one decimal (100.4 → 38). */
export function convertFahrenheitToCelsius(fahrenheit: number): number {
  return roundTo(((fahrenheit - 32) * 5) / 9, 1);
}

/** Accepts a height in centimetres or metres (anything under 3 is taken as metres) and returns metres. */
export function normalizeHeightToMetres(height: number): number {
  return height < 3 ? height : height / 100;
}
