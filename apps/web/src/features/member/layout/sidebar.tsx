import { NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { chatUrl, siteConfig } from '../../../lib/site-config';
import { useChatLinkMessage } from '../api/phone-proof-queries';
import { signOut } from './sign-out';

const CHAT_ICON = 'M21 11.5a8.5 8.5 0 0 1-12.3 7.6L3 21l1.9-5.7A8.5 8.5 0 1 1 21 11.5z';

const ENTRIES = [
  { to: '/health/home', label: 'Inicio', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { to: '/health/metrics', label: 'Métricas', icon: 'M4 19V9m6 10V5m6 14v-7m4 7H2' },
  {
    to: '/health/report',
    label: 'Reporte',
    icon: 'M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9 13h6M9 17h6',
  },
  { to: '/health/chat', label: 'Chat', icon: CHAT_ICON },
  {
    to: '/health/sharing',
    label: 'Compartir',
    icon: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  },
  {
    to: '/health/shared',
    label: 'Comparten conmigo',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  },
  {
    to: '/health/connections',
    label: 'Conexiones',
    icon: 'M9 7V3m6 4V3M7 7h10v4a5 5 0 0 1-10 0zm5 9v5',
  },
  { to: '/health/profile', label: 'Perfil', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0' },
  { to: '/health/payments', label: 'Pagos', icon: 'M3 6h18v12H3zM3 10h18M7 15h3' },
] as const;

const ENTRY_CLASS = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';

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
          {ENTRIES.map((entry) => (
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
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-brand-100 hover:bg-white/10"
        >
          <Icon path="M15 17l5-5-5-5M20 12H9M12 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h7" />
          Cerrar Sesión
        </button>
      </div>
    </aside>
  );
}
