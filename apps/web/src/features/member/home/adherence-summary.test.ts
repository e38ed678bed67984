import { describe, expect, it } from 'vitest';
import { hasScheduledDoses, mergeAdherence } from './adherence-summary';

const row = (medicamento_id: number, nombre: string, taken: number, scheduled: number) => ({
  medicamento_id,
  nombre,
  taken,
  scheduled,
});

describe('the home panel adherence of the last 7 and 30 days', () => {
  it('puts each medication two periods side by side', () => {
    const merged = mergeAdherence(
      [row(1, 'Metformina', 6, 7)],
      [row(1, 'Metformina', 25, 30), row(2, 'Losartán', 10, 12)],
    );
    expect(merged).toEqual([
      { id: 1, nombre: 'Metformina', week: { taken: 6, scheduled: 7 }, month: { taken: 25, scheduled: 30 } },
      { id: 2, nombre: 'Losartán', week: { taken: 0, scheduled: 0 }, month: { taken: 10, scheduled: 12 } },
    ]);
    expect(hasScheduledDoses(merged)).toBe(true);
  });

  it('knows when no reminder has gone out yet', () => {
    expect(hasScheduledDoses(mergeAdherence([], []))).toBe(false);
    expect(
      hasScheduledDoses(mergeAdherence([row(1, 'Metformina', 0, 0)], [row(1, 'Metformina', 0, 0)])),
    ).toBe(false);
  });
});
