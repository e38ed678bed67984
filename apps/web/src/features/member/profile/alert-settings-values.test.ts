import { describe, expect, it } from 'vitest';
import { DAYS_MESSAGE, findFieldOfDetail, readFormValues, toFormValues } from './alert-settings-values';

const reply = {
  dias_sin_lecturas: 4,
  umbrales: {
    glucosa: { min: null, max: 150 },
    presion: { min: null, max: 135, min2: null, max2: null },
    peso: { min: 60.5, max: null },
    frecuencia_cardiaca: { min: null, max: null },
  },
};

describe('the alert settings form values', () => {
  it('shows stored values as text and empty fields for the standard, and reads them back', () => {
    const values = toFormValues(reply);
    expect(values.days).toBe('4');
    expect(values.limits['glucosa.max']).toBe('150');
    expect(values.limits['glucosa.min']).toBe('');
    expect(values.limits['peso.min']).toBe('60.5');
    expect(readFormValues(values)).toEqual({ ok: true, settings: reply });
  });

  it('reads a decimal comma, and names the first value that is not a number', () => {
    const values = toFormValues(reply);
    values.limits['peso.max'] = '90,5';
    const read = readFormValues(values);
    expect(read.ok && read.settings.umbrales.peso).toEqual({ min: 60.5, max: 90.5 });
    values.limits['presion.max2'] = 'alta';
    expect(readFormValues(values)).toEqual({
      ok: false,
      detail:
        'El máximo de presión diastólica debe ser un número, o quedar vacío para usar el rango estándar.',
      field: 'presion.max2',
    });
    expect(readFormValues({ ...values, days: '2.5' })).toMatchObject({ ok: false, detail: DAYS_MESSAGE });
    expect(readFormValues({ ...values, days: '' })).toMatchObject({ ok: false, field: 'days' });
  });

  it('finds the field a server refusal names', () => {
    expect(findFieldOfDetail('El máximo de glucosa debe estar entre 20 y 600 mg/dL.')).toBe('glucosa.max');
    expect(findFieldOfDetail('El mínimo de presión diastólica debe estar entre 20 y 200 mmHg.')).toBe(
      'presion.min2',
    );
    expect(findFieldOfDetail(DAYS_MESSAGE)).toBe('days');
    expect(findFieldOfDetail('En peso, el mínimo debe ser menor que el máximo.')).toBeNull();
  });
});
