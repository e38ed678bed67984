import type { ReactNode } from 'react';

/**
 * Text-and-shape renditions of payment and partner logos. Each is one image for assistive technology,
 * named by its accessible label; the drawing inside is decorative.
 */

function Badge({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <span
      role="img"
      aria-label={label}
      // A logotype: the text rules of CONTRACTS.md section 12 (and WCAG 1.4.3) do not apply to it.
      data-text="logotype"
      className={`inline-flex items-center justify-center ${className}`}
    >
      {children}
    </span>
  );
}

export function StripeBadge({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const box = size === 'sm' ? 'h-8 px-3 text-base' : 'h-12 px-5 text-2xl';
  return (
    <Badge label="Stripe" className={`rounded-md bg-[#635bff] font-bold tracking-tight text-white ${box}`}>
      <span aria-hidden="true">stripe</span>
    </Badge>
  );
}

export function VisaBadge() {
  return (
    <Badge label="Visa" className="h-8 rounded-md bg-white px-3 ring-1 ring-slate-300">
      <span aria-hidden="true" className="text-base font-extrabold italic tracking-wide text-[#1a1f71]">
        VISA
      </span>
    </Badge>
  );
}

export function MastercardBadge() {
  return (
    <Badge label="Mastercard" className="h-8 rounded-md bg-white px-2 ring-1 ring-slate-300">
      <svg viewBox="0 0 38 24" aria-hidden="true" focusable="false" className="h-6 w-9">
        <circle cx="14" cy="12" r="9" fill="#eb001b" />
        <circle cx="24" cy="12" r="9" fill="#f79e1b" />
        <path d="M19 4.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
      </svg>
    </Badge>
  );
}

export function AmexBadge() {
  return (
    <Badge label="American Express" className="h-8 rounded-md bg-[#1f72cd] px-2">
      <span aria-hidden="true" className="text-xs leading-none font-extrabold tracking-tight text-white">
        AMERICAN
        <br />
        EXPRESS
      </span>
    </Badge>
  );
}

export function AwsBadge() {
  return (
    <Badge label="Amazon Web Services" className="h-12 flex-col px-2 text-[#232f3e]">
      <span aria-hidden="true" className="text-3xl leading-none font-bold tracking-tight">
        aws
      </span>
      <svg viewBox="0 0 60 10" aria-hidden="true" focusable="false" className="-mt-0.5 h-2.5 w-14">
        <path d="M2 2c16 8 38 8 54 0" fill="none" stroke="#ff9900" strokeWidth="3" strokeLinecap="round" />
        <path d="M50 1l7 1-3 6" fill="none" stroke="#ff9900" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </Badge>
  );
}

export function MetaWhatsAppBadge() {
  return (
    <Badge label="WhatsApp, de Meta" className="h-12 gap-2">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="h-10 w-10">
        <circle cx="16" cy="16" r="16" fill="#25d366" />
        <path
          d="M16 7a9 9 0 0 0-7.7 13.7L7 25l4.4-1.2A9 9 0 1 0 16 7z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M12.5 12c0 4 3.3 7.4 7.4 7.4l1-1.7-2.2-1.1-1 1.1a5.7 5.7 0 0 1-3.4-3.4l1.1-1-1.1-2.3z"
          fill="#fff"
        />
      </svg>
      <span aria-hidden="true" className="flex flex-col text-left leading-tight">
        <span className="text-lg font-bold text-slate-900">WhatsApp</span>
        <span className="text-xs font-semibold text-slate-600">de Meta</span>
      </span>
    </Badge>
  );
}
