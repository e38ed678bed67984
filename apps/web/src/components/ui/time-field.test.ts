import { describe, expect, it } from 'vitest';
import { normalizeTimeOfDay } from './time-field';

describe('normalizeTimeOfDay', () => {
  it.each([
    ['7', '07:00'],
    ['07', '07:00'],
    ['730', '07:30'],
    ['0730', '07:30'],
    ['7:5', '07:05'],
    ['7.30', '07:30'],
    ['21:30', '21:30'],
    ['21 h', '21:00'],
    ['0', '00:00'],
    ['23:59', '23:59'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normalizeTimeOfDay(raw)).toBe(expected);
  });

  it.each(['24:00', '7:60', 'siete', '', '8 pm'])('leaves %s for validation to refuse', (raw) => {
    expect(normalizeTimeOfDay(raw)).toBe(raw);
  });
});
