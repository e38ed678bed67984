/** The local-storage keys SPEC.md section 3 fixes; other code never touches localStorage for the session. */
export const SESSION_KEYS = {
  token: 'token',
  healthToken: 'healthToken',
  email: 'email',
  firstName: 'first_name',
} as const;

/**
 * Whether the last session ended because the server stopped accepting it (rather than by signing out).
 * Owned here, not carried in navigation state: two redirects to /login can race (the member layout's and
 * the guard's), and the login page must tell the person either way.
 */
let endedByServer = false;

/** The bearer token: healthToken, else token (SPEC.md section 6). */
export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.healthToken) ?? localStorage.getItem(SESSION_KEYS.token);
}

export function hasSession(): boolean {
  return getToken() !== null;
}

export function getSessionEmail(): string | null {
  return localStorage.getItem(SESSION_KEYS.email);
}

export function getFirstName(): string | null {
  return localStorage.getItem(SESSION_KEYS.firstName);
}

export function setFirstName(firstName: string): void {
  localStorage.setItem(SESSION_KEYS.firstName, firstName);
  window.dispatchEvent(new Event('vitalia:first-name'));
}

/**
 * Stores a new session. The token is written to healthToken too, so a token left over from an earlier
 * session can never shadow the new one (healthToken is read first).
 */
export function saveSession(token: string, email: string | null): void {
  endedByServer = false;
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.healthToken, token);
  // An account made in the WhatsApp chat has no e-mail until it adds one ("Completa tu cuenta").
  if (email) localStorage.setItem(SESSION_KEYS.email, email);
  else localStorage.removeItem(SESSION_KEYS.email);
}

/** The session's e-mail once an account made in the chat adds one ("Completa tu cuenta"). */
export function setSessionEmail(email: string): void {
  localStorage.setItem(SESSION_KEYS.email, email);
}

/**
 * Sign-out removes token, healthToken and email; first_name stays (SPEC.md section 4). With 'expired' the
 * server refused the token, and the login page says so until the next sign-in.
 */
export function clearSession(reason?: 'expired'): void {
  endedByServer = reason === 'expired';
  localStorage.removeItem(SESSION_KEYS.token);
  localStorage.removeItem(SESSION_KEYS.healthToken);
  localStorage.removeItem(SESSION_KEYS.email);
}

/** True from a session the server refused until the next sign-in (or a plain sign-out). */
export function sessionExpired(): boolean {
  return endedByServer;
}
