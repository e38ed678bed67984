import type { Queryable } from '../driver';

/** `code` proves a number, `chat_link` rides in a chat link's text, `current` steps up a number change. */
export type PhoneProofKind = 'code' | 'chat_link' | 'current';

/** An open one-use code that proves a number (see migration 0026). */
export interface PhoneProofCodeRow {
  id: number;
  user_id: number;
  kind: PhoneProofKind;
  telefono: string;
  code_salt: string;
  code_hash: string;
  wrong_attempts: number;
  expires_at: Date;
}

/** What the member area shows of the account's number and its proof. */
export interface PhoneStatusRow {
  telefono: string | null;
  telefono_verified_at: Date | null;
  /** The new number asked for in Mi Perfil and not proven yet. */
  pending_telefono: string | null;
}

const CODE_COLUMNS = 'id, user_id, kind, telefono, code_salt, code_hash, wrong_attempts, expires_at';

/** Proof of the account's phone: when it was proven, and the one-use codes that prove a number. */
export function createPhoneProofsRepository(db: Queryable) {
  return {
    /** Takes the account's proof lock for the transaction: sends and checks of its codes run one at a time. */
    async lock(userId: number): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtextextended('phone-proof:' || $1::text, 1))", [
        userId,
      ]);
    },

    async status(userId: number): Promise<PhoneStatusRow | undefined> {
      const [row] = await db.query<PhoneStatusRow>(
        `SELECT p.telefono, p.telefono_verified_at,
           (SELECT c.telefono FROM phone_proof_codes c
            WHERE c.user_id = p.user_id AND c.kind = 'code' AND c.closed_at IS NULL
              AND c.telefono IS DISTINCT FROM p.telefono) AS pending_telefono
         FROM pacientes p WHERE p.user_id = $1 ORDER BY p.id LIMIT 1`,
        [userId],
      );
      return row;
    },

    /** Closes the account's open code of this kind and stores a new one. */
    async replaceCode(input: {
      userId: number;
      kind: PhoneProofKind;
      telefono: string;
      codeSalt: string;
      codeHash: string;
      at: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.query(
        'UPDATE phone_proof_codes SET closed_at = $3 WHERE user_id = $1 AND kind = $2 AND closed_at IS NULL',
        [input.userId, input.kind, input.at],
      );
      await db.query(
        `INSERT INTO phone_proof_codes (user_id, kind, telefono, code_salt, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [input.userId, input.kind, input.telefono, input.codeSalt, input.codeHash, input.at, input.expiresAt],
      );
    },

    async findOpenCode(userId: number, kind: PhoneProofKind): Promise<PhoneProofCodeRow | undefined> {
      const [row] = await db.query<PhoneProofCodeRow>(
        `SELECT ${CODE_COLUMNS} FROM phone_proof_codes
         WHERE user_id = $1 AND kind = $2 AND closed_at IS NULL`,
        [userId, kind],
      );
      return row;
    },

    /** Counts a wrong try; the code closes at `limit` of them. */
    async recordWrongCode(id: number, limit: number, at: Date): Promise<void> {
      await db.query(
        `UPDATE phone_proof_codes SET wrong_attempts = wrong_attempts + 1,
           closed_at = CASE WHEN wrong_attempts + 1 >= $2 THEN $3 ELSE closed_at END
         WHERE id = $1`,
        [id, limit, at],
      );
    },

    async closeCode(id: number, at: Date): Promise<void> {
      await db.query('UPDATE phone_proof_codes SET closed_at = $2 WHERE id = $1', [id, at]);
    },

    /** Marks the account's phone proven when it is `telefono` (and not yet proven). */
    async markProven(userId: number, telefono: string, at: Date): Promise<void> {
      await db.query(
        `UPDATE pacientes SET telefono_verified_at = $3, updated_at = now()
         WHERE user_id = $1 AND telefono = $2 AND telefono_verified_at IS NULL`,
        [userId, telefono, at],
      );
    },

    /**
     * Replaces the account's phone by a proven new one: the conversation moves to it (its 24-hour window
     * and BSUID were the old number's). A number another account holds fails on pacientes_telefono_key.
     */
    async replacePhone(userId: number, telefono: string, at: Date): Promise<void> {
      await db.query(
        `UPDATE pacientes SET telefono = $2, telefono_verified_at = $3, wa_user_id = NULL, updated_at = now()
         WHERE user_id = $1`,
        [userId, telefono, at],
      );
      await db.query(
        `UPDATE chat_conversations SET wa_id = regexp_replace($2, '[^0-9]', '', 'g'), last_inbound_at = NULL,
           updated_at = now()
         WHERE user_id = $1`,
        [userId, telefono],
      );
    },

    async pruneBefore(before: Date): Promise<void> {
      await db.query('DELETE FROM phone_proof_codes WHERE created_at < $1', [before]);
    },
  };
}

export type PhoneProofsRepository = ReturnType<typeof createPhoneProofsRepository>;
