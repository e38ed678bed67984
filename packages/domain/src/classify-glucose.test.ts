import { describe, expect, it } from 'vitest';
import { classifyGlucose } from './classify-glucose';

describe('classifyGlucose (ADA Standards of Care)', () => {
  it.each([
    [53, undefined, 'hipoglucemia_nivel_2', 'urgent'],
    [54, undefined, 'hipoglucemia_nivel_1', 'alert'],
    [69, undefined, 'hipoglucemia_nivel_1', 'alert'],
    [70, undefined, 'en_rango', 'normal'],
    [179, undefined, 'en_rango', 'normal'],
    // The time-in-range band is inclusive (the summary and the report count 180 in range).
    [180, undefined, 'en_rango', 'normal'],
    [181, undefined, 'alta', 'alert'],
    [249, undefined, 'alta', 'alert'],
    [250, undefined, 'muy_alta', 'alert'],
    [299, undefined, 'muy_alta', 'alert'],
    [300, undefined, 'muy_alta', 'urgent'],
  ] as const)('%s mg/dL with no context → %s (%s)', (value, context, code, severity) => {
    const result = classifyGlucose(value, context);
    expect(result.code).toBe(code);
    expect(result.severity).toBe(severity);
    expect(result.standard.id).toBe('ADA-SOC-2026');
  });

  it.each([
    [69, 'hipoglucemia_nivel_1'],
    [70, 'debajo_de_meta'],
    [79, 'debajo_de_meta'],
    [80, 'en_meta'],
    [129, 'en_meta'],
    [130, 'en_meta'],
    [131, 'arriba_de_meta'],
    [179, 'arriba_de_meta'],
    [180, 'alta'],
  ] as const)('fasting %s mg/dL → %s (target 80–130)', (value, code) => {
    expect(classifyGlucose(value, 'ayunas').code).toBe(code);
    expect(classifyGlucose(value, 'antes_de_comer').code).toBe(code);
  });

  it.each([
    [70, 'en_meta'],
    [179, 'en_meta'],
    [180, 'alta'],
  ] as const)('after a meal %s mg/dL → %s (peak < 180)', (value, code) => {
    expect(classifyGlucose(value, 'despues_de_comer').code).toBe(code);
  });

  it('describes the category in plain Spanish', () => {
    expect(classifyGlucose(98, 'ayunas').description).toBe('está dentro de la meta en ayunas (80–130 mg/dL)');
    expect(classifyGlucose(50).label).toBe('Hipoglucemia nivel 2');
  });
});
