import type { Location } from 'react-router';

/**
 * Where the guard sent the visitor from, if it was a member page; else the home panel. Sign-up keeps it
 * too, so an invitation link opened before having an account is accepted right after creating it.
 */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  if (from?.pathname?.startsWith('/health')) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return '/health/home';
}
