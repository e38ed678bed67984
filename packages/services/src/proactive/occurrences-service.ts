import type {
  ClaimedOccurrence,
  Database,
  NewOccurrence,
  OccurrenceResult,
  OccurrenceSource,
} from '@vitalia/db';
import { nextFiring, planOf } from '@vitalia/domain/next-occurrence';

/** How many users' sources a reconcile step reads at a time. */
const RECONCILE_USERS = 1000;

// In one scheduler run every source due at a minute shares its timing, zone and `after`: the firing is
// computed once per (plan, after) instead of once per row (some 100-300 µs each in luxon).
const FIRINGS = new Map<string, ReturnType<typeof nextFiring>>();
const FIRINGS_KEPT = 5000;

function memoizedFiring(
  plan: string,
  timing: Parameters<typeof nextFiring>[0],
  timeZone: string,
  after: Date,
): ReturnType<typeof nextFiring> {
  const key = `${plan}@${after.getTime()}`;
  let firing = FIRINGS.get(key);
  if (!firing) {
    firing = nextFiring(timing, timeZone, after);
    if (FIRINGS.size >= FIRINGS_KEPT) FIRINGS.clear();
    FIRINGS.set(key, firing);
  }
  return firing;
}

/** The occurrence a source fires next, strictly after `after`, in its owner's zone. */
export function nextOccurrenceOf(
  source: OccurrenceSource,
  defaultTimeZone: string,
  after: Date,
): NewOccurrence {
  const timeZone = source.time_zone ?? defaultTimeZone;
  const timing = {
    frecuencia: source.frecuencia,
    hora: source.hora,
    weekday: source.weekday,
    month_day: source.month_day,
  };
  const plan = planOf(timing, timeZone);
  const firing = memoizedFiring(plan, timing, timeZone, after);
  return {
    kind: source.kind,
    userId: source.user_id,
    sourceKey: source.source_key,
    measurementReminderId: source.alert_schedule_id,
    medicationScheduleId: source.medication_schedule_id,
    medicamentoId: source.medicamento_id,
    localDue: `${firing.localDue} ${timeZone}`,
    dueAt: firing.dueAt,
    plan,
    repeatsId: null,
  };
}

/**
 * Keeps every source (measurement reminder, medication schedule, weekly report) with exactly one pending
 * occurrence that matches its current timing and zone. Creating, changing or deleting a schedule, or
 * changing one's time zone, calls `syncUser`; `reconcile` fills what is missing (new accounts, rows made
 * before the scheduler existed). Both are idempotent and safe to run from several processes at once.
 */
export function createOccurrencesService({
  db,
  defaultTimeZone,
  now,
}: {
  db: Database;
  defaultTimeZone: string;
  now: () => Date;
}) {
  const { occurrences } = db.repos;

  return {
    async syncUser(userId: number): Promise<void> {
      const [sources, pending] = await Promise.all([
        occurrences.listSourcesOfUser(userId),
        occurrences.listPendingOfUser(userId),
      ]);
      const at = now();
      const wanted = new Map(sources.map((source) => [source.source_key, source]));
      const stale: number[] = [];
      const fresh: NewOccurrence[] = [];
      const kept = new Set<string>();
      for (const row of pending) {
        const source = wanted.get(row.source_key);
        const plan = source && nextOccurrenceOf(source, defaultTimeZone, at).plan;
        if (plan === row.plan && !kept.has(row.source_key)) kept.add(row.source_key);
        else stale.push(row.id);
      }
      for (const source of sources) {
        if (!kept.has(source.source_key)) fresh.push(nextOccurrenceOf(source, defaultTimeZone, at));
      }
      await occurrences.cancel(stale, at);
      await occurrences.insertMany(fresh);
    },

    /** Claims due occurrences for `leaseSeconds` (SKIP LOCKED: processes share them, never both take one). */
    claimDue(limit: number, leaseSeconds: number): Promise<ClaimedOccurrence[]> {
      return occurrences.claimDue(now(), limit, leaseSeconds);
    },

    /** Records how the claimed occurrences went and adds their next ones, together. */
    async complete(results: readonly OccurrenceResult[], next: readonly NewOccurrence[]): Promise<void> {
      const at = now();
      await db.transaction(async (repos) => {
        await repos.occurrences.finish(results, at);
        await repos.occurrences.insertMany(next);
      });
    },

    /** Due and not yet handled (a health figure, and the benchmark's check that nothing was missed). */
    countDue: () => occurrences.countDue(now()),

    /** Gives every source without a pending occurrence its next one; returns how many were added. */
    async reconcile(): Promise<number> {
      let added = 0;
      let cursor = 0;
      for (;;) {
        const { sources, lastUserId } = await occurrences.listSourcesWithoutPending(cursor, RECONCILE_USERS);
        if (lastUserId === null) return added;
        const at = now();
        added += await occurrences.insertMany(
          sources.map((source) => nextOccurrenceOf(source, defaultTimeZone, at)),
        );
        cursor = lastUserId;
      }
    },
  };
}

export type OccurrencesService = ReturnType<typeof createOccurrencesService>;
