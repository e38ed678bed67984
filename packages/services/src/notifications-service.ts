import type { NotificationKind, NotificationsReply } from '@vitalia/contracts/notifications';
import { NOTIFICATION_MESSAGES } from '@vitalia/contracts/notifications';
import type { Database } from '@vitalia/db';
import { NotFoundError } from './errors';

/** How many notifications the bell lists. */
export const NOTIFICATIONS_LISTED = 30;

/** The bell: what the product tells a person, newest first, with what they have not read yet. */
export function createNotificationsService({ db, now }: { db: Database; now: () => Date }) {
  const { notifications } = db.repos;
  return {
    async list(userId: number): Promise<NotificationsReply> {
      const [rows, unread] = await Promise.all([
        notifications.list(userId, NOTIFICATIONS_LISTED),
        notifications.countUnread(userId),
      ]);
      return {
        unread,
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          created_at: row.created_at.toISOString(),
          read: row.read_at !== null,
        })),
      };
    },

    async markRead(userId: number, id: number): Promise<void> {
      if (!(await notifications.markRead(userId, id, now()))) {
        throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
      }
    },

    async markAllRead(userId: number): Promise<void> {
      await notifications.markAllRead(userId, now());
    },

    /** Rings the bell once per `dedupeKey` (a retried event never rings twice). */
    async notify(
      userId: number,
      notification: {
        kind: NotificationKind;
        title: string;
        body: string;
        dedupeKey?: string;
        /** The patient it tells about, when not the reader: it goes with that patient's data. */
        aboutPacienteId?: number;
      },
    ): Promise<void> {
      await notifications.insert({
        userId,
        ...notification,
        dedupeKey: notification.dedupeKey ?? null,
        at: now(),
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
