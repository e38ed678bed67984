/** Date and time in the browser's own zone, as people read them in Mexico ("12 jun 2026, 08:30"). */
export function formatLocalDateTime(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
