import { describe, expect, it } from 'vitest';
import type { NotificationsReply } from '@vitalia/contracts/notifications';
import { withAllRead, withItemRead } from './notification-list-updates';

const NOW = Date.parse('2025-06-10T20:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('marking notifications read in the cached list', () => {
  const reply: NotificationsReply = {
    unread: 2,
    items: [
      { id: 3, kind: 'crisis', title: 'A', body: 'a', created_at: before(MINUTE), read: false },
      { id: 2, kind: 'report', title: 'B', body: 'b', created_at: before(HOUR), read: false },
      { id: 1, kind: 'report', title: 'C', body: 'c', created_at: before(2 * HOUR), read: true },
    ],
  };

  it('marks one read and counts one fewer; an already read or unknown one changes nothing', () => {
    const after = withItemRead(reply, 3);
    expect(after.unread).toBe(1);
    expect(after.items.map((item) => item.read)).toEqual([true, false, true]);
    expect(reply.items[0]!.read).toBe(false);
    expect(withItemRead(reply, 1)).toBe(reply);
    expect(withItemRead(reply, 99)).toBe(reply);
  });

  it('marks them all read', () => {
    const after = withAllRead(reply);
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
  });
});
