import { describe, expect, it } from 'vitest';
import { interpretReading } from './interpret-reading';
import type { ReadingContext } from './reading';

const pulse = (value: number, context?: ReadingContext) =>
  interpretReading({ metric: 'frecuencia_cardiaca', value, unit: 'lpm', ...(context ? { context } : {}) });
const glucose = (value: number, context?: ReadingContext) =>
  interpretReading({ metric: 'glucosa', value, unit: 'mg/dL', ...(context ? { context } : {}) });

describe('contexts change the judgement', () => {
  it('a pulse after exercise is not judged against the resting range; extremes still are', () => {
    expect(pulse(125).category?.code).toBe('alta');
    const after = pulse(125, 'despues_de_ejercicio');
    expect(after.category).toMatchObject({ code: 'despues_de_ejercicio', severity: 'normal' });
    expect(after.category?.description).toContain('el rango de 60 a 100 es para el pulso en reposo');
    expect(after.advice?.id).toBe('frecuencia_cardiaca.despues_de_ejercicio');
    expect(pulse(185, 'despues_de_ejercicio').category?.code).toBe('muy_alta');
    expect(pulse(38, 'despues_de_ejercicio').category?.code).toBe('muy_baja');
    // "En reposo" is what the resting range is for.
    expect(pulse(125, 'en_reposo').category?.code).toBe('alta');
  });

  it('a high pressure right after exercise asks for a rested measurement; a crisis stays a crisis', () => {
    const after = interpretReading({
      metric: 'presion',
      systolic: 150,
      diastolic: 92,
      unit: 'mmHg',
      context: 'despues_de_ejercicio',
    });
    expect(after.advice?.id).toBe('presion.despues_de_ejercicio');
    expect(after.advice?.text).toContain('al menos 30 minutos después del ejercicio');
    const crisis = interpretReading({
      metric: 'presion',
      systolic: 190,
      diastolic: 100,
      unit: 'mmHg',
      context: 'despues_de_ejercicio',
    });
    expect(crisis.urgent).toBe(true);
    expect(crisis.whatToDoNow?.id).toBe('presion.crisis_hipertensiva');
  });

  it('a glucose after exercise warns of later lows; a low bedtime glucose gets the night advice', () => {
    expect(glucose(110, 'despues_de_ejercicio').advice?.id).toBe('glucosa.despues_de_ejercicio');
    expect(glucose(110).advice?.id).toBe('glucosa.en_rango');
    expect(glucose(88, 'antes_de_dormir').advice?.id).toBe('glucosa.antes_de_dormir_baja');
    // A context was given: the advice does not ask for one.
    expect(glucose(140, 'antes_de_dormir').advice?.id).toBe('glucosa.en_rango_con_contexto');
    // A low is a low, whatever the context: the 15-15 rule.
    expect(glucose(62, 'antes_de_dormir').advice?.id).toBe('glucosa.hipoglucemia_nivel_1');
  });
});
