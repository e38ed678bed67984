import { describe, expect, it } from 'vitest';
import { SOURCES } from '../sources';
import { AGP, agpBucketOf, buildAgp, percentile } from './agp';
import {
  CGM_RANGES,
  CGM_TARGETS,
  CGM_THRESHOLDS,
  CV_TARGET,
  GMI,
  assessCgmSufficiency,
  cgmWindow,
  classifyCgmValue,
  coefficientOfVariation,
  detectSensorInterval,
  evaluateCgmTargets,
  glucoseManagementIndicator,
  standardDeviation,
  timeInRanges,
} from './cgm-metrics';

describe('percentiles of the ambulatory glucose profile', () => {
  it('interpolates between ranks as percentile_cont does (1..10 by hand)', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // position p × (n − 1): 0.45, 2.25, 4.5, 6.75, 8.55
    expect(percentile(values, 0.05)).toBeCloseTo(1.45, 10);
    expect(percentile(values, 0.25)).toBeCloseTo(3.25, 10);
    expect(percentile(values, 0.5)).toBeCloseTo(5.5, 10);
    expect(percentile(values, 0.75)).toBeCloseTo(7.75, 10);
    expect(percentile(values, 0.95)).toBeCloseTo(9.55, 10);
  });

  it('gives the value itself for one value, the ends for 0 and 1, and null for none', () => {
    expect(percentile([120], 0.05)).toBe(120);
    expect(percentile([100, 200], 0.25)).toBe(125);
    expect(percentile([100, 150, 200], 0)).toBe(100);
    expect(percentile([100, 150, 200], 1)).toBe(200);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('groups values by 15-minute time of day, whatever the day', () => {
    expect(AGP.bucketMinutes).toBe(15);
    expect(agpBucketOf(0)).toBe(0);
    expect(agpBucketOf(14)).toBe(0);
    expect(agpBucketOf(15)).toBe(15);
    expect(agpBucketOf(23 * 60 + 59)).toBe(23 * 60 + 45);
    const profile = buildAgp([
      { minuteOfDay: 5, value: 100 },
      { minuteOfDay: 10, value: 300 },
      { minuteOfDay: 14, value: 200 },
      { minuteOfDay: 20, value: 90 },
    ]);
    expect(profile).toEqual([
      { minute: 0, count: 3, p5: 110, p25: 150, p50: 200, p75: 250, p95: 290 },
      { minute: 15, count: 1, p5: 90, p25: 90, p50: 90, p75: 90, p95: 90 },
    ]);
  });
});

describe('time in ranges (Battelino 2019)', () => {
  it('puts each edge where the consensus does: <54, 54–69, 70–180, 181–250, >250', () => {
    const cases: Array<[number, string]> = [
      [40, 'very_low'],
      [53, 'very_low'],
      [53.9, 'very_low'],
      [54, 'low'],
      [69, 'low'],
      [69.9, 'low'],
      [70, 'in_range'],
      [180, 'in_range'],
      [180.5, 'high'],
      [181, 'high'],
      [250, 'high'],
      [250.5, 'very_high'],
      [251, 'very_high'],
      [400, 'very_high'],
    ];
    for (const [value, range] of cases) expect([value, classifyCgmValue(value)]).toEqual([value, range]);
  });

  it('turns counts into shares that add up to 1', () => {
    const shares = timeInRanges({ very_low: 1, low: 3, in_range: 70, high: 20, very_high: 6 });
    expect(shares).toEqual({ very_low: 0.01, low: 0.03, in_range: 0.7, high: 0.2, very_high: 0.06 });
    expect(timeInRanges({ very_low: 0, low: 0, in_range: 0, high: 0, very_high: 0 }).in_range).toBe(0);
  });

  it('meets a target only strictly beyond its figure (70 % in range is not "more than 70 %")', () => {
    const atTheEdge = evaluateCgmTargets(
      timeInRanges({ very_low: 1, low: 3, in_range: 70, high: 20, very_high: 6 }),
    );
    expect(atTheEdge.map((t) => [t.id, Math.round(t.share * 1000) / 10, t.met])).toEqual([
      ['in_range', 70, false],
      ['below_70', 4, false],
      ['below_54', 1, false],
      ['above_180', 26, false],
      ['above_250', 6, false],
    ]);
    const good = evaluateCgmTargets(
      timeInRanges({ very_low: 0, low: 3, in_range: 78, high: 15, very_high: 4 }),
    );
    expect(good.every((t) => t.met)).toBe(true);
  });

  it('names its source for every range, target and threshold', () => {
    for (const item of [...CGM_RANGES, ...CGM_TARGETS, CGM_THRESHOLDS, CV_TARGET, GMI]) {
      expect(SOURCES[item.source]).toBeDefined();
    }
    expect(CGM_TARGETS.map((t) => `${t.comparison} ${t.percent}`)).toEqual([
      'more_than 70',
      'less_than 4',
      'less_than 1',
      'less_than 25',
      'less_than 5',
    ]);
  });
});

describe('variability and GMI', () => {
  it('computes the coefficient of variation from the mean and the sample SD', () => {
    // mean 5; squared deviations add up to 32; 32 / 7 = 4.571…; √ = 2.138
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.13809, 5);
    expect(standardDeviation([120])).toBeNull();
    expect(coefficientOfVariation(150, 54)).toBeCloseTo(36, 10);
    expect(coefficientOfVariation(150, 54)! <= CV_TARGET.maxPercent).toBe(true);
    expect(coefficientOfVariation(150, 55)).toBeCloseTo(36.667, 3);
    expect(coefficientOfVariation(0, 10)).toBeNull();
  });

  it('estimates the GMI as 3.31 + 0.02392 × mean', () => {
    expect(glucoseManagementIndicator(154)).toBeCloseTo(6.99368, 10);
    expect(glucoseManagementIndicator(100)).toBeCloseTo(5.702, 10);
  });
});

