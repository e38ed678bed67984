import { describe, expect, it } from 'vitest';
import { weeklyReportText } from './weekly-report-text';

describe('the weekly report text on the web', () => {
  it('keeps the lines and drops emoji and chat emphasis', () => {
    const chat =
      '📊 *Tu semana del 16 al 22 de noviembre*\n\nGlucosa: 7 lecturas, promedio 118 mg/dL ✅\n_Sigue así._';
    expect(weeklyReportText(chat)).toBe(
      'Tu semana del 16 al 22 de noviembre\n\nGlucosa: 7 lecturas, promedio 118 mg/dL\nSigue así.',
    );
  });

  it('leaves keys with underscores alone', () => {
    expect(weeklyReportText('frecuencia_cardiaca: 70 lpm')).toBe('frecuencia_cardiaca: 70 lpm');
  });
});
