import { useId } from 'react';
import PhoneInput, { isValidPhoneNumber, type Country, type FlagProps } from 'react-phone-number-input';
import labels from 'react-phone-number-input/locale/es.json';
import 'react-phone-number-input/style.css';
import { AUTH_MESSAGES } from '@vitalia/contracts/auth-messages';

/**
 * The chosen country as its two-letter code: no flag images to download (nothing for the content policy to
 * block) and, unlike flag emoji, readable on every system.
 */
function CountryCodeFlag({ country, countryName }: FlagProps) {
  return (
    <span
      title={countryName}
      className="grid h-full w-full place-items-center rounded bg-brand-100 text-[11px] font-bold text-brand-800"
    >
      {country}
    </span>
  );
}

export function isPhoneValid(value: string | undefined): boolean {
  return Boolean(value && isValidPhoneNumber(value));
}

interface PhoneFieldProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  defaultCountry?: Country;
}

/**
 * International WhatsApp number built on libphonenumber metadata: the value is E.164 ("+5215512345678"),
 * with an inline message while the number is not valid for the chosen country.
 */
export function PhoneField({ value, onChange, defaultCountry = 'US' }: PhoneFieldProps) {
  const id = useId();
  const showError = Boolean(value) && !isPhoneValid(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Teléfono de WhatsApp
      </label>
      <PhoneInput
        id={id}
        international
        defaultCountry={defaultCountry}
        labels={labels}
        flagComponent={CountryCodeFlag}
        value={value}
        onChange={onChange}
        maxLength={250}
        autoComplete="tel"
        aria-invalid={showError}
        aria-describedby={`${id}-hint`}
        className="vitalia-phone rounded-lg border border-slate-300 px-3 py-2 shadow-sm focus-within:border-brand-600"
        numberInputProps={{ className: 'w-full border-0 bg-transparent text-base outline-none' }}
      />
      {showError ? (
        <p id={`${id}-hint`} className="mt-1 text-xs font-medium text-red-700">
          {AUTH_MESSAGES.phoneInvalidInline}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Elige tu país y escribe tu número. Vitalia te escribirá a este WhatsApp.
        </p>
      )}
    </div>
  );
}
