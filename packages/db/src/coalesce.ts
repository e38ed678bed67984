export interface CoalesceOptions<I> {
  /** The most a batch holds, counted with `sizeOf` (default: one per item). */
  maxBatch?: number;
  /**
   * Batches run at once (default 1); calls made while they all run wait together for the next free one.
   * One lane makes the fullest batches: under the chat's load, two halved each batch and the statements
   * of two batches waited on each other, and the pipeline answered fewer messages a second.
   */
  lanes?: number;
  sizeOf?: (item: I) => number;
}

interface Waiting<I, O> {
  item: I;
  done: (result: O) => void;
  failed: (error: unknown) => void;
}

/**
 * Turns many concurrent calls of one statement into few: while `lanes` batches run, the calls that arrive
 * meanwhile wait together and go in the next one, as one multi-row statement (`runMany`, which returns a
 * result per item, in order). Alone, a call runs at once; under load each batch carries what arrived
 * during the last, so round trips and commits per item fall as load grows. Each caller gets its own
 * item's result. A batch that fails runs its items again one by one, so one bad item fails only its own
 * caller. `runMany` runs on the pool, not in a transaction, and must be safe to run again for items it
 * wrote before failing: each statement is all or nothing, and the writes are keyed (a reply's dedupe key,
 * a reading's unique keys), so an item written twice is written once.
 */
export function coalesce<I, O>(
  runMany: (items: I[]) => Promise<O[]>,
  options: CoalesceOptions<I> = {},
): (item: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 500;
  const lanes = options.lanes ?? 1;
  const sizeOf = options.sizeOf ?? (() => 1);
  const waiting: Waiting<I, O>[] = [];
  let running = 0;

  async function run(batch: Waiting<I, O>[]): Promise<void> {
    const results = await runMany(batch.map((entry) => entry.item));
    if (results.length !== batch.length) throw new Error('A batched statement must return a result per item');
    batch.forEach((entry, index) => entry.done(results[index]!));
  }

  async function drain(): Promise<void> {
    running += 1;
    while (waiting.length > 0) {
      const batch: Waiting<I, O>[] = [];
      let size = 0;
      while (waiting.length > 0 && (batch.length === 0 || size + sizeOf(waiting[0]!.item) <= maxBatch)) {
        const next = waiting.shift()!;
        batch.push(next);
        size += sizeOf(next.item);
      }
      try {
        await run(batch);
      } catch (error) {
        if (batch.length === 1) batch[0]!.failed(error);
        else for (const entry of batch) await run([entry]).catch((alone: unknown) => entry.failed(alone));
      }
    }
    running -= 1;
  }

  return (item: I): Promise<O> =>
    new Promise<O>((done, failed) => {
      waiting.push({ item, done, failed });
      if (running < lanes) void drain();
    });
}

/**
 * Splits items so that no key appears twice in one part, keeping each key's items in order: for
 * statements that may touch a row once (an upsert, an update joined to its input).
 */
export function distinctByKey<I>(items: readonly I[], keyOf: (item: I) => unknown): I[][] {
  const parts: I[][] = [];
  const counts = new Map<unknown, number>();
  for (const item of items) {
    const key = keyOf(item);
    // The n-th item of a key goes to the n-th part: once per part, in order.
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    (parts[index] ??= []).push(item);
  }
  return parts;
}
