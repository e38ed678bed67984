import { describe, expect, it } from 'vitest';
import {
  badgeText,
  bellLabel,
  formatNotificationDateTime,
  formatNotificationTime,
  isCrisis,
} from './notification-format';

const MEXICO = 'America/Mexico_City';
const NOW = Date.parse('2025-06-10T20:00:00Z'); // 14:00 in Mexico City
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the bell’s badge and name', () => {
  it('shows no badge when nothing is unread, the count up to 9, then 9+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(31)).toBe('9+');
  });

  it('names the bell with the exact unread count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notificaciones');
    expect(bellLabel(1)).toBe('Notificaciones, 1 sin leer');
    expect(bellLabel(2)).toBe('Notificaciones, 2 sin leer');
    expect(bellLabel(12)).toBe('Notificaciones, 12 sin leer');
  });

  it('tells crisis notifications apart by their kind', () => {
    expect(isCrisis({ kind: 'crisis' })).toBe(true);
    expect(isCrisis({ kind: 'report' })).toBe(false);
  });
});

describe('when a notification arrived, in es-MX', () => {
  it('is relative within the last day', () => {
    expect(formatNotificationTime(before(0), NOW, MEXICO)).toBe('hace un momento');
    expect(formatNotificationTime(before(59_000), NOW, MEXICO)).toBe('hace un momento');
    expect(formatNotificationTime(before(MINUTE), NOW, MEXICO)).toBe('hace 1 minuto');
    expect(formatNotificationTime(before(5 * MINUTE + 30_000), NOW, MEXICO)).toBe('hace 5 minutos');
    expect(formatNotificationTime(before(HOUR), NOW, MEXICO)).toBe('hace 1 hora');
    expect(formatNotificationTime(before(23 * HOUR + 59 * MINUTE), NOW, MEXICO)).toBe('hace 23 horas');
  });

  it('reads as just now when the device clock is behind the server', () => {
    expect(formatNotificationTime(new Date(NOW + 30_000).toISOString(), NOW, MEXICO)).toBe('hace un momento');
  });

  it('is the local date and 24-hour time after a day, with the year only when it is another one', () => {
    expect(formatNotificationTime('2025-06-08T14:05:00Z', NOW, MEXICO)).toBe('8 jun, 08:05');
    expect(formatNotificationTime('2025-06-08T14:05:00Z', NOW, 'Asia/Tokyo')).toBe('8 jun, 23:05');
    // 1 January 03:00 UTC is still New Year's Eve in Mexico City.
    expect(formatNotificationTime('2025-01-01T03:00:00Z', NOW, MEXICO)).toBe('31 dic 2024, 21:00');
    expect(formatNotificationTime('2025-01-01T07:00:00Z', NOW, MEXICO)).toBe('1 ene, 01:00');
  });

  it('gives the full date for the tooltip, and nothing for a broken date', () => {
    expect(formatNotificationDateTime('2025-06-10T19:55:00Z', MEXICO)).toBe('10 jun 2025, 13:55');
    expect(formatNotificationTime('ayer', NOW, MEXICO)).toBe('');
    expect(formatNotificationDateTime('ayer', MEXICO)).toBe('');
  });
});
