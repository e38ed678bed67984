import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CheckoutChoice,
  cancelSubscription,
  fetchSubscriptionStatus,
  openPortal,
  simulateFailedPayment,
  startCheckout,
} from './payments-api';
import { NOTIFICATIONS_QUERY_KEY } from './notifications-queries';

export const SUBSCRIPTION_QUERY_KEY = ['member', 'subscription'] as const;

export const useSubscriptionStatus = () =>
  useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: ({ signal }) => fetchSubscriptionStatus(signal) });

/** Sends the browser to the address the server gave, or fails with the spec's message when none came. */
function goTo(url: string | undefined, missing: string) {
  if (!url) throw new Error(missing);
  window.location.assign(url);
}

export const useStartCheckout = () =>
  useMutation({
    mutationFn: async (choice?: CheckoutChoice) =>
      goTo((await startCheckout(choice))?.url, 'No recibí URL de Stripe.'),
  });

export const useOpenPortal = () =>
  useMutation({
    mutationFn: async () => goTo((await openPortal())?.url, 'No recibí URL del portal.'),
  });

/** Cancels at the period's end, then reads the status again (SPEC.md section 4). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) => cancelSubscription(subscriptionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  });
}

export function useSimulateFailedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateFailedPayment,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  });
}
