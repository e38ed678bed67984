import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { RouteFallback } from '../../../components/ui/route-fallback';
import { SESSION_EXPIRED_EVENT } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { CompleteAccountBanner } from '../profile/complete-account-banner';
import { MemberHeader } from './member-header';
import { Sidebar } from './sidebar';

export default function MemberLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSidebarOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  useEffect(() => setSidebarOpen(false), [location.pathname]);

  // When the server stops accepting the token, forget it and ask for a new login, coming back here after.
  const navigate = useNavigate();
  useEffect(() => {
    const onExpired = () => {
      clearSession('expired');
      queryClient.clear();
      void navigate('/login', { replace: true, state: { from: location, expired: true } });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, location]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
        <Sidebar open={sidebarOpen} onNavigate={() => setSidebarOpen(false)} />
        {sidebarOpen && (
          <div
            aria-hidden="true"
            onClick={() => setSidebarOpen(false)}
            className="fixed inset-0 z-30 bg-slate-900/40 md:hidden print:hidden"
          />
        )}
        <div className="md:pl-64 print:pl-0">
          <MemberHeader sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
          <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 print:max-w-none print:p-0">
            <CompleteAccountBanner />
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
