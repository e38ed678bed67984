import { describe, expect, it } from 'vitest';
import { classifyBmi, classifyWeight, computeBmi } from './classify-weight';

describe('classifyBmi (WHO)', () => {
  it.each([
    [18.4, 'bajo_peso'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'sobrepeso'],
    [29.9, 'sobrepeso'],
    [30, 'obesidad_grado_1'],
    [34.9, 'obesidad_grado_1'],
    [35, 'obesidad_grado_2'],
    [39.9, 'obesidad_grado_2'],
    [40, 'obesidad_grado_3'],
  ])('IMC %s → %s', (bmi, code) => {
    expect(classifyBmi(bmi).code).toBe(code);
  });
});

describe('classifyWeight', () => {
  it('computes the BMI from the height in centimetres or metres', () => {
    expect(computeBmi(80, 165)).toBe(29.4);
    expect(computeBmi(80, 1.65)).toBe(29.4);
  });

  it('classifies the rounded BMI it shows, so the figure and the category agree', () => {
    // 24.96 rounds to 25.0, shown as "IMC 25" and classified as overweight.
    expect(classifyWeight(68, 165.05)?.code).toBe('sobrepeso');
  });

  it('says nothing without a height', () => {
    expect(classifyWeight(80, undefined)).toBeNull();
    expect(classifyWeight(80, 0)).toBeNull();
  });
});
