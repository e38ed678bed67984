import { Worker } from 'node:worker_threads';

/** The embedded database in a thread of its own (pglite-worker.mjs): statements sent, rows received. */
export interface PgliteThread {
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
  /** A script of several statements, or a transaction's BEGIN, COMMIT and ROLLBACK. */
  exec(sql: string): Promise<void>;
  /** The whole database as one archive (PGlite's `dumpDataDir`). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  /** Appended to PGlite's default start parameters. */
  extraStartParams: string[];
  initDbStartParams: string[];
}

type ErrorFields = { code?: string; constraint?: string; message: string };

interface Reply {
  id: number;
  rows?: unknown[];
  archive?: Blob;
  error?: ErrorFields;
}

/** An error as the worker described it, shaped like a driver error for toDatabaseError. */
function errorOf(fields: ErrorFields): Error {
  return Object.assign(new Error(fields.message), {
    ...(fields.code ? { code: fields.code } : {}),
    ...(fields.constraint ? { constraint: fields.constraint } : {}),
  });
}

// SQLSTATE 57P01 (admin shutdown): the database layer reports it as unavailable, not as a bug.
const threadGone = () => errorOf({ code: '57P01', message: 'the embedded database thread stopped' });

/**
 * One worker thread and its requests. It keeps the process alive only while a request waits for it, as
 * the database did when it ran on the main thread.
 */
class DatabaseThread {
  private readonly worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
  private readonly pending = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  stopped: Error | undefined;

  constructor() {
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.error) waiting.reject(errorOf(reply.error));
      else waiting.resolve(reply);
    });
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', () => this.stop(threadGone()));
    this.worker.unref();
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }

  send(request: Record<string, unknown>): Promise<Reply> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      try {
        // Parameters are copied to the thread; one that cannot be (a function) fails here, alone.
        this.worker.postMessage({ id, ...request });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
    });
  }

  terminate() {
    return this.worker.terminate();
  }
}

/**
 * Threads whose database was closed, kept to open the next one: a thread's code is then already warm
 * (opening a database from an archive took 1.3–1.8 s in a new thread, 1.0–1.2 s in a used one; the
 * tests open one per file). A server opens one database and never uses this.
 */
const idle: DatabaseThread[] = [];
const MAX_IDLE = 2;

/** Opens a database in a thread (a free one, else a new one) and waits until it answers. */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  let thread = idle.pop();
  // A kept thread that died while it waited is not used again.
  while (thread?.stopped) thread = idle.pop();
  thread ??= new DatabaseThread();
  try {
    await thread.send({
      op: 'open',
      options: {
        dataDir: options.dataDir,
        // A Blob crosses to the thread without a copy (its bytes are shared); reading it out into an
        // ArrayBuffer first took about 0.3 s for the tests' 40 MB archive.
        archive: options.loadDataDir,
        extraStartParams: options.extraStartParams,
        initDbStartParams: options.initDbStartParams,
      },
    });
  } catch (error) {
    await thread.terminate();
    throw error;
  }
  let closed = false;
  const send = (request: Record<string, unknown>) =>
    closed ? Promise.reject(threadGone()) : thread.send(request);
  return {
    async query<Row>(sql: string, params: readonly unknown[]) {
      return (await send({ op: 'query', sql, params })).rows as Row[];
    },
    async exec(sql) {
      await send({ op: 'exec', sql });
    },
    async dump() {
      return (await send({ op: 'dump' })).archive!;
    },
    async close() {
      if (closed || thread.stopped) return;
      try {
        await send({ op: 'close' });
      } catch (error) {
        await thread.terminate();
        throw error;
      } finally {
        closed = true;
      }
      if (idle.length < MAX_IDLE) idle.push(thread);
      else await thread.terminate();
    },
  };
}
