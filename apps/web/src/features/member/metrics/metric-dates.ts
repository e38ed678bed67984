/**
 * Dates and times of the metrics page, in the user's time zone (profile `time_zone`), not the browser's:
 * the server counts `from`/`to` and buckets in that zone (CONTRACTS.md section 3, "Local dates and
 * buckets"), so the page must show and send the same local dates and times. Intl only, no date library,
 * so the metrics chunk stays small.
 */

const DAY_MS = 86_400_000;
/** Epoch values below this are seconds, not milliseconds (SPEC.md section 4, "Time values"). */
const SECONDS_BELOW = 1e12;

/** The browser's own zone, used when the profile's is unknown or not one Intl knows. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A point's time as epoch milliseconds: numbers below 1e12 are seconds; strings are ISO-8601. */
export function toEpochMs(time: number | string): number {
  if (typeof time === 'string') {
    const asNumber = Number(time);
    return time.trim() !== '' && Number.isFinite(asNumber) ? toEpochMs(asNumber) : Date.parse(time);
  }
  return Math.abs(time) < SECONDS_BELOW ? time * 1000 : time;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `timeZone` at an instant. */
function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The zone's offset from UTC at an instant, in milliseconds (e.g. -6 h for Mexico City). */
function offsetMs(epochMs: number, timeZone: string): number {
  const wall = wallClockAt(epochMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The local date ("YYYY-MM-DD") in `timeZone` at an instant. */
export function localDateAt(epochMs: number, timeZone: string): string {
  const wall = wallClockAt(epochMs, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The local date and the time of day ("HH:MM") in `timeZone` at an instant. */
export function localDateTimeAt(epochMs: number, timeZone: string): { date: string; time: string } {
  const wall = wallClockAt(epochMs, timeZone);
  return {
    date: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written "YYYY-MM-DD". */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Moves a calendar date by whole days ("2025-03-01" - 1 = "2025-02-28"). */
export function addDays(date: string, days: number): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS);
  return moved.toISOString().slice(0, 10);
}

/** How many days the chart shows by default, today included (the server's default range). */
export const DEFAULT_RANGE_DAYS = 30;

/** The default Desde / Hasta: the last 30 local days, today included. */
export function defaultRange(timeZone: string, now = Date.now()): { from: string; to: string } {
  const to = localDateAt(now, timeZone);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/**
 * The instant of a local date and time of day in `timeZone`. A time the clock skips (spring forward)
 * moves ahead by the gap; a repeated one (fall back) takes the earlier instant.
 */
export function zonedTimeToEpochMs(date: string, time: string, timeZone: string): number {
  const dateMatch = DATE_PATTERN.exec(date);
  const timeMatch = TIME_PATTERN.exec(time);
  if (!dateMatch || !timeMatch || !isIsoDate(date)) throw new RangeError(`not a local time: ${date} ${time}`);
  const asUtc = Date.UTC(
    Number(dateMatch[1]),
    Number(dateMatch[2]) - 1,
    Number(dateMatch[3]),
    Number(timeMatch[1]),
    Number(timeMatch[2]),
  );
  // The offsets half a day before and after cover any change of offset near this time.
  const offsets = [offsetMs(asUtc - DAY_MS / 2, timeZone), offsetMs(asUtc + DAY_MS / 2, timeZone)];
  const matching = offsets
    .map((offset) => asUtc - offset)
    .filter((candidate) => offsetMs(candidate, timeZone) === asUtc - candidate);
  if (matching.length > 0) return Math.min(...matching);
  // In a gap: read the time with the offset before the change, which lands past the gap.
  return asUtc - offsets[0]!;
}

/** Midnight at the start of a local date, and of the day after it (the end of the range). */
export function localDayBounds(date: string, timeZone: string): { start: number; end: number } {
  return {
    start: zonedTimeToEpochMs(date, '00:00', timeZone),
    end: zonedTimeToEpochMs(addDays(date, 1), '00:00', timeZone),
  };
}

/** Problems with a Desde / Hasta pair, in Spanish, or null when both are fine. */
export function findRangeProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'Elige las fechas Desde y Hasta.';
  if (from > to) return 'La fecha Desde debe ser anterior o igual a Hasta.';
  return null;
}
