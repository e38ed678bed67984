import type { FastifyInstance } from 'fastify';
import { NIGHTSCOUT_LIMITS } from '@vitalia/contracts/nightscout';
import type { Services } from '@vitalia/services';
import { readListQuery } from './ns-query';

/** What uploaders read to accept the site (xDrip+, AndroidAPS and Juggluco look for status "ok"). */
function statusOf(canWrite: boolean, at: Date) {
  return {
    status: 'ok',
    name: 'Vitalia',
    // The Nightscout release whose API v1 this follows; uploaders compare it with their minimum.
    version: '15.0.2',
    serverTime: at.toISOString(),
    serverTimeEpoch: at.getTime(),
    apiEnabled: true,
    careportalEnabled: true,
    settings: { units: 'mg/dl', authDefaultRoles: 'denied', enable: ['careportal'] },
    authorized: {
      sub: canWrite ? 'api-secret' : 'read-token',
      permissionGroups: [canWrite ? ['*'] : ['api:*:read']],
    },
  };
}

const ENTRY_TIME_FIELDS = ['date', 'dateString', 'sysTime'] as const;

/** `/api/v1/status.json`, entries (upload and lists) and device status, under `/ns/:siteId`. */
export function registerEntriesRoutes(
  scope: FastifyInstance,
  { nightscout }: Pick<Services, 'nightscout'>,
  now: () => Date,
) {
  scope.get('/api/v1/status.json', async (request) => statusOf(request.nightscoutSite.canWrite, now()));

  for (const url of ['/api/v1/entries', '/api/v1/entries.json']) {
    scope.post(url, { bodyLimit: NIGHTSCOUT_LIMITS.bodyBytes }, async (request) => {
      const { entries, inserted, refused } = await nightscout.entries.upload(
        request.nightscoutSite,
        request.body,
      );
      request.log.info({ taken: entries.length, inserted, refused }, 'nightscout entries');
      return entries;
    });
    scope.get(url, async (request) =>
      nightscout.entries.list(request.nightscoutSite, 'all', readListQuery(request.query, ENTRY_TIME_FIELDS)),
    );
  }

  for (const kind of ['sgv', 'mbg'] as const) {
    scope.get(`/api/v1/entries/${kind}.json`, async (request) =>
      nightscout.entries.list(request.nightscoutSite, kind, readListQuery(request.query, ENTRY_TIME_FIELDS)),
    );
  }

  scope.get('/api/v1/entries/current.json', async (request) =>
    nightscout.entries.list(request.nightscoutSite, 'sgv', { count: 1, from: null, to: null }),
  );

  for (const url of ['/api/v1/devicestatus', '/api/v1/devicestatus.json']) {
    scope.post(url, async (request) => {
      const stored = await nightscout.deviceStatus.add(request.nightscoutSite, request.body);
      return { status: 'ok', stored };
    });
  }
}
