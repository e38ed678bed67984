import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPayLink, fetchPayLinkPayments } from './pay-links-api';

export const PAY_LINK_PAYMENTS_QUERY_KEY = ['member', 'pay-links'] as const;

/** Who paid the person's time from a pay link, and how many links are still open. */
export const usePayLinkPayments = () =>
  useQuery({ queryKey: PAY_LINK_PAYMENTS_QUERY_KEY, queryFn: ({ signal }) => fetchPayLinkPayments(signal) });

/** Makes a new link (shown once: only its hash is kept), then reads the open links again. */
export function useCreatePayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAY_LINK_PAYMENTS_QUERY_KEY }),
  });
}
