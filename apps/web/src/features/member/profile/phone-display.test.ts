import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from './phone-display';

describe('formatPhoneForDisplay', () => {
  it('groups a stored number as libphonenumber’s international format', () => {
    expect(formatPhoneForDisplay('+525544332211')).toBe('+52 55 4433 2211');
    expect(formatPhoneForDisplay('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhoneForDisplay('+523312345678')).toBe('+52 33 1234 5678');
    expect(formatPhoneForDisplay('+522221234567')).toBe('+52 222 123 4567');
    expect(formatPhoneForDisplay('+12015550123')).toBe('+1 201 555 0123');
    expect(formatPhoneForDisplay('+34612345678')).toBe('+34 612 34 56 78');
  });

  it('shows nothing when there is no number', () => {
    expect(formatPhoneForDisplay(undefined)).toBe('');
    expect(formatPhoneForDisplay(null)).toBe('');
    expect(formatPhoneForDisplay('')).toBe('');
    expect(formatPhoneForDisplay('  ')).toBe('');
  });

  it('shows a value that is not a valid number as it is stored', () => {
    expect(formatPhoneForDisplay('+5215512345678')).toBe('+5215512345678');
    expect(formatPhoneForDisplay('+52551234')).toBe('+52551234');
    expect(formatPhoneForDisplay('no es un número')).toBe('no es un número');
  });
});
