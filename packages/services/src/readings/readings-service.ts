import type {
  ReadingInput,
  ReadingPatch,
  ReadingReply,
  ReadingsQuery,
  RecordedReadingReply,
} from '@vitalia/contracts/metrics';
import { METRICS_MESSAGES } from '@vitalia/contracts/metrics';
import { assessReading, formatMetricValue, isReadingContext, type Reading } from '@vitalia/domain';
import { DatabaseError, type Database, type ReadingRow, type ReadingSource } from '@vitalia/db';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import type { NotificationsService } from '../notifications-service';
import { metricForNewReading, unitOfReading } from './patient-metric';
import type { PatientAccess, PatientScope } from '../patient-access';
import { resolveLocalRange } from './date-range';
import { findImplausibility, findTimeProblem, READING_MESSAGES, resolveMetric } from './reading-rules';
import type { AlertCaregivers } from '../sharing/caregiver-alerts';
import { displayName } from '../sharing/display-name';

/** Names of who logged readings for the patient, by user id (see `withLoggers`). */
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
});

/** Where a reading came from; chat readings carry their message id so a redelivery stores nothing. */
export interface ReadingOrigin {
  source: ReadingSource;
  inboundMessageId?: string;
  inboundIndex?: number;
}

/** The domain's view of a stored reading, for its interpretation. */
function asDomainReading(row: ReadingRow): Reading {
  const context = row.context && isReadingContext(row.context) ? row.context : undefined;
  return row.metric === 'presion'
    ? { metric: 'presion', systolic: row.value, diastolic: row.value2 ?? 0, unit: 'mmHg', context }
    : { metric: row.metric, value: row.value, unit: row.unit, context };
}

function describeValue(row: ReadingRow): string {
  const value =
    row.metric === 'presion'
      ? `${formatMetricValue('presion', row.value)}/${formatMetricValue('presion', row.value2 ?? 0)}`
      : formatMetricValue(row.metric, row.value);
  return `${value} ${row.unit}`.trim();
}

