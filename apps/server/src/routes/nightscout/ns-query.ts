import type { EntriesQuery } from '@vitalia/services';

const MAX_COUNT = 10_000;

/** An instant given as epoch milliseconds or ISO-8601 text; null when absent or unreadable. */
function readInstant(raw: unknown): Date | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 40) return null;
  const at = /^\d{1,15}(\.\d+)?$/.test(raw) ? new Date(Number(raw)) : new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Nightscout's query of a list: `count` (default 10) and `find[<field>][$gte|$gt|$lte|$lt]` on the time
 * field (`date` for entries, `created_at` for treatments; `dateString` and `sysTime` too). The querystring
 * parser keeps bracketed keys flat, so they are read as written. Unknown filters are ignored, as a
 * follower app's extra conditions would be; an unreadable bound is no bound.
 */
export function readListQuery(query: unknown, timeFields: readonly string[]): EntriesQuery {
  const params = (query ?? {}) as Record<string, unknown>;
  const rawCount = typeof params.count === 'string' ? Number(params.count) : NaN;
  const count = Number.isSafeInteger(rawCount) && rawCount > 0 ? Math.min(rawCount, MAX_COUNT) : 10;
  const bound = (operators: string[]) => {
    for (const field of timeFields) {
      for (const operator of operators) {
        const at = readInstant(params[`find[${field}][${operator}]`]);
        if (at) return at;
      }
    }
    return null;
  };
  return { count, from: bound(['$gte', '$gt']), to: bound(['$lte', '$lt']) };
}
