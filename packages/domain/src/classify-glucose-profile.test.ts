import { describe, expect, it } from 'vitest';
import { classifyGlucoseForPerson } from './classify-glucose-profile';
import { interpretReading } from './interpret-reading';

const judge = (value: number, context: Parameters<typeof classifyGlucoseForPerson>[1], profile = {}) =>
  classifyGlucoseForPerson(value, context, profile);

describe('glucose targets that depend on the person', () => {
  it('in pregnancy: fasting under 95, after a meal under 140 (1 h), naming both post-meal targets', () => {
    const pregnant = { pregnant: true };
    expect(judge(92, 'ayunas', pregnant).code).toBe('embarazo_en_meta');
    expect(judge(98, 'ayunas', pregnant)).toMatchObject({
      code: 'embarazo_arriba_de_meta',
      severity: 'alert',
    });
    // 98 fasting is "en meta" for a person treated for diabetes: the profile changes the judgement.
    expect(judge(98, 'ayunas').code).toBe('en_meta');
    expect(judge(135, 'despues_de_comer', pregnant).code).toBe('embarazo_en_meta');
    const high = judge(145, 'despues_de_comer', pregnant);
    expect(high.code).toBe('embarazo_arriba_de_meta');
    expect(high.description).toContain('menos de 140 mg/dL a la hora de comer o menos de 120 a las 2 horas');
    // A gestational diagnosis means pregnancy targets too.
    expect(judge(98, 'ayunas', { diagnosis: 'gestacional' }).code).toBe('embarazo_arriba_de_meta');
  });

  it('lows and very high values are judged as for everyone, pregnant or not', () => {
    expect(judge(65, 'ayunas', { pregnant: true }).code).toBe('hipoglucemia_nivel_1');
    expect(judge(50, 'ayunas', { diagnosis: 'ninguno' }).code).toBe('hipoglucemia_nivel_2');
    expect(judge(320, 'ayunas', { diagnosis: 'ninguno' })).toMatchObject({
      code: 'muy_alta',
      severity: 'urgent',
    });
  });

  it('fasting without diabetes: under 100 normal, 100–125 impaired (not "dentro de la meta"), 126+ for the doctor', () => {
    const none = { diagnosis: 'ninguno' as const };
    expect(judge(95, 'ayunas', none).code).toBe('ayunas_normal');
    const impaired = judge(110, 'ayunas', none);
    expect(impaired).toMatchObject({ code: 'ayunas_alterada', severity: 'attention' });
    expect(impaired.description).not.toMatch(/dentro de la meta/);
    expect(judge(110, 'ayunas', { diagnosis: 'prediabetes' }).code).toBe('ayunas_alterada');
    expect(judge(130, 'ayunas', none)).toMatchObject({ code: 'ayunas_rango_diabetes', severity: 'alert' });
    // Someone treated for diabetes keeps the ADA's 80–130 goal.
    expect(judge(110, 'ayunas', { diagnosis: 'diabetes_tipo_2' }).code).toBe('en_meta');
  });

  it('the advice for an impaired fasting value is no diagnosis and sends to the doctor', () => {
    const interpretation = interpretReading(
      { metric: 'glucosa', value: 118, unit: 'mg/dL', context: 'ayunas' },
      { diagnosis: 'ninguno' },
    );
    expect(interpretation.advice?.text).toMatch(
      /^Una medición en casa no basta para saberlo: coméntalo con tu médico/,
    );
    expect(interpretation.advice?.source).toBe('ada-soc-2-diagnosis');
  });

  it('a height makes the body mass index of a weight', () => {
    const withHeight = interpretReading({ metric: 'peso', value: 80, unit: 'kg' }, { heightCm: 160 });
    expect(withHeight.category?.code).toBe('obesidad_grado_1');
    expect(interpretReading({ metric: 'peso', value: 80, unit: 'kg' }).category).toBeNull();
  });
});
