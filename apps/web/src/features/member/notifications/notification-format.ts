/** The bell's texts: pure, so they are tested without a browser. */
import type { NotificationItem } from '@vitalia/contracts/notifications';

const LOCALE = 'es-MX';

/** The badge on the bell: nothing when all is read, the count up to 9, then "9+". */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread < 1) return null;
  return unread > 9 ? '9+' : String(Math.floor(unread));
}

/** The bell's accessible name: "Notificaciones", or "Notificaciones, 2 sin leer". */
export function bellLabel(unread: number): string {
  return badgeText(unread) === null ? 'Notificaciones' : `Notificaciones, ${Math.floor(unread)} sin leer`;
}

/**
 * A crisis value (CONTRACTS.md section 6), the person's own or of someone they care for, is drawn apart:
 * red accent and an alert icon.
 */
export const isCrisis = (item: Pick<NotificationItem, 'kind'>) =>
  item.kind === 'crisis' || item.kind === 'caregiver_alert';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
const absoluteFormats = new Map<string, Intl.DateTimeFormat>();

function absoluteFormat(timeZone: string | undefined, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${withYear}`;
  let format = absoluteFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    absoluteFormats.set(key, format);
  }
  return format;
}

const yearIn = (epochMs: number, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(epochMs);

/** The full local date and time, for the tooltip: "10 jun 2025, 08:05". */
export function formatNotificationDateTime(createdAt: string, timeZone?: string): string {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? '' : absoluteFormat(timeZone, true).format(time);
}

/**
 * When a notification arrived, in Spanish (Mexico): "hace un momento", "hace 5 minutos", "hace 3 horas"
 * within the last day, else the local date and time ("10 jun, 08:05", with the year when it is not this
 * year's). `timeZone` defaults to the browser's.
 */
export function formatNotificationTime(createdAt: string, now: number, timeZone?: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return '';
  // A clock a little ahead of the server's still reads as just now.
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'hace un momento';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return absoluteFormat(timeZone, yearIn(time, timeZone) !== yearIn(now, timeZone)).format(time);
}
