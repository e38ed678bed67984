/**
 * The bell's cached list after it is marked read, shown before the server confirms
 * (notifications-queries.ts); pure, so they are tested without a browser.
 */
import type { NotificationsReply } from '@vitalia/contracts/notifications';

/** The list after one notification was opened: read, and one fewer unread if it was new. */
export function withItemRead(reply: NotificationsReply, id: number): NotificationsReply {
  const item = reply.items.find((candidate) => candidate.id === id);
  if (!item || item.read) return reply;
  return {
    unread: Math.max(0, reply.unread - 1),
    items: reply.items.map((candidate) => (candidate.id === id ? { ...candidate, read: true } : candidate)),
  };
}

/** The list after "Marcar todas como leídas". */
export function withAllRead(reply: NotificationsReply): NotificationsReply {
  return { unread: 0, items: reply.items.map((item) => (item.read ? item : { ...item, read: true })) };
}
