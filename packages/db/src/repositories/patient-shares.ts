import type { Queryable } from '../driver';

export type ShareScope = 'lectura' | 'lectura_alertas' | 'gestion';
export type ShareStatus = 'pending' | 'active' | 'declined' | 'revoked';

/** A share as its owner sees it: the invitee's e-mail and, once accepted, their name. */
export interface OwnedShareRow {
  id: number;
  email: string;
  scope: ShareScope;
  status: ShareStatus;
  grantee_user_id: number | null;
  grantee_first_name: string | null;
  grantee_last_name: string | null;
  created_at: Date;
  accepted_at: Date | null;
  expires_at: Date;
}

/** A share as the invitee sees it: who shares with them. */
export interface ReceivedShareRow {
  id: number;
  paciente_id: number;
  scope: ShareScope;
  owner_email: string | null;
  owner_first_name: string;
  owner_last_name: string;
  owner_time_zone: string | null;
  created_at: Date;
  accepted_at: Date | null;
  /** How the grantee calls the owner in the chat ("esposo"), once learned; null before. */
  grantee_calls_owner: string | null;
}

/** A caregiver to alert about a patient's crisis values. */
export interface AlertGranteeRow {
  grantee_user_id: number;
}

const OWNED = `s.id, s.email, s.scope, s.status, s.grantee_user_id, g.first_name AS grantee_first_name,
  g.last_name AS grantee_last_name, s.created_at, s.accepted_at, s.expires_at`;
const RECEIVED = `s.id, s.paciente_id, s.scope, o.email AS owner_email, o.first_name AS owner_first_name,
  o.last_name AS owner_last_name, o.time_zone AS owner_time_zone, s.created_at, s.accepted_at,
  s.grantee_calls_owner`;

