import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAgp,
  classifyCgmValue,
  glucoseManagementIndicator,
  standardDeviation,
  type CgmRangeKey,
} from '@vitalia/domain';
import type { CgmReportReply } from '@vitalia/contracts/metrics';
import { asXdripEntries, sensorValues, type SensorValue } from './fixtures/nightscout/cgm-two-weeks';
import { openSite } from './support/nightscout-site';
import { actingAs, createTestApp, registerUser, shareWith, type TestApp } from './support/test-app';

/** What the report must say, worked out in TypeScript from the values uploaded. */
function expectedFigures(values: readonly SensorValue[]) {
  const sgv = values.map((v) => v.sgv);
  const mean = sgv.reduce((sum, v) => sum + v, 0) / sgv.length;
  const counts: Record<CgmRangeKey, number> = { very_low: 0, low: 0, in_range: 0, high: 0, very_high: 0 };
  for (const value of sgv) counts[classifyCgmValue(value)] += 1;
  return {
    mean,
    cv: (standardDeviation(sgv)! / mean) * 100,
    counts,
    profile: buildAgp(values.map((v) => ({ minuteOfDay: v.minuteOfDay, value: v.sgv }))),
  };
}

describe('CGM report: Ana’s two weeks of sensor data become her glucose profile', () => {
  let t: TestApp;
  // 12:00 in Mexico City on 24 November: the last 14 local days are 11 to 24 November.
  const clock = new Date('2026-11-24T18:00:00Z');
  const windowStart = '2026-11-11';
  let values: SensorValue[];
  let ana: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    ana = await registerUser(t.app);
    const site = await openSite(t.app, ana);
    values = sensorValues(clock, 15);
    const upload = await site.call('POST', '/api/v1/entries', asXdripEntries(values));
    expect(upload.statusCode).toBe(200);
    // A finger-stick of 45 is a meter value: it is not the sensor's and counts in none of its figures.
    const meter = await site.call('POST', '/api/v1/entries', [
      { type: 'mbg', mbg: 45, date: clock.getTime() - 3_600_000, device: 'xDrip-DexcomG7' },
    ]);
    expect(meter.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const getCgm = async (user: { token: string }, query = '') => {
    const reply = await actingAs(t.app, user)('GET', `/health-metrics/api/cgm/${query}`);
    return reply;
  };

  it('shows the 14-day profile, time in ranges, CV, GMI and a full sensor, as computed by hand', async () => {
    const reply = await getCgm(ana);
    expect(reply.statusCode).toBe(200);
    const cgm = reply.json() as CgmReportReply;
    const inWindow = values.filter((v) => v.localDate >= windowStart);
    const expected = expectedFigures(inWindow);

    expect(cgm).toMatchObject({
      from: windowStart,
      to: '2026-11-24',
      days: 14,
      time_zone: 'America/Mexico_City',
      interval_minutes: 5,
      readings: inWindow.length,
      days_with_data: 14,
      // 13 days and a half have passed: 13.5 × 288 readings were possible, and all came.
      expected_readings: 3888,
      captured_readings: 3888,
      share_of_expected: 1,
      enough_data: true,
      gmi_unavailable: null,
      bucket_minutes: 15,
    });
    expect(cgm.mean).toBeCloseTo(expected.mean, 6);
    expect(cgm.cv).toBeCloseTo(expected.cv, 6);
    expect(cgm.cv_target).toMatchObject({ max_percent: 36, met: expected.cv <= 36 });
    expect(cgm.gmi).toBeCloseTo(glucoseManagementIndicator(expected.mean), 6);

    // Two nights with an hour under 54 (12 values each), one evening of two hours above 250.
    expect(expected.counts.very_low).toBe(24);
    expect(expected.counts.very_high).toBe(24);
    const total = inWindow.length;
    for (const key of ['very_low', 'low', 'in_range', 'high', 'very_high'] as const) {
      expect(cgm.time_in_ranges![key]).toBeCloseTo(expected.counts[key] / total, 10);
    }
    const below54 = cgm.targets.find((target) => target.id === 'below_54')!;
    // 24 of 3,888 is 0.62 %: under the 1 % target.
    expect(below54).toMatchObject({ percent: 1, comparison: 'less_than', met: true });
    expect(below54.share).toBeCloseTo(24 / total, 10);
    expect(cgm.targets.map((target) => target.id)).toEqual([
      'in_range',
      'below_70',
      'below_54',
      'above_180',
      'above_250',
    ]);

    // 96 buckets of the local day; the SQL percentiles equal percentile_cont's arithmetic done by hand.
    expect(cgm.profile).toHaveLength(96);
    expected.profile.forEach((bucket, index) => {
      const got = cgm.profile[index]!;
      expect(got.minute).toBe(bucket.minute);
      expect(got.count).toBe(bucket.count);
      for (const p of ['p5', 'p25', 'p50', 'p75', 'p95'] as const) expect(got[p]).toBeCloseTo(bucket[p], 9);
    });
    // The night's low shows at 03:00 in the 5th percentile, as local time, not at 09:00 UTC.
    const at3 = cgm.profile.find((bucket) => bucket.minute === 180)!;
    expect(at3.p5).toBeLessThan(54);

    // Each target and threshold names where it comes from.
    const sourceIds = cgm.sources.map((source) => source.id);
    for (const target of cgm.targets) expect(sourceIds).toContain(target.source);
    expect(sourceIds).toEqual(
      expect.arrayContaining([
        'battelino-2019-cgm-targets',
        'danne-2017-cgm-variability',
        'bergenstal-2018-gmi',
      ]),
    );
  });

  it('says why there is no GMI for a one-week period, and keeps the other figures', async () => {
    const cgm = (await getCgm(ana, '?from=2026-11-18&to=2026-11-24')).json() as CgmReportReply;
    expect(cgm).toMatchObject({ from: '2026-11-18', days: 7, gmi: null, gmi_unavailable: 'short_period' });
    expect(cgm.time_in_ranges).not.toBeNull();
    // A 30-day period uses its last 14 days.
    const month = (await getCgm(ana, '?from=2026-10-26&to=2026-11-24')).json() as CgmReportReply;
    expect(month).toMatchObject({
      from: windowStart,
      period_from: '2026-10-26',
      days: 14,
      enough_data: true,
    });
  });

  it('detects a 15-minute sensor and refuses the GMI with too few readings', async () => {
    const beto = await registerUser(t.app);
    const site = await openSite(t.app, beto);
    const week = sensorValues(clock, 7, 15);
    expect((await site.call('POST', '/api/v1/entries', asXdripEntries(week, 'Libre2'))).statusCode).toBe(200);
    const cgm = (await getCgm(beto)).json() as CgmReportReply;
    expect(cgm).toMatchObject({
      interval_minutes: 15,
      expected_readings: 1296,
      captured_readings: week.length,
      days_with_data: 8,
      enough_data: false,
      gmi: null,
      gmi_unavailable: 'few_readings',
    });
    expect(cgm.share_of_expected).toBeCloseTo(week.length / 1296, 10);
  });

  it('answers an empty report without sensor data, meter readings included', async () => {
    const caro = await registerUser(t.app);
    await actingAs(t.app, caro)('POST', '/health-metrics/api/readings/', { metric: 'glucosa', value: 120 });
    const cgm = (await getCgm(caro)).json() as CgmReportReply;
    expect(cgm).toMatchObject({
      readings: 0,
      interval_minutes: null,
      time_in_ranges: null,
      targets: [],
      profile: [],
      gmi: null,
      gmi_unavailable: 'no_data',
    });
  });

  it('lets a caregiver read it through the share, and nobody else', async () => {
    const hija = await registerUser(t.app);
    const pacienteId = await shareWith(t.app, ana, hija, 'lectura');
    const shared = await getCgm(hija, `?paciente_id=${pacienteId}`);
    expect(shared.statusCode).toBe(200);
    const own = (await getCgm(ana)).json() as CgmReportReply;
    expect((shared.json() as CgmReportReply).mean).toBe(own.mean);
    // Ana sees who read it in her access log.
    const log = (await actingAs(t.app, ana)('GET', '/health-users/shares/access-log/')).json() as {
      items: Array<{ what: string; que: string }>;
    };
    expect(log.items).toContainEqual(
      expect.objectContaining({ what: 'cgm', que: 'Consultó tu perfil de glucosa del sensor' }),
    );
    // Without paciente_id the caregiver reads their own (empty) sensor data.
    expect(((await getCgm(hija)).json() as CgmReportReply).readings).toBe(0);

    const stranger = await registerUser(t.app);
    const refused = await getCgm(stranger, `?paciente_id=${pacienteId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Paciente no encontrado.' });
    expect((await t.app.inject({ method: 'GET', url: '/health-metrics/api/cgm/' })).statusCode).toBe(401);
  });

  it('answers bad dates with a Spanish 400', async () => {
    for (const query of [
      '?from=2026-13-01',
      '?to=ayer',
      '?from=2026-11-24&to=2026-11-01',
      '?paciente_id=abc',
    ]) {
      const reply = await getCgm(ana, query);
      expect(reply.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, query).toBeLessThan(500);
      expect((reply.json() as { detail: string }).detail, query).toMatch(/[a-záéíóúñ]/i);
    }
    const reversed = await getCgm(ana, '?from=2026-11-24&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      detail: 'La fecha inicial (from) no puede ser posterior a la final (to).',
    });
  });
});
