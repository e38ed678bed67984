import type { Queryable } from '../driver';

export interface PacienteRow {
  id: number;
  user_id: number;
  telefono: string;
  fecha_nacimiento: string | null;
  diagnostico: string | null;
  embarazo: boolean;
  estatura_cm: number | null;
}

const COLUMNS = 'id, user_id, telefono, fecha_nacimiento, diagnostico, embarazo, estatura_cm';

/** The profile's clinical fields; undefined = unchanged, null = cleared. */
export interface PacienteChanges {
  fechaNacimiento?: string | null;
  diagnostico?: string | null;
  embarazo?: boolean;
  estaturaCm?: number | null;
}

/** A patient with what access checks and local dates need: the owning user and their time zone. */
export interface PatientOwner {
  paciente_id: number;
  user_id: number;
  time_zone: string | null;
}

/** What judges a patient's readings (diagnosis, pregnancy, height), read with the record's owner. */
export type ClinicalColumns = Pick<PacienteRow, 'diagnostico' | 'embarazo' | 'estatura_cm'>;

/** A number (E.164, `$1`) drawn as a visitor's test number, stored in WhatsApp's 521 form for a Mexican mobile. */
const VISITOR_NUMBER = `SELECT 1 FROM chat_simulator_visitors
         WHERE '+' || wa_id = $1 OR (wa_id LIKE '521%' AND '+52' || substr(wa_id, 4) = $1)`;

export function createPacientesRepository(db: Queryable) {
  return {
    /** A patient record: by phone (web sign-up), and/or by WhatsApp BSUID (sign-up in the chat). */
    async insert(input: {
      userId: number;
      telefono: string | null;
      waUserId?: string | null;
      /** When the phone was proven: at creation for an account made in the chat (it wrote from it). */
      telefonoVerifiedAt?: Date | null;
    }): Promise<PacienteRow> {
      const [row] = await db.query<PacienteRow>(
        `INSERT INTO pacientes (user_id, telefono, wa_user_id, telefono_verified_at) VALUES ($1, $2, $3, $4)
         RETURNING ${COLUMNS}`,
        [input.userId, input.telefono, input.waUserId ?? null, input.telefonoVerifiedAt ?? null],
      );
      return row!;
    },

    /** The account holding one of the number's forms, proven or not (a number is held once). */
    async findHolderOfPhone(
      phones: readonly string[],
    ): Promise<{ user_id: number; telefono: string; proven: boolean } | undefined> {
      const [row] = await db.query<{ user_id: number; telefono: string; proven: boolean }>(
        `SELECT user_id, telefono, telefono_verified_at IS NOT NULL AS proven FROM pacientes
         WHERE telefono = ANY($1::text[]) ORDER BY id LIMIT 1`,
        [phones],
      );
      return row;
    },

    /**
     * Takes the number from the accounts that hold it unproven (the number's owner made their own account
     * in the chat): returns their users, to be told on the web. Inside the new account's transaction.
     */
    async releaseUnprovenPhone(phones: readonly string[]): Promise<number[]> {
      const rows = await db.query<{ user_id: number }>(
        `UPDATE pacientes SET telefono = NULL, wa_user_id = NULL, updated_at = now()
         WHERE telefono = ANY($1::text[]) AND telefono_verified_at IS NULL RETURNING user_id`,
        [phones],
      );
      const userIds = rows.map((row) => Number(row.user_id));
      // Nothing of theirs is written to the number any more: their conversation was its address.
      if (userIds.length > 0)
        await db.query(
          `DELETE FROM chat_conversations
           WHERE user_id = ANY($1::bigint[]) AND '+' || wa_id = ANY($2::text[])`,
          [userIds, phones],
        );
      return userIds;
    },

    /**
     * Whether a number (E.164) is another's for good: an account holds it proven, or it was drawn as a
     * visitor's test number (never given to a web account). A number only unproven accounts hold is still
     * free to prove (CONTRACTS.md section 11): whoever proves it takes it.
     */
    async isClaimed(telefono: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM pacientes WHERE telefono = $1 AND telefono_verified_at IS NOT NULL
         UNION ALL
         ${VISITOR_NUMBER}
         LIMIT 1`,
        [telefono],
      );
      return rows.length > 0;
    },

    /**
     * Whether a number (E.164) cannot be given to an account: another account holds it, or it was drawn
     * as a test number for a visitor of the public try-the-chat page (stored in WhatsApp's 521 form for
     * a Mexican mobile), which is never given to a web account (CONTRACTS.md section 11).
     */
    async existsWithPhone(telefono: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM pacientes WHERE telefono = $1
         UNION ALL
         ${VISITOR_NUMBER}
         LIMIT 1`,
        [telefono],
      );
      return rows.length > 0;
    },

    async findForUser(userId: number, id: number): Promise<PacienteRow | undefined> {
      const [row] = await db.query<PacienteRow>(
        `SELECT ${COLUMNS} FROM pacientes WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return row;
    },

    /** Applies the profile's changes to the user's own patient record; undefined when it is not theirs. */
    async update(userId: number, id: number, changes: PacienteChanges): Promise<PacienteRow | undefined> {
      const sets: string[] = [];
      const params: unknown[] = [id, userId];
      const set = (column: string, value: unknown) => {
        if (value === undefined) return;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      set('fecha_nacimiento', changes.fechaNacimiento);
      set('diagnostico', changes.diagnostico);
      set('embarazo', changes.embarazo);
      set('estatura_cm', changes.estaturaCm);
      const [row] = await db.query<PacienteRow>(
        sets.length === 0
          ? `SELECT ${COLUMNS} FROM pacientes WHERE id = $1 AND user_id = $2`
          : `UPDATE pacientes SET ${sets.join(', ')}, updated_at = now()
             WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        params,
      );
      return row;
    },

    /** What changes how this patient's readings are judged (diagnosis, pregnancy, height). */
    async clinicalProfile(pacienteId: number): Promise<ClinicalColumns | undefined> {
      const [row] = await db.query<ClinicalColumns>(
        'SELECT diagnostico, embarazo, estatura_cm FROM pacientes WHERE id = $1',
        [pacienteId],
      );
      return row;
    },

    /**
     * The patient records these users own (one each today), with their time zones and what judges their
     * readings; a user with none is left out.
     */
    async findOwnedByMany(userIds: readonly number[]): Promise<Array<PatientOwner & ClinicalColumns>> {
      if (userIds.length === 0) return [];
      return db.query<PatientOwner & ClinicalColumns>(
        `SELECT DISTINCT ON (p.user_id) p.id AS paciente_id, p.user_id, u.time_zone, p.diagnostico,
           p.embarazo, p.estatura_cm
         FROM pacientes p JOIN users u ON u.id = p.user_id WHERE p.user_id = ANY($1::bigint[])
         ORDER BY p.user_id, p.id`,
        [[...userIds]],
      );
    },

    async findOwner(pacienteId: number): Promise<(PatientOwner & ClinicalColumns) | undefined> {
      const [row] = await db.query<PatientOwner & ClinicalColumns>(
        `SELECT p.id AS paciente_id, p.user_id, u.time_zone, p.diagnostico, p.embarazo, p.estatura_cm
         FROM pacientes p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
        [pacienteId],
      );
      return row;
    },

    async listByUser(userId: number): Promise<PacienteRow[]> {
      return db.query<PacienteRow>(`SELECT ${COLUMNS} FROM pacientes WHERE user_id = $1 ORDER BY id`, [
        userId,
      ]);
    },
  };
}

export type PacientesRepository = ReturnType<typeof createPacientesRepository>;
