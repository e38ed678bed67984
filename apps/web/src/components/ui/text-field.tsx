import type { InputHTMLAttributes } from 'react';
import { controlAria, Field, splitFieldProps, type FieldOwnProps } from './field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldOwnProps> & FieldOwnProps;

/** A labelled input; the label is always visible and tied to the field for screen readers. */
export function TextField(props: TextFieldProps) {
  const [frame, inputProps] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(ids) => (
        <input
          id={ids.fieldId}
          {...controlAria(ids)}
          className="block w-full scroll-mt-24 rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 aria-invalid:border-red-600 read-only:bg-slate-100 read-only:text-slate-600"
          {...inputProps}
        />
      )}
    </Field>
  );
}
