import type { ReadingInput, ReadingPatch } from '@vitalia/contracts/metrics';
import { METRICS_MESSAGES } from '@vitalia/contracts/metrics';
import {
  interpretReading,
  readingFeedback,
  meterRangeEnd,
  type SymptomCode,
  type PatientProfile,
} from '@vitalia/domain';
import {
  coalesce,
  DatabaseError,
  type CrisisNotice,
  type Database,
  type ReadingRow,
  type ReadingSource,
  type Repositories,
} from '@vitalia/db';
import { ConflictError, InvalidInputError, NotFoundError, type DomainError } from '../errors';
import type { PatientAccess, PatientScope } from '../patient-access';
import { metricForNewReading, unitOfReading } from './patient-metric';
import type { CrisisFollowups } from '../alerts/crisis-followups';
import { crisisNotice, type ReadingConsequences } from './reading-consequences';
import { findImplausibility, findTimeProblem, READING_MESSAGES, resolveMetric } from './reading-rules';
import { crisesStartingEpisodes } from './stream-episodes';
import { withdrawReading } from './reading-withdrawal';
import { patientProfileOf } from './patient-profile';
import type { CgmStream } from '../nightscout/cgm-stream';
import {
  asDomainReading,
  beyondMeterRange,
  BULK_CRISIS_WINDOW_MS,
  BULK_SOURCES,
  STREAM_SOURCES,
  TYPED_SOURCES,
  type CheckedReading,
  type ReadingOrigin,
  type RecordedReading,
  type RecordResult,
} from './recorded-reading';

export {
  asDomainReading,
  BULK_CRISIS_WINDOW_MS,
  type CheckedReading,
  type ReadingOrigin,
  type RecordedReading,
  type RecordResult,
} from './recorded-reading';

/**
 * The one way a reading is stored, corrected or deleted, whatever the entry point (web form, chat, CSV
 * import, device uploads): the rules, the write, one classification, and every consequence (crisis bell,
 * caregivers, smart alerts and their episodes) planned in the same transaction and run after its commit,
 * exactly once (reading-consequences.ts). A new entry point calls this and cannot skip a consequence.
 */
