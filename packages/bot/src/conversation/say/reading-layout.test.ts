import { describe, expect, it } from 'vitest';
import { interpretReading, type Interpretation, type Reading } from '@vitalia/domain';
import {
  correctedReadingReply,
  implausibleReply,
  MAX_REPLY_LENGTH,
  readingLines,
  severalReadingsReply,
  singleReadingReply,
} from './reading-layout';

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

const reply = (reading: Reading, options: { firstName?: string; heightCm?: number } = {}) =>
  singleReadingReply(readingLines(interpretReading(reading, options), options.firstName));

describe('the chat reply to one reading', () => {
  it('confirms, classifies with its standard and recommends one thing', () => {
    expect(reply(glucose(105, 'ayunas'), { firstName: 'Ana López' })).toBe(
      [
        '✅ Listo, Ana: guardé tu glucosa en ayunas de 105 mg/dL.',
        '📊 Según la ADA, está dentro de la meta en ayunas (80–130 mg/dL).',
        '👉 ¡Muy bien! Sigue con tu plan; de vez en cuando mide también 2 horas después de comer.',
      ].join('\n'),
    );
  });

  it('says what to do now first for a crisis value, then what was stored and why', () => {
    const lines = reply(glucose(45)).split('\n');
    expect(lines[0]).toMatch(/^🚨 Qué hacer ahora: .*15 minutos.*911/);
    expect(lines[1]).toBe('✅ Listo: guardé tu glucosa de 45 mg/dL.');
    expect(lines[2]).toMatch(/^🚨 Según la ADA, está muy baja: hipoglucemia nivel 2/);
    expect(lines).toHaveLength(3);
  });

  it('gives the 15-15 rule for a low and adds 911 below 54 mg/dL', () => {
    const level1 = reply(glucose(65));
    expect(level1).toContain('Regla 15-15');
    expect(level1).not.toContain('911');
    const level2 = reply(glucose(53));
    expect(level2).toContain('🚨 Qué hacer ahora');
    expect(level2).toContain('15 minutos');
    expect(level2).toContain('911');
  });

  it('opens with what to do now from 300 mg/dL, not at 299, where urgencias is only for warning signs', () => {
    expect(reply(glucose(300))).toMatch(/^🚨 Qué hacer ahora/);
    const at299 = reply(glucose(299));
    expect(at299).not.toContain('🚨');
    expect(at299).toContain('Si tienes vómito, dolor de estómago, respiración rápida');
    expect(at299).toContain('mídelas');
  });

  it('gives what-to-do-now advice for a hypertensive crisis (≥ 180 and/or ≥ 120)', () => {
    for (const reading of [pressure(180, 100), pressure(150, 120)]) {
      const text = reply(reading);
      expect(text).toContain('crisis hipertensiva');
      expect(text).toContain('911');
    }
    expect(reply(pressure(179, 119))).not.toContain('crisis hipertensiva');
  });

  it('tells the patient one category, the NOM-030 grade, without a second standard beside it', () => {
    const text = reply(pressure(145, 92));
    expect(text).toContain('Según la NOM-030, está en el rango de hipertensión grado 1.');
    expect(text).not.toMatch(/etapa|AHA/);
    // A low pressure is not also called "óptima".
    expect(reply(pressure(85, 55))).not.toMatch(/óptima/i);
  });

  it('computes the BMI when the height is known and skips it otherwise', () => {
    const weight: Reading = { metric: 'peso', value: 80, unit: 'kg' };
    expect(reply(weight, { heightCm: 165 })).toContain(
      'tu índice de masa corporal (IMC) de 29.4 está en el rango de sobrepeso',
    );
    expect(reply(weight)).not.toContain('IMC');
  });

  it('confirms custom indicators with their unit', () => {
    expect(reply({ metric: 'cintura', value: 92, unit: 'cm' })).toContain('guardé tu cintura de 92 cm');
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
      const text = reply(reading, { firstName: 'Guadalupe', heightCm: 160 });
      expect(text.length).toBeLessThanOrEqual(MAX_REPLY_LENGTH);
      expect(text).not.toMatch(
        /diagnóstico|tienes diabetes|eres hipertens|aumenta tu dosis|suspende|deja de tomar/i,
      );
    }
  });
});

