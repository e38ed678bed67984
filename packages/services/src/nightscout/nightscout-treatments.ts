import { randomBytes } from 'node:crypto';
import type { ReadingInput } from '@vitalia/contracts/metrics';
import {
  idOfUuid,
  NIGHTSCOUT_LIMITS,
  NIGHTSCOUT_MESSAGES,
  readTreatment,
  type NightscoutTreatment,
} from '@vitalia/contracts/nightscout';
import type { Database, NightscoutTreatmentRow, ReadingSource } from '@vitalia/db';
import { InvalidInputError, NotFoundError } from '../errors';
import type { RecordReadings } from '../readings/record-readings';
import type { EntriesQuery } from './nightscout-entries';
import type { AuthorizedSite } from './nightscout-sites';

/** The treatment as stored and answered: the fields read, under Nightscout's names. */
function documentOf(clientId: string, treatment: NightscoutTreatment): Record<string, unknown> {
  const document: Record<string, unknown> = {
    _id: clientId,
    eventType: treatment.eventType,
    created_at: treatment.createdAt.toISOString(),
  };
  if (treatment.glucose !== null) {
    Object.assign(document, { glucose: treatment.glucose, units: 'mg/dl' });
    if (treatment.glucoseType) document.glucoseType = treatment.glucoseType;
  }
  if (treatment.carbs !== null) document.carbs = treatment.carbs;
  if (treatment.insulin !== null) document.insulin = treatment.insulin;
  if (treatment.notes) document.notes = treatment.notes;
  if (treatment.enteredBy) document.enteredBy = treatment.enteredBy;
  if (treatment.uuid) document.uuid = treatment.uuid;
  return document;
}

/** Documents compared whatever their key order (jsonb keeps its own). */
const sameDocument = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** What a treatment stores: its glucose (a sensor's or a meter's), carbs in g and insulin in U. */
function readingsOf(treatment: NightscoutTreatment): Array<{ source: ReadingSource; input: ReadingInput }> {
  const at = treatment.createdAt;
  const input = (metric: string, value: number, unit: string | null): ReadingInput => ({
    metric,
    value,
    v2: null,
    measured_at: at,
    context: null,
    note: treatment.notes,
    unit,
  });
  const readings: Array<{ source: ReadingSource; input: ReadingInput }> = [];
  if (treatment.glucose !== null) {
    const source = /sensor/i.test(treatment.glucoseType ?? '') ? 'cgm' : 'meter';
    readings.push({ source, input: input('glucosa', treatment.glucose, null) });
  }
  if (treatment.carbs)
    readings.push({ source: 'meter', input: input('carbohidratos', treatment.carbs, 'g') });
  if (treatment.insulin) readings.push({ source: 'meter', input: input('insulina', treatment.insulin, 'U') });
  return readings;
}

/**
 * Treatments of a Nightscout-compatible site (xDrip+, Juggluco and AndroidAPS sync them by `_id`): each
 * keeps the readings it stored through the record-readings use case, so replacing or deleting it
 * replaces or deletes exactly those.
 */
