import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPrivacy, savePurposes } from './privacy-api';

export const PRIVACY_QUERY_KEY = ['member', 'privacy'] as const;

/** "Usos de mis datos" and "Historial de consentimientos" on Mi Perfil. */
export function usePrivacy(enabled: boolean) {
  return useQuery({
    queryKey: PRIVACY_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) => fetchPrivacy(signal),
  });
}

/** Allows or opposes one use; the cache takes what the server stored (with the new consent record). */
export function useSavePurposes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePurposes,
    onSuccess: (saved) => queryClient.setQueryData(PRIVACY_QUERY_KEY, saved),
  });
}
