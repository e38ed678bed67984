import { describe, expect, it } from 'vitest';
import { classifyBodyTemperature, classifyHeartRate, classifyOxygenSaturation } from './classify-vitals';

describe('classifyHeartRate (60–100 lpm at rest)', () => {
  it.each([
    [39, 'muy_baja'],
    [40, 'baja'],
    [59, 'baja'],
    [60, 'normal'],
    [100, 'normal'],
    [101, 'alta'],
    [130, 'alta'],
    [131, 'muy_alta'],
  ])('%s lpm → %s', (bpm, code) => {
    expect(classifyHeartRate(bpm).code).toBe(code);
  });
});

describe('classifyOxygenSaturation', () => {
  it.each([
    [89, 'muy_baja', 'urgent'],
    [90, 'baja', 'attention'],
    [94, 'baja', 'attention'],
    [95, 'normal', 'normal'],
    [100, 'normal', 'normal'],
  ] as const)('%s %% → %s', (percent, code, severity) => {
    const result = classifyOxygenSaturation(percent);
    expect(result.code).toBe(code);
    expect(result.severity).toBe(severity);
  });
});

describe('classifyBodyTemperature', () => {
  it.each([
    [34.9, 'hipotermia'],
    [35, 'baja'],
    [35.9, 'baja'],
    [36, 'normal'],
    [37.4, 'normal'],
    [37.5, 'febricula'],
    [37.9, 'febricula'],
    [38, 'fiebre'],
    [39.9, 'fiebre'],
    [40, 'fiebre_muy_alta'],
  ])('%s °C → %s', (celsius, code) => {
    expect(classifyBodyTemperature(celsius).code).toBe(code);
  });
});