export function createRecordReadings({
  db,
  access,
  consequences,
  followups,
  stream,
  now,
}: {
  db: Database;
  access: PatientAccess;
  consequences: ReadingConsequences;
  /** Crisis follow-ups, opened, answered or closed by the readings in their own transaction. */
  followups: CrisisFollowups;
  /** A sensor's episodes in the person's chat, planned in the stream's own transaction. */
  stream?: CgmStream;
  now: () => Date;
}) {
  const { readings } = db.repos;
  // Quiet readings stored at the same time (the chat's concurrent turns) are written in one statement.
  const insertQuiet = coalesce(
    (items: Array<Parameters<typeof readings.insertManyWithConsequences>[0][number]>) =>
      readings.insertManyWithConsequences(items),
  );

  /** The rules every reading passes; the error says why one is refused. */
  async function check(
    patient: PatientScope,
    input: ReadingInput,
    origin: ReadingOrigin,
    index: number,
  ): Promise<CheckedReading | DomainError> {
    const measuredAt = input.measured_at ?? now();
    const timeProblem = findTimeProblem(measuredAt, now());
    if (timeProblem) return new InvalidInputError(timeProblem);
    const metric = await metricForNewReading(db.repos, patient.pacienteId, input.metric, input.unit ?? '');
    if (!metric) return new ConflictError(READING_MESSAGES.tooManyMetrics);
    const unit = unitOfReading(metric, input.unit ?? '');
    if ('wrong' in unit)
      return new InvalidInputError(READING_MESSAGES.wrongUnit(metric.definition.name, unit.wrong));
    // A number past the meter's ends is a "HI"/"LO" when a person typed it; a device that sends one is
    // sending garbage (a sensor reports its own limits), refused as before.
    const beyond = beyondMeterRange(input.metric, unit.unit, input.value, {
      said: input.beyond_range,
      typed: TYPED_SOURCES.has(origin.source),
    });
    const value = beyond ? meterRangeEnd(beyond) : input.value;
    const implausible = findImplausibility(metric.definition, value, input.v2);
    if (implausible) return new InvalidInputError(implausible);
    return {
      metric: input.metric,
      value,
      beyondRange: beyond,
      value2: input.v2,
      unit: unit.unit,
      measuredAt,
      source: origin.source,
      context: input.context,
      note: input.note,
      inboundMessageId: origin.inboundMessageId ?? null,
      inboundIndex: origin.inboundMessageId ? index : null,
      createdAt: now(),
    };
  }

  function interpret(
    row: ReadingRow,
    profile: PatientProfile,
    signs: readonly SymptomCode[] = [],
  ): RecordedReading {
    const interpretation = interpretReading(asDomainReading(row), profile, signs);
    return { row, interpretation, feedback: readingFeedback(interpretation) };
  }

  /** Crisis values among `recorded` that the bell and the caregivers hear about. */
  function crisesOf(recorded: readonly RecordedReading[], source: ReadingSource): CrisisNotice[] {
    const since = now().getTime() - BULK_CRISIS_WINDOW_MS;
    return recorded.flatMap(({ row, interpretation }) => {
      if (BULK_SOURCES.has(source) && row.measured_at.getTime() < since) return [];
      const { definition } = resolveMetric(row.metric, undefined);
      const notice = crisisNotice(row, interpretation, definition.nameInSentence);
      return notice ? [notice] : [];
    });
  }

  /** Stores one reading; undefined when the same one is stored already (refused as a duplicate). */
  async function insertOne(
    repos: Repositories,
    patient: PatientScope,
    reading: CheckedReading,
  ): Promise<ReadingRow | undefined> {
    const row = await repos.readings.insert({
      ...reading,
      pacienteId: patient.pacienteId,
      enteredByUserId: patient.actorUserId === patient.ownerUserId ? null : patient.actorUserId,
    });
    if (row || !reading.inboundMessageId) return row;
    // The same chat message handled again (a worker died after storing it): the stored reading stands.
    const again = await repos.readings.findByInbound(patient.pacienteId, reading.inboundMessageId);
    return again[reading.inboundIndex ?? 0];
  }

  /**
   * The usual chat message: one reading, not a crisis, and no follow-up open (the chat read that as its
   * turn began). The reading and the consequences it owes are written in one statement, not a transaction
   * of several round trips; the rows are the same. Null sends it the general way: anything else, or a
   * reading stored already (a message handled again, whose stored reading the transaction finds).
   */
  async function storeQuietOne(
    patient: PatientScope,
    checked: ReadonlyArray<{ index: number; reading: CheckedReading }>,
    profile: PatientProfile,
    origin: ReadingOrigin,
  ): Promise<{ stored: RecordResult['stored']; consequencesId: number } | null> {
    const [only] = checked;
    if (checked.length !== 1 || !only || origin.noFollowupOpen !== true) return null;
    const { index, reading } = only;
    const enteredByUserId = patient.actorUserId === patient.ownerUserId ? null : patient.actorUserId;
    // Judged before it is written (a crisis needs the transaction), from the very values it stores.
    const before = interpret(
      {
        id: 0,
        metric: reading.metric,
        value: reading.value,
        value2: reading.value2,
        unit: reading.unit,
        measured_at: reading.measuredAt,
        context: reading.context,
        source: reading.source,
        note: reading.note,
        entered_by_user_id: enteredByUserId,
        beyond_range: reading.beyondRange ?? null,
      },
      profile,
      origin.signs,
    );
    if (crisesOf([before], origin.source).length > 0) return null;
    const done = await insertQuiet({
      reading: { ...reading, pacienteId: patient.pacienteId, enteredByUserId },
      owed: consequences.owedBy(patient),
    });
    if (!done) return null;
    const recorded = interpret(done.row, profile, origin.signs);
    // Never expected: the message is handled again, and the transaction plans what the crisis owes.
    if (crisesOf([recorded], origin.source).length > 0)
      throw new Error('A reading judged quiet before it was stored is a crisis once stored');
    return { stored: [{ index, ...recorded }], consequencesId: done.consequencesId };
  }

  async function settleUnlessCaller(id: number | null, settle: 'now' | 'caller') {
    if (settle === 'now') await consequences.settle([id]);
    return settle === 'caller' ? id : null;
  }

  return {
    /**
     * Checks and stores readings for a patient (the actor's own, or one they manage), classifies each
     * once, and runs their consequences after the commit (`settle: 'caller'`: the caller runs them with
     * `consequences.settle`, e.g. after queuing its reply; if it never does, they run once the claim
     * lapses). Readings that break a rule are refused one by one; the rest are stored.
     */
    async record(
      actorUserId: number,
      inputs: readonly ReadingInput[],
      origin: ReadingOrigin,
      options: { pacienteId?: number; settle?: 'now' | 'caller' } = {},
    ): Promise<RecordResult> {
      const patient = await access.resolve(actorUserId, options.pacienteId, 'write', 'reading_new');
      const refused: RecordResult['refused'] = [];
      const checked: Array<{ index: number; reading: CheckedReading }> = [];
      for (const [index, input] of inputs.entries()) {
        const result = await check(patient, input, origin, index);
        if ('metric' in result) checked.push({ index, reading: result });
        else refused.push({ index, error: result });
      }
      const profile = patient.profile ?? (await patientProfileOf(db.repos, patient.pacienteId));
      const quiet = await storeQuietOne(patient, checked, profile, origin);
      const { stored, consequencesId } =
        quiet ??
        (await db.transaction(async (repos) => {
          const stored: RecordResult['stored'] = [];
          for (const { index, reading } of checked) {
            const row = await insertOne(repos, patient, reading);
            if (row) stored.push({ index, ...interpret(row, profile, origin.signs) });
            else refused.push({ index, error: new ConflictError(READING_MESSAGES.duplicate) });
          }
          const crises = crisesOf(stored, origin.source);
          await followups.plan(repos, patient, stored, crises, {
            byPerson: true,
            noneOpen: origin.noFollowupOpen === true,
          });
          const consequencesId = await consequences.plan(repos, patient, {
            metrics: stored.map(({ row }) => row.metric),
            crises,
          });
          return { stored, consequencesId };
        }));
      refused.sort((a, b) => a.index - b.index);
      const owed = await settleUnlessCaller(consequencesId, options.settle ?? 'now');
      return { patient, stored, refused, consequencesId: owed };
    },

    /**
     * Stores readings already checked by their entry point (the CSV import checks row by row and reports
     * by line). Returns how many were new; their consequences are owed until `consequences.settle`.
     * `directions`: a sensor's trend arrows by epoch ms, for its rising-fast episodes.
     */
    async recordChecked(
      patient: PatientScope,
      batch: readonly CheckedReading[],
      source: ReadingSource,
      directions?: ReadonlyMap<number, string>,
    ): Promise<{ inserted: number; consequencesId: number | null }> {
      return db.transaction(async (repos) => {
        const enteredBy = patient.actorUserId === patient.ownerUserId ? null : patient.actorUserId;
        const since = new Date(now().getTime() - BULK_CRISIS_WINDOW_MS);
        const { inserted, recent } = await repos.readings.insertBatch(
          patient.pacienteId,
          enteredBy,
          batch,
          since,
        );
        const metrics = inserted > 0 ? [...new Set(batch.map((reading) => reading.metric))] : [];
        const profile = await patientProfileOf(repos, patient.pacienteId);
        const recorded = recent.map((row) => interpret(row, profile));
        const all = crisesOf(recorded, source);
        const crises = STREAM_SOURCES.has(source)
          ? await crisesStartingEpisodes(repos, patient.pacienteId, all, recent)
          : all;
        await followups.plan(repos, patient, recorded, crises, {
          byPerson: !STREAM_SOURCES.has(source),
        });
        if (STREAM_SOURCES.has(source) && stream) await stream.plan(repos, patient, recent, directions);
        const consequencesId = await consequences.plan(repos, patient, { metrics, crises });
        return { inserted, consequencesId };
      });
    },

    /**
     * Corrects one reading; a correction into crisis rings the bell once (a second one does not). The
     * consequences run as for `record` (`settle: 'caller'` hands them to the caller).
     */
    async correct(
      actorUserId: number,
      id: number,
      patch: ReadingPatch,
      options: { pacienteId?: number; settle?: 'now' | 'caller' } = {},
    ): Promise<RecordedReading & { consequencesId: number | null }> {
      const { pacienteId } = options;
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'reading_edit');
      const current = await readings.find(patient.pacienteId, id);
      if (!current) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
      const stored = await db.repos.patientMetrics.find(patient.pacienteId, current.metric);
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
      // A new value says again whether it is beyond the meter's range; without one the mark stays.
      const beyond =
        patch.value === undefined
          ? current.beyond_range
          : beyondMeterRange(current.metric, current.unit, patch.value, { typed: true });
      if (beyond) next.value = meterRangeEnd(beyond);
      const implausible = findImplausibility(definition, next.value, next.value2);
      if (implausible) throw new InvalidInputError(implausible);
      try {
        const { recorded, consequencesId } = await db.transaction(async (repos) => {
          const profile = await patientProfileOf(repos, patient.pacienteId);
          // Read again under a lock: of two corrections at once, the second undoes the first's value.
          const before = await repos.readings.findForUpdate(patient.pacienteId, id);
          if (!before) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
          const row = await repos.readings.update(patient.pacienteId, id, { ...next, beyondRange: beyond });
          if (!row) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
          const recorded = interpret(row, profile);
          const crises = crisesOf([recorded], row.source);
          // What the wrong value caused goes before the new one is planned as a fresh reading would be.
          const withdrawal = await withdrawReading(
            repos,
            patient,
            interpret(before, profile),
            { deleted: false, reading: recorded, crisis: crises[0] ?? null },
            now(),
          );
          await followups.plan(repos, patient, [recorded], crises, { byPerson: true });
          const consequencesId = await consequences.plan(repos, patient, {
            metrics: [row.metric],
            crises,
            withdrawals: withdrawal ? [withdrawal] : [],
          });
          return { recorded, consequencesId };
        });
        return {
          ...recorded,
          consequencesId: await settleUnlessCaller(consequencesId, options.settle ?? 'now'),
        };
      } catch (error) {
        if (error instanceof DatabaseError && error.isUniqueViolation('readings_identity_key')) {
          throw new ConflictError(READING_MESSAGES.duplicate);
        }
        throw error;
      }
    },

    /**
     * Deletes one reading and withdraws what it alone caused (its bell items, its crisis follow-up, a
     * smart-alert episode it opened; a correction to each caregiver who was told).
     */
    async remove(actorUserId: number, id: number, pacienteId?: number): Promise<ReadingRow> {
      const patient = await access.resolve(actorUserId, pacienteId, 'write', 'reading_delete');
      return removeOne(patient, id);
    },

    /**
     * "deshacer": deletes the newest reading that came by chat since `since` (with `named`, the newest of
     * that value and metric), as `remove` does; undefined when none did.
     */
    async removeLatestFromChat(
      actorUserId: number,
      since: Date,
      named?: { value?: number; metric?: string },
    ): Promise<ReadingRow | undefined> {
      const patient = await access.resolve(actorUserId, undefined, 'write');
      const latest = await readings.latestFromChat(patient.pacienteId, since, named);
      if (!latest) return undefined;
      return removeOne(patient, latest.id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
    },
  };

  async function removeOne(patient: PatientScope, id: number): Promise<ReadingRow> {
    const { row, consequencesId } = await db.transaction(async (repos) => {
      // Locked first: two requests deleting the same reading withdraw its consequences once.
      const current = await repos.readings.findForUpdate(patient.pacienteId, id);
      if (!current) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
      const profile = await patientProfileOf(repos, patient.pacienteId);
      const withdrawal = await withdrawReading(
        repos,
        patient,
        interpret(current, profile),
        { deleted: true },
        now(),
      );
      const row = await repos.readings.delete(patient.pacienteId, id);
      if (!row) throw new NotFoundError(METRICS_MESSAGES.readingNotFound);
      const consequencesId = await consequences.plan(repos, patient, {
        metrics: [row.metric],
        crises: [],
        withdrawals: withdrawal ? [withdrawal] : [],
      });
      return { row, consequencesId };
    });
    await consequences.settle([consequencesId]);
    return row;
  }
}

export type RecordReadings = ReturnType<typeof createRecordReadings>;
