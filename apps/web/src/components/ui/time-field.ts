/**
 * Reads what a person types as a time of day into 24 h "HH:MM": "7" → "07:00", "730" → "07:30",
 * "7.5" → "07:05", "21:30" stays. Returns the input unchanged when it is not a time, so validation can say so.
 */
export function normalizeTimeOfDay(raw: string): string {
  const text = raw.trim().replace(/\s*h(r?s?)?$/i, '');
  // Three or four bare digits are hours and minutes ("730", "0730"); otherwise hours, then minutes after a separator.
  const match = /^(\d{1,2})(\d{2})$/.exec(text) ?? /^(\d{1,2})(?:[:.h ](\d{1,2}))?$/.exec(text);
  if (!match) return raw;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return raw;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
