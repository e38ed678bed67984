/**
 * Stores what concurrent webhooks bring in few INSERTs: while `lanes` inserts run, the messages of the
 * requests that arrive meanwhile wait together for the next free lane. Each request is answered only after
 * its own messages are stored, so an acknowledged message is never lost; under load there are far fewer
 * round trips to the database than requests.
 */
export function createGroupCommit<T>(store: (items: T[]) => Promise<unknown>, maxBatch = 500, lanes = 3) {
  const waiting: Array<{ items: T[]; done: () => void; failed: (error: unknown) => void }> = [];
  let running = 0;

  async function drain(): Promise<void> {
    running += 1;
    while (waiting.length > 0) {
      const batch: typeof waiting = [];
      let size = 0;
      while (waiting.length > 0 && (batch.length === 0 || size + waiting[0]!.items.length <= maxBatch)) {
        const next = waiting.shift()!;
        batch.push(next);
        size += next.items.length;
      }
      try {
        await store(batch.flatMap((entry) => entry.items));
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    running -= 1;
  }

  return (items: T[]): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ items, done: resolve, failed: reject });
      if (running < lanes) void drain();
    });
}

export type GroupCommit<T> = ReturnType<typeof createGroupCommit<T>>;
