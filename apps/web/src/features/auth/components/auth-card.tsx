import type { ReactNode } from 'react';

/** The frame of the sign-up and login pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-brand-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