export function createNightscoutTreatments({
  db,
  recordReadings,
}: {
  db: Database;
  recordReadings: RecordReadings;
}) {
  const { nightscout } = db.repos;

  async function removeReadings({ patient }: AuthorizedSite, ids: readonly number[]) {
    for (const id of ids) {
      await recordReadings
        .remove(patient.ownerUserId, Number(id), patient.pacienteId)
        .catch((error: unknown) => {
          // Deleted meanwhile on the web: nothing left to remove.
          if (!(error instanceof NotFoundError)) throw error;
        });
    }
  }

  /** Stores one treatment, replacing the one with its `_id` (or, without one, its time and event type). */
  async function upsert(authorized: AuthorizedSite, treatment: NightscoutTreatment) {
    const { patient } = authorized;
    const existing = treatment.clientId
      ? await nightscout.findTreatment(patient.pacienteId, treatment.clientId)
      : await nightscout.findTreatmentAt(patient.pacienteId, treatment.createdAt, treatment.eventType);
    const clientId = existing?.client_id ?? treatment.clientId ?? randomBytes(12).toString('hex');
    const document = documentOf(clientId, treatment);
    // The same treatment synced again changes nothing (and tells nobody twice).
    if (existing && sameDocument(existing.document, document)) return document;
    if (existing) await removeReadings(authorized, existing.reading_ids);
    const readingIds: number[] = [];
    const refusals: string[] = [];
    for (const { source, input } of readingsOf(treatment)) {
      const result = await recordReadings.record(
        patient.ownerUserId,
        [input],
        { source },
        {
          pacienteId: patient.pacienteId,
        },
      );
      readingIds.push(...result.stored.map(({ row }) => row.id));
      // A value already stored at that instant (xDrip+ sends a meter value as an entry and a treatment)
      // is not an error; a value no meter can show is.
      refusals.push(...result.refused.filter((r) => r.error.kind === 'invalid').map((r) => r.error.detail));
    }
    if (refusals.length > 0 && readingIds.length === 0) throw new InvalidInputError(refusals.join(' '));
    await nightscout.saveTreatment(patient.pacienteId, {
      client_id: clientId,
      event_type: treatment.eventType,
      created_at: treatment.createdAt,
      document,
      reading_ids: readingIds,
    });
    return document;
  }

  return {
    /** POST and PUT: one treatment or a list; a malformed one is refused with its reason. */
    async save(authorized: AuthorizedSite, body: unknown): Promise<Array<Record<string, unknown>>> {
      const list = Array.isArray(body) ? body : [body];
      if (list.length > NIGHTSCOUT_LIMITS.treatmentsPerRequest) {
        throw new InvalidInputError(NIGHTSCOUT_MESSAGES.tooManyTreatments);
      }
      const saved: Array<Record<string, unknown>> = [];
      const refused: string[] = [];
      for (const [index, raw] of list.entries()) {
        const treatment = readTreatment(raw);
        if (typeof treatment === 'string') refused.push(NIGHTSCOUT_MESSAGES.entry(index, treatment));
        else {
          try {
            saved.push(await upsert(authorized, treatment));
          } catch (error) {
            if (!(error instanceof InvalidInputError)) throw error;
            refused.push(NIGHTSCOUT_MESSAGES.entry(index, error.detail));
          }
        }
      }
      if (saved.length === 0 && refused.length > 0) {
        throw new InvalidInputError(`${NIGHTSCOUT_MESSAGES.noneStored} ${refused.slice(0, 5).join(' ')}`);
      }
      return saved;
    },

    /** Newest first; `uuid` finds the one treatment xDrip+ looks up before deleting it. */
    async list({ patient }: AuthorizedSite, query: EntriesQuery & { uuid?: string }) {
      if (query.uuid !== undefined) {
        const row = await nightscout.findTreatment(patient.pacienteId, idOfUuid(query.uuid.slice(0, 64)));
        return row ? [row.document] : [];
      }
      const rows = await nightscout.listTreatments(patient.pacienteId, {
        from: query.from,
        to: query.to,
        count: Math.min(Math.max(query.count, 1), NIGHTSCOUT_LIMITS.listed),
      });
      return rows.map((row: NightscoutTreatmentRow) => row.document);
    },

    /**
     * Deletes a treatment and the readings it stored; answers how many were deleted. An unknown id
     * deletes nothing and is no error, as in Nightscout: Juggluco and xDrip+ retry a failed delete
     * forever.
     */
    async remove(authorized: AuthorizedSite, clientId: string): Promise<number> {
      const row = await nightscout.deleteTreatment(authorized.patient.pacienteId, clientId.slice(0, 64));
      if (!row) return 0;
      await removeReadings(authorized, row.reading_ids);
      return 1;
    },
  };
}

export type NightscoutTreatments = ReturnType<typeof createNightscoutTreatments>;
