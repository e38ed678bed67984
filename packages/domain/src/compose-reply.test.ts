import { describe, expect, it } from 'vitest';
import { MAX_REPLY_LENGTH, composeImplausibleReply, composeReply } from './compose-reply';
import type { Reading } from './reading';

const glucose = (value: number, context?: Reading['context']): Reading =>
  context
    ? { metric: 'glucosa', value, unit: 'mg/dL', context }
    : { metric: 'glucosa', value, unit: 'mg/dL' };
const pressure = (systolic: number, diastolic: number): Reading => ({
  metric: 'presion',
  systolic,
  diastolic,
  unit: 'mmHg',
});

describe('composeReply', () => {
  it('confirms, classifies with its standard and recommends one thing', () => {
    const reply = composeReply(glucose(105, 'ayunas'), { firstName: 'Ana' });
    expect(reply).toBe(
      [
        '✅ Listo, Ana: guardé tu glucosa en ayunas de 105 mg/dL.',
        '📊 Según la ADA, está dentro de la meta en ayunas (80–130 mg/dL).',
        '👉 ¡Muy bien! Sigue con tu plan; de vez en cuando mide también 2 horas después de comer.',
      ].join('\n'),
    );
  });

  it('uses the reading context given by the bot when the reading has none', () => {
    expect(composeReply(glucose(150), { readingContext: 'despues_de_comer' })).toContain('después de comer');
  });

  it('gives the 15-15 rule for a low and adds 911 below 54 mg/dL', () => {
    const level1 = composeReply(glucose(65));
    expect(level1).toContain('Regla 15-15');
    expect(level1).not.toContain('911');
    const level2 = composeReply(glucose(53));
    expect(level2).toContain('🚨 Qué hacer ahora');
    expect(level2).toContain('15 minutos');
    expect(level2).toContain('911');
  });

  it('sends to urgent care from 300 mg/dL, not at 299', () => {
    expect(composeReply(glucose(300))).toContain('urgencias');
    expect(composeReply(glucose(299))).not.toContain('urgencias');
  });

  it('gives what-to-do-now advice for a hypertensive crisis (≥ 180 and/or ≥ 120)', () => {
    for (const reading of [pressure(180, 100), pressure(150, 120)]) {
      const reply = composeReply(reading);
      expect(reply).toContain('crisis hipertensiva');
      expect(reply).toContain('911');
    }
    expect(composeReply(pressure(179, 119))).not.toContain('crisis hipertensiva');
  });

  it('names both the NOM-030 grade and the ACC/AHA category', () => {
    expect(composeReply(pressure(145, 92))).toContain(
      'Según la NOM-030, está en el rango de hipertensión grado 1 (ACC/AHA 2017: hipertensión etapa 2).',
    );
  });

  it('computes the BMI when the height is known and skips it otherwise', () => {
    const weight: Reading = { metric: 'peso', value: 80, unit: 'kg' };
    expect(composeReply(weight, { heightCm: 165 })).toContain('IMC 29.4 está en sobrepeso');
    expect(composeReply(weight)).not.toContain('IMC');
  });

  it('confirms custom indicators with their unit', () => {
    expect(composeReply({ metric: 'cintura', value: 92, unit: 'cm' })).toContain(
      'guardé tu cintura de 92 cm',
    );
  });

  it('stays short, never diagnoses and never changes medication, for every category', () => {
    const readings: Reading[] = [
      ...[40, 53, 54, 65, 75, 100, 150, 179, 180, 249, 250, 299, 300, 450].flatMap((v) => [
        glucose(v),
        glucose(v, 'ayunas'),
        glucose(v, 'despues_de_comer'),
      ]),
      ...[
        [85, 55],
        [115, 75],
        [125, 82],
        [135, 87],
        [150, 95],
        [165, 105],
        [185, 115],
        [150, 80],
        [200, 130],
      ].map(([s, d]) => pressure(s as number, d as number)),
      ...[35, 55, 80, 115, 140].map((v) => ({ metric: 'frecuencia_cardiaca', value: v, unit: 'lpm' })),
      ...[85, 92, 98].map((v) => ({ metric: 'saturacion', value: v, unit: '%' })),
      ...[34.5, 35.5, 36.8, 37.6, 38.5, 40.5].map((v) => ({ metric: 'temperatura', value: v, unit: '°C' })),
      ...[45, 60, 80, 100, 130].map((v) => ({ metric: 'peso', value: v, unit: 'kg' })),
    ];
    for (const reading of readings) {
      const reply = composeReply(reading, { firstName: 'Guadalupe', heightCm: 160 });
      expect(reply.length).toBeLessThanOrEqual(MAX_REPLY_LENGTH);
      expect(reply).not.toMatch(
        /diagnóstico|tienes diabetes|eres hipertens|aumenta tu dosis|suspende|deja de tomar/i,
      );
    }
  });
});

describe('composeImplausibleReply', () => {
  it('stores nothing and asks again, with a hint for mmol/L meters', () => {
    const reply = composeImplausibleReply(glucose(5.6));
    expect(reply).toContain('No guardé ese dato: 5.6 mg/dL de glucosa');
    expect(reply).toContain('mmol');
  });

  it('reminds the order of the pressure values when they look swapped', () => {
    expect(composeImplausibleReply(pressure(80, 120))).toContain('primero va la alta');
  });
});
