import { useQueries, useQuery } from '@tanstack/react-query';
import { fetchSeries, type DateRange } from './metrics-api';
import { METRICS_QUERY_KEY } from './metrics-queries';
import { fetchLatestWeeklyReport, fetchPeriodReadings, fetchReport } from './report-api';

// Under the metrics key: a reading added or corrected on Mis métricas refreshes the report too.
const REPORT_KEY = [...METRICS_QUERY_KEY, 'report'] as const;

export const useReport = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: [...REPORT_KEY, 'summary', range],
    queryFn: ({ signal }) => fetchReport(range, signal),
    enabled,
  });

export const usePeriodReadings = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: [...REPORT_KEY, 'readings', range],
    queryFn: ({ signal }) => fetchPeriodReadings(range, signal),
    enabled,
  });

/** Longer periods are drawn by day, so a year of readings stays a readable line on paper. */
export const reportAggregation = (days: number) => (days > 92 ? 'daily' : 'none');

/** One series per metric with readings in the period, for the report's charts. */
export const useReportSeries = (metrics: readonly string[], range: DateRange, days: number) =>
  useQueries({
    queries: metrics.map((metric) => {
      const query = { metric, aggregation: reportAggregation(days), ...range } as const;
      return {
        queryKey: [...METRICS_QUERY_KEY, 'series', query],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchSeries(query, signal),
      };
    }),
  });

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
