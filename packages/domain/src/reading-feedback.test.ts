import { describe, expect, it } from 'vitest';
import { assessReading } from './reading-feedback';

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