/** Readings of a patient: entered by hand, by chat or by import, listed, corrected and deleted. */
export function createReadingsService({
  db,
  access,
  notifications,
  alertCaregivers,
  now,
}: {
  db: Database;
  access: PatientAccess;
  notifications: NotificationsService;
  /** Tells the patient's caregivers (alert scopes) about a crisis value. */
  alertCaregivers?: AlertCaregivers;
  now: () => Date;
}) {
  const { readings, patientMetrics } = db.repos;

  /** The names of the caregivers who logged any of these readings. */
  async function loggersOf(rows: readonly ReadingRow[]): Promise<LoggerNames> {
    const ids = [
      ...new Set(rows.flatMap((row) => (row.entered_by_user_id === null ? [] : [row.entered_by_user_id]))),
    ];
    const users = await db.repos.users.listNames(ids);
    return new Map(users.map((user) => [user.id, displayName(user)]));
  }

  const replyOf = async (row: ReadingRow) => toReadingReply(row, await loggersOf([row]));

  /**
   * The interpretation of a stored reading; a crisis value rings the owner's bell, once per reading
   * (a correction into crisis rings it too, a second correction does not ring again).
   */
  async function interpret(patient: PatientScope, row: ReadingRow, metricName: string) {
    const feedback = assessReading(asDomainReading(row));
    if (feedback?.urgent) {
      await notifications.notify(patient.ownerUserId, {
        kind: 'crisis',
        title: `Valor de crisis: ${metricName} ${describeValue(row)}`,
        body: `${feedback.advice} (Según ${feedback.standard}, tu ${metricName} de ${describeValue(row)} ${feedback.description}.)`,
        dedupeKey: `crisis:reading:${row.id}`,
      });
      await alertCaregivers?.({
        ownerUserId: patient.ownerUserId,
        pacienteId: patient.pacienteId,
        readingId: row.id,
        loggedByUserId: patient.actorUserId === patient.ownerUserId ? null : patient.actorUserId,
        valueText: `${metricName} ${describeValue(row)}`,
      });
    }
    return feedback;
  }

  async function requireReading(patient: PatientScope, id: number): Promise<ReadingRow> {
    const row = await readings.find(patient.pacienteId, id);
    if (!row) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
    return row;
  }

  return {
    /**
     * Stores one reading after the plausibility and time rules; the entry point for the web form, the
     * chat bot and anything else that records a single reading. Answers with the reading's
     * interpretation, and a crisis value also rings the patient's bell (once per reading).
     */
    async record(
      actorUserId: number,
      input: ReadingInput,
      origin: ReadingOrigin = { source: 'web' },
      pacienteId?: number,
    ): Promise<RecordedReadingReply & { ownerUserId: number }> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'reading_new');
      const measuredAt = input.measured_at ?? now();
      const timeProblem = findTimeProblem(measuredAt, now());
      if (timeProblem) throw new InvalidInputError(timeProblem);
      const metric = await metricForNewReading(db.repos, patient.pacienteId, input.metric, input.unit ?? '');
      if (!metric) throw new ConflictError(READING_MESSAGES.tooManyMetrics);
      const { definition } = metric;
      const unit = unitOfReading(metric, input.unit ?? '');
      if ('wrong' in unit)
        throw new InvalidInputError(READING_MESSAGES.wrongUnit(definition.name, unit.wrong));
      const implausible = findImplausibility(definition, input.value, input.v2);
      if (implausible) throw new InvalidInputError(implausible);
      const row = await readings.insert({
        pacienteId: patient.pacienteId,
        metric: input.metric,
        value: input.value,
        value2: input.v2,
        unit: unit.unit,
        measuredAt,
        source: origin.source,
        context: input.context,
        note: input.note,
        enteredByUserId: actorUserId === patient.ownerUserId ? null : actorUserId,
        inboundMessageId: origin.inboundMessageId,
        inboundIndex: origin.inboundIndex,
        createdAt: now(),
      });
      if (!row) {
        // The same chat message handled again (a worker died after storing it): the stored reading stands.
        const again = origin.inboundMessageId
          ? (await readings.findByInbound(patient.pacienteId, origin.inboundMessageId))[
              origin.inboundIndex ?? 0
            ]
          : undefined;
        if (!again) throw new ConflictError(READING_MESSAGES.duplicate);
        return {
          ...(await replyOf(again)),
          feedback: await interpret(patient, again, definition.nameInSentence),
          ownerUserId: patient.ownerUserId,
        };
      }
      return {
        ...(await replyOf(row)),
        feedback: await interpret(patient, row, definition.nameInSentence),
        ownerUserId: patient.ownerUserId,
      };
    },

    /** One reading of the user's own patient record. */
    async find(actorUserId: number, id: number): Promise<ReadingReply> {
      const patient = await access.resolve(actorUserId, undefined, 'read');
      return replyOf(await requireReading(patient, id));
    },

    /** "deshacer": deletes the newest reading that came by chat since `since`; undefined when none did. */
    async removeLatestFromChat(actorUserId: number, since: Date): Promise<ReadingReply | undefined> {
      const patient = await access.resolve(actorUserId, undefined, 'write');
      const latest = await readings.latestFromChat(patient.pacienteId, since);
      if (!latest) return undefined;
      const row = await readings.delete(patient.pacienteId, latest.id);
      return row ? replyOf(row) : undefined;
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

    async correct(
      actorUserId: number,
      id: number,
      patch: ReadingPatch,
      pacienteId?: number,
    ): Promise<RecordedReadingReply & { ownerUserId: number }> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'reading_edit');
      const current = await requireReading(patient, id);
      const stored = await patientMetrics.find(patient.pacienteId, current.metric);
      const { definition } = resolveMetric(current.metric, stored);
      if (patch.v2 !== undefined && current.metric !== 'presion') {
        throw new InvalidInputError(METRICS_MESSAGES.v2NotPressure);
      }
      const next = {
        value: patch.value ?? current.value,
        value2: current.metric === 'presion' ? (patch.v2 ?? current.value2) : null,
        measuredAt: patch.measured_at ?? current.measured_at,
        context: patch.context === undefined ? current.context : patch.context,
        note: patch.note === undefined ? current.note : patch.note,
      };
      const timeProblem = patch.measured_at ? findTimeProblem(next.measuredAt, now()) : null;
      if (timeProblem) throw new InvalidInputError(timeProblem);
      const implausible = findImplausibility(definition, next.value, next.value2);
      if (implausible) throw new InvalidInputError(implausible);
      try {
        const row = await readings.update(patient.pacienteId, id, next);
        if (!row) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
        return {
          ...(await replyOf(row)),
          feedback: await interpret(patient, row, definition.nameInSentence),
          ownerUserId: patient.ownerUserId,
        };
      } catch (error) {
        if (error instanceof DatabaseError && error.isUniqueViolation('readings_identity_key')) {
          throw new ConflictError(READING_MESSAGES.duplicate);
        }
        throw error;
      }
    },

    async remove(actorUserId: number, id: number, pacienteId?: number): Promise<ReadingReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'reading_delete');
      const row = await readings.delete(patient.pacienteId, id);
      if (!row) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
      return replyOf(row);
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
