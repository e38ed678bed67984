import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

const API = '/health-metrics/api';
const ms = (iso: string) => new Date(iso).getTime();

describe('series, overview and report in the patient’s time zone', () => {
  let t: TestApp;
  const clock = new Date('2026-11-21T18:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function patient(timeZone: string) {
    const user = await registerUser(t.app);
    const call = actingAs(t.app, user);
    await call('PUT', '/health-users/profile/', {
      first_name: 'Ana',
      last_name: 'López',
      time_zone: timeZone,
    });
    const log = async (metric: string, value: number, at: string, extra: object = {}) => {
      const response = await call('POST', `${API}/readings/`, { metric, value, measured_at: at, ...extra });
      expect(response.statusCode, response.body).toBe(201);
    };
    return { call, log, user };
  }

  it('puts a reading at 23:30 local on its local day, in two zones', async () => {
    const mx = await patient('America/Mexico_City');
    await mx.log('glucosa', 100, '2026-11-10T23:30:00-06:00'); // 05:30 UTC on the 11th
    await mx.log('glucosa', 200, '2026-11-11T08:00:00-06:00');
    const daily = (
      await mx.call('GET', `${API}/series/?metric=glucosa&aggregation=daily&from=2026-11-10&to=2026-11-11`)
    ).json();
    expect(daily.points).toEqual([
      { t: ms('2026-11-10T06:00:00Z'), v: 100 },
      { t: ms('2026-11-11T06:00:00Z'), v: 200 },
    ]);
    const tenth = (await mx.call('GET', `${API}/readings/?from=2026-11-10&to=2026-11-10`)).json().readings;
    expect(tenth.map((r: { value: number }) => r.value)).toEqual([100]);

    // The same instants for a patient in Tokyo fall on the 11th (14:30) and the 11th (23:00).
    const tokyo = await patient('Asia/Tokyo');
    await tokyo.log('glucosa', 100, '2026-11-11T05:30:00Z');
    await tokyo.log('glucosa', 200, '2026-11-11T14:00:00Z');
    const tokyoDaily = (
      await tokyo.call('GET', `${API}/series/?metric=glucosa&aggregation=daily&from=2026-11-10&to=2026-11-11`)
    ).json();
    expect(tokyoDaily.points).toEqual([{ t: ms('2026-11-10T15:00:00Z'), v: 150 }]);
    expect(tokyoDaily.stats).toEqual({ count: 2, min: 100, max: 200, avg: 150 });
  });

  it('starts weeks on Monday and months on the 1st, local time, with means per bucket', async () => {
    const { call, log } = await patient('America/Mexico_City');
    await log('peso', 80, '2026-11-08T21:00:00-06:00'); // Sunday
    await log('peso', 79, '2026-11-09T07:00:00-06:00'); // Monday
    await log('peso', 78, '2026-11-10T07:00:00-06:00');
    await log('peso', 82, '2026-10-31T23:50:00-06:00'); // last minutes of October, local
    const weekly = (
      await call('GET', `${API}/series/?metric=peso&aggregation=weekly&from=2026-10-01&to=2026-11-21`)
    ).json();
    expect(weekly.points).toEqual([
      { t: ms('2026-10-26T06:00:00Z'), v: 82 },
      { t: ms('2026-11-02T06:00:00Z'), v: 80 },
      { t: ms('2026-11-09T06:00:00Z'), v: 78.5 },
    ]);
    const monthly = (
      await call('GET', `${API}/series/?metric=peso&aggregation=monthly&from=2026-10-01&to=2026-11-21`)
    ).json();
    expect(monthly.points).toEqual([
      { t: ms('2026-10-01T06:00:00Z'), v: 82 },
      { t: ms('2026-11-01T06:00:00Z'), v: 79 },
    ]);
    expect(monthly.stats).toEqual({ count: 4, min: 78, max: 82, avg: 79.75 });
    expect(monthly.normal_range).toBeNull(); // the weight band needs a height
  });

  it('draws blood pressure as systolic and diastolic, with both stats', async () => {
    const { call, log } = await patient('America/Mexico_City');
    await log('presion', 130, '2026-11-20T08:00:00-06:00', { v2: 85 });
    await log('presion', 150, '2026-11-20T20:00:00-06:00', { v2: 95 });
    const series = (await call('GET', `${API}/series/?metric=presion&aggregation=daily`)).json();
    expect(series).toMatchObject({
      metric: 'presion',
      name: 'Presión arterial',
      unit: 'mmHg',
      from: '2026-10-23',
      to: '2026-11-21',
      normal_range: { min: 90, max: 129 },
      points: [{ t: ms('2026-11-20T06:00:00Z'), v: 140, v2: 90 }],
      stats: { count: 2, min: 130, max: 150, avg: 140 },
      stats2: { count: 2, min: 85, max: 95, avg: 90 },
    });
  });

  it('thins a long series to 2,000 drawn points while the stats stay exact', async () => {
    const user = await registerUser(t.app);
    const call = actingAs(t.app, user);
    const start = ms('2026-10-01T00:00:00Z');
    const lines = ['metric,measured_at,value'];
    for (let i = 0; i < 6000; i++) {
      const value = i === 4321 ? 412 : i === 1234 ? 41 : 100 + (i % 50);
      lines.push(`glucosa,${new Date(start + i * 5 * 60_000).toISOString()},${value}`);
    }
    const imported = await t.app.inject({
      method: 'POST',
      url: `${API}/import.csv`,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv' },
      payload: lines.join('\n'),
    });
    expect(imported.json()).toMatchObject({ imported: 6000, skipped: 0, rejected: 0 });
    const series = (await call('GET', `${API}/series/?metric=glucosa&from=2026-09-30&to=2026-10-31`)).json();
    expect(series.points).toHaveLength(2000);
    expect(series.stats.count).toBe(6000);
    expect(series.stats.min).toBe(41);
    expect(series.stats.max).toBe(412);
    const drawn = series.points.map((p: { v: number }) => p.v);
    expect(drawn).toContain(412);
    expect(drawn).toContain(41);
    expect(series.points[0].t).toBe(start);
  });

  it('lists the patient’s other metrics in the overview after glucose, pressure and weight', async () => {
    const { call, log } = await patient('America/Mexico_City');
    await log('frecuencia_cardiaca', 72, '2026-11-20T08:00:00-06:00');
    await log('cetonas', 0.5, '2026-11-20T08:00:00-06:00', { unit: 'mmol/L' });
    const overview = (await call('GET', `${API}/overview/?aggregation=daily`)).json();
    expect(overview.series.map((s: { metric: string }) => s.metric)).toEqual([
      'glucosa',
      'presion',
      'peso',
      'frecuencia_cardiaca',
      'cetonas',
    ]);
    const ketones = overview.series[4];
    expect(ketones).toMatchObject({
      name: 'Cetonas',
      unit: 'mmol/L',
      normal_range: null,
      stats: { count: 1 },
    });
    expect(overview.series[0]).toMatchObject({
      points: [],
      stats: { count: 0, min: null, max: null, avg: null },
    });
  });

  it('summarises a period: per metric figures and glucose time in range', async () => {
    const { call, log } = await patient('America/Mexico_City');
    for (const [value, day] of [
      [65, 15],
      [70, 16],
      [180, 17],
      [181, 18],
      [120, 19],
    ] as const) {
      await log('glucosa', value, `2026-11-${day}T08:00:00-06:00`);
    }
    await log('glucosa', 250, '2026-11-10T08:00:00-06:00'); // before the default 7 days
    const report = (await call('GET', `${API}/report/`)).json();
    expect(report.from).toBe('2026-11-15');
    expect(report.to).toBe('2026-11-21');
    expect(report.metrics).toEqual([
      { metric: 'glucosa', name: 'Glucosa', unit: 'mg/dL', count: 5, avg: 123.2, min: 65, max: 181 },
    ]);
    expect(report.glucose_time_in_range.below).toBeCloseTo(0.2);
    expect(report.glucose_time_in_range.in_range).toBeCloseTo(0.6);
    expect(report.glucose_time_in_range.above).toBeCloseTo(0.2);
    // The consensus's five ranges, as for a sensor: 65 is low (54–69), 181 high (181–250).
    expect(report.glucose_time_in_range.very_low).toBe(0);
    expect(report.glucose_time_in_range.low).toBeCloseTo(0.2);
    expect(report.glucose_time_in_range.high).toBeCloseTo(0.2);
    expect(report.glucose_time_in_range.very_high).toBe(0);
    await log('glucosa', 45, '2026-11-20T03:00:00-06:00');
    await log('glucosa', 320, '2026-11-20T15:00:00-06:00');
    const five = (await call('GET', `${API}/report/`)).json().glucose_time_in_range;
    expect([five.very_low, five.low, five.in_range, five.high, five.very_high].map((x) => x * 7)).toEqual([
      1, 1, 3, 1, 1,
    ]);
    expect(report.adherence).toEqual([]);
    const none = (await call('GET', `${API}/report/?from=2026-01-01&to=2026-01-31`)).json();
    expect(none.glucose_time_in_range).toBeNull();
  });

  it('answers bad parameters with a Spanish 400', async () => {
    const { call } = await patient('America/Mexico_City');
    const cases: Array<[string, RegExp]> = [
      ['/series/?metric=nunca', /Aún no tienes lecturas de «nunca»/],
      ['/series/', /Indica la métrica/],
      ['/series/?metric=glucosa&aggregation=hourly', /La agregación debe ser/],
      ['/series/?metric=glucosa&from=2026-11-30&to=2026-11-01', /no puede ser posterior/],
      ['/series/?metric=glucosa&from=2026-02-30', /fecha «from» debe ser una fecha real/],
      ['/overview/?to=21-11-2026', /fecha «to»/],
      ['/readings/?limit=1000', /límite/],
      ['/export.csv?metric=GLUCOSA', /La métrica debe ser/],
    ];
    for (const [url, message] of cases) {
      const response = await call('GET', `${API}${url}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail, url).toMatch(message);
    }
    // A range longer than 5 years is no bad parameter (CONTRACTS.md section 3, Ranges): it answers.
    const longRange = await call('GET', `${API}/report/?from=2019-01-01&to=2026-11-21`);
    expect(longRange.statusCode).toBe(200);
    expect(longRange.json()).toMatchObject({ from: '2019-01-01', to: '2026-11-21' });
  });
  it('gives each reading its context, and a dense series a band of percentiles over every reading', async () => {
    const { call, log, user } = await patient('America/Mexico_City');
    await log('glucosa', 98, '2026-11-12T07:00:00-06:00', { context: 'ayunas' });
    await log('glucosa', 172, '2026-11-12T15:00:00-06:00', { context: 'despues_de_comer' });
    await log('glucosa', 130, '2026-11-12T20:00:00-06:00');
    const glucose = (
      await call('GET', `${API}/series/?metric=glucosa&aggregation=none&from=2026-11-12&to=2026-11-12`)
    ).json();
    expect(glucose.points.map((point: { c?: string }) => point.c ?? null)).toEqual([
      'ayunas',
      'despues_de_comer',
      null,
    ]);
    // Three readings are drawn as they are: no band.
    expect(glucose.band).toBeUndefined();

    // A watch: 400 heart rates in one day, 60 to 99 lpm, every fourth one at 120, imported at once.
    const rows = Array.from({ length: 400 }, (_, i) => {
      const at = new Date(ms('2026-11-13T06:00:00Z') + i * 216_000).toISOString();
      return `frecuencia_cardiaca,${at},${i % 4 === 3 ? 120 : 60 + (i % 40)},,lpm,,`;
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: `${API}/import.csv`,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv' },
      payload: ['metric,measured_at,value,value2,unit,context,source', ...rows].join('\n'),
    });
    expect(imported.json().imported, imported.body).toBe(400);
    const heart = (
      await call(
        'GET',
        `${API}/series/?metric=frecuencia_cardiaca&aggregation=none&from=2026-11-13&to=2026-11-13`,
      )
    ).json();
    expect(heart.stats.count).toBe(400);
    expect(heart.band.length).toBeGreaterThan(50);
    expect(heart.band.length).toBeLessThanOrEqual(72);
    for (const slice of heart.band) {
      expect(slice.p10).toBeLessThanOrEqual(slice.p25);
      expect(slice.p25).toBeLessThanOrEqual(slice.p50);
      expect(slice.p50).toBeLessThanOrEqual(slice.p75);
      expect(slice.p75).toBeLessThanOrEqual(slice.p90);
      expect(slice.p90).toBeLessThanOrEqual(120);
      expect(slice.t).toBeGreaterThanOrEqual(ms('2026-11-13T06:00:00Z'));
    }
    // Every fourth reading at 120 sits above the 75th percentile of its slice, inside the 90th.
    expect(Math.max(...heart.band.map((slice: { p90: number }) => slice.p90))).toBe(120);
  });
});
