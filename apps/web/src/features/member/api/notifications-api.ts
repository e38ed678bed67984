import type { NotificationsReply } from '@vitalia/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';

const NOTIFICATIONS = '/health-users/notifications';

/** The bell (CONTRACTS.md section 3): unread count and the newest items, newest first. */
export const fetchNotifications = (signal?: AbortSignal) =>
  apiRequest<NotificationsReply>(`${NOTIFICATIONS}/`, { signal });

export const markNotificationRead = (id: number) =>
  apiRequest<void>(`${NOTIFICATIONS}/${id}/read/`, { method: 'POST' });

export const markAllNotificationsRead = () => apiRequest<void>(`${NOTIFICATIONS}/read/`, { method: 'POST' });
