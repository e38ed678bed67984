import type { Repositories } from '@vitalia/db';

/**
 * What a credential event (a password change, a reset, "cerrar sesión en todos los dispositivos") ends,
 * decided here only: every session but `keepSessionId` (the one making a change; null for a reset or
 * revoke-all), every unspent sign-in link and every pending invitation link, all minted before it. A
 * stolen session may have minted any of them, and a 15-minute sign-in link turned into a session after the
 * event would undo it. Run inside the event's transaction, so nothing is left half ended.
 */
export async function endCredentialsBefore(
  repos: Repositories,
  userId: number,
  keepSessionId: number | null,
  at: Date,
): Promise<number> {
  const sessions = await repos.authTokens.revokeAllOf(userId, keepSessionId);
  await repos.linkTokens.spendAllOf(userId, at);
  await repos.patientShares.revokePendingOf(userId, at);
  return sessions;
}
