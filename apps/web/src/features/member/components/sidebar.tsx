import { NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { signOut } from './sign-out';

const ENTRIES = [
  { to: '/health/home', label: 'Inicio', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { to: '/health/metrics', label: 'Métricas', icon: 'M4 19V9m6 10V5m6 14v-7m4 7H2' },
  { to: '/health/profile', label: 'Perfil', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0' },
  { to: '/health/payments', label: 'Pagos', icon: 'M3 6h18v12H3zM3 10h18M7 15h3' },
] as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-none stroke-current stroke-2">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The member area's navigation: a fixed column on wide screens, a sliding panel on small ones. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <aside
      id="member-sidebar"
      aria-label="Menú del panel"
      // Closed on a small screen it is also invisible, so keyboard focus cannot wander into it.
      className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-brand-900 text-white transition-[translate,visibility] duration-200 md:visible md:translate-x-0 ${
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
              <NavLink
                to={entry.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                    isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10'
                  }`
                }
              >
                <Icon path={entry.icon} />
                {entry.label}
              </NavLink>
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
