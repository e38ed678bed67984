import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** A white card of the home panel, a section labelled by its heading. */
export function HomeCard({
  title,
  icon,
  action,
  children,
  className = '',
}: {
  title: string;
  icon?: IconName;
  /** A button beside the heading ("+ Añadir"). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex items-center gap-2">
        {icon && (
          <span className="grid h-9 w-9 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={icon} />
          </span>
        )}
        <h2 id={headingId} className="flex-1 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
