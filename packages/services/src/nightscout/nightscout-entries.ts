import {
  NIGHTSCOUT_LIMITS,
  NIGHTSCOUT_MESSAGES,
  readEntries,
  type NightscoutEntry,
} from '@vitalia/contracts/nightscout';
import type { Database, ReadingSource } from '@vitalia/db';
import { InvalidInputError } from '../errors';
import type { ReadingConsequences } from '../readings/reading-consequences';
import { findImplausibility, findTimeProblem, resolveMetric } from '../readings/reading-rules';
import type { CheckedReading, RecordReadings } from '../readings/record-readings';
import { entriesOf, type EntryReply } from './entry-shape';
import type { AuthorizedSite } from './nightscout-sites';
import type { CgmStream } from './cgm-stream';

/** A query of entries: newest first, `count` of them, optionally between two instants. */
export interface EntriesQuery {
  count: number;
  from: Date | null;
  to: Date | null;
}

/** Readings stored per transaction: one upload of 20,000 entries is a few statements. */
const BATCH = 5_000;

const SOURCE_OF: Record<NightscoutEntry['type'], ReadingSource> = { sgv: 'cgm', mbg: 'meter' };

/** The uploaded entries as Nightscout echoes them (without the stored ids: a re-sent entry has none). */
function echo(entry: NightscoutEntry) {
  const iso = new Date(entry.date).toISOString();
  return {
    type: entry.type,
    [entry.type]: entry.value,
    date: entry.date,
    dateString: iso,
    sysTime: iso,
    ...(entry.direction ? { direction: entry.direction } : {}),
    ...(entry.device ? { device: entry.device } : {}),
  };
}

/**
 * Entries (sensor and meter glucose) of a Nightscout-compatible site. Every value goes through the
 * record-readings use case, which stores a checked batch in one transaction and owes its consequences
 * (crisis bell and caregivers only for values of the last day, smart alerts) until they are settled.
 */
export function createNightscoutEntries({
  db,
  recordReadings,
  consequences,
  stream,
  now,
}: {
  db: Database;
  recordReadings: RecordReadings;
  consequences: ReadingConsequences;
  stream?: CgmStream;
  now: () => Date;
}) {
  const glucose = resolveMetric('glucosa', undefined).definition;

  return {
    /**
     * Stores the sensor and meter values of an upload; malformed entries are refused one by one (the
     * reasons go back when nothing could be stored), other types are ignored, and a value already stored
     * for the same type and instant is not stored again. Answers the entries taken.
     */
    async upload({ site, patient }: AuthorizedSite, body: unknown) {
      const read = readEntries(body);
      if (typeof read === 'string') throw new InvalidInputError(read);
      const at = now();
      const refused = [...read.refused];
      const taken: NightscoutEntry[] = [];
      const bySource = new Map<ReadingSource, CheckedReading[]>();
      const directions = new Map<number, string>();
      for (const { index, ...entry } of read.entries) {
        const measuredAt = new Date(entry.date);
        const problem = findTimeProblem(measuredAt, at) ?? findImplausibility(glucose, entry.value, null);
        if (problem) {
          refused.push({ index, detail: problem });
          continue;
        }
        const source = SOURCE_OF[entry.type];
        if (entry.direction) directions.set(entry.date, entry.direction);
        const batch = bySource.get(source) ?? [];
        batch.push({
          metric: 'glucosa',
          value: entry.value,
          value2: null,
          unit: glucose.unit,
          measuredAt,
          source,
          context: null,
          note: null,
        });
        bySource.set(source, batch);
        taken.push(entry);
      }
      if (taken.length === 0 && refused.length > 0) {
        refused.sort((a, b) => a.index - b.index);
        const reasons = refused.slice(0, 5).map((r) => NIGHTSCOUT_MESSAGES.entry(r.index, r.detail));
        throw new InvalidInputError(`${NIGHTSCOUT_MESSAGES.noneStored} ${reasons.join(' ')}`);
      }
      const owed: Array<number | null> = [];
      let inserted = 0;
      for (const [source, readings] of bySource) {
        for (let start = 0; start < readings.length; start += BATCH) {
          const result = await recordReadings.recordChecked(
            patient,
            readings.slice(start, start + BATCH),
            source,
            directions,
          );
          inserted += result.inserted;
          owed.push(result.consequencesId);
        }
      }
      await consequences.settle(owed);
      // The person's episode messages owed by this upload go now (those held for quiet hours wait).
      if (inserted > 0) await stream?.runDue();
      const newest = taken.reduce<NightscoutEntry | null>(
        (best, entry) => (best && best.date >= entry.date ? best : entry),
        null,
      );
      if (taken.length > 0)
        await db.repos.nightscout.noteUpload(site.paciente_id, at, newest?.device ?? null);
      return { entries: taken.map(echo), inserted, refused: refused.length };
    },

    /** The newest entries first, in Nightscout's shape, with the trend arrow worked out. */
    async list(
      { patient }: AuthorizedSite,
      kind: 'all' | 'sgv' | 'mbg',
      query: EntriesQuery,
    ): Promise<EntryReply[]> {
      const sources: Array<'cgm' | 'meter'> =
        kind === 'sgv' ? ['cgm'] : kind === 'mbg' ? ['meter'] : ['cgm', 'meter'];
      const count = Math.min(Math.max(query.count, 1), NIGHTSCOUT_LIMITS.listed);
      const rows = await db.repos.nightscout.deviceGlucose(patient.pacienteId, {
        sources,
        from: query.from,
        to: query.to,
        count: count + 1,
      });
      const older = rows.length > count ? rows.pop() : undefined;
      return entriesOf(rows, older?.source === 'cgm' ? older : undefined);
    },
  };
}

export type NightscoutEntries = ReturnType<typeof createNightscoutEntries>;
