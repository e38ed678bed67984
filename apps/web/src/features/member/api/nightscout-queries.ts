import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchNightscoutSite,
  fetchStreamSettings,
  renewNightscoutSecret,
  saveStreamSettings,
} from './nightscout-api';

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

export const STREAM_SETTINGS_QUERY_KEY = ['member', 'nightscout', 'settings'] as const;

export const useStreamSettings = () =>
  useQuery({ queryKey: STREAM_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => fetchStreamSettings(signal) });

export const useSaveStreamSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStreamSettings,
    onSuccess: (saved) => queryClient.setQueryData(STREAM_SETTINGS_QUERY_KEY, saved),
  });
};
