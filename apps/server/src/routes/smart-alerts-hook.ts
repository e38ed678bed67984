import type { FastifyRequest } from 'fastify';
import { DatabaseError } from '@vitalia/db';
import type { Services } from '@vitalia/services';

/**
 * Runs the smart alerts after readings were stored. The readings are already committed, so a failure
 * here is logged (by query name, never the data) and the request still answers with what it stored.
 */
export async function runSmartAlerts(
  request: FastifyRequest,
  alerts: Services['alerts'],
  metrics: string[],
  /** Whose alerts: the patient's, when a caregiver logged for them; else the caller's. */
  ownerUserId = request.userId,
): Promise<void> {
  if (metrics.length === 0) return;
  try {
    await alerts.afterReadings(ownerUserId, metrics);
  } catch (error) {
    request.log.error(
      error instanceof DatabaseError
        ? { code: error.code, query: error.queryName }
        : { err: { name: (error as Error).name, message: (error as Error).message } },
      'smart alerts failed after storing readings',
    );
  }
}
