import { describe, expect, it } from 'vitest';
import { classifyHba1c, estimatedAverageGlucose } from './classify-hba1c';
import { interpretReading } from './interpret-reading';

describe('HbA1c, a laboratory value', () => {
  it('is judged against the ADA goal of under 7 %, with the estimated average glucose', () => {
    expect(estimatedAverageGlucose(7)).toBe(154);
    expect(estimatedAverageGlucose(8.2)).toBe(189);
    expect(classifyHba1c(6.8)).toMatchObject({ code: 'a1c_en_meta', severity: 'normal' });
    const above = classifyHba1c(8.2);
    expect(above).toMatchObject({ code: 'a1c_arriba_de_meta', severity: 'attention' });
    expect(above.description).toBe(
      'está arriba de la meta (menos de 7 %); equivale a un promedio estimado de glucosa de unos 189 mg/dL',
    );
    expect(classifyHba1c(9.4).code).toBe('a1c_muy_arriba');
  });

  it('in pregnancy the goal is under 6 %; without diabetes the prediabetes and diabetes ranges', () => {
    expect(classifyHba1c(6.2, { pregnant: true }).code).toBe('a1c_embarazo_arriba');
    expect(classifyHba1c(5.4, { diagnosis: 'ninguno' }).code).toBe('a1c_normal');
    expect(classifyHba1c(6.0, { diagnosis: 'ninguno' }).code).toBe('a1c_rango_prediabetes');
    expect(classifyHba1c(6.6, { diagnosis: 'prediabetes' }).code).toBe('a1c_rango_diabetes');
  });

  it('its advice sends the result to the doctor and never changes a treatment', () => {
    const interpretation = interpretReading({ metric: 'hemoglobina_glicada', value: 9.4, unit: '%' });
    expect(interpretation.urgent).toBe(false);
    expect(interpretation.advice?.text).toMatch(/Haz cita pronto con tu médico/);
    expect(interpretation.advice?.text).toMatch(/No cambies tu tratamiento sin su indicación/);
    expect(interpretation.advice?.source).toBe('ada-soc-6-a1c');
  });
});
