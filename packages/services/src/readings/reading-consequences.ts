import type {
  CrisisNotice,
  Database,
  ReadingConsequencesRow,
  ReadingRow,
  ReadingWithdrawal,
  Repositories,
} from '@vitalia/db';
import { caregiverStepsFor, formatMetricValue, readingFeedback, type Interpretation } from '@vitalia/domain';
import type { CrisisFollowups } from '../alerts/crisis-followups';
import type { SmartAlertsService } from '../alerts/smart-alerts-service';
import type { NotificationsService } from '../notifications-service';
import type { PatientScope } from '../patient-access';
import type { AlertCaregivers } from '../sharing/caregiver-alerts';
import type { CorrectCaregivers } from '../sharing/caregiver-corrections';

/** How long the process that stored readings holds their consequences before another may run them. */
export const CONSEQUENCES_LEASE_MS = 60_000;
/** Rows finished per pass of the lapsed-claims check. */
const LAPSED_BATCH = 200;

/** "120/80", "45": the number(s) alone. */
function describeNumbers(row: Pick<ReadingRow, 'metric' | 'value' | 'value2'>): string {
  return row.metric === 'presion'
    ? `${formatMetricValue('presion', row.value)}/${formatMetricValue('presion', row.value2 ?? 0)}`
    : formatMetricValue(row.metric, row.value);
}

/** "120/80 mmHg", "45 mg/dL". */
export function describeStoredValue(row: Pick<ReadingRow, 'metric' | 'value' | 'value2' | 'unit'>): string {
  return `${describeNumbers(row)} ${row.unit}`.trim();
}

/** "40", "190/125", "LO": the value as a person said it, for a correction. */
export function describeSaidValue(
  row: Pick<ReadingRow, 'metric' | 'value' | 'value2' | 'beyond_range'>,
): string {
  return row.beyond_range ?? describeNumbers(row);
}

/** The key of a crisis reading's bell item (the owner's). */
export const crisisBellKey = (readingId: number) => `crisis:reading:${readingId}`;

/** The bell's and the caregivers' words for a crisis value, from the interpretation's parts. */
export function crisisNotice(
  row: ReadingRow,
  interpretation: Interpretation,
  metricName: string,
): CrisisNotice | null {
  const feedback = readingFeedback(interpretation);
  if (!interpretation.urgent || !feedback) return null;
  const valueText = `${metricName} ${describeStoredValue(row)}`;
  return {
    readingId: row.id,
    title: `Valor de crisis: ${valueText}`,
    body: `${feedback.advice} (Según ${feedback.standard}, tu ${metricName} de ${describeStoredValue(row)} ${feedback.description}.)`,
    valueText,
    caregiverSteps: caregiverStepsFor(interpretation).text,
  };
}

/** What a change of readings owes, decided inside its transaction. */
export interface PlannedConsequences {
  metrics: readonly string[];
  crises: readonly CrisisNotice[];
  /** Readings deleted or corrected whose consequences were withdrawn (reading-withdrawal.ts). */
  withdrawals?: readonly ReadingWithdrawal[];
}

/**
 * The consequences of stored, corrected and deleted readings: the crisis bell, the caregivers' messages,
 * and the smart alerts (which open and close their episodes). `plan` writes what is owed in the readings'
 * own transaction; `settle` runs it after the commit and forgets it; `settleLapsed` finishes what a stopped
 * process left. Each consequence is keyed, so running a row twice (a retry, two processes) tells once.
 */
