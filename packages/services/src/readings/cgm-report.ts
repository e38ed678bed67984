import type { CgmReportReply, DateRangeQuery } from '@vitalia/contracts/metrics';
import {
  AGP,
  CGM_THRESHOLDS,
  CV_TARGET,
  GMI,
  SOURCES,
  assessCgmSufficiency,
  cgmWindow,
  coefficientOfVariation,
  detectSensorInterval,
  evaluateCgmTargets,
  glucoseManagementIndicator,
  timeInRanges,
  type SourceId,
} from '@vitalia/domain';
import type { Database } from '@vitalia/db';
import type { PatientAccess } from '../patient-access';
import { resolveLocalRange } from './date-range';

/** The period the printable report and the metrics page ask for by default (their own default). */
export const DEFAULT_CGM_DAYS = 14;

/**
 * The sensor's report of a period: the ambulatory glucose profile, time in the five ranges with the
 * consensus targets, CV, GMI and whether there is enough data, over the last 14 local days of the
 * period. Percentiles and counts run in SQL (14 days of a 5-minute sensor are 4,032 rows); the domain
 * turns the figures into metrics and names their sources.
 */
export function createCgmReportService({
  db,
  access,
  now,
}: {
  db: Database;
  access: PatientAccess;
  now: () => Date;
}) {
  const { readings } = db.repos;

  return {
    async report(actorUserId: number, query: DateRangeQuery, pacienteId?: number): Promise<CgmReportReply> {
      const patient = await access.resolve(actorUserId, pacienteId, 'read', 'cgm');
      const clock = now();
      const period = resolveLocalRange(query, patient.timeZone, clock, DEFAULT_CGM_DAYS);
      const window = cgmWindow(period.from, period.to);
      const range = resolveLocalRange(window, patient.timeZone, clock, DEFAULT_CGM_DAYS);
      const [summary, profile] = await Promise.all([
        readings.cgmSummary(patient.pacienteId, range, CGM_THRESHOLDS, patient.timeZone),
        readings.cgmProfile(patient.pacienteId, range, patient.timeZone, AGP.bucketMinutes),
      ]);

      const interval = detectSensorInterval(summary.median_gap);
      // A window that ends today could not have readings after now.
      const elapsedMinutes = Math.max(
        0,
        (Math.min(range.end.getTime(), clock.getTime()) - range.start.getTime()) / 60_000,
      );
      const sufficiency = assessCgmSufficiency({
        windowDays: window.days,
        elapsedMinutes,
        daysWithData: summary.days_with_data,
        slots5: summary.slots5,
        slots15: summary.slots15,
        interval,
      });
      const hasData = summary.count > 0;
      const shares = hasData ? timeInRanges(summary) : null;
      const cv =
        summary.mean !== null && summary.sd !== null
          ? coefficientOfVariation(summary.mean, summary.sd)
          : null;
      const targets = shares ? evaluateCgmTargets(shares) : [];
      const cited = new Set<SourceId>([
        CGM_THRESHOLDS.source,
        CV_TARGET.source,
        GMI.source,
        AGP.source,
        ...targets.map((target) => target.source),
      ]);

      return {
        from: window.from,
        to: window.to,
        period_from: period.from,
        period_to: period.to,
        time_zone: patient.timeZone,
        days: window.days,
        readings: summary.count,
        days_with_data: summary.days_with_data,
        interval_minutes: interval,
        expected_readings: sufficiency.expectedReadings,
        captured_readings: sufficiency.capturedReadings,
        share_of_expected: sufficiency.share,
        enough_data: sufficiency.enough,
        mean: summary.mean,
        sd: summary.sd,
        cv,
        cv_target: {
          max_percent: CV_TARGET.maxPercent,
          met: cv === null ? null : cv <= CV_TARGET.maxPercent,
          source: CV_TARGET.source,
        },
        gmi: sufficiency.enough && summary.mean !== null ? glucoseManagementIndicator(summary.mean) : null,
        gmi_unavailable: sufficiency.gmiUnavailable,
        time_in_ranges: shares,
        targets,
        bucket_minutes: AGP.bucketMinutes,
        profile,
        sources: [...cited].map((id) => ({ id, ...SOURCES[id] })),
      };
    },
  };
}

export type CgmReportService = ReturnType<typeof createCgmReportService>;
