import { describe, expect, it } from 'vitest';
import type { ReadingReply } from '@vitalia/contracts/metrics';
import {
  chartMetricOptions,
  findCustomKeyProblem,
  formMetricOptions,
  normalizeCustomKey,
} from './metric-options';
import { newReadingValues, readingToValues, toNewReading, toReadingChanges } from './reading-values';

const MEXICO = 'America/Mexico_City';

const stored: ReadingReply = {
  id: 7,
  metric: 'presion',
  value: 130,
  value2: 85,
  unit: 'mmHg',
  measured_at: '2025-06-10T14:00:30.000Z',
  context: 'en_reposo',
  source: 'web',
  note: null,
  registrada_por: null,
};

describe('the reading form', () => {
  it('starts empty, dated now in the user zone', () => {
    expect(newReadingValues(MEXICO, Date.parse('2025-06-10T05:30:00Z'))).toEqual({
      value: '',
      value2: '',
      date: '2025-06-09',
      time: '23:30',
      context: '',
      note: '',
    });
  });

  it('sends a glucose reading with its local time as an instant', () => {
    const { reading, problems } = toNewReading(
      'glucosa',
      {
        value: '110',
        value2: '',
        date: '2025-06-10',
        time: '08:00',
        context: 'ayunas',
        note: ' antes del café ',
      },
      MEXICO,
    );
    expect(problems).toEqual({});
    expect(reading).toEqual({
      metric: 'glucosa',
      value: 110,
      measured_at: '2025-06-10T14:00:00.000Z',
      context: 'ayunas',
      note: 'antes del café',
    });
  });

  it('sends both values of a blood pressure and a new indicator with its unit', () => {
    const values = { value: '130', value2: '85', date: '2025-06-10', time: '08:00', context: '', note: '' };
    expect(toNewReading('presion', values, MEXICO).reading).toMatchObject({ value: 130, v2: 85 });
    expect(toNewReading('cintura', { ...values, value: '81,5' }, MEXICO, ' cm ').reading).toEqual({
      metric: 'cintura',
      value: 81.5,
      measured_at: '2025-06-10T14:00:00.000Z',
      unit: 'cm',
    });
  });

  it('holds a glucose typed as mmol/L for confirmation, converted to whole mg/dL', () => {
    const values = { value: '5,6', value2: '', date: '2025-06-10', time: '08:00', context: '', note: '' };
    expect(toNewReading('glucosa', values, MEXICO)).toEqual({
      reading: { metric: 'glucosa', value: 101, measured_at: '2025-06-10T14:00:00.000Z' },
      problems: {},
      mmol: { mmol: 5.6, mgDl: 101 },
    });
    expect(toNewReading('glucosa', { ...values, value: '7.8' }, MEXICO).mmol).toEqual({
      mmol: 7.8,
      mgDl: 141,
    });
    // mg/dL as typed: no question, and never a tiny number from a comma.
    for (const [typed, value] of [
      ['120', 120],
      ['15', 15],
      ['1,200', 1200],
    ] as const) {
      const read = toNewReading('glucosa', { ...values, value: typed }, MEXICO);
      expect(read.reading?.value, typed).toBe(value);
      expect(read.mmol, typed).toBeUndefined();
    }
    // Only a glucose is read as mmol/L: a weight typed 7,5 is 7.5 kg, asked nothing.
    expect(toNewReading('peso', { ...values, value: '7,5' }, MEXICO)).not.toHaveProperty('mmol');
  });

  it('says what to fix, in Spanish, and sends nothing', () => {
    const { reading, problems } = toNewReading(
      'presion',
      { value: '', value2: 'ochenta', date: '', time: '8', context: '', note: '' },
      MEXICO,
    );
    expect(reading).toBeUndefined();
    expect(Object.keys(problems).sort()).toEqual(['date', 'time', 'value', 'value2']);
    expect(problems.value2).toMatch(/diastólica/);
  });
});

describe('correcting a reading', () => {
  it('fills the form from the stored reading in the user zone', () => {
    expect(readingToValues(stored, MEXICO)).toEqual({
      value: '130',
      value2: '85',
      date: '2025-06-10',
      time: '08:00',
      context: 'en_reposo',
      note: '',
    });
  });

  it('sends only what changed, null to clear, and nothing when nothing changed', () => {
    const values = readingToValues(stored, MEXICO);
    expect(toReadingChanges(stored, values, MEXICO).changes).toBeNull();
    expect(toReadingChanges(stored, { ...values, value2: '80' }, MEXICO).changes).toEqual({ v2: 80 });
    expect(toReadingChanges(stored, { ...values, context: '', note: 'mareo' }, MEXICO).changes).toEqual({
      context: null,
      note: 'mareo',
    });
    expect(toReadingChanges(stored, { ...values, time: '09:15' }, MEXICO).changes).toEqual({
      measured_at: '2025-06-10T15:15:00.000Z',
    });
  });
});

describe('correcting a glucose', () => {
  const glucose: ReadingReply = { ...stored, metric: 'glucosa', value: 25.5, value2: null, unit: 'mg/dL' };

  it('asks about a new value typed as mmol/L, never about the stored one left as it was', () => {
    const values = readingToValues(glucose, MEXICO);
    expect(toReadingChanges(glucose, { ...values, note: 'sensor' }, MEXICO)).toEqual({
      changes: { note: 'sensor' },
      problems: {},
    });
    expect(toReadingChanges(glucose, { ...values, value: '7,8' }, MEXICO)).toEqual({
      changes: { value: 141 },
      problems: {},
      mmol: { mmol: 7.8, mgDl: 141 },
    });
    expect(toReadingChanges(glucose, { ...values, value: '140' }, MEXICO)).toEqual({
      changes: { value: 140 },
      problems: {},
    });
  });
});

describe('metric choices', () => {
  const overview = [
    { metric: 'glucosa', name: 'Glucosa' },
    { metric: 'presion', name: 'Presión arterial' },
    { metric: 'peso', name: 'Peso' },
    { metric: 'cintura', name: 'Cintura' },
    { metric: 'frecuencia_cardiaca', name: 'Frecuencia cardiaca' },
  ].map((series) => ({
    ...series,
    unit: '',
    aggregation: 'none' as const,
    from: '',
    to: '',
    points: [],
    normal_range: null,
    stats: { count: 0, min: null, max: null, avg: null },
  }));

  it('lists glucosa, presion and peso first, then the patient own metrics', () => {
    expect(chartMetricOptions([]).map((option) => option.label)).toEqual([
      'Glucosa',
      'Presión arterial',
      'Peso',
    ]);
    expect(chartMetricOptions(overview).map((option) => option.value)).toEqual([
      'glucosa',
      'presion',
      'peso',
      'cintura',
      'frecuencia_cardiaca',
    ]);
    expect(chartMetricOptions([], 'temperatura').map((option) => option.label)).toContain('Temperatura');
  });

  it('offers the whole catalogue, the patient indicators and a new one in the form', () => {
    const options = formMetricOptions(overview);
    expect(options[0]).toEqual({ value: 'glucosa', label: 'Glucosa' });
    expect(options.map((option) => option.value)).toContain('cintura');
    expect(options[options.length - 1]?.label).toBe('Otro indicador…');
  });

  it('turns a typed name into a key and checks it', () => {
    expect(normalizeCustomKey(' Perímetro Abdominal ')).toBe('perimetro_abdominal');
    expect(findCustomKeyProblem('perimetro_abdominal')).toBeNull();
    expect(findCustomKeyProblem('')).toMatch(/Escribe la clave/);
    expect(findCustomKeyProblem('1abc')).toMatch(/empieza con una letra/);
  });
});
