import { describe, expect, it } from 'vitest';
import { formatMinuteOfDay, formatShare, formatTimePerDay, hourlyRows, sourceDocuments } from './cgm-format';

describe('how the sensor figures read', () => {
  it('writes shares with one decimal so a 0.6 % low is not shown as 1 %', () => {
    expect(formatShare(0.00617)).toBe('0.6\u00a0%');
    expect(formatShare(0.7)).toBe('70.0\u00a0%');
  });

  it('writes time of day in 24 hours and shares as time per day', () => {
    expect(formatMinuteOfDay(0)).toBe('00:00');
    expect(formatMinuteOfDay(185)).toBe('03:05');
    expect(formatMinuteOfDay(1425)).toBe('23:45');
    const plain = (text: string) => text.replaceAll('\u00a0', ' ');
    expect(plain(formatTimePerDay(0.7))).toBe('16 h 48 min');
    expect(plain(formatTimePerDay(0.25))).toBe('6 h');
    expect(plain(formatTimePerDay(0.01))).toBe('14 min');
    expect(plain(formatTimePerDay(0.0001))).toBe('menos de 1 min');
    expect(plain(formatTimePerDay(0))).toBe('0 min');
  });

  it('keeps one row per hour for the profile table', () => {
    const bucket = (minute: number) => ({ minute, count: 1, p5: 1, p25: 1, p50: 1, p75: 1, p95: 1 });
    expect(hourlyRows([0, 15, 30, 45, 60, 75].map(bucket)).map((b) => b.minute)).toEqual([0, 60]);
  });

  it('names each source document once', () => {
    const paper = { document: 'Battelino T et al.', year: 2019, section: '' };
    expect(
      sourceDocuments([
        { id: 'a', ...paper },
        { id: 'b', ...paper, section: 'otra' },
        { id: 'c', document: 'Danne T et al.', year: 2017, section: '' },
      ]),
    ).toEqual(['Battelino T et al., 2019', 'Danne T et al., 2017']);
  });
});
