import type { DeviceGlucoseRow } from '@vitalia/db';

/** A stored device glucose as Nightscout's API v1 answers an entry (followers and watch faces read it). */
export interface EntryReply {
  _id: string;
  type: 'sgv' | 'mbg';
  sgv?: number;
  mbg?: number;
  date: number;
  dateString: string;
  sysTime: string;
  direction?: string;
  utcOffset: number;
}

/** A 24-hex id in the shape of a Mongo ObjectId, which some clients expect of `_id`. */
export const objectIdOf = (id: number) => id.toString(16).padStart(24, '0');

/**
 * The trend arrow from the change per minute since the previous sensor value, with Nightscout's own
 * thresholds (mg/dL per minute). The stored reading keeps no arrow: it is worked out when read.
 */
export function directionOf(perMinute: number): string {
  if (perMinute > 3.5) return 'DoubleUp';
  if (perMinute > 2) return 'SingleUp';
  if (perMinute > 1) return 'FortyFiveUp';
  if (perMinute >= -1) return 'Flat';
  if (perMinute >= -2) return 'FortyFiveDown';
  if (perMinute >= -3.5) return 'SingleDown';
  return 'DoubleDown';
}

/** A gap longer than this between two sensor values gives no arrow. */
const TREND_GAP_MS = 15 * 60_000;

/** Rows newest first; `older` is the sensor value just before the last row, if any. */
export function entriesOf(rows: readonly DeviceGlucoseRow[], older?: DeviceGlucoseRow): EntryReply[] {
  const sensor = rows.filter((row) => row.source === 'cgm');
  if (older) sensor.push(older);
  const previous = new Map(sensor.slice(0, -1).map((row, index) => [row.id, sensor[index + 1]!]));
  return rows.map((row) => {
    const at = row.measured_at.getTime();
    const iso = row.measured_at.toISOString();
    const base = { _id: objectIdOf(row.id), date: at, dateString: iso, sysTime: iso, utcOffset: 0 };
    if (row.source === 'meter') return { ...base, type: 'mbg' as const, mbg: row.value };
    const before = previous.get(row.id);
    const gap = before ? at - before.measured_at.getTime() : 0;
    const direction =
      before && gap > 0 && gap <= TREND_GAP_MS
        ? directionOf(((row.value - before.value) / gap) * 60_000)
        : undefined;
    return { ...base, type: 'sgv' as const, sgv: row.value, ...(direction ? { direction } : {}) };
  });
}
