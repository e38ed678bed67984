import type { CrisisNotice, Database, ReadingConsequencesRow, ReadingRow, Repositories } from '@vitalia/db';
import { caregiverStepsFor, formatMetricValue, readingFeedback, type Interpretation } from '@vitalia/domain';
import type { CrisisFollowups } from '../alerts/crisis-followups';
import type { SmartAlertsService } from '../alerts/smart-alerts-service';
import type { NotificationsService } from '../notifications-service';
import type { PatientScope } from '../patient-access';
import type { AlertCaregivers } from '../sharing/caregiver-alerts';

/** How long the process that stored readings holds their consequences before another may run them. */
export const CONSEQUENCES_LEASE_MS = 60_000;
/** Rows finished per pass of the lapsed-claims check. */
const LAPSED_BATCH = 200;

/** "120/80 mmHg", "45 mg/dL". */
export function describeStoredValue(row: Pick<ReadingRow, 'metric' | 'value' | 'value2' | 'unit'>): string {
  const value =
    row.metric === 'presion'
      ? `${formatMetricValue('presion', row.value)}/${formatMetricValue('presion', row.value2 ?? 0)}`
      : formatMetricValue(row.metric, row.value);
  return `${value} ${row.unit}`.trim();
}

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
  smartAlerts,
  followups,
  now,
  onError,
}: {
  db: Database;
  notifications: NotificationsService;
  alertCaregivers: AlertCaregivers;
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
          dedupeKey: `crisis:reading:${crisis.readingId}`,
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
    }
    // An all-clear owed by these readings goes now, not at the next tick.
    await followups.runDue([...new Set(rows.map((row) => row.user_id))]);
    // One evaluation per person for all the rows (an import's batches are judged once, at its end; a
    // chat worker's round, all its people together).
    const metricsByOwner = new Map<number, Set<string>>();
    for (const row of rows) {
      const metrics = metricsByOwner.get(row.user_id) ?? new Set<string>();
      for (const metric of row.metrics) metrics.add(metric);
      metricsByOwner.set(row.user_id, metrics);
    }
    await smartAlerts.afterReadingsOf(
      [...metricsByOwner].map(([userId, metrics]) => ({ userId, metrics: [...metrics] })),
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
