import { useId, type ReactNode } from 'react';

export interface FieldIds {
  fieldId: string;
  hintId: string | undefined;
  /** Set while the field shows an error. */
  errorId: string | undefined;
  /** The control's aria attributes: described by its error and hint, invalid while it has an error. */
  describedBy: string | undefined;
}

export interface FieldFrameProps {
  label: string;
  hint?: string;
  /** What is wrong with the value, shown right under the control and announced (CONTRACTS.md section 12). */
  error?: string | null;
  /**
   * False when the form announces its errors itself (one summary beside the submit button, focus on the
   * first field in error): the field's error is then read as the field's description.
   */
  announceError?: boolean;
  id?: string;
  className?: string;
  /** Renders the control with the id its label points to and the ids it is described by. */
  children: (ids: FieldIds) => ReactNode;
}

/** What a labelled control (TextField, SelectField) passes to its frame. */
export type FieldOwnProps = Omit<FieldFrameProps, 'children'>;

/** A labelled control's props split into its frame's and the control's own. */
export function splitFieldProps<T extends FieldOwnProps>({
  label,
  hint,
  error,
  announceError,
  id,
  className,
  ...control
}: T): [FieldOwnProps, Omit<T, keyof FieldOwnProps>] {
  return [{ label, hint, error, announceError, id, className }, control];
}

/** The aria attributes a control takes from its frame's ids. */
export function controlAria({ errorId, describedBy }: FieldIds) {
  return {
    'aria-describedby': describedBy,
    'aria-invalid': errorId ? true : undefined,
    'aria-errormessage': errorId,
  } as const;
}

/**
 * A field's error, under its control: red text with a mark (not colour alone), announced when it appears.
 */
export function FieldError({
  id,
  announce = true,
  children,
}: {
  id: string;
  announce?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className="mt-1 flex items-start gap-1.5 text-xs font-semibold text-red-700"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
        <path d="M10 2 1 18h18L10 2zm-1 6h2v5H9V8zm0 6h2v2H9v-2z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** A form control's frame: a visible label tied to the control, its error and an optional hint. */
export function Field({ label, hint, error, announceError, id, className, children }: FieldFrameProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ fieldId, hintId, errorId, describedBy })}
      {error && errorId && (
        <FieldError id={errorId} announce={announceError}>
          {error}
        </FieldError>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
