import { describe, expect, it } from 'vitest';
import type { ReadingFeedbackReply, RecordedReadingReply } from '@vitalia/contracts/metrics';
import { feedbackTone, savedReadingNotice } from './saved-reading-feedback';

function saved(
  reading: Partial<RecordedReadingReply>,
  feedback: Partial<ReadingFeedbackReply> | null,
): RecordedReadingReply {
  return {
    id: 1,
    metric: 'glucosa',
    value: 110,
    value2: null,
    unit: 'mg/dL',
    measured_at: '2025-06-10T14:00:00Z',
    context: null,
    source: 'web',
    note: null,
    registrada_por: null,
    ...reading,
    feedback: feedback && {
      label: 'En rango',
      description: 'está dentro del rango de 70 a 180 mg/dL',
      severity: 'normal',
      urgent: false,
      standard: 'la ADA',
      advice: '👉 ¡Muy bien! Sigue con tu plan.',
      ...feedback,
    },
  };
}

describe('the notice after saving a reading', () => {
  it('is a red crisis alert for a level 2 low, titled like the bell, with what to do now', () => {
    const notice = savedReadingNotice(
      saved(
        { value: 45 },
        {
          label: 'Hipoglucemia nivel 2',
          description: 'está muy baja: hipoglucemia nivel 2 (menos de 54 mg/dL)',
          severity: 'urgent',
          urgent: true,
          advice: '🚨 Qué hacer ahora: toma 15 g de azúcar rápida, espera 15 minutos y vuelve a medir.',
        },
      ),
    );
    expect(notice).toEqual({
      tone: 'urgent',
      heading: 'Valor de crisis: glucosa 45 mg/dL',
      explanation: 'Según la ADA, tu glucosa está muy baja: hipoglucemia nivel 2 (menos de 54 mg/dL).',
      advice: 'Qué hacer ahora: toma 15 g de azúcar rápida, espera 15 minutos y vuelve a medir.',
    });
  });

  it('names a blood pressure by both numbers', () => {
    const notice = savedReadingNotice(
      saved(
        { metric: 'presion', value: 185, value2: 125, unit: 'mmHg' },
        {
          label: 'Crisis hipertensiva',
          description: 'está en rango de crisis hipertensiva, 180/120 o más',
          severity: 'urgent',
          urgent: true,
          standard: 'la guía AHA/ACC 2025',
        },
      ),
    );
    expect(notice?.heading).toBe('Valor de crisis: presión arterial 185/125 mmHg');
    expect(notice?.explanation).toBe(
      'Según la guía AHA/ACC 2025, tu presión arterial está en rango de crisis hipertensiva, 180/120 o más.',
    );
  });

  it('is a calm notice with the label and advice for a normal reading', () => {
    expect(savedReadingNotice(saved({}, {}))).toEqual({
      tone: 'normal',
      heading: 'Glucosa 110 mg/dL: En rango',
      explanation: 'Según la ADA, tu glucosa está dentro del rango de 70 a 180 mg/dL.',
      advice: '¡Muy bien! Sigue con tu plan.',
    });
  });

  it('keeps a description that is not a verb phrase, and a missing standard', () => {
    const notice = savedReadingNotice(
      saved({ metric: 'peso', value: 72.5, unit: 'kg' }, { description: 'IMC normal.', standard: '' }),
    );
    expect(notice?.heading).toBe('Peso 72.5 kg: En rango');
    expect(notice?.explanation).toBe('IMC normal.');
  });

  it('says nothing when the server has no standard for the reading', () => {
    expect(savedReadingNotice(saved({ metric: 'cintura', unit: 'cm' }, null))).toBeNull();
  });

  it('is amber for values to watch, red for anything urgent', () => {
    expect(feedbackTone({ urgent: false, severity: 'normal' })).toBe('normal');
    expect(feedbackTone({ urgent: false, severity: 'attention' })).toBe('warning');
    expect(feedbackTone({ urgent: false, severity: 'alert' })).toBe('warning');
    expect(feedbackTone({ urgent: true, severity: 'alert' })).toBe('urgent');
    expect(feedbackTone({ urgent: false, severity: 'urgent' })).toBe('urgent');
  });
});
