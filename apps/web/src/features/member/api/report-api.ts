import type {
  CgmReportReply,
  ReadingReply,
  ReadingsListReply,
  ReportReply,
} from '@vitalia/contracts/metrics';
import type { WeeklyReportReply } from '@vitalia/contracts/replies';
import { apiRequest } from '../../../lib/api-client';
import type { DateRange, PatientId } from './metrics-api';

export type { WeeklyReportReply };
export type WeeklyReport = NonNullable<WeeklyReportReply['report']>;

/** The most readings the printable report lists (the server's maximum per request). */
export const REPORT_READINGS_LIMIT = 500;

/** The summary of a period: per-metric figures, glucose time in range and medication adherence. */
export const fetchReport = ({ from, to }: DateRange, signal?: AbortSignal, pacienteId?: PatientId) =>
  apiRequest<ReportReply>('/health-metrics/api/report/', {
    query: { from, to, paciente_id: pacienteId },
    signal,
  });

/** The sensor's report: the 14-day glucose profile, time in ranges, CV, GMI and data sufficiency. */
export const fetchCgmReport = ({ from, to }: DateRange, signal?: AbortSignal, pacienteId?: PatientId) =>
  apiRequest<CgmReportReply>('/health-metrics/api/cgm/', {
    query: { from, to, paciente_id: pacienteId },
    signal,
  });

/** Every metric's readings of a period, newest first, up to {@link REPORT_READINGS_LIMIT}. */
export async function fetchPeriodReadings(
  { from, to }: DateRange,
  signal?: AbortSignal,
  pacienteId?: PatientId,
): Promise<ReadingReply[]> {
  const reply = await apiRequest<ReadingsListReply>('/health-metrics/api/readings/', {
    query: { from, to, limit: REPORT_READINGS_LIMIT, paciente_id: pacienteId },
    signal,
  });
  return reply?.readings ?? [];
}

/** The latest weekly report the bot sent, or null before the first one. */
export async function fetchLatestWeeklyReport(signal?: AbortSignal): Promise<WeeklyReport | null> {
  const reply = await apiRequest<WeeklyReportReply | null>('/health-users/weekly_reports/latest/', {
    signal,
  });
  return reply?.report ?? null;
}
