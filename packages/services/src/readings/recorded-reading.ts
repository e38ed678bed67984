import {
  glucoseBeyondMeter,
  isReadingContext,
  type Interpretation,
  type Reading,
  type ReadingFeedback,
  type SymptomCode,
} from '@vitalia/domain';
import type { NewReading, ReadingRow, ReadingSource } from '@vitalia/db';
import type { DomainError } from '../errors';
import type { PatientScope } from '../patient-access';

// What the record-readings use case takes and gives: where readings come from, a checked reading, a
// stored one with its judgement, and the pure helpers it judges them with.

/** Sources where a person typed the value (the web form, the chat). */
export const TYPED_SOURCES: ReadonlySet<ReadingSource> = new Set(['web', 'whatsapp']);

/** Where readings came from; chat readings carry their message id so a redelivery stores nothing. */
export interface ReadingOrigin {
  source: ReadingSource;
  inboundMessageId?: string;
  /**
   * Symptoms said with the readings (a chat message: "tengo 280 y vomito"): warning signs make a high
   * value an emergency, for the reply, the bell and the caregivers alike.
   */
  signs?: readonly SymptomCode[];
  /**
   * The chat read, as its turn began, that none of the person's crisis follow-ups was open: it is not
   * looked up again (a crisis among these readings still opens one).
   */
  noFollowupOpen?: boolean;
}

/**
 * Bulk sources tell the bell and the caregivers only about crisis values of the last day: an import, and
 * device uploads, which re-send days of values (Juggluco its last days, xDrip+ after a gap).
 */
export const BULK_CRISIS_WINDOW_MS = 24 * 3_600_000;
export const BULK_SOURCES: ReadonlySet<ReadingSource> = new Set(['import', 'cgm', 'meter']);
/** A sensor sends a value every few minutes: the bell hears once per episode (stream-episodes.ts). */
export const STREAM_SOURCES: ReadonlySet<ReadingSource> = new Set(['cgm']);

/** A stored reading with what the domain concluded about it (classified once, here). */
export interface RecordedReading {
  row: ReadingRow;
  interpretation: Interpretation;
  /** The web's and the bell's layout of the interpretation; null when no standard applies. */
  feedback: ReadingFeedback | null;
}

export interface RecordResult {
  patient: PatientScope;
  /** In the order given; each with its index in the input. */
  stored: Array<RecordedReading & { index: number }>;
  /** Readings refused by the rules (implausible, in the future, a duplicate...), by input index. */
  refused: Array<{ index: number; error: DomainError }>;
  /** The consequences still owed, when the caller settles them itself (`settle: 'caller'`). */
  consequencesId: number | null;
}

/** A reading that passed every rule, ready to store. */
export type CheckedReading = Omit<NewReading, 'pacienteId' | 'enteredByUserId'>;

/** The domain's view of a stored reading. */
export function asDomainReading(row: ReadingRow): Reading {
  const context = row.context && isReadingContext(row.context) ? row.context : undefined;
  if (row.metric === 'presion')
    return { metric: 'presion', systolic: row.value, diastolic: row.value2 ?? 0, unit: 'mmHg', context };
  return row.beyond_range
    ? { metric: row.metric, value: row.value, unit: row.unit, context, beyondRange: row.beyond_range }
    : { metric: row.metric, value: row.value, unit: row.unit, context };
}

/** A glucose beyond the meter's range: said as a meter word, or a number in mg/dL past its ends. */
export function beyondMeterRange(
  metric: string,
  unit: string,
  value: number,
  { said, typed }: { said?: 'HI' | 'LO'; typed: boolean },
): 'HI' | 'LO' | null {
  if (metric !== 'glucosa') return null;
  if (said) return said;
  return typed && unit === 'mg/dL' ? glucoseBeyondMeter(value) : null;
}
