import { clearSession } from '../../../lib/session';
import { revokeSession } from '../../auth/api/auth-api';

/** Revokes the token on the server, forgets it here, and reloads the site from its landing page. */
export async function signOut(): Promise<void> {
  await revokeSession();
  clearSession();
  window.location.assign('/');
}
