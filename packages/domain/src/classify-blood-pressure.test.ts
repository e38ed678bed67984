import { describe, expect, it } from 'vitest';
import {
  classifyAccAha2017,
  classifyBloodPressure,
  classifyNom030,
  isHypertensiveCrisis,
} from './classify-blood-pressure';

describe('classifyNom030 (NOM-030-SSA2-2009)', () => {
  it.each([
    [119, 79, 'optima'],
    [120, 79, 'normal'],
    [119, 80, 'normal'],
    [129, 84, 'normal'],
    [130, 84, 'normal_alta'],
    [129, 85, 'normal_alta'],
    [139, 89, 'normal_alta'],
    [140, 90, 'hipertension_grado_1'],
    [139, 90, 'hipertension_grado_1'],
    [159, 99, 'hipertension_grado_1'],
    [160, 99, 'hipertension_grado_2'],
    [159, 100, 'hipertension_grado_2'],
    [179, 109, 'hipertension_grado_2'],
    [180, 109, 'hipertension_grado_3'],
    [179, 110, 'hipertension_grado_3'],
    [140, 89, 'hipertension_sistolica_aislada'],
    [185, 85, 'hipertension_sistolica_aislada'],
  ])('%s/%s → %s', (systolic, diastolic, code) => {
    const result = classifyNom030(systolic, diastolic);
    expect(result.code).toBe(code);
    expect(result.standard.id).toBe('NOM-030-SSA2-2009');
  });

  it('uses the higher category when systolic and diastolic disagree', () => {
    expect(classifyNom030(118, 102).code).toBe('hipertension_grado_2');
  });
});

describe('classifyAccAha2017', () => {
  it.each([
    [119, 79, 'normal'],
    [120, 79, 'elevada'],
    [129, 79, 'elevada'],
    [130, 79, 'hipertension_etapa_1'],
    [119, 80, 'hipertension_etapa_1'],
    [139, 89, 'hipertension_etapa_1'],
    [140, 89, 'hipertension_etapa_2'],
    [139, 90, 'hipertension_etapa_2'],
  ])('%s/%s → %s', (systolic, diastolic, code) => {
    expect(classifyAccAha2017(systolic, diastolic).code).toBe(code);
  });
});

describe('hypertensive crisis and low pressure', () => {
  it.each([
    [179, 119, false],
    [180, 100, true],
    [150, 120, true],
    [179, 120, true],
  ])('%s/%s crisis = %s', (systolic, diastolic, crisis) => {
    expect(isHypertensiveCrisis(systolic, diastolic)).toBe(crisis);
    expect(classifyBloodPressure(systolic, diastolic).crisis).toBe(crisis);
  });

  it.each([
    [89, 70, true],
    [90, 59, true],
    [90, 60, false],
    [150, 55, false],
  ])('%s/%s low = %s', (systolic, diastolic, low) => {
    expect(classifyBloodPressure(systolic, diastolic).low).toBe(low);
  });
});
