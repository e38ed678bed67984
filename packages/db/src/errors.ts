/**
 * Errors leaving the database layer. Driver errors carry the SQL text and every parameter (PGlite adds
 * `query` and `params`; PostgreSQL's `detail` repeats key values), and those reach logs. These classes keep
 * only what is safe to log: the SQLSTATE code, the constraint, and the name of the repository query.
 */
export class DatabaseError extends Error {
  /** `users.insert`, set by the repository that ran the query. */
  queryName: string | undefined;

  constructor(
    /** SQLSTATE, e.g. `23505` (unique violation), `22003` (numeric value out of range). */
    readonly code: string,
    readonly constraint: string | undefined,
  ) {
    super(`database error ${code}`);
    this.name = 'DatabaseError';
  }

  /** Data exceptions (SQLSTATE class 22): a value the database cannot hold, i.e. bad input. */
  get isDataException(): boolean {
    return this.code.startsWith('22');
  }

  isUniqueViolation(constraint: string): boolean {
    return this.code === '23505' && this.constraint === constraint;
  }
}

/** No connection could be had in time (pool exhausted, server down or restarting). Retrying later helps. */
export class DatabaseUnavailableError extends Error {
  queryName: string | undefined;

  constructor(readonly reason: string) {
    super(`database unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE classes that mean "the server cannot serve now": 08 connection exception, 53 insufficient
// resources, 57P0x operator intervention (shutdown, crash recovery).
const UNAVAILABLE_CODE = /^(08|53|57P0)/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/** Turns any error a driver throws into one of the classes above, dropping SQL, parameters and details. */
export function toDatabaseError(error: unknown): Error {
  if (error instanceof DatabaseError || error instanceof DatabaseUnavailableError) return error;
  const fields = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (code && UNAVAILABLE_ERRNO.has(code)) return new DatabaseUnavailableError(code);
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    if (UNAVAILABLE_CODE.test(code)) return new DatabaseUnavailableError(`SQLSTATE ${code}`);
    return new DatabaseError(code, typeof fields.constraint === 'string' ? fields.constraint : undefined);
  }
  const message = typeof fields.message === 'string' ? fields.message : '';
  // pg's pool: "timeout exceeded when trying to connect"; a pool or client used after it was ended.
  if (/timeout exceeded when trying to connect|Connection terminated|connection timeout/i.test(message)) {
    return new DatabaseUnavailableError('no free connection');
  }
  // Anything else is a programming error in this process (not the database's data): keep its message,
  // which the drivers build without parameters, and its stack.
  return error instanceof Error ? error : new Error(String(error));
}
