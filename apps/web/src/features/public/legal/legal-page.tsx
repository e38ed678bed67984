import { useId, type ReactNode } from 'react';
import { useScrollToTop } from '../hooks/use-scroll-to-top';

/** Formats an ISO date (YYYY-MM-DD) the Mexican way, e.g. «1 de noviembre de 2026». */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

interface LegalPageProps {
  title: string;
  /** Version and date lines under the title. */
  meta: ReactNode;
  children: ReactNode;
}

/** Shared frame of the terms and privacy pages: one article, opened at the top of the page. */
export function LegalPage({ title, meta, children }: LegalPageProps) {
  useScrollToTop();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mt-3 space-y-1 text-sm text-slate-600">{meta}</div>
      </header>
      <div className="mt-8 space-y-10 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

/** A numbered clause; its heading labels the section. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
