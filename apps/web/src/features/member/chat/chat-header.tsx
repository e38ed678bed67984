import { LogoMark } from '../../../components/ui/logo';
import { siteConfig } from '../../../lib/site-config';

/** The simulated chat's top bar, like WhatsApp's: the bot's name, and a badge saying it is a simulation. */
export function ChatHeader({
  headingId,
  badge,
  className = 'flex',
}: {
  headingId: string;
  badge: string;
  className?: string;
}) {
  return (
    <div className={`${className} items-center gap-3 border-b border-slate-200 px-4 py-2`}>
      <LogoMark className="h-9 w-9" />
      <div className="min-w-0">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {siteConfig.productName}
        </h2>
        <p className="text-sm text-slate-600">Asistente de salud</p>
      </div>
      <span className="ml-auto rounded-full bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-900">
        {badge}
      </span>
    </div>
  );
}
