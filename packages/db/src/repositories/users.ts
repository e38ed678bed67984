import type { Queryable } from '../database';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  time_zone: string | null;
  created_at: Date;
}

export function createUsersRepository(db: Queryable) {
  return {
    async insert(input: { email: string; passwordHash: string }, tx: Queryable = db): Promise<UserRow> {
      const [row] = await tx.query<UserRow>(
        'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING *',
        [input.email, input.passwordHash],
      );
      return row!;
    },

    async findByEmail(email: string, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
      return row;
    },

    async findById(id: number, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
      return row;
    },

    /** Names and time zone; `timeZone` undefined keeps the current one. */
    async updateProfile(
      id: number,
      input: { firstName: string; lastName: string; timeZone: string | undefined },
      tx: Queryable = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx.query<UserRow>(
        `UPDATE users SET first_name = $2, last_name = $3, time_zone = COALESCE($4, time_zone), updated_at = now()
         WHERE id = $1 RETURNING *`,
        [id, input.firstName, input.lastName, input.timeZone ?? null],
      );
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
