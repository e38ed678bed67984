import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitationLink,
  fetchAccessLog,
  fetchOwnedShares,
  fetchSharedWithMe,
  inviteToShare,
  revokeShare,
} from './sharing-api';

/** Everything about sharing lives under this key: one invalidation refreshes every list. */
export const SHARING_QUERY_KEY = ['member', 'sharing'] as const;

export const useOwnedShares = () =>
  useQuery({
    queryKey: [...SHARING_QUERY_KEY, 'owned'],
    queryFn: async ({ signal }) => (await fetchOwnedShares(signal))?.shares ?? [],
  });

export const useAccessLog = () =>
  useQuery({
    queryKey: [...SHARING_QUERY_KEY, 'access-log'],
    queryFn: async ({ signal }) => (await fetchAccessLog(signal))?.items ?? [],
  });

export const useSharedWithMe = (enabled = true) =>
  useQuery({
    queryKey: [...SHARING_QUERY_KEY, 'shared-with-me'],
    queryFn: async ({ signal }) => (await fetchSharedWithMe(signal))?.people ?? [],
    enabled,
  });

function useSharingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHARING_QUERY_KEY }),
  });
}

export const useInvite = () => useSharingMutation(inviteToShare);
export const useRevokeShare = () => useSharingMutation(revokeShare);
export const useAcceptInvitationLink = () => useSharingMutation(acceptInvitationLink);
