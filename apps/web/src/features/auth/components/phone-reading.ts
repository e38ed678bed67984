import {
  formatPhoneNumber,
  formatPhoneNumberIntl,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumber,
  type Country,
} from 'react-phone-number-input';

/** The line under the phone field, with the number apart so that it is not broken across lines. */
export interface PhoneReading {
  lead: string;
  number?: string;
  tail: string;
}

export const readingText = ({ lead, number = '', tail }: PhoneReading) => `${lead}${number}${tail}`;

/**
 * How the number will be read: the selected country and its calling code, and the whole number in
 * international form once it is valid, so that a number read as another country's is noticed before
 * signing up.
 */
export function phoneReading(
  country: Country | undefined,
  value: string | undefined,
  valid: boolean,
  countryName: (country: Country) => string,
): PhoneReading {
  const number = valid && value ? formatPhoneNumberIntl(value) : undefined;
  if (!country) {
    return number
      ? { lead: 'Se leerá como ', number, tail: '.' }
      : {
          lead: 'Escribe tu número con «+» y el código de tu país (por ejemplo, +52 para México), o elige tu país.',
          tail: '',
        };
  }
  const name = countryName(country);
  const tail = '. Elige tu país si es otro.';
  return number
    ? { lead: `Se leerá como número de ${name}: `, number, tail }
    : { lead: `Se leerá como número de ${name} (+${getCountryCallingCode(country)})`, tail };
}

/** SPEC.md's country when the browser names no region. */
export const FALLBACK_COUNTRY: Country = 'US';

/**
 * The country of the browser's region: the first of its languages with a region subtag that is a country
 * ("es-MX" → MX, "en-US" → US); the fallback when none has one ("es" alone names no country).
 */
export function countryOfLanguages(languages: readonly string[] | undefined): Country {
  for (const tag of languages ?? []) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})(?:-|$)/i.exec(tag)?.[1]?.toUpperCase();
    if (region && isSupportedCountry(region)) return region;
  }
  return FALLBACK_COUNTRY;
}

/** The number read back as the person writes it at home, before signing up: "33 2345 6789 (México)". */
export function readBack(
  value: string | undefined,
  countryName: (country: Country) => string,
): string | null {
  if (!value || !isValidPhoneNumber(value)) return null;
  const country = parsePhoneNumber(value)?.country;
  if (!country) return `Te escribiremos al ${formatPhoneNumberIntl(value)}.`;
  return `Te escribiremos al ${formatPhoneNumber(value)} (${countryName(country)}).`;
}
