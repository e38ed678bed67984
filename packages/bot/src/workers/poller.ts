import { inBackground } from '@vitalia/db';

/**
 * Runs `work` again and again: at once while it finds something to do, every `idleMs` otherwise, and
 * at once when woken (a webhook just stored messages). One run at a time; `stop` waits for the current
 * run to finish, so a stopping process never leaves a half-handled batch behind that it could finish.
 */
export interface Poller {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

export function createPoller(
  work: () => Promise<number>,
  options: { idleMs: number; onError: (error: unknown) => void },
): Poller {
  let running = false;
  let stopped = true;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    current = (async () => {
      let handled = 0;
      try {
        // Background: a request's statements on the embedded database go first.
        handled = await inBackground(work);
      } catch (error) {
        options.onError(error);
      } finally {
        running = false;
      }
      schedule(handled > 0 || again ? 0 : options.idleMs);
    })();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
