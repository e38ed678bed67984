import { useId, type ReactNode } from 'react';

/** One card of Mi Perfil below the profile form: a titled section with an optional short intro. */
export function ProfileCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
