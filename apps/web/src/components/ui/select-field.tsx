import type { SelectHTMLAttributes } from 'react';
import { controlAria, Field, splitFieldProps, type FieldOwnProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldOwnProps> &
  FieldOwnProps & { options: readonly SelectOption[] };

/** A labelled select, styled like TextField; the label is always visible and tied to the field. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const [frame, selectProps] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(ids) => (
        <select
          id={ids.fieldId}
          {...controlAria(ids)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 aria-invalid:border-red-600 disabled:bg-slate-100"
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
