import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { useFirstName } from '../hooks/use-first-name';
import { NotificationBell } from '../notifications/notification-bell';
import { sectionTitle } from './sections';

export function MemberHeader({
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const firstName = useFirstName();
  const title = sectionTitle(useLocation().pathname);
  // The window's title says where the person is too (a tab, the phone's list of open pages).
  useEffect(() => {
    document.title = `${title} · ${siteConfig.productName}`;
  }, [title]);
  return (
    <header className="sticky top-0 z-20 flex h-16 print:hidden items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-controls="member-sidebar"
        aria-expanded={sidebarOpen}
        aria-label={sidebarOpen ? 'Cerrar menú lateral' : 'Abrir menú lateral'}
        className="grid h-11 w-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6 fill-none stroke-current stroke-2">
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      <p className="min-w-0 truncate text-lg font-semibold text-slate-900">{title}</p>
      <div className="ml-auto flex items-center gap-2">
        <NotificationBell />
        <Link
          to="/health/profile"
          className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {(firstName || 'Usuario').charAt(0).toUpperCase()}
          </span>
          {firstName || 'Usuario'}
        </Link>
      </div>
    </header>
  );
}
