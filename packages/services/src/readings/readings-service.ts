import type { ReadingReply, ReadingsQuery, RecordedReadingReply } from '@vitalia/contracts/metrics';
import { METRICS_MESSAGES } from '@vitalia/contracts/metrics';
import type { Database, ReadingRow } from '@vitalia/db';
import { NotFoundError } from '../errors';
import type { PatientAccess } from '../patient-access';
import { displayName } from '../sharing/display-name';
import { resolveLocalRange } from './date-range';
import type { RecordedReading, RecordReadings } from './record-readings';

/** Names of who logged readings for the patient, by user id (see `loggersOf`). */
type LoggerNames = ReadonlyMap<number, string>;

export const toReadingReply = (row: ReadingRow, loggers: LoggerNames = new Map()): ReadingReply => ({
  id: row.id,
  metric: row.metric,
  value: row.value,
  value2: row.value2,
  unit: row.unit,
  measured_at: row.measured_at.toISOString(),
  context: row.context,
  source: row.source,
  note: row.note,
  registrada_por:
    row.entered_by_user_id === null ? null : (loggers.get(row.entered_by_user_id) ?? 'Otra persona'),
  ...(row.beyond_range ? { fuera_de_rango: row.beyond_range } : {}),
});

/**
 * Readings of a patient as the web and the bot see them: listed and found here; stored, corrected and
 * deleted through the one record-readings use case, whose result is laid out for the web's reply.
 */
export function createReadingsService({
  db,
  access,
  recordReadings,
  now,
}: {
  db: Database;
  access: PatientAccess;
  recordReadings: RecordReadings;
  now: () => Date;
}) {
  const { readings } = db.repos;

  /** The names of the caregivers who logged any of these readings. */
  async function loggersOf(rows: readonly ReadingRow[]): Promise<LoggerNames> {
    const ids = [
      ...new Set(rows.flatMap((row) => (row.entered_by_user_id === null ? [] : [row.entered_by_user_id]))),
    ];
    const users = await db.repos.users.listNames(ids);
    return new Map(users.map((user) => [user.id, displayName(user)]));
  }

  const replyOf = async (row: ReadingRow) => toReadingReply(row, await loggersOf([row]));

  const recordedReply = async ({ row, feedback }: RecordedReading): Promise<RecordedReadingReply> => ({
    ...(await replyOf(row)),
    feedback,
  });

  return {
    /** One reading entered by hand (the web form): refused with the rule it breaks. */
    async record(
      actorUserId: number,
      input: Parameters<RecordReadings['record']>[1][number],
      pacienteId?: number,
    ): Promise<RecordedReadingReply> {
      const result = await recordReadings.record(actorUserId, [input], { source: 'web' }, { pacienteId });
      const [refused] = result.refused;
      if (refused) throw refused.error;
      return recordedReply(result.stored[0]!);
    },

    async correct(
      actorUserId: number,
      id: number,
      patch: Parameters<RecordReadings['correct']>[2],
      pacienteId?: number,
    ): Promise<RecordedReadingReply> {
      return recordedReply(await recordReadings.correct(actorUserId, id, patch, { pacienteId }));
    },

    async remove(actorUserId: number, id: number, pacienteId?: number): Promise<ReadingReply> {
      return replyOf(await recordReadings.remove(actorUserId, id, pacienteId));
    },

    /** "deshacer": deletes the newest reading that came by chat since `since`; undefined when none did. */
    async removeLatestFromChat(
      actorUserId: number,
      since: Date,
      named?: { value?: number; metric?: string },
    ): Promise<ReadingReply | undefined> {
      const row = await recordReadings.removeLatestFromChat(actorUserId, since, named);
      return row ? replyOf(row) : undefined;
    },

    /** One reading of the user's own patient record. */
    async find(actorUserId: number, id: number): Promise<ReadingReply> {
      const patient = await access.resolve(actorUserId, undefined, 'read');
      const row = await readings.find(patient.pacienteId, id);
      if (!row) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
      return replyOf(row);
    },

    /** Newest first, within the local dates asked for (all time when none are given). */
    async list(actorUserId: number, query: ReadingsQuery, pacienteId?: number): Promise<ReadingReply[]> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'readings');
      const range =
        query.from || query.to ? resolveLocalRange(query, patient.timeZone, now(), 30) : undefined;
      const rows = await readings.list(patient.pacienteId, {
        metric: query.metric,
        range,
        limit: query.limit,
      });
      const loggers = await loggersOf(rows);
      return rows.map((row) => toReadingReply(row, loggers));
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
