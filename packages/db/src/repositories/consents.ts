import type { Queryable } from '../driver';

export interface ConsentRow {
  user_id: number;
  purpose: string;
  document_version: string;
  /** true: consent given (or a use allowed again); false: withdrawn (a use opposed). */
  granted: boolean;
  /** The time of the record, whichever way it went. */
  accepted_at: Date;
  /** Where it was given: the web, or the WhatsApp chat (a sign-up in the chat). */
  channel: ConsentChannel;
}

export type ConsentChannel = 'web' | 'whatsapp';

export function createConsentsRepository(db: Queryable) {
  return {
    async insert(input: {
      userId: number;
      purpose: string;
      documentVersion: string;
      granted?: boolean;
      at?: Date;
      channel?: ConsentChannel;
    }) {
      await db.query(
        `INSERT INTO consents (user_id, purpose, document_version, granted, accepted_at, channel)
         VALUES ($1, $2, $3, $4, COALESCE($5, now()), $6)`,
        [
          input.userId,
          input.purpose,
          input.documentVersion,
          input.granted ?? true,
          input.at ?? null,
          input.channel ?? 'web',
        ],
      );
    },

    /** Every record of the person, newest first. */
    async listByUser(userId: number): Promise<ConsentRow[]> {
      return db.query<ConsentRow>(
        `SELECT user_id, purpose, document_version, granted, accepted_at, channel FROM consents
         WHERE user_id = $1 ORDER BY accepted_at DESC, id DESC`,
        [userId],
      );
    },

    /**
     * Copies the person's consent records, without anything that names them, to the anonymised archive
     * kept after an account is erased (migration 0010). `subjectRef` is a fresh random UUID.
     */
    async archiveForErasure(userId: number, subjectRef: string, erasedAt: Date): Promise<number> {
      const rows = await db.query(
        `INSERT INTO erased_account_consents
           (subject_ref, purpose, document_version, granted, recorded_at, erased_at, channel)
         SELECT $2::uuid, purpose, document_version, granted, accepted_at, $3, channel FROM consents
         WHERE user_id = $1 ORDER BY id
         RETURNING id`,
        [userId, subjectRef, erasedAt],
      );
      return rows.length;
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
