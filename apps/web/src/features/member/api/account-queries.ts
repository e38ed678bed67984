import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from './member-api';

/** The account alone (names, e-mail), for what every page shows: the header's name, "Completa tu cuenta". */
export const ACCOUNT_QUERY_KEY = ['member', 'account'] as const;

export const useAccount = () =>
  useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 5 * 60_000,
  });
