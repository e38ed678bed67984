import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchNightscoutSite, renewNightscoutSecret } from './nightscout-api';

export const NIGHTSCOUT_QUERY_KEY = ['member', 'nightscout'] as const;

/** The address and its last upload; looked at again every 30 seconds while the page is open. */
export const useNightscoutSite = () =>
  useQuery({
    queryKey: NIGHTSCOUT_QUERY_KEY,
    queryFn: ({ signal }) => fetchNightscoutSite(signal),
    refetchInterval: 30_000,
  });

export const useRenewNightscoutSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await renewNightscoutSecret()).api_secret,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NIGHTSCOUT_QUERY_KEY }),
  });
};
