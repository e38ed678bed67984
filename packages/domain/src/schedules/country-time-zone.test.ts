import { describe, expect, it } from 'vitest';
import { isTimeZone } from './calendar';
import { timeZoneOfCountry } from './country-time-zone';

const DEFAULT = 'America/Mexico_City';

describe('the time zone of a phone’s country', () => {
  it('leaves Mexico and unknown countries to TZ_DEFAULT', () => {
    expect(timeZoneOfCountry('MX', DEFAULT)).toBe(DEFAULT);
    expect(timeZoneOfCountry('MX', 'America/Tijuana')).toBe('America/Tijuana');
    expect(timeZoneOfCountry(null, DEFAULT)).toBe(DEFAULT);
    expect(timeZoneOfCountry('XX', DEFAULT)).toBe(DEFAULT);
    expect(timeZoneOfCountry('mx', DEFAULT)).toBe(DEFAULT);
  });

  it('gives a one-zone country its zone and a country of many the most populous', () => {
    expect(timeZoneOfCountry('CO', DEFAULT)).toBe('America/Bogota');
    expect(timeZoneOfCountry('GT', DEFAULT)).toBe('America/Guatemala');
    expect(timeZoneOfCountry('PE', DEFAULT)).toBe('America/Lima');
    expect(timeZoneOfCountry('US', DEFAULT)).toBe('America/New_York');
    expect(timeZoneOfCountry('ES', DEFAULT)).toBe('Europe/Madrid');
    expect(timeZoneOfCountry('AR', DEFAULT)).toBe('America/Argentina/Buenos_Aires');
  });

  it('names only zones the runtime knows', () => {
    for (const country of ['US', 'CA', 'BR', 'AR', 'CL', 'EC', 'ES', 'AU', 'RU', 'UA', 'GL', 'CO', 'SV'])
      expect(isTimeZone(timeZoneOfCountry(country, DEFAULT)), country).toBe(true);
  });
});
