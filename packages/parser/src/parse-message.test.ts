import { describe, expect, it } from 'vitest';
import { formatParseResultLine } from './format-result';
import { parseMessage } from './parse-message';

describe('parseMessage', () => {
  it('reads colloquial pressure and mmol/L glucose in one message', () => {
    const result = parseMessage('la presión 13/8 y azúcar 5,6 mmol');
    expect(result.readings).toEqual([
      { metric: 'presion', systolic: 130, diastolic: 80, unit: 'mmHg' },
      { metric: 'glucosa', value: 100.9, unit: 'mg/dL' },
    ]);
    expect(result.intent).toBe('log_reading');
  });

  it('flags values outside physiological bounds instead of returning them as readings', () => {
    const result = parseMessage('glucosa 5000');
    expect(result.readings).toEqual([]);
    expect(result.implausible).toEqual([
      { metric: 'glucosa', value: 5000, unit: 'mg/dL', reason: 'above_max' },
    ]);
    expect(result.intent).toBe('confirm_value');
  });

  it('keeps the plausible readings of a message that also has an implausible one', () => {
    const result = parseMessage('presión 400/20, pulso 72');
    expect(result.readings).toEqual([{ metric: 'frecuencia_cardiaca', value: 72, unit: 'lpm' }]);
    expect(result.implausible).toHaveLength(1);
  });

  it('puts each context word on its own reading', () => {
    expect(parseMessage('glucosa en ayunas 95, después de comer 150').readings).toEqual([
      { metric: 'glucosa', value: 95, unit: 'mg/dL', context: 'ayunas' },
      { metric: 'glucosa', value: 150, unit: 'mg/dL', context: 'despues_de_comer' },
    ]);
  });

  it('reads a lone whole number as glucose and a lone decimal in 34–43 as temperature', () => {
    expect(parseMessage('140').readings).toEqual([{ metric: 'glucosa', value: 140, unit: 'mg/dL' }]);
    expect(parseMessage('36.8').readings).toEqual([{ metric: 'temperatura', value: 36.8, unit: '°C' }]);
    expect(parseMessage('72.5').readings).toEqual([]);
    expect(parseMessage('tengo 3 hijos').readings).toEqual([]);
  });

  it('reads a lone number as the metric the bot just asked for', () => {
    expect(parseMessage('72.5', { expectedMetric: 'peso' }).readings).toEqual([
      { metric: 'peso', value: 72.5, unit: 'kg' },
    ]);
    expect(parseMessage('glucosa 110', { expectedMetric: 'peso' }).readings[0]?.metric).toBe('glucosa');
  });

  it('knows the custom indicators a user already logs', () => {
    expect(parseMessage('pasos 8000').readings).toEqual([]);
    expect(
      parseMessage('pasos 8000', { customMetrics: [{ key: 'pasos', unit: 'pasos', aliases: ['caminata'] }] })
        .readings,
    ).toEqual([{ metric: 'pasos', value: 8000, unit: 'pasos' }]);
  });

  it('reports every intent and the medicine taken', () => {
    const result = parseMessage('glucosa 120, ya me tomé la metformina');
    expect(result.intents).toEqual(['log_reading', 'medication_taken']);
    expect(result.medication).toBe('metformina');
  });

  it('does not take a measurement for a medicine', () => {
    expect(parseMessage('me tomé la presión').intents).not.toContain('medication_taken');
    expect(parseMessage('ya me tomé la pastilla de la presión').intent).toBe('medication_taken');
  });

  it('tells BAJA (stop reminders) from a low pressure', () => {
    expect(parseMessage('BAJA').intent).toBe('stop_reminders');
    expect(parseMessage('mi presión está baja').intent).not.toBe('stop_reminders');
    expect(parseMessage('la alta 140 y la baja 90').readings).toHaveLength(1);
  });
});

describe('values written in another unit', () => {
  it('keep what the person wrote beside the stored value, and only for converted values', () => {
    const result = parseMessage('glucosa 7.8 mmol y peso 180 libras, presion 120/80');
    expect(result.readings.map((reading) => reading.metric)).toEqual(['glucosa', 'peso', 'presion']);
    expect(result.written).toEqual([{ value: 7.8, unit: 'mmol/L' }, { value: 180, unit: 'lb' }, null]);
    expect(parseMessage('glucosa 140 y temperatura 36.55').written).toBeUndefined();
    // Not part of the parse command's line (CONTRACTS section 5).
    expect(formatParseResultLine(result)).not.toContain('written');
  });
});

describe('clock times after a merged lead', () => {
  it('reads "como a las 11", "a eso de las 9" and "a la 1" as the clock of the reading', () => {
    expect(parseMessage('anoche como a las 11 me salio 170').times).toEqual([
      { daysAgo: 1, partOfDay: 'noche', clock: { hour: 11, minute: 0 } },
    ]);
    expect(parseMessage('glucosa 140 a eso de las 9 de la noche').times).toEqual([
      { clock: { hour: 9, minute: 0, meridiem: 'pm' } },
    ]);
    expect(parseMessage('a la 1 de la tarde 150').times).toEqual([
      { clock: { hour: 1, minute: 0, meridiem: 'pm' } },
    ]);
    // "a las 2 horas" (after a meal) is a lapse, not two o'clock.
    expect(parseMessage('comimos pozole, a las 2 horas me medi 210').times).toBeUndefined();
  });
});

describe('a number after the sender’s measuring words', () => {
  it('is a glucose whatever else the message tells, and someone else’s when said of them', () => {
    const story = parseMessage('fuimos a una fiesta y comi pastel y tamales 🙈 me medi y me salio 320');
    expect(story.readings).toEqual([{ metric: 'glucosa', value: 320, unit: 'mg/dL' }]);
    expect(parseMessage('ya me volvi a medir 245, tome mucha agua como me dijo').readings).toHaveLength(1);
    const son = parseMessage('mi hijo se sentia mal y le medi con mi aparato, salio 340');
    expect(son.subjects).toEqual(['other']);
    expect(son.relatives).toEqual(['hijo']);
    expect(parseMessage('me salio 3 veces el mensaje').readings).toEqual([]);
  });
});

describe('small talk with an age or a year in it', () => {
  it('is small talk, not a number to ask about', () => {
    expect(parseMessage('tengo 72 años y es la primera vez que uso esto, ando aprendiendo jeje').intent).toBe(
      'small_talk',
    );
    expect(parseMessage('feliz año nuevo!! 🥂 que el 2027 venga con azucar bajita jaja').intent).toBe(
      'small_talk',
    );
    expect(parseMessage('me medi y dice E-4 que es eso').intent).toBe('question');
    expect(parseMessage('me comi 3 tamales y me salio 230 😅').readings).toEqual([
      { metric: 'glucosa', value: 230, unit: 'mg/dL' },
    ]);
  });
});

describe('numbers nothing explains', () => {
  it('are given back to be asked about, unless they are an age or someone else’s', () => {
    expect(parseMessage('yo ando en 150 de los puros nervios').unread).toEqual([150]);
    expect(parseMessage('tengo 72 años').unread).toBeUndefined();
    expect(parseMessage('mi esposo anda en 150').unread).toBeUndefined();
    expect(parseMessage('glucosa 150').unread).toBeUndefined();
  });
});
