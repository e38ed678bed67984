import { describe, expect, it } from 'vitest';
import {
  KG_PER_POUND,
  MG_DL_PER_MMOL_L,
  convertFahrenheitToCelsius,
  convertMmolToMgDl,
  convertPoundsToKg,
  mmolToWholeMgDl,
  readTypedGlucose,
} from './units';

describe('unit conversions', () => {
  it('uses the contract factors', () => {
    expect(MG_DL_PER_MMOL_L).toBe(18.016);
    expect(KG_PER_POUND).toBe(0.45359237);
  });

  it('converts mmol/L to mg/dL to one decimal', () => {
    expect(convertMmolToMgDl(5.6)).toBe(100.9);
    expect(convertMmolToMgDl(7.2)).toBe(129.7);
  });

  it('converts mmol/L to whole mg/dL for a read-back', () => {
    expect(mmolToWholeMgDl(5.6)).toBe(101);
    expect(mmolToWholeMgDl(7.8)).toBe(141);
  });

  it('converts pounds to kilograms to one decimal', () => {
    expect(convertPoundsToKg(180)).toBe(81.6);
    expect(convertPoundsToKg(165)).toBe(74.8);
  });

  it('converts Fahrenheit to Celsius', () => {
    expect(convertFahrenheitToCelsius(100.4)).toBe(38);
    expect(convertFahrenheitToCelsius(98.6)).toBe(37);
  });
});

describe('a glucose typed in a form (CONTRACTS.md section 6, mmol/L-looking)', () => {
  it('reads a decimal below 35, with a comma or a point, as mmol/L converted to whole mg/dL', () => {
    expect(readTypedGlucose('5,6')).toEqual({ unit: 'mmol/L', mmol: 5.6, mgDl: 101 });
    expect(readTypedGlucose(' 7.8 ')).toEqual({ unit: 'mmol/L', mmol: 7.8, mgDl: 141 });
    expect(readTypedGlucose('5,0')).toEqual({ unit: 'mmol/L', mmol: 5, mgDl: 90 });
    expect(readTypedGlucose('1,2')).toEqual({ unit: 'mmol/L', mmol: 1.2, mgDl: 22 });
    expect(readTypedGlucose('0,8')).toEqual({ unit: 'mmol/L', mmol: 0.8, mgDl: 14 });
    expect(readTypedGlucose('34.9')).toEqual({ unit: 'mmol/L', mmol: 34.9, mgDl: 629 });
  });

  it('keeps whole numbers and decimals from 35 up in mg/dL', () => {
    expect(readTypedGlucose('120')).toEqual({ unit: 'mg/dL', mgDl: 120 });
    expect(readTypedGlucose('15')).toEqual({ unit: 'mg/dL', mgDl: 15 });
    expect(readTypedGlucose('35.0')).toEqual({ unit: 'mg/dL', mgDl: 35 });
    expect(readTypedGlucose('120,5')).toEqual({ unit: 'mg/dL', mgDl: 120.5 });
    expect(readTypedGlucose('100.9')).toEqual({ unit: 'mg/dL', mgDl: 100.9 });
  });

  it('never turns a thousands comma into a tiny number', () => {
    expect(readTypedGlucose('1,200')).toEqual({ unit: 'mg/dL', mgDl: 1200 });
    expect(readTypedGlucose('1,200,000')).toEqual({ unit: 'mg/dL', mgDl: 1_200_000 });
  });

  it('is null for what is not a number', () => {
    for (const text of ['', '  ', 'ciento veinte', '12o', '1e3', '-5', '5,6,7', '5.', '1 40', '120 mg/dL'])
      expect(readTypedGlucose(text), text).toBeNull();
  });
});
