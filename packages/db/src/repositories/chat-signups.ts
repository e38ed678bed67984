import type { Queryable } from '../driver';

export type SignupStep = 'consent' | 'name' | 'declined';

/** The sign-up of a number with no account (migration 0022): all that is kept of them before they accept. */
export interface ChatSignupRow {
  wa_id: string;
  step: SignupStep;
  /** Readings said before the account existed, held until it does (the bot's shape, opaque here). */
  held: unknown;
  offered_name: string | null;
  consented_at: Date | null;
  updated_at: Date;
}

/** The next state of a sign-up, written whole. */
export interface SignupState {
  step: SignupStep;
  held: unknown;
  offeredName: string | null;
  consentedAt: Date | null;
}

const COLUMNS = 'wa_id, step, held, offered_name, consented_at, updated_at';

export function createChatSignupsRepository(db: Queryable) {
  return {
    /** The sign-up of a number, if one is under way and was touched after `since` (older ones are gone). */
    async find(waId: string, since: Date): Promise<ChatSignupRow | undefined> {
      const [row] = await db.query<ChatSignupRow>(
        `SELECT ${COLUMNS} FROM chat_signups WHERE wa_id = $1 AND updated_at > $2`,
        [waId, since],
      );
      return row;
    },

    async save(waId: string, state: SignupState, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO chat_signups (wa_id, step, held, offered_name, consented_at, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6)
         ON CONFLICT (wa_id) DO UPDATE SET step = excluded.step, held = excluded.held,
           offered_name = excluded.offered_name, consented_at = excluded.consented_at,
           updated_at = excluded.updated_at`,
        [
          waId,
          state.step,
          state.held === null || state.held === undefined ? null : JSON.stringify(state.held),
          state.offeredName,
          state.consentedAt,
          at,
        ],
      );
    },

    /**
     * Ends a sign-up that reached its name, returning it, in the account's transaction: a second worker on
     * the same message finds nothing to take.
     */
    async take(waId: string): Promise<ChatSignupRow | undefined> {
      const [row] = await db.query<ChatSignupRow>(
        `DELETE FROM chat_signups WHERE wa_id = $1 AND step = 'name' RETURNING ${COLUMNS}`,
        [waId],
      );
      return row;
    },

    /** Sign-ups nobody touched since `before`: what they held goes with them. */
    async purgeBefore(before: Date): Promise<void> {
      await db.query('DELETE FROM chat_signups WHERE updated_at <= $1', [before]);
    },
  };
}

export type ChatSignupsRepository = ReturnType<typeof createChatSignupsRepository>;