describe('data sufficiency', () => {
  it('detects a 5- or 15-minute sensor from the median gap', () => {
    expect(detectSensorInterval(5)).toBe(5);
    expect(detectSensorInterval(1)).toBe(5);
    expect(detectSensorInterval(10)).toBe(5);
    expect(detectSensorInterval(14)).toBe(15);
    expect(detectSensorInterval(15)).toBe(15);
    expect(detectSensorInterval(null)).toBeNull();
    expect(detectSensorInterval(0)).toBeNull();
  });

  it('asks 70 % of 4,032 readings for 14 days of a 5-minute sensor', () => {
    const enough = assessCgmSufficiency({
      windowDays: 14,
      daysWithData: 14,
      slots5: 2823,
      slots15: 941,
      interval: 5,
    });
    expect(enough).toMatchObject({
      expectedReadings: 4032,
      capturedReadings: 2823,
      enough: true,
      gmiUnavailable: null,
    });
    expect(enough.share).toBeCloseTo(0.70015, 5);
    const short = assessCgmSufficiency({
      windowDays: 14,
      daysWithData: 14,
      slots5: 2822,
      slots15: 941,
      interval: 5,
    });
    expect(short).toMatchObject({ enough: false, gmiUnavailable: 'few_readings' });
  });

  it('asks 70 % of 1,344 readings for 14 days of a 15-minute sensor', () => {
    const enough = assessCgmSufficiency({
      windowDays: 14,
      daysWithData: 14,
      slots5: 941,
      slots15: 941,
      interval: 15,
    });
    expect(enough).toMatchObject({ expectedReadings: 1344, capturedReadings: 941, enough: true });
    const short = assessCgmSufficiency({
      windowDays: 14,
      daysWithData: 14,
      slots5: 940,
      slots15: 940,
      interval: 15,
    });
    expect(short.gmiUnavailable).toBe('few_readings');
  });

  it('counts a 2-day gap as missing readings and days, and never more than 100 %', () => {
    const gap = assessCgmSufficiency({
      windowDays: 14,
      daysWithData: 12,
      slots5: 12 * 288,
      slots15: 12 * 96,
      interval: 5,
    });
    expect(gap.share).toBeCloseTo(12 / 14, 10);
    expect(gap).toMatchObject({ daysWithData: 12, enough: true });
    const fourDays = assessCgmSufficiency({
      windowDays: 14,
      daysWithData: 9,
      slots5: 9 * 288,
      slots15: 9 * 96,
      interval: 5,
    });
    expect(fourDays.gmiUnavailable).toBe('few_readings');
    const doubled = assessCgmSufficiency({
      windowDays: 1,
      daysWithData: 1,
      slots5: 400,
      slots15: 96,
      interval: 5,
    });
    expect(doubled.share).toBe(1);
  });

  it('expects readings only up to now on the last day, and no GMI for a short period or no data', () => {
    const today = assessCgmSufficiency({
      windowDays: 14,
      elapsedMinutes: 13.5 * 24 * 60,
      daysWithData: 14,
      slots5: 3888,
      slots15: 1296,
      interval: 5,
    });
    expect(today).toMatchObject({ expectedReadings: 3888, share: 1 });
    const week = assessCgmSufficiency({
      windowDays: 7,
      daysWithData: 7,
      slots5: 2016,
      slots15: 672,
      interval: 5,
    });
    expect(week).toMatchObject({ share: 1, gmiUnavailable: 'short_period' });
    const none = assessCgmSufficiency({
      windowDays: 14,
      daysWithData: 0,
      slots5: 0,
      slots15: 0,
      interval: null,
    });
    expect(none).toMatchObject({ expectedReadings: 0, share: 0, gmiUnavailable: 'no_data' });
  });

  it('takes the last 14 local days of a longer period, or the whole of a shorter one', () => {
    expect(cgmWindow('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-17', to: '2026-11-30', days: 14 });
    expect(cgmWindow('2026-11-25', '2026-11-30')).toEqual({ from: '2026-11-25', to: '2026-11-30', days: 6 });
    expect(cgmWindow('2026-11-30', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30', days: 1 });
  });
});
