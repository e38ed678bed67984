import { asRecord } from '@vitalia/contracts/validation';
import type { Database } from '@vitalia/db';
import { InvalidInputError } from '../errors';
import type { AuthorizedSite } from './nightscout-sites';

/** Device statuses are kept this long (followers show the uploader's battery); none becomes a reading. */
export const DEVICESTATUS_KEPT_MS = 48 * 3_600_000;

const LIMITS = { perRequest: 100, bytesEach: 16 * 1024 } as const;

export const DEVICESTATUS_MESSAGES = {
  shape: 'Envía un estado de dispositivo (un objeto JSON) o una lista de hasta 100.',
  tooLarge: 'Cada estado de dispositivo debe ocupar menos de 16 KB.',
} as const;

/**
 * Keeps what an uploader says about itself (battery, pump, loop) for 48 hours. It is stored as sent, being
 * read by no code: only returned in the person's data export.
 */
export function createNightscoutDeviceStatus({ db, now }: { db: Database; now: () => Date }) {
  return {
    async add({ patient }: AuthorizedSite, body: unknown): Promise<number> {
      const list = Array.isArray(body) ? body : [body];
      if (list.length === 0 || list.length > LIMITS.perRequest)
        throw new InvalidInputError(DEVICESTATUS_MESSAGES.shape);
      const at = now();
      const statuses = list.map((raw: unknown) => {
        const document = asRecord(raw);
        if (!document) throw new InvalidInputError(DEVICESTATUS_MESSAGES.shape);
        const text = JSON.stringify(document);
        // jsonb refuses the NUL character; nothing else in it is read.
        if (text.length > LIMITS.bytesEach || text.includes('\\u0000')) {
          throw new InvalidInputError(DEVICESTATUS_MESSAGES.tooLarge);
        }
        const given = typeof document.created_at === 'string' ? new Date(document.created_at) : null;
        const createdAt =
          given && !Number.isNaN(given.getTime()) && given.getTime() <= at.getTime() + 300_000 ? given : at;
        return { createdAt, document };
      });
      await db.repos.nightscout.addDeviceStatus(
        patient.pacienteId,
        statuses,
        new Date(at.getTime() - DEVICESTATUS_KEPT_MS),
      );
      return statuses.length;
    },
  };
}
