import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReply } from '@vitalia/contracts/notifications';
import { withAllRead, withItemRead } from './notification-list-updates';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-api';

/** The bell's list; saving a reading invalidates it too, since a crisis value rings the bell. */
export const NOTIFICATIONS_QUERY_KEY = ['member', 'notifications'] as const;

/** How often the bell asks for news while the page is visible. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * The bell's list, polled every minute while the tab is visible (React Query pauses the interval on a
 * hidden page) and read again when the person comes back to the tab.
 */
export const useNotifications = () =>
  useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/**
 * A change to the list that shows at once (the badge drops as the item is opened), goes back if the
 * server refuses it, and ends with the server's list either way.
 */
function useNotificationsMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<void>,
  apply: (reply: NotificationsReply, variables: TVariables) => NotificationsReply,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationsReply>(NOTIFICATIONS_QUERY_KEY);
      if (previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, apply(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

export const useMarkNotificationRead = () =>
  useNotificationsMutation((id: number) => markNotificationRead(id), withItemRead);

export const useMarkAllNotificationsRead = () =>
  useNotificationsMutation(() => markAllNotificationsRead(), withAllRead);