/** Invitations and grants to a patient's data; every query names the owner, the grantee or the token. */
export function createPatientSharesRepository(db: Queryable) {
  return {
    /**
     * Invites `email`, or updates the open share of that e-mail (new scope; a pending one also gets the
     * new token and expiry, so the previous link stops working). Returns the row and whether it is new.
     */
    async upsert(input: {
      pacienteId: number;
      ownerUserId: number;
      email: string;
      scope: ShareScope;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<{ id: number; status: ShareStatus; created: boolean }> {
      const [row] = await db.query<{ id: number; status: ShareStatus; created: boolean }>(
        `INSERT INTO patient_shares (paciente_id, owner_user_id, email, scope, token_hash, expires_at,
                                     created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (paciente_id, email) WHERE status IN ('pending', 'active') DO UPDATE
           SET scope = EXCLUDED.scope, updated_at = EXCLUDED.updated_at,
               token_hash = CASE WHEN patient_shares.status = 'pending' THEN EXCLUDED.token_hash
                                 ELSE patient_shares.token_hash END,
               expires_at = CASE WHEN patient_shares.status = 'pending' THEN EXCLUDED.expires_at
                                 ELSE patient_shares.expires_at END
         RETURNING id, status, (xmax = 0) AS created`,
        [
          input.pacienteId,
          input.ownerUserId,
          input.email,
          input.scope,
          input.tokenHash,
          input.expiresAt,
          input.now,
        ],
      );
      return row!;
    },

    /** Pending and active shares of an owner (what counts towards the limit). */
    async countOpen(ownerUserId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM patient_shares
         WHERE owner_user_id = $1 AND status IN ('pending', 'active')`,
        [ownerUserId],
      );
      return row?.n ?? 0;
    },

    async listOwned(ownerUserId: number): Promise<OwnedShareRow[]> {
      return db.query<OwnedShareRow>(
        `SELECT ${OWNED} FROM patient_shares s LEFT JOIN users g ON g.id = s.grantee_user_id
         WHERE s.owner_user_id = $1 AND s.status IN ('pending', 'active')
         ORDER BY s.created_at DESC, s.id DESC`,
        [ownerUserId],
      );
    },

    async findOwned(ownerUserId: number, id: number): Promise<OwnedShareRow | undefined> {
      const [row] = await db.query<OwnedShareRow>(
        `SELECT ${OWNED} FROM patient_shares s LEFT JOIN users g ON g.id = s.grantee_user_id
         WHERE s.owner_user_id = $1 AND s.id = $2`,
        [ownerUserId, id],
      );
      return row;
    },

    /** Ends a pending or active share of the owner at once; false when there is none with that id. */
    /** Ends a share; undefined when there was none open. `grantee_user_id` is null for an invitation. */
    async revoke(
      ownerUserId: number,
      id: number,
      now: Date,
    ): Promise<{ paciente_id: number; grantee_user_id: number | null } | undefined> {
      const [row] = await db.query<{ paciente_id: number; grantee_user_id: number | null }>(
        `UPDATE patient_shares SET status = 'revoked', ended_at = $3, updated_at = $3
         WHERE owner_user_id = $1 AND id = $2 AND status IN ('pending', 'active')
         RETURNING paciente_id, grantee_user_id`,
        [ownerUserId, id, now],
      );
      return row;
    },

    /**
     * Ends every pending invitation of an owner (a credential event: a link minted by a session that may
     * have been stolen must not grant access). Active grants stay: the owner sees and revokes them.
     */
    async revokePendingOf(ownerUserId: number, now: Date): Promise<number> {
      const rows = await db.query(
        `UPDATE patient_shares SET status = 'revoked', ended_at = $2, updated_at = $2
         WHERE owner_user_id = $1 AND status = 'pending' RETURNING id`,
        [ownerUserId, now],
      );
      return rows.length;
    },

    /** Whether an unexpired pending invitation with this id is addressed to an e-mail. */
    async isPendingFor(id: number, email: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM patient_shares
         WHERE id = $1 AND email = lower($2) AND status = 'pending' AND expires_at > $3`,
        [id, email, now],
      );
      return rows.length > 0;
    },

    /** Active shares a person received. */
    async listActiveFor(granteeUserId: number): Promise<ReceivedShareRow[]> {
      return db.query<ReceivedShareRow>(
        `SELECT ${RECEIVED} FROM patient_shares s JOIN users o ON o.id = s.owner_user_id
         WHERE s.grantee_user_id = $1 AND s.status = 'active'
         ORDER BY s.accepted_at DESC, s.id DESC`,
        [granteeUserId],
      );
    },

    /** Remembers how the grantee calls the owner of an active share they hold ("esposo"). */
    async setGranteeCallsOwner(granteeUserId: number, pacienteId: number, relation: string): Promise<void> {
      await db.query(
        `UPDATE patient_shares SET grantee_calls_owner = $3
         WHERE grantee_user_id = $1 AND paciente_id = $2 AND status = 'active'`,
        [granteeUserId, pacienteId, relation],
      );
    },

    /** The share a link token names, whatever its state (the service tells the states apart). */
    async findByToken(tokenHash: string): Promise<{ id: number; email: string } | undefined> {
      const [row] = await db.query<{ id: number; email: string }>(
        'SELECT id, email FROM patient_shares WHERE token_hash = $1',
        [tokenHash],
      );
      return row;
    },

    /**
     * Accepts a pending, unexpired invitation addressed to `email` (atomic: of many simultaneous accepts
     * one changes the row). Undefined when nothing changed.
     */
    async accept(id: number, email: string, granteeUserId: number, now: Date): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>(
        `UPDATE patient_shares SET status = 'active', grantee_user_id = $3, accepted_at = $4, updated_at = $4
         WHERE id = $1 AND email = lower($2) AND status = 'pending' AND expires_at > $4
           AND owner_user_id <> $3
         RETURNING id`,
        [id, email, granteeUserId, now],
      );
      return row?.id;
    },

    async decline(id: number, email: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE patient_shares SET status = 'declined', ended_at = $3, updated_at = $3
         WHERE id = $1 AND email = lower($2) AND status = 'pending' RETURNING id`,
        [id, email, now],
      );
      return rows.length > 0;
    },

    /** A received share by id, active only. */
    async findActiveFor(granteeUserId: number, id: number): Promise<ReceivedShareRow | undefined> {
      const [row] = await db.query<ReceivedShareRow>(
        `SELECT ${RECEIVED} FROM patient_shares s JOIN users o ON o.id = s.owner_user_id
         WHERE s.grantee_user_id = $1 AND s.id = $2 AND s.status = 'active'`,
        [granteeUserId, id],
      );
      return row;
    },

    /** The access check's one lookup: the scope of a person's active grant to a patient. */
    async findActiveScope(pacienteId: number, granteeUserId: number): Promise<ShareScope | undefined> {
      const [row] = await db.query<{ scope: ShareScope }>(
        `SELECT scope FROM patient_shares
         WHERE paciente_id = $1 AND grantee_user_id = $2 AND status = 'active'`,
        [pacienteId, granteeUserId],
      );
      return row?.scope;
    },

    /** Caregivers who receive a patient's crisis alerts (scopes lectura_alertas and gestion). */
    async listAlertGrantees(pacienteId: number): Promise<AlertGranteeRow[]> {
      return db.query<AlertGranteeRow>(
        `SELECT grantee_user_id FROM patient_shares
         WHERE paciente_id = $1 AND status = 'active' AND scope IN ('lectura_alertas', 'gestion')
         ORDER BY grantee_user_id`,
        [pacienteId],
      );
    },
  };
}

export type PatientSharesRepository = ReturnType<typeof createPatientSharesRepository>;
