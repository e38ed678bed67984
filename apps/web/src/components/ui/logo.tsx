import { siteConfig } from '../../lib/site-config';

/** The product mark: a pulse line in a rounded teal square, followed by the product name. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M6 17h5l2-5 4 10 3-7 2 2h4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-xl font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
      >
        {siteConfig.productName}
      </span>
    </span>
  );
}
