import { Navigate, Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import { exchangeLinkToken } from '../features/auth/api/auth-api';
import { getSessionEmail, hasSession, saveSession } from '../lib/session';

/** The query parameter of the chat bot's links to the member area (/health/metrics?token=…). */
const LINK_TOKEN_PARAM = 'token';

interface GuardData {
  /** A link token came and the server refused it (expired or used), and there is no session. */
  linkFailed: boolean;
  /** The address without the link token, to replace the current one with. */
  cleanPath?: string;
}

/**
 * What the last run of the loader decided, for the guard to act on. Kept here rather than read with
 * useLoaderData, which would re-render the guard on every navigation state change: a guard that re-runs
 * while the member layout sends an expired session to /login would cut in with a second redirect and
 * lose the "session expired" message.
 */
let decided: GuardData = { linkFailed: false };

function withoutLinkToken(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LINK_TOKEN_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * Runs before the guard: a chat link's short-lived token is traded for a session (stored as login
 * stores it); the guard then replaces the address by the same one without the token, so it stays out
 * of the history, the address bar and anything that reads them.
 */
export async function loader(args: LoaderFunctionArgs): Promise<null> {
  decided = await decide(args);
  return null;
}

async function decide({ request }: LoaderFunctionArgs): Promise<GuardData> {
  const url = new URL(request.url);
  const linkToken = url.searchParams.get(LINK_TOKEN_PARAM);
  if (linkToken === null) return { linkFailed: false };
  const cleanPath = withoutLinkToken(url.pathname, url.search);
  const session = linkToken ? await exchangeLinkToken(linkToken) : null;
  if (session) {
    // Without an e-mail (an account made in the chat) nothing tells the two accounts apart: start afresh.
    const someoneElse = hasSession() && (session.email === null || getSessionEmail() !== session.email);
    saveSession(session.token, session.email);
    if (someoneElse) {
      // Another account was signed in on this browser: a fresh page load leaves nothing of theirs cached.
      window.location.replace(cleanPath);
      return new Promise<never>(() => undefined);
    }
    return { linkFailed: false, cleanPath };
  }
  // A used or expired link on a browser that is signed in anyway: carry on with that session.
  return hasSession() ? { linkFailed: false, cleanPath } : { linkFailed: true };
}

/** Guards /health/*: without healthToken or token, go to /login, replacing history and remembering where. */
export function RequireAuth() {
  const location = useLocation();
  const data = decided;
  if (data.cleanPath !== undefined && new URLSearchParams(location.search).has(LINK_TOKEN_PARAM)) {
    return <Navigate to={`${data.cleanPath}${location.hash}`} replace state={location.state} />;
  }
  if (!hasSession()) {
    const from = { ...location, search: withoutLinkToken('', location.search) };
    return (
      <Navigate to="/login" replace state={{ from, ...(data.linkFailed ? { linkExpired: true } : {}) }} />
    );
  }
  return <Outlet />;
}
