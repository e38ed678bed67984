import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: its statements (and those of everything it starts) give way to a
 * request's on the embedded database. For the workers' rounds (the chat's queues, the scheduler).
 */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Urgent statements that may pass waiting background ones before one of those runs. */
const URGENT_IN_A_ROW = 4;

interface Waiting {
  exclusive: boolean;
  start: () => Promise<unknown>;
}

export interface StatementQueueOptions {
  /**
   * Plain statements handed on at once. The embedded database runs them one after the other in its own
   * thread; a few handed on ahead keep that thread busy while this one reads their results. Few, so that
   * a request's statement arriving now waits behind at most that many of the background's.
   */
  depth?: number;
}

/**
 * The order in which statements reach the embedded database, which runs one at a time. A request's
 * statements go before the background's, so a burst of chat work does not keep the webhook's answers
 * waiting for seconds; background work is never starved: after a few urgent statements in a row, a
 * waiting background one goes. Up to `depth` plain statements are in flight at once; an exclusive item (a
 * whole transaction, whose statements run inside its turn) starts once those have finished, and nothing
 * else starts until it has.
 */
export function createStatementQueue(options: StatementQueueOptions = {}) {
  const depth = options.depth ?? 1;
  const urgent: Waiting[] = [];
  const later: Waiting[] = [];
  let inFlight = 0;
  let exclusiveRunning = false;
  let urgentInARow = 0;

  /** The queue the next item comes from (without taking it). */
  const nextQueue = (): Waiting[] | undefined => {
    if (urgent.length > 0 && (later.length === 0 || urgentInARow < URGENT_IN_A_ROW)) return urgent;
    return later.length > 0 ? later : undefined;
  };

  function started(item: Waiting) {
    void item.start().finally(() => {
      if (item.exclusive) exclusiveRunning = false;
      else inFlight -= 1;
      pump();
    });
  }

  function pump() {
    while (!exclusiveRunning) {
      const queue = nextQueue();
      if (!queue) return;
      const item = queue[0]!;
      if (item.exclusive ? inFlight > 0 : inFlight >= depth) return;
      queue.shift();
      urgentInARow = queue === urgent ? urgentInARow + 1 : 0;
      if (item.exclusive) exclusiveRunning = true;
      else inFlight += 1;
      started(item);
    }
  }

  return <T>(work: () => Promise<T>, mode: { exclusive?: boolean } = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // Run in the caller's async context, not the one that happened to start it (a transaction's
      // callback must see that it is inside its transaction).
      const start = AsyncResource.bind(() => work().then(resolve, reject));
      (background.getStore() ? later : urgent).push({ exclusive: mode.exclusive ?? false, start });
      pump();
    });
}
