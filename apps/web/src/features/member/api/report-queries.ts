import { useQueries, useQuery } from '@tanstack/react-query';
import { fetchSeries, type DateRange } from './metrics-api';
import { METRICS_QUERY_KEY } from './metrics-queries';
import { fetchCgmReport, fetchLatestWeeklyReport, fetchPeriodReadings, fetchReport } from './report-api';
import { useSharedPatientId } from './shared-patient';

// Under the metrics key: a reading added or corrected on Mis métricas refreshes the report too.
const REPORT_KEY = [...METRICS_QUERY_KEY, 'report'] as const;

// A shared patient's report (paciente_id) is cached apart from the user's own: the last key part.
export function useReport(range: DateRange, enabled = true) {
  const pacienteId = useSharedPatientId();
  return useQuery({
    queryKey: [...REPORT_KEY, 'summary', range, pacienteId ?? 'own'],
    queryFn: ({ signal }) => fetchReport(range, signal, pacienteId),
    enabled,
  });
}

/** The sensor's (CGM) figures over the last 14 days of the period; its readings count 0 without a sensor. */
export function useCgmReport(range: DateRange, enabled = true) {
  const pacienteId = useSharedPatientId();
  return useQuery({
    queryKey: [...REPORT_KEY, 'cgm', range, pacienteId ?? 'own'],
    queryFn: ({ signal }) => fetchCgmReport(range, signal, pacienteId),
    enabled,
  });
}

export function usePeriodReadings(range: DateRange, enabled = true) {
  const pacienteId = useSharedPatientId();
  return useQuery({
    queryKey: [...REPORT_KEY, 'readings', range, pacienteId ?? 'own'],
    queryFn: ({ signal }) => fetchPeriodReadings(range, signal, pacienteId),
    enabled,
  });
}

/** Longer periods are drawn by day, so a year of readings stays a readable line on paper. */
export const reportAggregation = (days: number) => (days > 92 ? 'daily' : 'none');

/** One series per metric with readings in the period, for the report's charts. */
export function useReportSeries(metrics: readonly string[], range: DateRange, days: number) {
  const pacienteId = useSharedPatientId();
  return useQueries({
    queries: metrics.map((metric) => {
      const query = { metric, aggregation: reportAggregation(days), ...range } as const;
      return {
        queryKey: [...METRICS_QUERY_KEY, 'series', query, pacienteId ?? 'own'],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchSeries(query, signal, pacienteId),
      };
    }),
  });
}

/**
 * The latest weekly report. Quiet on failure: no retries (the endpoint may be missing on an older
 * server), and the card says so in a line of grey text.
 */
export const useLatestWeeklyReport = () =>
  useQuery({
    queryKey: ['member', 'weekly-report', 'latest'],
    queryFn: ({ signal }) => fetchLatestWeeklyReport(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Adherence of the last 7 and the last 30 local days, for the home panel. */
export function useAdherencePeriods(periods: { week: DateRange; month: DateRange } | null) {
  const week = useReport(periods?.week ?? { from: '', to: '' }, periods !== null);
  const month = useReport(periods?.month ?? { from: '', to: '' }, periods !== null);
  return { week, month };
}
