import type { ButtonHTMLAttributes } from 'react';

const BASE =
  'inline-flex h-9 shrink-0 items-center justify-center rounded-lg text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60';

/** A compact text button for actions on a list row ("Editar", "+ Horario"). */
export function RowButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`${BASE} px-2.5 text-brand-700 hover:bg-brand-50 hover:text-brand-800 ${className}`}
      {...props}
    />
  );
}

/** The ✕ delete button of a schedule; give it an aria-label that names what it deletes. */
export function RemoveButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`${BASE} w-9 text-base text-slate-500 hover:bg-red-50 hover:text-red-700 ${className}`}
      {...props}
    >
      <span aria-hidden="true">✕</span>
    </button>
  );
}
