/** The bell (CONTRACTS.md section 3): `GET /health-users/notifications/`. */
export const NOTIFICATION_KINDS = [
  'crisis',
  'payment_failed',
  'alert',
  'report',
  'caregiver_alert',
  'phone_released',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  /** ISO-8601 (UTC). */
  created_at: string;
  read: boolean;
}

export interface NotificationsReply {
  unread: number;
  items: NotificationItem[];
}

export const NOTIFICATION_MESSAGES = { notFound: 'Notificación no encontrada.' } as const;
