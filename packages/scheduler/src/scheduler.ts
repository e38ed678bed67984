import { inBackground } from '@vitalia/db';
import type { Services } from '@vitalia/services';
import { dispatchDueBatch, type DispatchReport } from './dispatch';

export interface SchedulerOptions {
  services: Services;
  defaultTimeZone: string;
  now?: () => Date;
  /** How often due work is looked up (ms). */
  tickMs?: number;
  /** Occurrences claimed per statement. */
  batchSize?: number;
  /** How long a claim lasts: a process that dies holding it leaves it to another after this. */
  leaseSeconds?: number;
  /** How often sources without a next occurrence are filled in (new accounts), in ms. */
  reconcileMs?: number;
  /** Work that runs every `periodicMs` (the smart alerts' inactivity check). */
  periodic?: () => Promise<unknown>;
  periodicMs?: number;
  /** Messages were queued: the outbound sender can start now instead of at its next poll. */
  onQueued?: () => void;
  onError?: (error: unknown) => void;
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** Hands every occurrence due now to the outbound queue (tests and the benchmark call it directly). */
  runDue(): Promise<DispatchReport>;
  reconcile(): Promise<number>;
}

/**
 * The scheduler: every tick it claims what is due, batch after batch until nothing is left, and hands it
 * to the outbound queue. It runs inside the server by default and as its own process with `npm run worker`;
 * any number of them can share one PostgreSQL.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const now = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? 5000;
  const batchSize = options.batchSize ?? 2000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const reconcileMs = options.reconcileMs ?? 10 * 60_000;
  const periodicMs = options.periodicMs ?? 15 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // Not started, or asked to stop: only the loop of ticks looks at it. runDue() called directly (tests,
  // the benchmark) drains everything due, started or not, unless a stop was asked for.
  let stopped = true;
  let stopRequested = false;
  let lastReconcile = 0;
  let lastPeriodic = 0;

  async function runDue(): Promise<DispatchReport> {
    const total: DispatchReport = { claimed: 0, queued: 0, skipped: 0, cancelled: 0 };
    for (;;) {
      const batch = await dispatchDueBatch({
        services: options.services,
        defaultTimeZone: options.defaultTimeZone,
        now,
        batchSize,
        leaseSeconds,
        onError: options.onError,
      });
      total.claimed += batch.claimed;
      total.queued += batch.queued;
      total.skipped += batch.skipped;
      total.cancelled += batch.cancelled;
      if (batch.queued > 0) options.onQueued?.();
      if (batch.claimed < batchSize || stopRequested) return total;
    }
  }

  async function tick(): Promise<void> {
    const started = Date.now();
    try {
      if (started - lastReconcile >= reconcileMs) {
        lastReconcile = started;
        await options.services.occurrences.reconcile();
      }
      await runDue();
      // Consequences of readings whose process stopped between the commit and running them.
      if ((await options.services.readingConsequences.settleLapsed()) > 0) options.onQueued?.();
      // Crisis follow-ups whose time came (the question again, "no answer yet" to the caregivers).
      if ((await options.services.crisisFollowups.runDue()).steps > 0) options.onQueued?.();
      // Prepaid months: a waiting voucher told once, and 7 and 1 days before paid time ends.
      if ((await options.services.prepaidNotices.runDue()) > 0) options.onQueued?.();
      // A sensor that stopped uploading (once per gap), and stream messages held for quiet hours.
      const stream = options.services.nightscout.stream;
      if ((await stream.checkStopped()) + (await stream.runDue()) > 0) options.onQueued?.();
      if (options.periodic && started - lastPeriodic >= periodicMs) {
        lastPeriodic = started;
        await options.periodic();
      }
    } catch (error) {
      options.onError?.(error);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = inBackground(tick).finally(() => {
        running = undefined;
        schedule();
      });
    }, tickMs);
    timer.unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
      running = inBackground(tick).finally(() => {
        running = undefined;
        schedule();
      });
    },
    async stop() {
      stopped = true;
      stopRequested = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    runDue,
    reconcile: () => options.services.occurrences.reconcile(),
  };
}
