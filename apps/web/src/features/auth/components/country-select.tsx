import { useEffect, useState, type SelectHTMLAttributes } from 'react';
import { getCountryCallingCode, type Country } from 'react-phone-number-input';
// The two flags at the top of the list (Mexico and the default country) are in the sign-up bundle, one module
// each (under 1 kB gzip); all the others come in one chunk, loaded only once another country is shown.
import MX from 'country-flag-icons/string/3x2/MX';
import US from 'country-flag-icons/string/3x2/US';

type FlagSvgs = Partial<Record<Country, string>>;

const EMBEDDED_FLAGS: FlagSvgs = { MX, US };

let allFlags: Promise<FlagSvgs> | undefined;

function loadAllFlags(): Promise<FlagSvgs> {
  allFlags ??= import('country-flag-icons/string/3x2').then(
    (module) => module as FlagSvgs,
    (error: unknown) => {
      allFlags = undefined; // try again next time
      throw error;
    },
  );
  return allFlags;
}

/**
 * The country's flag as an SVG data URL (the content policy allows `data:` images, and no emoji font is
 * needed); a globe for "Internacional"; the two-letter code while an uncommon country's flag loads.
 */
function CountryFlag({ country }: { country?: Country }) {
  const [loaded, setLoaded] = useState<FlagSvgs | null>(null);
  const svg = country && (EMBEDDED_FLAGS[country] ?? loaded?.[country]);

  useEffect(() => {
    if (!country || EMBEDDED_FLAGS[country] || loaded) return;
    let active = true;
    loadAllFlags().then(
      (flags) => active && setLoaded(flags),
      () => undefined, // offline: the two-letter code stays
    );
    return () => {
      active = false;
    };
  }, [country, loaded]);

  const frame = 'h-4 w-6 shrink-0 rounded-[3px] ring-1 ring-slate-900/15';
  if (!country) {
    return (
      <svg viewBox="0 0 24 16" className={`${frame} bg-slate-100 p-px text-slate-500`} aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.2">
          <circle cx="12" cy="8" r="6.5" />
          <ellipse cx="12" cy="8" rx="2.8" ry="6.5" />
          <path d="M5.5 8h13" />
        </g>
      </svg>
    );
  }
  if (!svg) {
    return (
      <span
        className={`${frame} grid place-items-center bg-brand-100 text-[9px] leading-none font-bold text-brand-800`}
        aria-hidden="true"
      >
        {country}
      </span>
    );
  }
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt=""
      className={`${frame} object-cover`}
      aria-hidden="true"
    />
  );
}

interface CountryOption {
  value?: Country;
  label: string;
  divider?: boolean;
}

export interface CountrySelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value?: Country;
  options: CountryOption[];
  onChange: (country?: Country) => void;
  readOnly?: boolean;
  /** Given by react-phone-number-input; this select draws its own flag. */
  iconComponent?: unknown;
}

/**
 * react-phone-number-input's country picker, drawn as the selected country's flag and calling code
 * ("+52") over a transparent native `<select>`: the system list on phones, the country's name for
 * screen readers (the select is labelled by the `aria-label` the input passes).
 */
export function CountrySelect({
  value,
  options,
  onChange,
  iconComponent: _iconComponent,
  disabled,
  readOnly,
  ...rest
}: CountrySelectProps) {
  return (
    <div className="relative mr-2 flex shrink-0 items-center gap-1.5 self-stretch rounded-md pr-1 has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-brand-600">
      <select
        {...rest}
        value={value ?? 'ZZ'}
        onChange={(event) =>
          onChange(event.target.value === 'ZZ' ? undefined : (event.target.value as Country))
        }
        disabled={disabled || readOnly}
        className="absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-default"
      >
        {options.map((option, index) =>
          option.divider ? (
            <option key={`divider-${index}`} value="|" disabled>
              ──────────
            </option>
          ) : (
            <option key={option.value ?? 'ZZ'} value={option.value ?? 'ZZ'}>
              {option.label}
            </option>
          ),
        )}
      </select>
      <CountryFlag country={value} />
      {value ? (
        <span className="text-base text-slate-700 tabular-nums" aria-hidden="true">
          +{getCountryCallingCode(value)}
        </span>
      ) : null}
      <svg viewBox="0 0 10 6" className="h-1.5 w-2.5 text-slate-500" aria-hidden="true">
        <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
