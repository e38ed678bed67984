import type { ClaimedOccurrence, NewOccurrence, OccurrenceResult } from '@vitalia/db';
import { planOf, WEEKLY_REPORT_TIMING } from '@vitalia/domain/next-occurrence';
import {
  nextOccurrenceOf,
  type ComposedProactive,
  type ProactiveInput,
  type Services,
} from '@vitalia/services';
import {
  medicationReminder,
  readingReminder,
  reminderQuestion,
  weeklyReportMessage,
} from './reminder-messages';

/** An occurrence more than this late (the process was down) is skipped and recorded, never sent. */
export const LATE_LIMIT_MS = 60 * 60 * 1000;

export interface DispatchOptions {
  services: Services;
  defaultTimeZone: string;
  now: () => Date;
  batchSize: number;
  leaseSeconds: number;
  /** Told about an occurrence that failed on its own (logged by the app). */
  onError?: (error: unknown, occurrenceId: number) => void;
}

export interface DispatchReport {
  claimed: number;
  queued: number;
  skipped: number;
  cancelled: number;
}

const timingOf = (row: ClaimedOccurrence) =>
  row.kind === 'weekly_report'
    ? WEEKLY_REPORT_TIMING
    : row.frecuencia && row.hora
      ? { frecuencia: row.frecuencia, hora: row.hora, weekday: row.weekday, month_day: row.month_day }
      : null;

/**
 * The source's next occurrence after `after`. Never one with the same local time as the row just
 * handled: that key is taken, so the source would be left with no next firing at all.
 */
function nextAfter(
  handledLocalDue: string,
  source: Parameters<typeof nextOccurrenceOf>[0],
  defaultTimeZone: string,
  after: Date,
) {
  const next = nextOccurrenceOf(source, defaultTimeZone, after);
  return next.localDue === handledLocalDue ? nextOccurrenceOf(source, defaultTimeZone, next.dueAt) : next;
}

/** The wall-clock hour the occurrence is due at, read from its local due ("2026-11-24T08:00 Zone"). */
const localHour = (row: ClaimedOccurrence) => Number(row.local_due.slice(11, 13)) || 0;

/**
 * Claims one batch of due occurrences and hands each to the outbound queue: the message composed for the
 * person (free text in the 24-hour window, template outside; nothing after BAJA), reading reminders
 * leaving the metric expected, reminders paused when the plan is not running or the person opposed that use
 * (outcome `opted_out`), and anything more than an hour late skipped. Each recurring occurrence is replaced by its next one. Returns what it did.
 */
export async function dispatchDueBatch(options: DispatchOptions): Promise<DispatchReport> {
  const { services, defaultTimeZone, now } = options;
  const { occurrences } = services;
  const at = now();
  const claimed = await occurrences.claimDue(options.batchSize, options.leaseSeconds);
  const report: DispatchReport = { claimed: claimed.length, queued: 0, skipped: 0, cancelled: 0 };
  if (claimed.length === 0) return report;

  const zoneOf = (row: ClaimedOccurrence) => row.time_zone ?? defaultTimeZone;
  const running = await services.subscriptions.withRunningPlan(
    [...new Map(claimed.map((row) => [row.user_id, zoneOf(row)]))].map(([userId, timeZone]) => ({
      userId,
      timeZone,
    })),
  );

  // Opposition (privacy): reminders and the weekly report go only to people who allow that use.
  const people = [...new Set(claimed.map((row) => row.user_id))];
  const [remindersAllowed, reportsAllowed] = await Promise.all([
    services.privacy.allowedUsers(people, 'reminders'),
    services.privacy.allowedUsers(people, 'weekly_reports'),
  ]);

  const results: OccurrenceResult[] = [];
  const next: NewOccurrence[] = [];
  const outgoing: Array<ComposedProactive & { userId: number }> = [];
  const expected: Array<{ userId: number; metric: string; context?: string }> = [];
  const finish = (row: ClaimedOccurrence, state: OccurrenceResult['state'], outcome: string) =>
    results.push({ id: row.id, state, outcome });

  for (const row of claimed) {
    const timeZone = zoneOf(row);
    const timing = timingOf(row);
    const repeat = row.repeats_id !== null;
    // A schedule deleted, or changed (time or zone) since this row was computed: its new row fires instead.
    if (!repeat && (!timing || planOf(timing, timeZone) !== row.plan)) {
      finish(row, 'cancelled', timing ? 'changed' : 'schedule_gone');
      report.cancelled++;
      continue;
    }
    if (!repeat && timing) {
      const after = new Date(Math.max(row.due_at.getTime(), at.getTime() - LATE_LIMIT_MS));
      next.push(
        nextAfter(
          row.local_due,
          {
            kind: row.kind,
            source_key: row.source_key,
            user_id: row.user_id,
            time_zone: row.time_zone,
            alert_schedule_id: row.alert_schedule_id,
            medication_schedule_id: row.medication_schedule_id,
            medicamento_id: row.medicamento_id,
            ...timing,
          },
          defaultTimeZone,
          after,
        ),
      );
    }
    if (at.getTime() - row.due_at.getTime() > LATE_LIMIT_MS) {
      finish(row, 'skipped', 'late');
      report.skipped++;
      continue;
    }
    if (!(row.kind === 'weekly_report' ? reportsAllowed : remindersAllowed).has(row.user_id)) {
      finish(row, 'skipped', 'opted_out');
      report.skipped++;
      continue;
    }
    if (row.kind !== 'weekly_report' && !running.has(row.user_id)) {
      finish(row, 'skipped', 'no_plan');
      report.skipped++;
      continue;
    }
    const dedupeKey = `occ:${row.id}`;
    let input: ProactiveInput;
    if (row.kind === 'weekly_report') {
      // One person's report failing (their record is gone) must not hold back the batch.
      const weekly = await services.weeklyReports
        .generate(row.user_id, row.due_at)
        .catch((error: unknown) => {
          options.onError?.(error, row.id);
          return null;
        });
      if (!weekly) {
        finish(row, 'skipped', 'error');
        report.skipped++;
        continue;
      }
      input = weeklyReportMessage(weekly.text, dedupeKey);
    } else if (row.kind === 'medication_reminder') {
      input = medicationReminder(row.repeats_id ?? row.id, row.nombre ?? '', row.dosis, dedupeKey, repeat);
    } else {
      input = readingReminder(row.metric_key ?? 'glucosa', localHour(row), dedupeKey);
    }
    const composed = services.chat.composeProactive(
      // No phone: an account WhatsApp knows only by its BSUID is written to at its conversation's address.
      { first_name: row.first_name, telefono: row.telefono, phone_proven: row.phone_proven },
      row.wa_id === null
        ? null
        : {
            wa_id: row.wa_id,
            last_inbound_at: row.last_inbound_at,
            proactive_paused_at: row.proactive_paused_at,
          },
      input,
    );
    if (typeof composed === 'string') {
      finish(row, 'skipped', composed);
      report.skipped++;
      continue;
    }
    outgoing.push({ ...composed, userId: row.user_id });
    if (row.kind === 'reading_reminder' && row.metric_key)
      expected.push({ userId: row.user_id, ...reminderQuestion(row.metric_key, localHour(row)) });
    finish(row, 'sent', 'queued');
    report.queued++;
  }

  // Queued first: a crash before the rows below are marked leaves the claims to run out, and the next
  // claim finds the messages already queued under the same keys.
  await services.chat.queueProactiveMany(outgoing);
  await services.chat.recordReminders(expected);
  await occurrences.complete(results, next);
  return report;
}
