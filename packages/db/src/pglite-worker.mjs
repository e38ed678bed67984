// The embedded database's own thread (see pglite-thread.ts, which starts it). PGlite runs Postgres
// compiled to WebAssembly synchronously on the thread that calls it; here that is this worker thread, so
// the process's main thread (HTTP, the bot) keeps turning while a statement runs, on the other core.
//
// Plain JavaScript: a worker thread is started from a file path, and this one must run as it is both from
// the sources (tests) and from the server's build, which copies it beside its bundle.
//
// Protocol, one reply per request, requests handled strictly in the order received:
//   { id, op: 'open', options }            -> { id }   (one database at a time; a closed one may be followed
//                                                       by another, so a thread is used again, warm)
//   { id, op: 'query', sql, params }       -> { id, rows }
//   { id, op: 'exec', sql }                -> { id }
//   { id, op: 'dump' }                     -> { id, archive } (a Blob)
//   { id, op: 'close' }                    -> { id }
//   any failure                            -> { id, error: { code, constraint, message } }
// The main thread decides the order (requests before background work) and keeps a transaction's
// statements alone; this thread only runs what it is given, one at a time.
import { parentPort } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/** What may cross back to the main thread of an error: its SQLSTATE, constraint and message, no SQL or values. */
function errorFields(error) {
  const fields = typeof error === 'object' && error !== null ? error : {};
  return {
    code: typeof fields.code === 'string' ? fields.code : undefined,
    constraint: typeof fields.constraint === 'string' ? fields.constraint : undefined,
    message: typeof fields.message === 'string' ? fields.message : String(error),
  };
}

let db;

function open(options) {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.archive ? { loadDataDir: options.archive } : {}),
    // Keep PGlite's own defaults: passing startParams replaces them.
    startParams: [...PGlite.defaultStartParams, ...options.extraStartParams],
    initDbStartParams: options.initDbStartParams,
    // The same JavaScript values as the PostgreSQL driver (see driver.ts).
    parsers: {
      [types.INT8]: (value) => Number(value),
      [types.NUMERIC]: (value) => Number(value),
      [types.DATE]: (value) => value,
    },
  });
}

async function answer(request) {
  switch (request.op) {
    case 'open':
      if (db && !db.closed) throw new Error('a database is already open in this thread');
      db = await open(request.options);
      return {};
    case 'query':
      return { rows: (await db.query(request.sql, request.params)).rows };
    case 'exec':
      await db.exec(request.sql);
      return {};
    case 'dump':
      // A Blob crosses to the main thread without a copy.
      return { archive: await db.dumpDataDir('none') };
    case 'close':
      await db.close();
      db = undefined;
      return {};
    default:
      throw new Error(`unknown request ${String(request.op)}`);
  }
}

let chain = Promise.resolve();
parentPort.on('message', (request) => {
  chain = chain.then(async () => {
    try {
      parentPort.postMessage({ id: request.id, ...(await answer(request)) });
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: errorFields(error) });
    }
  });
});
