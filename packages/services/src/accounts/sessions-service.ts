import { SECURITY_MESSAGES, type SessionItem } from '@vitalia/contracts/account-security';
import type { Database } from '@vitalia/db';
import { NotFoundError } from '../errors';
import { endCredentialsBefore } from './credential-event';
import { idleSince } from './session-lifetime';

const UNKNOWN_DEVICE = 'Dispositivo desconocido';

/** The signed-in devices of a user: listed, ended one by one, or all at once. */
export function createSessionsService({ db, now }: { db: Database; now: () => Date }) {
  return {
    /** Active sessions, the one making the request flagged `current`. */
    async list(userId: number, currentSessionId: number): Promise<SessionItem[]> {
      const rows = await db.repos.authTokens.listActive(userId, idleSince(now()));
      return rows.map((row) => ({
        id: row.id,
        device: row.device_label ?? UNKNOWN_DEVICE,
        created_at: row.created_at.toISOString(),
        last_used_at: row.last_used_at?.toISOString() ?? null,
        current: row.id === currentSessionId,
      }));
    },

    /** Ends one of the user's sessions; another person's id, or one already ended, is not found. */
    async revoke(userId: number, sessionId: number): Promise<void> {
      if (!(await db.repos.authTokens.revokeById(userId, sessionId))) {
        throw new NotFoundError(SECURITY_MESSAGES.sessionNotFound);
      }
    },

    /**
     * "Cerrar sesión en todos los dispositivos": every session, this one included, and every sign-in or
     * invitation link minted before (credential-event.ts).
     */
    async revokeAll(userId: number): Promise<number> {
      return db.transaction((repos) => endCredentialsBefore(repos, userId, null, now()));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
