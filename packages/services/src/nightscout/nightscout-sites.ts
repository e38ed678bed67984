import { createHash } from 'node:crypto';
import {
  NIGHTSCOUT_MESSAGES,
  STREAM_SETTINGS_LIMITS,
  type StreamSettings,
} from '@vitalia/contracts/nightscout';
import type { Database, NightscoutSiteRow } from '@vitalia/db';
import { RateLimitedError, UnauthenticatedError } from '../errors';
import type { PatientAccess, PatientScope } from '../patient-access';
import {
  apiSecretMatches,
  hashApiSecret,
  newApiSecret,
  newReadToken,
  newSiteId,
  readTokenMatches,
} from './site-credentials';

/** What a client presented: the `api-secret` header and/or the `?token=` query. */
export interface SiteCredentials {
  apiSecret?: string;
  token?: string;
}

/** A site the request may use, with its patient as the access check established it. */
export interface AuthorizedSite {
  site: NightscoutSiteRow;
  patient: PatientScope;
  canWrite: boolean;
}

/**
 * Requests per site and minute: an uploader sends every 5 minutes and a backfill of entries in a few
 * requests, but Juggluco and xDrip+ send treatments one request each, so a day's meals synced at once
 * stay well under the limit.
 */
export const NIGHTSCOUT_RATE = { writesPerMinute: 120, readsPerMinute: 300 } as const;

/**
 * Each patient's Nightscout-compatible site: turning it on, renewing its API secret (the previous one
 * stops at once), and authenticating the uploaders and followers that call it.
 */
export function createNightscoutSites({
  db,
  access,
  now,
}: {
  db: Database;
  access: PatientAccess;
  now: () => Date;
}) {
  const { nightscout } = db.repos;

  /** The caller's own site, turned on at the first call. Only the patient: a grant does not reach it. */
  async function ownSite(userId: number): Promise<NightscoutSiteRow> {
    const patient = await access.resolve(userId, undefined, 'write');
    const found = await nightscout.findSiteOfPatient(patient.pacienteId);
    if (found) return found;
    return nightscout.createSite({
      pacienteId: patient.pacienteId,
      siteId: newSiteId(),
      readToken: newReadToken(),
      at: now(),
    });
  }

  /**
   * A follower's read with the read token is a read by someone other than the patient, logged like a
   * share's: once per token and hour, since a watch face asks every minute.
   */
  async function logFollowerRead(site: NightscoutSiteRow, at: Date) {
    const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();
    const token = createHash('sha256').update(site.read_token).digest('hex').slice(0, 16);
    await db.repos.patientAccessLog.insertCoalesced({
      pacienteId: site.paciente_id,
      what: 'nightscout_follower',
      at,
      coalesceKey: `ns:${token}:${hour}`,
    });
  }

  return {
    ownSite,

    /** The sensor's messages: quiet hours and hours until "sensor stopped". */
    async streamSettings(userId: number): Promise<StreamSettings> {
      const site = await ownSite(userId);
      const row = await db.repos.cgmStream.settings(site.paciente_id);
      return {
        quiet_start: row?.quiet_start ?? null,
        quiet_end: row?.quiet_end ?? null,
        stopped_hours: row?.stopped_hours ?? STREAM_SETTINGS_LIMITS.stoppedHoursDefault,
      };
    },

    async saveStreamSettings(userId: number, input: StreamSettings): Promise<StreamSettings> {
      const site = await ownSite(userId);
      await db.repos.cgmStream.saveSettings(site.paciente_id, {
        quietStart: input.quiet_start,
        quietEnd: input.quiet_end,
        stoppedHours: input.stopped_hours,
      });
      return input;
    },

    /** A new API secret, returned once; only its hash is kept and the previous one stops at once. */
    async renewSecret(userId: number): Promise<string> {
      const site = await ownSite(userId);
      const secret = newApiSecret();
      await nightscout.setSecretHash(site.paciente_id, hashApiSecret(secret), now());
      return secret;
    },

    /**
     * The site named in the address if the credentials open it: the API secret reads and writes, the read
     * token only reads. An unknown site answers like a wrong secret, so site ids cannot be probed.
     */
    async authenticate(
      siteId: string,
      credentials: SiteCredentials,
      need: 'read' | 'write',
    ): Promise<AuthorizedSite> {
      const site = /^[a-z0-9]{16}$/.test(siteId) ? await nightscout.findSite(siteId) : undefined;
      const bySecret =
        credentials.apiSecret !== undefined &&
        apiSecretMatches(credentials.apiSecret, site?.secret_hash ?? null);
      const byToken =
        !bySecret && credentials.token !== undefined && site !== undefined
          ? readTokenMatches(credentials.token, site.read_token)
          : false;
      if (!site || (!bySecret && !byToken)) throw new UnauthenticatedError(NIGHTSCOUT_MESSAGES.unauthorized);
      if (need === 'write' && !bySecret) throw new UnauthenticatedError(NIGHTSCOUT_MESSAGES.readOnly);
      const at = now();
      const limit = need === 'write' ? NIGHTSCOUT_RATE.writesPerMinute : NIGHTSCOUT_RATE.readsPerMinute;
      const hits = await db.repos.rateLimits.hitAndCount(
        `nightscout_${need}`,
        site.site_id,
        at,
        new Date(at.getTime() - 60_000),
      );
      if (hits > limit) throw new RateLimitedError(NIGHTSCOUT_MESSAGES.tooMany, 60);
      const owner = await db.repos.pacientes.findOwner(site.paciente_id);
      if (!owner) throw new UnauthenticatedError(NIGHTSCOUT_MESSAGES.unauthorized);
      const patient = await access.resolve(owner.user_id, site.paciente_id, need);
      if (byToken) await logFollowerRead(site, at);
      return { site, patient, canWrite: bySecret };
    },
  };
}

export type NightscoutSites = ReturnType<typeof createNightscoutSites>;
