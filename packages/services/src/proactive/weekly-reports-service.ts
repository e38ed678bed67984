import { compareSeverity, interpretReading, type Severity } from '@vitalia/domain';
import { addDays, todayInTimeZone } from '@vitalia/domain/schedules';
import { localDateRange } from '@vitalia/domain/local-time';
import type { Database } from '@vitalia/db';
import type { ReportReply } from '@vitalia/contracts/metrics';
import type { NotificationsService } from '../notifications-service';
import type { PatientAccess } from '../patient-access';
import type { ChartsService } from '../readings/charts-service';
import { composeWeeklyReport, describeWeek, type WeeklyExtras } from './weekly-report-text';

export interface WeeklyReport {
  week_start: string;
  week_end: string;
  created_at: string;
  text: string;
  summary: ReportReply;
}

function withoutExtras(summary: ReportReply & { extras?: WeeklyExtras }): ReportReply {
  const { extras: _extras, ...report } = summary;
  return report;
}

/** Readings of one metric a week can hold, at most (more than anyone logs by hand). */
const WEEK_READINGS = 500;

/**
 * The weekly report: on Monday at 08:00 local, the week before (Monday to Sunday) summarised per metric,
 * with glucose time in range, pressure categories, the weight change and medication adherence. Stored
 * once per week (the home panel shows the latest), and the bell says it is ready.
 */
export function createWeeklyReportsService({
  db,
  access,
  charts,
  notifications,
  now,
}: {
  db: Database;
  access: PatientAccess;
  charts: ChartsService;
  notifications: NotificationsService;
  now: () => Date;
}) {
  const { medicationDoses, readings } = db.repos;

  async function extrasOf(
    pacienteId: number,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<WeeklyExtras> {
    const range = localDateRange(from, to, timeZone);
    const [pressures, weights] = await Promise.all([
      readings.list(pacienteId, { metric: 'presion', range, limit: WEEK_READINGS }),
      readings.list(pacienteId, { metric: 'peso', range, limit: WEEK_READINGS }),
    ]);
    // The category the person is told in the chat and on the web (the one interpretation).
    const counts = new Map<string, { count: number; severity: Severity; standard: string }>();
    for (const reading of pressures) {
      if (reading.value2 === null) continue;
      const { category } = interpretReading({
        metric: 'presion',
        systolic: reading.value,
        diastolic: reading.value2,
        unit: 'mmHg',
      });
      if (!category) continue;
      const seen = counts.get(category.label);
      counts.set(category.label, {
        count: (seen?.count ?? 0) + 1,
        severity: category.severity,
        standard: category.standard.citedAs,
      });
    }
    // Newest first: the change is the last weight of the week minus the first.
    const weightChange = weights.length >= 2 ? weights[0]!.value - weights[weights.length - 1]!.value : null;
    return {
      pressureCategories: [...counts]
        .map(([label, seen]) => ({ label, ...seen }))
        .sort((a, b) => compareSeverity(b.severity, a.severity) || b.count - a.count),
      weightChange,
    };
  }

  return {
    /**
     * Builds and stores the report of the week that ended before `dueAt` (a Monday morning in the
     * person's zone); `created` is false when that week's report already existed (a retried run).
     */
    async generate(
      userId: number,
      dueAt: Date,
    ): Promise<{ text: string; weekStart: string; weekEnd: string; created: boolean }> {
      const patient = await access.resolve(userId, undefined, 'read');
      const weekEnd = addDays(todayInTimeZone(patient.timeZone, dueAt), -1);
      const weekStart = addDays(weekEnd, -6);
      const [summary, extras] = await Promise.all([
        charts.report(userId, { from: weekStart, to: weekEnd }),
        extrasOf(patient.pacienteId, weekStart, weekEnd, patient.timeZone),
      ]);
      const text = composeWeeklyReport(summary, extras);
      const at = now();
      const created = await medicationDoses.saveWeeklyReport({
        userId,
        weekStart,
        weekEnd,
        text,
        summary: { ...summary, extras },
        at,
      });
      if (created) {
        await notifications.notify(userId, {
          kind: 'report',
          title: 'Tu reporte semanal está listo',
          body: `Resumen de tus lecturas ${describeWeek(weekStart, weekEnd)}. Míralo en tu panel o imprímelo para tu médico.`,
          dedupeKey: `weekly:${userId}:${weekStart}`,
        });
      }
      return { text, weekStart, weekEnd, created };
    },

    async latest(userId: number): Promise<WeeklyReport | null> {
      const row = await medicationDoses.latestWeeklyReport(userId);
      return row
        ? {
            week_start: row.week_start,
            week_end: row.week_end,
            created_at: row.created_at.toISOString(),
            text: row.text,
            // The period report as the report endpoint gives it; the weekly extras are already in the text.
            summary: withoutExtras(row.summary as WeeklyReport['summary']),
          }
        : null;
    },
  };
}

export type WeeklyReportsService = ReturnType<typeof createWeeklyReportsService>;
