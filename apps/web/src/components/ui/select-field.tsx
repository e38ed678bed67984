import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
}

/** A labelled select, styled like TextField; the label is always visible and tied to the field. */
export function SelectField({ label, options, hint, id, className, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} id={id} className={className}>
      {({ fieldId, hintId }) => (
        <select
          id={fieldId}
          aria-describedby={hintId}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 disabled:bg-slate-100"
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
