import type { Queryable } from '../driver';

export interface UserRow {
  id: number;
  /** Null for an account made in the chat until the person adds an e-mail and a password on the web. */
  email: string | null;
  first_name: string;
  last_name: string;
  time_zone: string | null;
  created_at: Date;
}

/** What signing in needs: the only read that returns the password hash. */
export interface UserCredentials {
  id: number;
  email: string;
  password_hash: string;
}

// Named columns only: a new column (or the password hash) never reaches a reply by accident.
const COLUMNS = 'id, email, first_name, last_name, time_zone, created_at';

export function createUsersRepository(db: Queryable) {
  return {
    /** A web sign-up; the first name, when given, is the profile's (shown in the header and reports). */
    async insert(input: { email: string; passwordHash: string; firstName?: string }): Promise<UserRow> {
      const [row] = await db.query<UserRow>(
        `INSERT INTO users (email, password_hash, first_name) VALUES ($1, $2, coalesce($3, '')) RETURNING ${COLUMNS}`,
        [input.email, input.passwordHash, input.firstName ?? null],
      );
      return row!;
    },

    /**
     * An account made in the WhatsApp chat: a first name and the time zone of the phone's country (null:
     * TZ_DEFAULT), no e-mail or password yet.
     */
    async insertFromChat(input: { firstName: string; timeZone: string | null }): Promise<UserRow> {
      const [row] = await db.query<UserRow>(
        `INSERT INTO users (first_name, time_zone) VALUES ($1, $2) RETURNING ${COLUMNS}`,
        [input.firstName, input.timeZone],
      );
      return row!;
    },

    /**
     * "Completa tu cuenta": the first e-mail and password of an account made in the chat. Undefined when
     * the account has them already (or is gone); a taken e-mail fails on users_email_key.
     */
    async setFirstCredentials(id: number, input: { email: string; passwordHash: string }) {
      const [row] = await db.query<UserRow>(
        `UPDATE users SET email = $2, password_hash = $3, updated_at = now()
         WHERE id = $1 AND email IS NULL RETURNING ${COLUMNS}`,
        [id, input.email, input.passwordHash],
      );
      return row;
    },

    async existsWithEmail(email: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      return rows.length > 0;
    },

    async findCredentialsByEmail(email: string): Promise<UserCredentials | undefined> {
      const [row] = await db.query<UserCredentials>(
        'SELECT id, email, password_hash FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return row;
    },

    /** Names and e-mails of several users (who logged a reading, who shares with whom). */
    async listNames(
      ids: readonly number[],
    ): Promise<Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>[]> {
      if (ids.length === 0) return [];
      return db.query('SELECT id, email, first_name, last_name FROM users WHERE id = ANY($1::bigint[])', [
        ids,
      ]);
    },

    /** Names and time zone; `timeZone` undefined keeps the current one. */
    async updateProfile(
      id: number,
      input: { firstName: string; lastName: string; timeZone: string | undefined },
    ): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(
        `UPDATE users SET first_name = $2, last_name = $3, time_zone = COALESCE($4, time_zone), updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, input.firstName, input.lastName, input.timeZone ?? null],
      );
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
