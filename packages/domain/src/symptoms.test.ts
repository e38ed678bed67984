import { describe, expect, it } from 'vitest';
import { SOURCES } from './sources';
import { interpretReading } from './interpret-reading';
import { ALL_SYMPTOM_ADVICE, judgeSymptoms } from './symptoms';

describe('judging symptoms', () => {
  it('sends warning signs to 911 first, with the values said', () => {
    expect(judgeSymptoms(['stroke_signs']).emergency?.id).toBe('sintomas.derrame');
    expect(judgeSymptoms(['chest_pain']).emergency?.text).toMatch(/911/);
    expect(judgeSymptoms(['vomiting'], { glucose: 290 }).emergency?.id).toBe('sintomas.cetoacidosis');
    expect(judgeSymptoms(['vomiting'], { glucose: 120 }).emergency).toBeNull();
    expect(judgeSymptoms(['headache'], { systolic: 186, diastolic: 112 }).emergency?.id).toBe(
      'sintomas.crisis_hipertensiva',
    );
  });

  it('asks to measure what the symptoms point to, unless it was measured', () => {
    expect(judgeSymptoms(['tremor', 'sweating'])).toMatchObject({ measure: 'glucosa', emergency: null });
    expect(judgeSymptoms(['thirst']).measure).toBe('glucosa');
    expect(judgeSymptoms(['tinnitus']).measure).toBe('presion');
    expect(judgeSymptoms(['tremor'], { glucose: 64 }).measure).toBeNull();
    expect(judgeSymptoms([])).toEqual({ emergency: null, advice: null, measure: null });
  });

  it('every text names a source and never diagnoses or changes a medicine', () => {
    for (const advice of ALL_SYMPTOM_ADVICE) {
      expect(SOURCES[advice.source], advice.id).toBeDefined();
      expect(advice.text).not.toMatch(
        /tienes diabetes|eres hipertens|es neuropat|\bdosis\b|deja de tomar|suspende/i,
      );
    }
  });
});

describe('meter words', () => {
  it('sends HI to urgencias and LO to sugar now, naming their sources', async () => {
    const { METER_WORD_ADVICE, meterWordOfGlucose } = await import('./meter-words');
    expect(METER_WORD_ADVICE.HI.text).toMatch(/urgencias o llama al 911/);
    expect(METER_WORD_ADVICE.LO.text).toMatch(/15 g de azúcar rápida.*no light/);
    for (const advice of Object.values(METER_WORD_ADVICE)) expect(SOURCES[advice.source]).toBeDefined();
    expect(meterWordOfGlucose(650)).toBe('HI');
    expect(meterWordOfGlucose(1200)).toBeNull();
    expect(meterWordOfGlucose(5.6)).toBeNull();
  });
});

describe('a low with confusion', () => {
  it('is a severe (level 3) low whatever its value, with its own steps', () => {
    const low = interpretReading({ metric: 'glucosa', value: 65, unit: 'mg/dL' }, {}, ['confusion']);
    expect(low.category?.code).toBe('hipoglucemia_nivel_3');
    expect(low.whatToDoNow?.id).toBe('sintomas.hipoglucemia_grave');
    expect(low.urgent).toBe(true);
    // Confusion with a normal glucose is another emergency (said by the symptoms), not a low.
    const normal = interpretReading({ metric: 'glucosa', value: 110, unit: 'mg/dL' }, {}, ['confusion']);
    expect(normal.category?.code).not.toBe('hipoglucemia_nivel_3');
  });
});

describe('dizzy on standing up', () => {
  it('is the pressure dropping: sit, stand slowly, drink water, measure the pressure', () => {
    const judged = judgeSymptoms(['dizziness', 'dizzy_on_standing']);
    expect(judged.advice?.id).toBe('sintomas.mareo_al_levantarse');
    expect(judged.measure).toBe('presion');
    expect(judgeSymptoms(['dizziness', 'tremor']).measure).toBe('glucosa');
  });
});
