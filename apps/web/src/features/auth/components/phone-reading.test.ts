import { describe, expect, it } from 'vitest';
import type { Country } from 'react-phone-number-input';
import { countryOfLanguages, phoneReading, readBack, readingText } from './phone-reading';

const names: Partial<Record<Country, string>> = { US: 'Estados Unidos', MX: 'México' };
const name = (country: Country) => names[country] ?? country;
const hint = (...args: [Country | undefined, string | undefined, boolean]) =>
  readingText(phoneReading(...args, name));

describe('phoneReading', () => {
  it('names the selected country and its calling code until the number is valid', () => {
    expect(hint('US', undefined, false)).toBe(
      'Se leerá como número de Estados Unidos (+1). Elige tu país si es otro.',
    );
    expect(hint('MX', '+52551', false)).toBe(
      'Se leerá como número de México (+52). Elige tu país si es otro.',
    );
  });

  it('shows a valid number whole, in international form, kept apart to be set unbroken', () => {
    expect(phoneReading('US', '+12015550123', true, name)).toEqual({
      lead: 'Se leerá como número de Estados Unidos: ',
      number: '+1 201 555 0123',
      tail: '. Elige tu país si es otro.',
    });
    expect(hint('MX', '+525512345678', true)).toBe(
      'Se leerá como número de México: +52 55 1234 5678. Elige tu país si es otro.',
    );
  });

  it('asks for the country code when no country is selected', () => {
    expect(hint(undefined, undefined, false)).toBe(
      'Escribe tu número con «+» y el código de tu país (por ejemplo, +52 para México), o elige tu país.',
    );
    expect(hint(undefined, '+525512345678', true)).toBe('Se leerá como +52 55 1234 5678.');
  });
});

describe('countryOfLanguages', () => {
  it('takes the region of the browser’s first language that names one', () => {
    expect(countryOfLanguages(['es-MX', 'es', 'en-US'])).toBe('MX');
    expect(countryOfLanguages(['en-US'])).toBe('US');
    expect(countryOfLanguages(['es', 'es-419', 'es-CO'])).toBe('CO');
    expect(countryOfLanguages(['zh-Hant-TW'])).toBe('TW');
  });

  it('falls back to the spec’s United States when no language names a country', () => {
    expect(countryOfLanguages([])).toBe('US');
    expect(countryOfLanguages(undefined)).toBe('US');
    expect(countryOfLanguages(['es'])).toBe('US');
  });
});

describe('readBack', () => {
  it('reads the number back in its own national format with the country', () => {
    expect(readBack('+523323456789', name)).toBe('Te escribiremos al 33 2345 6789 (México).');
    expect(readBack('+12015550123', name)).toBe('Te escribiremos al (201) 555-0123 (Estados Unidos).');
  });

  it('says nothing while the number is not valid', () => {
    expect(readBack(undefined, name)).toBeNull();
    expect(readBack('+52551', name)).toBeNull();
  });
});
