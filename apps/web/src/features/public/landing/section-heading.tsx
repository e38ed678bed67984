interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tone?: 'dark' | 'light';
}

/** Centered section title; `id` goes on the h2 so the section can be labelled by it. */
export function SectionHeading({ id, eyebrow, title, subtitle, tone = 'dark' }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wider uppercase ${light ? 'text-brand-100' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${
          light ? 'text-white' : 'text-slate-900'
        }`}
      >
        {title}
      </h2>
      {subtitle && (
        <p className={`mt-4 text-lg leading-relaxed ${light ? 'text-brand-50' : 'text-slate-600'}`}>
          {subtitle}
        </p>
      )}
    </div>
  );
}
