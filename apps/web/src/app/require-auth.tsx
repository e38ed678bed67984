import { Navigate, Outlet, useLocation } from 'react-router';
import { hasSession } from '../lib/session';

/** Guards /health/*: without healthToken or token, go to /login, replacing history and remembering where. */
export function RequireAuth() {
  const location = useLocation();
  if (!hasSession()) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
