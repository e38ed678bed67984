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
