import { describe, expect, it } from 'vitest';
import { validateAlertSettings } from './alerts';

const refusal = (body: unknown) => {
  const result = validateAlertSettings(body);
  return result.ok ? null : result.detail;
};

describe('alert settings bodies', () => {
  it('reads a full body, and fills what is left out with the defaults', () => {
    const full = {
      dias_sin_lecturas: 5,
      umbrales: {
        glucosa: { min: 80, max: 150 },
        presion: { min: null, max: 130, min2: null, max2: 85 },
        peso: { min: 60.5, max: null },
        frecuencia_cardiaca: { min: null, max: null },
      },
    };
    expect(validateAlertSettings(full)).toEqual({ ok: true, value: full });
    expect(validateAlertSettings({})).toEqual({
      ok: true,
      value: {
        dias_sin_lecturas: 3,
        umbrales: {
          glucosa: { min: null, max: null },
          presion: { min: null, max: null, min2: null, max2: null },
          peso: { min: null, max: null },
          frecuencia_cardiaca: { min: null, max: null },
        },
      },
    });
    expect(validateAlertSettings({ umbrales: { glucosa: { max: 150 } } })).toMatchObject({
      ok: true,
      value: { umbrales: { glucosa: { min: null, max: 150 }, peso: { min: null, max: null } } },
    });
  });

  it('refuses each problem with its Spanish message', () => {
    expect(refusal([])).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
    expect(refusal({ dias_sin_lecturas: 0 })).toMatch(/del 1 al 30/);
    expect(refusal({ dias_sin_lecturas: 31 })).toMatch(/del 1 al 30/);
    expect(refusal({ dias_sin_lecturas: 2.5 })).toMatch(/entero del 1 al 30/);
    expect(refusal({ dias_sin_lecturas: '3' })).toMatch(/entero del 1 al 30/);
    expect(refusal({ umbrales: { glucosa: { max: 'alto' } } })).toBe(
      'El máximo de glucosa debe ser un número, o quedar vacío para usar el rango estándar.',
    );
    expect(refusal({ umbrales: { glucosa: { max: 700 } } })).toBe(
      'El máximo de glucosa debe estar entre 20 y 600 mg/dL.',
    );
    expect(refusal({ umbrales: { presion: { min2: 10 } } })).toBe(
      'El mínimo de presión diastólica debe estar entre 20 y 200 mmHg.',
    );
    expect(refusal({ umbrales: { peso: { min: 80, max: 80 } } })).toBe(
      'En peso, el mínimo debe ser menor que el máximo.',
    );
    expect(refusal({ umbrales: { presion: { min2: 90, max2: 80 } } })).toBe(
      'En la presión diastólica, el mínimo debe ser menor que el máximo.',
    );
    expect(refusal({ umbrales: { temperatura: { max: 38 } } })).toMatch(
      /glucosa, presion, peso y frecuencia_cardiaca/,
    );
    expect(refusal({ umbrales: { glucosa: { min2: 80 } } })).toBe(
      'Los umbrales de glucosa deben ser un objeto con min y max.',
    );
    expect(refusal({ umbrales: 'ninguno' })).toMatch(/deben ser un objeto/);
    expect(refusal({ umbrales: { frecuencia_cardiaca: { max: 300 } } })).toBe(
      'El máximo de frecuencia cardiaca debe estar entre 25 y 250 lpm.',
    );
  });
});
