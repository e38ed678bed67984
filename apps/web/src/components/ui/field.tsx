import { useId, type ReactNode } from 'react';

export interface FieldFrameProps {
  label: string;
  hint?: string;
  id?: string;
  className?: string;
  /** Renders the control with the id its label points to and the id of its hint, if any. */
  children: (ids: { fieldId: string; hintId: string | undefined }) => ReactNode;
}

/** A form control's frame: a visible label tied to the control and an optional hint it is described by. */
export function Field({ label, hint, id, className, children }: FieldFrameProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ fieldId, hintId })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
