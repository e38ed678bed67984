import { NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { chatUrl, siteConfig } from '../../../lib/site-config';
import { useChatLinkMessage } from '../api/phone-proof-queries';
import { SECTIONS } from './sections';
import { signOut } from './sign-out';

const ENTRY_CLASS = 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-none stroke-current stroke-2">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The member area's navigation: a fixed column on wide screens, a sliding panel on small ones. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  // While the number is not proven, the chat link's message carries the code that proves it.
  const chatMessage = useChatLinkMessage();
  return (
    <aside
      id="member-sidebar"
      aria-label="Menú del panel"
      // Closed on a small screen it is also invisible, so keyboard focus cannot wander into it.
      className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col print:hidden bg-brand-900 text-white transition-[translate,visibility] duration-200 md:visible md:translate-x-0 ${
        open ? 'visible translate-x-0' : 'invisible -translate-x-full'
      }`}
    >
      <div className="flex h-16 items-center px-6">
        <Logo tone="light" />
      </div>
      <nav className="flex-1 px-3 py-4">
        <ul className="space-y-1">
          {SECTIONS.map((entry) => (
            <li key={entry.to}>
              {entry.to === '/health/chat' && siteConfig.whatsappMode === 'cloud' ? (
                // With WhatsApp connected the chat is on the phone: the entry opens it.
                <a
                  href={chatUrl(chatMessage ?? undefined)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onNavigate}
                  className={`${ENTRY_CLASS} text-brand-100 hover:bg-white/10`}
                >
                  <Icon path={entry.icon} />
                  {entry.label} <span className="sr-only">(se abre en WhatsApp)</span>
                </a>
              ) : (
                <NavLink
                  to={entry.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `${ENTRY_CLASS} ${isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10'}`
                  }
                >
                  <Icon path={entry.icon} />
                  {entry.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 p-3">
        <button
          type="button"
          onClick={() => void signOut()}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-brand-100 hover:bg-white/10"
        >
          <Icon path="M15 17l5-5-5-5M20 12H9M12 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h7" />
          Cerrar Sesión
        </button>
      </div>
    </aside>
  );
}
