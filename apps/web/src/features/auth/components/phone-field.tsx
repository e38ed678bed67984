import { useId, useState } from 'react';
import PhoneInput, { isValidPhoneNumber, type Country } from 'react-phone-number-input';
import labels from 'react-phone-number-input/locale/es.json';
import { AUTH_MESSAGES } from '@vitalia/contracts/auth-messages';
import { FieldError } from '../../../components/ui/field';
import { CountrySelect } from './country-select';
import { phoneReading } from './phone-reading';

const PHONE_LABELS = { ...labels, country: 'País del teléfono' };

/** A country's name in Spanish, as the selector shows it. */
export const countryName = (country: Country) => labels[country] ?? country;

export function isPhoneValid(value: string | undefined): boolean {
  return Boolean(value && isValidPhoneNumber(value));
}

interface PhoneFieldProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  defaultCountry?: Country;
  /** The form's message about this field (left empty), shown under it. */
  error?: string | null;
}

/**
 * WhatsApp number built on libphonenumber metadata; the value is E.164 ("+525512345678").
 * Digits typed without "+" are a national number of the selected country (`international` is left unset,
 * so react-phone-number-input reads national or international input); a leading "+" takes any
 * country's number and the selector follows it. The line under the field names the country the number
 * is read as, with an inline message while the number is not valid for it.
 */
export function PhoneField({ value, onChange, defaultCountry = 'US', error }: PhoneFieldProps) {
  const id = useId();
  const [country, setCountry] = useState<Country | undefined>(defaultCountry);
  const valid = isPhoneValid(value);
  const inlineError = Boolean(value) && !valid ? AUTH_MESSAGES.phoneInvalidInline : null;
  // The form's own message (a field left empty) wins over the inline one.
  const message = error ?? inlineError;
  const showError = Boolean(message);
  const reading = phoneReading(country, value, valid, countryName);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Teléfono de WhatsApp
      </label>
      <PhoneInput
        id={id}
        defaultCountry={defaultCountry}
        countryOptionsOrder={['MX', 'US', '|', '...']}
        labels={PHONE_LABELS}
        countrySelectComponent={CountrySelect}
        onCountryChange={setCountry}
        value={value}
        onChange={onChange}
        maxLength={250}
        autoComplete="tel"
        aria-invalid={showError}
        aria-errormessage={showError ? `${id}-error` : undefined}
        aria-describedby={showError ? `${id}-error ${id}-hint` : `${id}-hint`}
        className="vitalia-phone rounded-lg border border-slate-300 px-3 py-2 shadow-sm focus-within:border-brand-600"
        numberInputProps={{ className: 'w-full border-0 bg-transparent text-base outline-none' }}
      />
      {message ? <FieldError id={`${id}-error`}>{message}</FieldError> : null}
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {reading.lead}
        {reading.number ? <span className="whitespace-nowrap">{reading.number}</span> : null}
        {reading.tail}
      </p>
    </div>
  );
}
