import { ApiError, apiRequest } from '../../../lib/api-client';

/** What register and login answer; both are read for success, token, email, message and detail. */
export interface AuthResponse {
  success?: boolean;
  token?: string;
  /** Null from a chat link of an account made in the chat that has no e-mail yet. */
  email?: string | null;
  message?: string;
  detail?: string;
}

export type AuthOutcome =
  { kind: 'reply'; body: AuthResponse } | { kind: 'error'; body: AuthResponse | null; status?: number };

/** Posts credentials and returns the reply body, or the error body (null when the server was unreachable). */
async function postCredentials(path: string, payload: Record<string, string>): Promise<AuthOutcome> {
  try {
    return { kind: 'reply', body: await apiRequest<AuthResponse>(path, { method: 'POST', body: payload }) };
  } catch (error) {
    if (error instanceof ApiError) {
      return { kind: 'error', body: error.body as AuthResponse | null, status: error.status };
    }
    return { kind: 'error', body: null };
  }
}

export const registerAccount = (payload: {
  email: string;
  password: string;
  phone: string;
  first_name: string;
}) => postCredentials('/health-users/register/', payload);

export const logIn = (payload: { email: string; password: string }) =>
  postCredentials('/health-users/login/', payload);

/** Revokes the token on the server; sign-out goes on locally even if this fails. */
export async function revokeSession(): Promise<void> {
  try {
    await apiRequest('/health-users/logout/', { method: 'POST', body: {} });
  } catch {
    // The token is dropped from this browser regardless.
  }
}

/**
 * Trades the short-lived token of a chat link (/health/metrics?token=…) for a session, as login does.
 * Null when the link expired, was used already, or the server could not be reached. The link token is
 * never logged, and the call carries no bearer token, so a stale session cannot be signed out by it.
 */
export async function exchangeLinkToken(
  linkToken: string,
): Promise<{ token: string; email: string | null } | null> {
  try {
    const reply = await apiRequest<AuthResponse>('/health-users/link-session/', {
      method: 'POST',
      body: { token: linkToken },
      anonymous: true,
    });
    if (reply?.success === false || !reply?.token) return null;
    return { token: reply.token, email: reply.email ?? null };
  } catch {
    return null;
  }
}
