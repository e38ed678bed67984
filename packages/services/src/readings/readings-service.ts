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

export const toReadingReply = (row: ReadingRow): ReadingReply => ({
  id: row.id,
  metric: row.metric,
  value: row.value,
  value2: row.value2,
  unit: row.unit,
  measured_at: row.measured_at.toISOString(),
  context: row.context,
  source: row.source,
  note: row.note,
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
  now,
}: {
  db: Database;
  access: PatientAccess;
  notifications: NotificationsService;
  now: () => Date;
}) {
  const { readings, patientMetrics } = db.repos;

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
    ): Promise<RecordedReadingReply> {
      const patient = await access.resolve(actorUserId, undefined, 'write');
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
          ...toReadingReply(again),
          feedback: await interpret(patient, again, definition.nameInSentence),
        };
      }
      return { ...toReadingReply(row), feedback: await interpret(patient, row, definition.nameInSentence) };
    },

    /** One reading of the user's own patient record. */
    async find(actorUserId: number, id: number): Promise<ReadingReply> {
      const patient = await access.resolve(actorUserId, undefined, 'read');
      return toReadingReply(await requireReading(patient, id));
    },

    /** "deshacer": deletes the newest reading that came by chat since `since`; undefined when none did. */
    async removeLatestFromChat(actorUserId: number, since: Date): Promise<ReadingReply | undefined> {
      const patient = await access.resolve(actorUserId, undefined, 'write');
      const latest = await readings.latestFromChat(patient.pacienteId, since);
      if (!latest) return undefined;
      const row = await readings.delete(patient.pacienteId, latest.id);
      return row ? toReadingReply(row) : undefined;
    },

    /** Newest first, within the local dates asked for (all time when none are given). */
    async list(actorUserId: number, query: ReadingsQuery): Promise<ReadingReply[]> {
      const patient = await access.resolve(actorUserId, undefined, 'read');
      const range =
        query.from || query.to ? resolveLocalRange(query, patient.timeZone, now(), 30) : undefined;
      const rows = await readings.list(patient.pacienteId, {
        metric: query.metric,
        range,
        limit: query.limit,
      });
      return rows.map(toReadingReply);
    },

    async correct(actorUserId: number, id: number, patch: ReadingPatch): Promise<RecordedReadingReply> {
      const patient = await access.resolve(actorUserId, undefined, 'write');
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
        return { ...toReadingReply(row), feedback: await interpret(patient, row, definition.nameInSentence) };
      } catch (error) {
        if (error instanceof DatabaseError && error.isUniqueViolation('readings_identity_key')) {
          throw new ConflictError(READING_MESSAGES.duplicate);
        }
        throw error;
      }
    },

    async remove(actorUserId: number, id: number): Promise<ReadingReply> {
      const patient = await access.resolve(actorUserId, undefined, 'write');
      const row = await readings.delete(patient.pacienteId, id);
      if (!row) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
      return toReadingReply(row);
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
