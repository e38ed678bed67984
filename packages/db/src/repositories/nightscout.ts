import type { Queryable } from '../driver';

export interface NightscoutSiteRow {
  paciente_id: number;
  site_id: string;
  secret_hash: string | null;
  read_token: string;
  last_upload_at: Date | null;
  last_device: string | null;
}

/** A glucose reading from a device, as the entries API answers it. */
export interface DeviceGlucoseRow {
  id: number;
  value: number;
  measured_at: Date;
  source: 'cgm' | 'meter';
}

export interface NightscoutTreatmentRow {
  id: number;
  client_id: string;
  event_type: string;
  created_at: Date;
  document: Record<string, unknown>;
  reading_ids: number[];
}

const SITE_COLUMNS = 'paciente_id, site_id, secret_hash, read_token, last_upload_at, last_device';
const TREATMENT_COLUMNS = 'id, client_id, event_type, created_at, document, reading_ids';

/**
 * The Nightscout-compatible sites (one per patient), their treatments and device statuses. Readings are
 * only read here: they are written by the record-readings use case alone.
 */
export function createNightscoutRepository(db: Queryable) {
  return {
    async findSiteOfPatient(pacienteId: number): Promise<NightscoutSiteRow | undefined> {
      const [row] = await db.query<NightscoutSiteRow>(
        `SELECT ${SITE_COLUMNS} FROM nightscout_sites WHERE paciente_id = $1`,
        [pacienteId],
      );
      return row;
    },

    async findSite(siteId: string): Promise<NightscoutSiteRow | undefined> {
      const [row] = await db.query<NightscoutSiteRow>(
        `SELECT ${SITE_COLUMNS} FROM nightscout_sites WHERE site_id = $1`,
        [siteId],
      );
      return row;
    },

    /** Turns the site on; a second call (or a simultaneous one) keeps the first site. */
    async createSite(site: {
      pacienteId: number;
      siteId: string;
      readToken: string;
      at: Date;
    }): Promise<NightscoutSiteRow> {
      await db.query(
        `INSERT INTO nightscout_sites (paciente_id, site_id, read_token, created_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (paciente_id) DO NOTHING`,
        [site.pacienteId, site.siteId, site.readToken, site.at],
      );
      const [row] = await db.query<NightscoutSiteRow>(
        `SELECT ${SITE_COLUMNS} FROM nightscout_sites WHERE paciente_id = $1`,
        [site.pacienteId],
      );
      return row!;
    },

    async setSecretHash(pacienteId: number, secretHash: string, at: Date): Promise<void> {
      await db.query(
        'UPDATE nightscout_sites SET secret_hash = $2, secret_renewed_at = $3 WHERE paciente_id = $1',
        [pacienteId, secretHash, at],
      );
    },

    async noteUpload(pacienteId: number, at: Date, device: string | null): Promise<void> {
      await db.query(
        `UPDATE nightscout_sites SET last_upload_at = $2, last_device = coalesce($3, last_device)
         WHERE paciente_id = $1`,
        [pacienteId, at, device],
      );
    },

    /** Device glucose readings (sgv and mbg), newest first. */
    async deviceGlucose(
      pacienteId: number,
      query: { sources: Array<'cgm' | 'meter'>; from: Date | null; to: Date | null; count: number },
    ): Promise<DeviceGlucoseRow[]> {
      return db.query<DeviceGlucoseRow>(
        `SELECT id, value, measured_at, source FROM readings
         WHERE paciente_id = $1 AND metric = 'glucosa' AND source = ANY($2::text[])
           AND measured_at >= coalesce($3, '-infinity'::timestamptz)
           AND measured_at <= coalesce($4, 'infinity'::timestamptz)
         ORDER BY measured_at DESC LIMIT $5`,
        [pacienteId, query.sources, query.from, query.to, query.count],
      );
    },

    /**
     * For each instant, the patient's sensor glucose just before it (null when none): whether a crisis
     * value continues an episode. Served by readings_device_key.
     */
    async previousSensorValues(
      pacienteId: number,
      instants: readonly Date[],
    ): Promise<Array<{ value: number; measured_at: Date } | null>> {
      const rows = await db.query<{ value: number | null; measured_at: Date | null }>(
        `SELECT p.value, p.measured_at FROM unnest($2::timestamptz[]) WITH ORDINALITY AS c (t, i)
         LEFT JOIN LATERAL (
           SELECT value, measured_at FROM readings
           WHERE paciente_id = $1 AND metric = 'glucosa' AND source = 'cgm' AND measured_at < c.t
           ORDER BY measured_at DESC LIMIT 1) p ON true
         ORDER BY c.i`,
        [pacienteId, instants.map((at) => at.toISOString())],
      );
      return rows.map((row) =>
        row.value === null || row.measured_at === null
          ? null
          : { value: row.value, measured_at: row.measured_at },
      );
    },

    async findTreatment(pacienteId: number, clientId: string): Promise<NightscoutTreatmentRow | undefined> {
      const [row] = await db.query<NightscoutTreatmentRow>(
        `SELECT ${TREATMENT_COLUMNS} FROM nightscout_treatments WHERE paciente_id = $1 AND client_id = $2`,
        [pacienteId, clientId],
      );
      return row;
    },

    /** Nightscout's own identity of a treatment posted without an _id: its time and event type. */
    async findTreatmentAt(
      pacienteId: number,
      createdAt: Date,
      eventType: string,
    ): Promise<NightscoutTreatmentRow | undefined> {
      const [row] = await db.query<NightscoutTreatmentRow>(
        `SELECT ${TREATMENT_COLUMNS} FROM nightscout_treatments
         WHERE paciente_id = $1 AND created_at = $2 AND event_type = $3`,
        [pacienteId, createdAt, eventType],
      );
      return row;
    },

    async saveTreatment(pacienteId: number, treatment: Omit<NightscoutTreatmentRow, 'id'>): Promise<void> {
      await db.query(
        `INSERT INTO nightscout_treatments (paciente_id, client_id, event_type, created_at, document, reading_ids)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (paciente_id, client_id) DO UPDATE SET event_type = excluded.event_type,
           created_at = excluded.created_at, document = excluded.document, reading_ids = excluded.reading_ids`,
        [
          pacienteId,
          treatment.client_id,
          treatment.event_type,
          treatment.created_at,
          JSON.stringify(treatment.document),
          treatment.reading_ids,
        ],
      );
    },

    async deleteTreatment(pacienteId: number, clientId: string): Promise<NightscoutTreatmentRow | undefined> {
      const [row] = await db.query<NightscoutTreatmentRow>(
        `DELETE FROM nightscout_treatments WHERE paciente_id = $1 AND client_id = $2
         RETURNING ${TREATMENT_COLUMNS}`,
        [pacienteId, clientId],
      );
      return row;
    },

    async listTreatments(
      pacienteId: number,
      query: { from: Date | null; to: Date | null; count: number },
    ): Promise<NightscoutTreatmentRow[]> {
      return db.query<NightscoutTreatmentRow>(
        `SELECT ${TREATMENT_COLUMNS} FROM nightscout_treatments
         WHERE paciente_id = $1 AND created_at >= coalesce($2, '-infinity'::timestamptz)
           AND created_at <= coalesce($3, 'infinity'::timestamptz)
         ORDER BY created_at DESC LIMIT $4`,
        [pacienteId, query.from, query.to, query.count],
      );
    },

    /** Stores device statuses and drops the patient's older than `keepSince`. */
    async addDeviceStatus(
      pacienteId: number,
      statuses: Array<{ createdAt: Date; document: Record<string, unknown> }>,
      keepSince: Date,
    ): Promise<void> {
      await db.query('DELETE FROM nightscout_devicestatus WHERE paciente_id = $1 AND created_at < $2', [
        pacienteId,
        keepSince,
      ]);
      await db.query(
        `INSERT INTO nightscout_devicestatus (paciente_id, created_at, document)
         SELECT $1, s.created_at, s.document
         FROM unnest($2::timestamptz[], $3::jsonb[]) AS s (created_at, document)
         WHERE s.created_at >= $4`,
        [
          pacienteId,
          statuses.map((s) => s.createdAt.toISOString()),
          statuses.map((s) => JSON.stringify(s.document)),
          keepSince,
        ],
      );
    },
  };
}
