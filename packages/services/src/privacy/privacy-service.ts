import type { Database } from '@vitalia/db';
import { createAccountErasure } from './account-erasure';
import { createDataExport } from './data-export';
import { createPurposesService } from './purposes-service';

/**
 * The ARCO rights as use cases: access (the JSON export and the FHIR bundle), cancellation (erasing the
 * account) and opposition (uses of the data the person refuses, with the consent history). Rectification
 * is the profile's and the readings' own editing.
 */
export function createPrivacyService(options: { db: Database; defaultTimeZone: string; now: () => Date }) {
  return {
    ...createPurposesService(options),
    ...createDataExport(options),
    ...createAccountErasure(options),
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
