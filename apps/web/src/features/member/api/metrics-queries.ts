import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Aggregation } from '@vitalia/contracts/metrics';
import {
  createReading,
  deleteReading,
  fetchOverview,
  fetchProfileTimeZone,
  fetchReadings,
  fetchSeries,
  updateReading,
  type DateRange,
  type NewReading,
  type ReadingChanges,
  type SeriesQuery,
} from './metrics-api';
import { NOTIFICATIONS_QUERY_KEY } from './notifications-queries';
import { useSharedPatientId } from './shared-patient';

/** Everything the metrics page reads lives under this key, so one invalidation refreshes it all. */
export const METRICS_QUERY_KEY = ['member', 'metrics'] as const;

// While new filters load, the charts and the list keep showing the last answer (with "Actualizando...").
// A shared patient's answers (paciente_id) are cached apart from the user's own: the last key part.
export function useSeries(query: SeriesQuery, enabled: boolean) {
  const pacienteId = useSharedPatientId();
  return useQuery({
    queryKey: [...METRICS_QUERY_KEY, 'series', query, pacienteId ?? 'own'],
    queryFn: ({ signal }) => fetchSeries(query, signal, pacienteId),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOverview(query: DateRange & { aggregation: Aggregation }, enabled: boolean) {
  const pacienteId = useSharedPatientId();
  return useQuery({
    queryKey: [...METRICS_QUERY_KEY, 'overview', query, pacienteId ?? 'own'],
    queryFn: ({ signal }) => fetchOverview(query, signal, pacienteId),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReadings(query: DateRange & { metric: string }, enabled: boolean) {
  const pacienteId = useSharedPatientId();
  return useQuery({
    queryKey: [...METRICS_QUERY_KEY, 'readings', query, pacienteId ?? 'own'],
    queryFn: ({ signal }) => fetchReadings(query, signal, pacienteId),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The user's time zone (profile `time_zone`): the server counts dates and buckets in it, so the page
 * shows and sends times in it too. Under the profile's key (PROFILE_QUERY_KEY, written out so this
 * chunk does not pull in the profile page's code), so saving the profile refreshes it.
 */
export const useProfileTimeZone = (enabled: boolean) =>
  useQuery({
    queryKey: ['member', 'profile', 'time-zone'],
    queryFn: ({ signal }) => fetchProfileTimeZone(signal),
    staleTime: 5 * 60_000,
    retry: 0,
    enabled,
  });

/** After a change the charts, the overview and the list reload; the mutation waits for that. */
function useMetricsMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  { ringsBell = false }: { ringsBell?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      // A new crisis value also adds a notification: the bell asks again, without holding up the form.
      if (ringsBell) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: METRICS_QUERY_KEY });
    },
  });
}

export function useCreateReading() {
  const pacienteId = useSharedPatientId();
  return useMetricsMutation((reading: NewReading) => createReading(reading, pacienteId), { ringsBell: true });
}

export const useUpdateReading = () =>
  useMetricsMutation(({ id, changes }: { id: number; changes: ReadingChanges }) =>
    updateReading(id, changes),
  );

export const useDeleteReading = () => useMetricsMutation((id: number) => deleteReading(id));
