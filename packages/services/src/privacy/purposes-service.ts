import {
  OPTIONAL_PURPOSES,
  type OptionalPurpose,
  type PrivacyReply,
  type PurposesInput,
} from '@vitalia/contracts/privacy';
import { PRIVACY_NOTICE_VERSION } from '@vitalia/contracts/legal';
import type { Database } from '@vitalia/db';

/**
 * Opposition (the O of ARCO): the uses of their data a person may refuse while keeping the service, and the
 * consent history. Every change is a consent record (purpose, notice version, given or withdrawn, time), kept
 * with the sign-up's consents. The scheduler and the caregiver alerts ask `isPurposeAllowed` or, for a batch,
 * `allowedUsers` before they use someone's data for that purpose.
 */
export function createPurposesService({ db, now }: { db: Database; now: () => Date }) {
  async function readPrivacy(userId: number): Promise<PrivacyReply> {
    const [optOuts, consents] = await Promise.all([
      db.repos.purposeOptOuts.listByUser(userId),
      db.repos.consents.listByUser(userId),
    ]);
    const opposed = new Map(optOuts.map((row) => [row.purpose, row.opted_out_at]));
    return {
      purposes: OPTIONAL_PURPOSES.map((purpose) => ({
        purpose,
        allowed: !opposed.has(purpose),
        opted_out_at: opposed.get(purpose)?.toISOString() ?? null,
      })),
      consents: consents.map((row) => ({
        purpose: row.purpose,
        document_version: row.document_version,
        granted: row.granted,
        recorded_at: row.accepted_at.toISOString(),
        channel: row.channel,
      })),
    };
  }

  return {
    /** `GET /health-users/privacy/`: each use allowed or not, and every consent record, newest first. */
    getPrivacy: readPrivacy,

    /**
     * Allows or opposes some uses. Only a real change is recorded (saving the same choice twice adds no
     * record), in one transaction with the choice itself.
     */
    async updatePurposes(userId: number, input: PurposesInput): Promise<PrivacyReply> {
      const at = now();
      await db.transaction(async (repos) => {
        for (const purpose of OPTIONAL_PURPOSES) {
          const allowed = input[purpose];
          if (allowed === undefined) continue;
          const changed = allowed
            ? await repos.purposeOptOuts.optIn(userId, purpose)
            : await repos.purposeOptOuts.optOut(userId, purpose, at);
          if (changed) {
            await repos.consents.insert({
              userId,
              purpose,
              documentVersion: PRIVACY_NOTICE_VERSION,
              granted: allowed,
              at,
            });
          }
        }
      });
      return readPrivacy(userId);
    },

    /** Whether the person allows this use of their data (allowed unless they opposed it). */
    async isPurposeAllowed(userId: number, purpose: OptionalPurpose): Promise<boolean> {
      const opposed = await db.repos.purposeOptOuts.optedOutAmong([userId], purpose);
      return opposed.length === 0;
    },

    /** Of these people, those who allow this use (the scheduler's batches), in one query. */
    async allowedUsers(userIds: readonly number[], purpose: OptionalPurpose): Promise<Set<number>> {
      const unique = [...new Set(userIds)];
      const opposed = new Set(await db.repos.purposeOptOuts.optedOutAmong(unique, purpose));
      return new Set(unique.filter((id) => !opposed.has(id)));
    },
  };
}

export type PurposesService = ReturnType<typeof createPurposesService>;
