import { describe, expect, it } from 'vitest';
import {
  KG_PER_POUND,
  MG_DL_PER_MMOL_L,
  convertFahrenheitToCelsius,
  convertMmolToMgDl,
  convertPoundsToKg,
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

  it('converts pounds to kilograms to one decimal', () => {
    expect(convertPoundsToKg(180)).toBe(81.6);
    expect(convertPoundsToKg(165)).toBe(74.8);
  });

  it('converts Fahrenheit to Celsius', () => {
    expect(convertFahrenheitToCelsius(100.4)).toBe(38);
    expect(convertFahrenheitToCelsius(98.6)).toBe(37);
  });
});