export function createReadingConsequences({
  db,
  notifications,
  alertCaregivers,
  correctCaregivers,
  smartAlerts,
  followups,
  now,
  onError,
}: {
  db: Database;
  notifications: NotificationsService;
  alertCaregivers: AlertCaregivers;
  /** One correction to each caregiver told of a reading that was a mistake. */
  correctCaregivers: CorrectCaregivers;
  smartAlerts: SmartAlertsService;
  /** The crisis follow-ups: told who heard of a crisis, and their steps due now run after the readings'. */
  followups: CrisisFollowups;
  now: () => Date;
  /** Told when a consequence fails after the commit: the row stays and is finished later. */
  onError?: (error: unknown) => void;
}) {
  const leaseEnd = () => new Date(now().getTime() + CONSEQUENCES_LEASE_MS);

  async function run(rows: readonly ReadingConsequencesRow[]): Promise<void> {
    for (const row of rows) {
      for (const crisis of row.crises) {
        await notifications.notify(row.user_id, {
          kind: 'crisis',
          title: crisis.title,
          body: crisis.body,
          dedupeKey: crisisBellKey(crisis.readingId),
        });
        const told = await alertCaregivers({
          ownerUserId: row.user_id,
          pacienteId: row.paciente_id,
          readingId: crisis.readingId,
          loggedByUserId: row.logged_by_user_id,
          valueText: crisis.valueText,
          ...(crisis.caregiverSteps ? { steps: crisis.caregiverSteps } : {}),
        });
        await followups.noteTold(crisis.readingId, told);
      }
      for (const withdrawal of row.withdrawals) {
        await correctCaregivers({
          ownerUserId: row.user_id,
          pacienteId: row.paciente_id,
          key: `correction:${row.id}:${withdrawal.readingId}`,
          withdrawal,
        });
      }
    }
    // An all-clear owed by these readings goes now, not at the next tick.
    await followups.runDue([...new Set(rows.map((row) => row.user_id))]);
    // One evaluation per person for all the rows (an import's batches are judged once, at its end; a
    // chat worker's round, all its people together).
    const metricsByOwner = new Map<number, Set<string>>();
    // Episodes opened since the earliest reading withdrawn are judged as if it never was.
    const withdrawnSince = new Map<number, Date>();
    for (const row of rows) {
      const metrics = metricsByOwner.get(row.user_id) ?? new Set<string>();
      for (const metric of row.metrics) metrics.add(metric);
      metricsByOwner.set(row.user_id, metrics);
      for (const { createdAt } of row.withdrawals) {
        const since = new Date(createdAt);
        const earlier = withdrawnSince.get(row.user_id);
        if (!earlier || since < earlier) withdrawnSince.set(row.user_id, since);
      }
    }
    await smartAlerts.afterReadingsOf(
      [...metricsByOwner].map(([userId, metrics]) => ({
        userId,
        metrics: [...metrics],
        withdrawnSince: withdrawnSince.get(userId),
      })),
    );
    await db.repos.readingConsequences.remove(rows.map((row) => row.id));
  }

  /** Who owes the consequences and until when this process holds them (the row's fields but its content). */
  const owedBy = (patient: PatientScope) => ({
    userId: patient.ownerUserId,
    loggedByUserId: patient.actorUserId === patient.ownerUserId ? null : patient.actorUserId,
    at: now(),
    claimedUntil: leaseEnd(),
  });

  return {
    owedBy,

    /** Inside the readings' transaction. Returns the row's id, or null when nothing is owed. */
    async plan(
      repos: Repositories,
      patient: PatientScope,
      planned: PlannedConsequences,
    ): Promise<number | null> {
      if (planned.metrics.length === 0 && planned.crises.length === 0) return null;
      return repos.readingConsequences.insert({
        ...owedBy(patient),
        pacienteId: patient.pacienteId,
        metrics: [...new Set(planned.metrics)],
        crises: [...planned.crises],
        withdrawals: [...(planned.withdrawals ?? [])],
      });
    },

    /**
     * Runs the consequences this process planned, after their commit. A failure is reported, not thrown:
     * the readings are stored and the caller answers; the row is finished once its claim lapses.
     */
    async settle(ids: ReadonlyArray<number | null>): Promise<void> {
      const held = ids.filter((id): id is number => id !== null);
      if (held.length === 0) return;
      try {
        await run(await db.repos.readingConsequences.findHeld(held));
      } catch (error) {
        onError?.(error);
      }
    },

    /** Finishes the consequences whose process stopped before running them. Returns how many rows. */
    async settleLapsed(): Promise<number> {
      let finished = 0;
      for (;;) {
        const rows = await db.repos.readingConsequences.claimLapsed(now(), leaseEnd(), LAPSED_BATCH);
        if (rows.length > 0) await run(rows);
        finished += rows.length;
        if (rows.length < LAPSED_BATCH) return finished;
      }
    },
  };
}

export type ReadingConsequences = ReturnType<typeof createReadingConsequences>;
