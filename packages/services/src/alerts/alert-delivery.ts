import type { AlertEpisodeRow, Database } from '@vitalia/db';
import type { ChatService } from '../chat/chat-service';
import type { NotificationsService } from '../notifications-service';

/** What an episode's detail carries for delivery (written when it opened). */
interface StoredNotice {
  title: string;
  text: string;
}

function readNotice(detail: unknown): StoredNotice | null {
  const record = detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : null;
  if (typeof record?.title !== 'string' || typeof record.text !== 'string') return null;
  return { title: record.title, text: record.text };
}

/** The one key of an episode's chat message and bell item: delivering twice queues and rings once. */
export const alertDedupeKey = (episodeId: number) => `alert:${episodeId}`;

/**
 * Tells a person about an episode that just opened: by chat (nothing after BAJA: the chat service answers
 * 'paused') and in the bell, which rings even after BAJA, since BAJA stops messages the product starts in
 * the chat, not what the person sees when they open the site. Safe to run again for the same episode
 * (both are keyed by it), so an interrupted delivery is simply finished later.
 */
export function createAlertDelivery({
  db,
  chat,
  notifications,
  now,
}: {
  db: Database;
  chat: ChatService;
  notifications: NotificationsService;
  now: () => Date;
}) {
  return async function deliverAlert(episode: AlertEpisodeRow): Promise<void> {
    const notice = readNotice(episode.detail);
    if (notice) {
      const dedupeKey = alertDedupeKey(episode.id);
      await chat.sendProactive(episode.user_id, {
        dedupeKey,
        message: { type: 'text', text: notice.text },
        template: 'alert',
        templateParams: [notice.text],
      });
      await notifications.notify(episode.user_id, {
        kind: 'alert',
        title: notice.title,
        body: notice.text,
        dedupeKey,
      });
    }
    await db.repos.alertEpisodes.markNotified(episode.id, now());
  };
}

export type DeliverAlert = ReturnType<typeof createAlertDelivery>;
