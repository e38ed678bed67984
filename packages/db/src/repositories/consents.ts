import type { Queryable } from '../driver';

export interface ConsentRow {
  user_id: number;
  purpose: string;
  document_version: string;
  accepted_at: Date;
}

export function createConsentsRepository(db: Queryable) {
  return {
    async insert(input: { userId: number; purpose: string; documentVersion: string }) {
      await db.query('INSERT INTO consents (user_id, purpose, document_version) VALUES ($1, $2, $3)', [
        input.userId,
        input.purpose,
        input.documentVersion,
      ]);
    },

    async listByUser(userId: number): Promise<ConsentRow[]> {
      return db.query<ConsentRow>(
        'SELECT user_id, purpose, document_version, accepted_at FROM consents WHERE user_id = $1 ORDER BY id',
        [userId],
      );
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