describe('the layout never reads the text of a part', () => {
  /** A clinician rewrites the advice: two sentences over two lines, a greeting, a trailing line. */
  function rewritten(interpretation: Interpretation, text: string): Interpretation {
    const rewrite = (advice: Interpretation['advice']) => advice && { ...advice, text };
    return {
      ...interpretation,
      advice: rewrite(interpretation.advice),
      whatToDoNow: rewrite(interpretation.whatToDoNow),
    };
  }
  const NEW_TEXT = '¡Hola! Primera frase.\nSegunda frase en otra línea.';

  it('keeps confirmation, category and advice in order, each once, whatever the advice says', () => {
    const text = singleReadingReply(
      readingLines(rewritten(interpretReading(glucose(150, 'ayunas')), NEW_TEXT), 'Ana'),
    );
    expect(text).toBe(
      [
        '✅ Listo, Ana: guardé tu glucosa en ayunas de 150 mg/dL.',
        '📊 Según la ADA, está arriba de la meta antes de comer (80–130 mg/dL).',
        `👉 ${NEW_TEXT}`,
      ].join('\n'),
    );
  });

  it('keeps the crisis steps first, once, in single, several and corrected replies', () => {
    const crisis = readingLines(rewritten(interpretReading(glucose(40)), NEW_TEXT));
    const calm = readingLines(rewritten(interpretReading(pressure(118, 76)), 'Otra recomendación.'));
    expect(singleReadingReply(crisis).indexOf(`🚨 ${NEW_TEXT}`)).toBe(0);
    const several = severalReadingsReply([calm, crisis], ['La presión sistólica debe estar entre 50 y 300.']);
    expect(several.split(NEW_TEXT)).toHaveLength(2);
    expect(several.indexOf(`🚨 ${NEW_TEXT}`)).toBe(0);
    expect(several).toContain(calm.alsoStored);
    expect(several).not.toContain('Otra recomendación.');
    expect(several).toContain('⚠️ La presión sistólica');
    expect(correctedReadingReply('✏️ Corregí.', crisis).split('\n')[0]).toBe('✏️ Corregí.');
  });

  it('interprets every reading of a message, the farthest from its target first', () => {
    const fasting = readingLines(interpretReading(glucose(156, 'ayunas')));
    const pressureLines = readingLines(interpretReading(pressure(118, 76)));
    const pulse = readingLines(interpretReading({ metric: 'frecuencia_cardiaca', value: 92, unit: 'lpm' }));
    const several = severalReadingsReply([pressureLines, fasting, pulse], []).split('\n');
    // The high fasting glucose leads with its category and gets the one recommendation; the normal
    // pressure and pulse follow in the order they were said, each with its own category.
    expect(fasting.category).toContain('arriba');
    expect(several).toEqual([
      fasting.confirmation,
      fasting.category,
      pressureLines.alsoStored,
      pressureLines.category,
      pulse.alsoStored,
      pulse.category,
      fasting.advice,
    ]);
  });

  it('keeps the order said when every reading is in range', () => {
    const first = readingLines(interpretReading(glucose(110, 'ayunas')));
    const last = readingLines(interpretReading(pressure(118, 76)));
    expect(severalReadingsReply([first, last], []).split('\n')).toEqual([
      first.confirmation,
      first.category,
      last.alsoStored,
      last.category,
      first.advice,
    ]);
  });
});

describe('the reply to an impossible value', () => {
  it('stores nothing and asks again, with a hint for mmol/L meters', () => {
    const text = implausibleReply(glucose(5.6));
    expect(text).toContain('No guardé ese dato: 5.6 mg/dL de glucosa');
    expect(text).toContain('mmol');
  });

  it('reminds the order of the pressure values when they look swapped', () => {
    expect(implausibleReply(pressure(80, 120))).toContain('primero va la alta');
  });
});
