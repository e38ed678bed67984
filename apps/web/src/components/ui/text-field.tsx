import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

/** A labelled input; the label is always visible and tied to the field for screen readers. */
export function TextField({ label, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} id={id} className={className}>
      {({ fieldId, hintId }) => (
        <input
          id={fieldId}
          aria-describedby={hintId}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 read-only:bg-slate-100 read-only:text-slate-600"
          {...inputProps}
        />
      )}
    </Field>
  );
}
