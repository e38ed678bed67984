import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

const texts = (message: string) => tokenize(message).map((token) => `${token.kind}:${token.text}`);

describe('tokenize', () => {
  it('lowercases, strips accents and treats emojis as spaces', () => {
    expect(texts('PRESIÓN😬120/80 ✅')).toEqual(['word:presion', 'num:120', 'sym:/', 'num:80']);
  });

  it('reads the emojis that name a metric as its word', () => {
    expect(texts('⚖️80.5 🌡️ 37.9 🩸112')).toEqual([
      'word:peso',
      'num:80.5',
      'word:temperatura',
      'num:37.9',
      'word:glucosa',
      'num:112',
    ]);
  });

  it('reads ¿ and ¡ as separators', () => {
    expect(texts('¿130 es normal?')).toEqual(['sep:¿', 'num:130', 'word:es', 'word:normal', 'sep:?']);
  });

  it('reads comma and point decimals, and comma thousands', () => {
    const [weight, glucose, steps] = tokenize('68,3 5.6 5,600').map((token) => token.value);
    expect([weight, glucose, steps]).toEqual([68.3, 5.6, 5600]);
  });

  it('splits numbers glued to units and words glued to numbers', () => {
    expect(texts('120mg/dl 6am glucosa110')).toEqual([
      'num:120',
      'word:mg',
      'sym:/',
      'word:dl',
      'num:6',
      'word:am',
      'word:glucosa',
      'num:110',
    ]);
  });

  it('keeps letter-digit words whole', () => {
    expect(texts('SpO2 98 HbA1c 7')).toEqual(['word:spo2', 'num:98', 'word:hba1c', 'num:7']);
  });

  it('collapses stretched letters', () => {
    expect(texts('holaaaa graciaaas')).toEqual(['word:hola', 'word:gracias']);
  });

  it('marks leading zeros, the sign of a date or a time', () => {
    expect(tokenize('15/08')[2]?.leadingZero).toBe(true);
  });
});
