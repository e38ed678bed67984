import { formatPhoneNumberIntl, getCountryCallingCode, type Country } from 'react-phone-number-input';

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
