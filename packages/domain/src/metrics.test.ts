import { describe, expect, it } from 'vitest';
import { formatMetricValue, getMetricDefinition, listMetrics } from './metrics';

describe('metric catalogue', () => {
  it('lists the contract keys with Spanish names and units', () => {
    expect(listMetrics().map((m) => [m.key, m.name, m.unit])).toEqual([
      ['glucosa', 'Glucosa', 'mg/dL'],
      ['presion', 'Presión arterial', 'mmHg'],
      ['peso', 'Peso', 'kg'],
      ['frecuencia_cardiaca', 'Frecuencia cardiaca', 'lpm'],
      ['temperatura', 'Temperatura', '°C'],
      ['saturacion', 'Saturación de oxígeno', '%'],
    ]);
  });

  it('names custom indicators from their key', () => {
    expect(getMetricDefinition('perimetro_abdominal', 'cm')).toMatchObject({
      name: 'Perímetro abdominal',
      unit: 'cm',
    });
    expect(getMetricDefinition('horas_de_sueno').name).toBe('Horas de sueno');
  });

  it('formats values with the metric decimals', () => {
    expect(formatMetricValue('glucosa', 100.89)).toBe('101');
    expect(formatMetricValue('peso', 72.46)).toBe('72.5');
  });
});
