import { useId, type ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
};

/**
 * A button's look, also for a link that acts as one: at least 44 × 44 px (CONTRACTS.md section 12) with
 * its text at the body size.
 */
export function buttonClass(variant: Variant = 'primary', className = ''): string {
  return `inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-4 py-2 text-base font-semibold transition disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;
}

/**
 * A button. A disabled one says why with `disabledReason`: the text shows right under it and is its
 * description (CONTRACTS.md section 12), so nobody is left before a grey button.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  disabledReason,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; disabledReason?: string | null }) {
  const reasonId = useId();
  const reason = props.disabled && disabledReason ? disabledReason : null;
  const describedBy = [props['aria-describedby'], reason ? reasonId : null].filter(Boolean).join(' ');
  const button = (
    <button
      type={type}
      className={buttonClass(variant, className)}
      {...props}
      aria-describedby={describedBy || undefined}
    />
  );
  if (!reason) return button;
  return (
    <>
      {button}
      <p id={reasonId} className="mt-1 text-xs text-slate-700">
        {reason}
      </p>
    </>
  );
}
