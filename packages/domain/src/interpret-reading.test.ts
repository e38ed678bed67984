import { describe, expect, it } from 'vitest';
import { ALL_ADVICE } from './advice';
import { interpretReading, readingFeedback } from './interpret-reading';
import type { Reading } from './reading';
import { SOURCES } from './sources';

const assessReading = (reading: Reading) => readingFeedback(interpretReading(reading));

describe('feedback on a logged reading', () => {
  it('gives what to do now for a level 2 low, naming the ADA', () => {
    const feedback = assessReading({ metric: 'glucosa', value: 45, unit: 'mg/dL' });
    expect(feedback).toMatchObject({
      urgent: true,
      severity: 'urgent',
      standard: 'la ADA',
      label: 'Hipoglucemia nivel 2',
    });
    expect(feedback!.advice).toMatch(/15/);
    expect(feedback!.advice).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('marks a hypertensive crisis as urgent with urgent-care advice', () => {
    const feedback = assessReading({ metric: 'presion', systolic: 185, diastolic: 100, unit: 'mmHg' });
    expect(feedback?.urgent).toBe(true);
    expect(feedback?.advice).toMatch(/911|urgencias/);
  });

  it('points at the form, not the chat, for a glucose without context', () => {
    const feedback = assessReading({ metric: 'glucosa', value: 110, unit: 'mg/dL' });
    expect(feedback?.advice).toMatch(/en el campo Contexto/);
    expect(feedback?.advice).not.toMatch(/dime/);
  });

  it('is calm for a reading in range, and absent for an indicator no standard covers', () => {
    expect(assessReading({ metric: 'glucosa', value: 100, unit: 'mg/dL', context: 'ayunas' })?.urgent).toBe(
      false,
    );
    expect(assessReading({ metric: 'cintura', value: 92, unit: 'cm' })).toBeNull();
  });
});

describe('the interpretation as parts', () => {
  it('puts the crisis steps in what-to-do-now and nothing in advice, and the reverse otherwise', () => {
    const low = interpretReading({ metric: 'glucosa', value: 45, unit: 'mg/dL' });
    expect(low.urgent).toBe(true);
    expect(low.whatToDoNow?.id).toBe('glucosa.hipoglucemia_nivel_2');
    expect(low.advice).toBeNull();
    const fine = interpretReading({ metric: 'glucosa', value: 100, unit: 'mg/dL', context: 'ayunas' });
    expect(fine.whatToDoNow).toBeNull();
    expect(fine.advice?.id).toBe('glucosa.en_meta');
    expect(fine.category?.standard.citedAs).toBe('la ADA');
  });

  it('names the other standard beside the primary for blood pressure', () => {
    const bp = interpretReading({ metric: 'presion', systolic: 145, diastolic: 92, unit: 'mmHg' });
    expect(bp.category?.code).toBe('hipertension_grado_1');
    expect(bp.otherStandards.map((c) => c.code)).toEqual(['hipertension_etapa_2']);
  });
});

describe('every advice text', () => {
  it('has a source entry, plain text, a unique id, and no dose change, stop order or diagnosis', () => {
    const ids = new Set<string>();
    for (const advice of ALL_ADVICE) {
      expect(SOURCES[advice.source], advice.id).toBeDefined();
      expect(ids.has(advice.id), advice.id).toBe(false);
      ids.add(advice.id);
      for (const text of [advice.text, advice.web ?? '']) {
        expect(text, advice.id).not.toMatch(/\p{Extended_Pictographic}/u);
        expect(text, advice.id).not.toMatch(
          /diagnóstico|tienes diabetes|eres hipertens|aumenta tu dosis|baja tu dosis|suspende|deja de tomar/i,
        );
      }
    }
  });
});
