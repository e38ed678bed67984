import { describe, expect, it } from 'vitest';
import { composeWeeklyReport, describeWeek } from './weekly-report-text';

const week = { from: '2026-11-23', to: '2026-11-29', glucose_time_in_range: null };

describe('the weekly report text', () => {
  it('names the week, also across months and years', () => {
    expect(describeWeek('2026-11-16', '2026-11-22')).toBe('del 16 al 22 de noviembre');
    expect(describeWeek('2026-11-30', '2026-12-06')).toBe('del 30 de noviembre al 6 de diciembre');
    expect(describeWeek('2026-12-28', '2027-01-03')).toBe('del 28 de diciembre al 3 de enero');
  });

  it('counts doses taken of those reminded, never above 100 %, and leaves out medications never reminded', () => {
    const text = composeWeeklyReport(
      {
        ...week,
        metrics: [],
        adherence: [
          { medicamento_id: 1, nombre: 'Losartán', taken: 5, scheduled: 7 },
          { medicamento_id: 2, nombre: 'Metformina', taken: 3, scheduled: 2 },
          { medicamento_id: 3, nombre: 'Aspirina', taken: 1, scheduled: 0 },
        ],
      },
      { pressureCategories: [], weightChange: null },
    );
    expect(text).toContain('• Losartán: 5 tomas registradas de 7 (71 %).');
    expect(text).toContain('• Metformina: 2 tomas registradas de 2 (100 %).');
    expect(text).not.toContain('Aspirina');
    expect(text).toContain('No registraste lecturas esta semana.');
  });

  it('describes a weight that stayed the same, and a gain with its sign', () => {
    const weight = { metric: 'peso', name: 'Peso', unit: 'kg', count: 2, avg: 80, min: 80, max: 80 };
    const same = composeWeeklyReport(
      { ...week, metrics: [weight], adherence: [] },
      { pressureCategories: [], weightChange: 0 },
    );
    expect(same).toContain('Tu peso se mantuvo igual durante la semana.');
    const gain = composeWeeklyReport(
      { ...week, metrics: [weight], adherence: [] },
      { pressureCategories: [], weightChange: 2.345 },
    );
    expect(gain).toContain('Cambio en la semana: +2.3 kg.');
  });

  it('uses one emoji, at the start', () => {
    const text = composeWeeklyReport(
      {
        ...week,
        metrics: [],
        adherence: [{ medicamento_id: 1, nombre: 'Losartán', taken: 1, scheduled: 1 }],
      },
      { pressureCategories: [], weightChange: null },
    );
    expect(text.match(/\p{Extended_Pictographic}/gu)).toEqual(['📊']);
  });
});
