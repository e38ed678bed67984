import { describe, expect, it } from 'vitest';
import { phoneOfWaId } from './phone';

describe('the number a WhatsApp sender writes from', () => {
  it('reads Mexico’s 521 mobile as +52 and names the country', () => {
    expect(phoneOfWaId('5215512345678')).toEqual({ e164: '+525512345678', country: 'MX' });
    expect(phoneOfWaId('525512345678')).toEqual({ e164: '+525512345678', country: 'MX' });
  });

  it('keeps other countries’ numbers as they come', () => {
    expect(phoneOfWaId('573001234567')).toEqual({ e164: '+573001234567', country: 'CO' });
    expect(phoneOfWaId('12025550123')).toEqual({ e164: '+12025550123', country: 'US' });
  });

  it('refuses what is not a number', () => {
    expect(phoneOfWaId('')).toBeNull();
    expect(phoneOfWaId('52abc')).toBeNull();
    expect(phoneOfWaId('1234')).toBeNull();
  });
});
