import { describe, expect, it } from 'vitest';
import { describeSchedule } from './schedule';

describe('describeSchedule', () => {
  it('reads each frequency in Spanish with 0 = lunes and 24 h times', () => {
    expect(describeSchedule({ frecuencia: 'daily', hora: '08:00', weekday: null, month_day: null })).toBe(
      'diario a las 08:00',
    );
    expect(describeSchedule({ frecuencia: 'weekly', hora: '21:00', weekday: 0, month_day: null })).toBe(
      'lunes a las 21:00',
    );
    expect(describeSchedule({ frecuencia: 'weekly', hora: '07:15', weekday: 6, month_day: null })).toBe(
      'domingo a las 07:15',
    );
    expect(describeSchedule({ frecuencia: 'monthly', hora: '09:30', weekday: null, month_day: 31 })).toBe(
      'día 31 de cada mes a las 09:30',
    );
  });
});
