import { ApiError } from '../../../lib/api-client';

/**
 * A batch of saves (one schedule per time of day) that stopped part-way: `saved` items went through
 * before `cause` failed. Forms drop the saved ones so a retry sends only the rest, never a duplicate.
 */
export class BatchSaveError extends Error {
  constructor(
    readonly saved: number,
    override readonly cause: unknown,
    /** When adding a medication: the one created before its schedules failed. */
    readonly medicationId?: number,
  ) {
    super('batch save stopped part-way');
    this.name = 'BatchSaveError';
  }
}

/** Saves the items one after another, stopping at the first failure with how many went through. */
export async function saveEach<T>(items: readonly T[], save: (item: T) => Promise<unknown>): Promise<void> {
  for (const [index, item] of items.entries()) {
    try {
      await save(item);
    } catch (error) {
      throw new BatchSaveError(index, error);
    }
  }
}

/**
 * The text for the red box: the action's Spanish message (SPEC.md section 8) plus the server's detail
 * when there is one, e.g. "No se pudo crear el recordatorio: La hora debe tener el formato HH:MM…".
 */
export function describeError(prefix: string, error: unknown): string {
  const cause = error instanceof BatchSaveError ? error.cause : error;
  if (cause instanceof ApiError && cause.message) return `${prefix}: ${cause.message}`;
  if (cause instanceof TypeError) return `${prefix}: no hay conexión con el servidor. Inténtalo de nuevo.`;
  return prefix;
}
