import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

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
/** Statements run back to back for at most this long before the event loop gets a turn. */
const SLICE_MS = 2;

interface Waiting {
  start: () => Promise<unknown>;
}

/**
 * One statement (or one whole transaction) at a time on the embedded database, which runs inside this
 * process, on its event loop. Once statements have run back to back for a slice, the loop gets a turn, so
 * requests that arrived meanwhile are read (a webhook is answered once its messages are stored; a turn
 * before every statement cost the embedded tests about 7 %); and a request's statements go before the
 * background's, so a burst of chat work does not keep the webhook's answers waiting for seconds. Background
 * work is never starved: after a few urgent statements in a row, a waiting background one runs.
 */
export function createStatementQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  const urgent: Waiting[] = [];
  const later: Waiting[] = [];
  let running = false;
  let urgentInARow = 0;

  const next = (): Waiting | undefined => {
    if (urgent.length > 0 && (later.length === 0 || urgentInARow < URGENT_IN_A_ROW)) {
      urgentInARow += 1;
      return urgent.shift();
    }
    urgentInARow = 0;
    return later.shift();
  };

  async function pump(): Promise<void> {
    running = true;
    let sliceStart = -Infinity;
    try {
      while (urgent.length > 0 || later.length > 0) {
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
        const item = next();
        if (item) await item.start();
      }
    } finally {
      running = false;
    }
  }

  return <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // Run in the caller's async context, not the one that happened to start the pump (a transaction's
      // callback must see that it is inside its transaction).
      const start = AsyncResource.bind(() => work().then(resolve, reject));
      (background.getStore() ? later : urgent).push({ start });
      if (!running) void pump();
    });
}
