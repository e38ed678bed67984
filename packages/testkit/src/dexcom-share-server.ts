import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/** One glucose value as Dexcom Share answers it (`WT`/`ST`/`DT` in .NET's `/Date(ms)/` form). */
export interface ShareValue {
  at: number;
  mgdl: number;
  /** Dexcom's trend: 1 DoubleUp … 4 Flat … 7 DoubleDown. */
  trend: number;
}

export interface DexcomShareServer {
  /** `host:port`, what share2nightscout-bridge takes as BRIDGE_SERVER (it always speaks https). */
  host: string;
  accountName: string;
  password: string;
  values: ShareValue[];
  /** Every request: method and path, in order. */
  calls: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

const APPLICATION_ID = 'd89443d2-327c-4a6f-89e5-496bbb0317db';
const ACCOUNT_ID = '2f1b4c1e-0000-4000-8000-000000000001';
const SESSION_ID = 'e59c836f-5aeb-4b95-afa2-39cf2769fede';

/** A self-signed certificate for 127.0.0.1 (the bridge does not verify it: `rejectUnauthorized: false`). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'dexcom-share-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local Dexcom Share server speaking the endpoints share2nightscout-bridge calls (read from its
 * index.js): `POST .../General/AuthenticatePublisherAccount` (`accountName`, `password`, `applicationId`
 * → the account id as a JSON string), `POST .../General/LoginPublisherAccountById` (`accountId` → the
 * session id), and `POST .../Publisher/ReadPublisherLatestGlucoseValues?sessionID&minutes&maxCount` (the
 * newest values first). A wrong password or session answers 500 with Dexcom's error shape.
 */
export async function startDexcomShareServer(
  account = { accountName: 'ana.sensor', password: 'contraseña-dexcom' },
): Promise<DexcomShareServer> {
  const values: ShareValue[] = [];
  const calls: DexcomShareServer['calls'] = [];
  // The bridge's `request` client declares `Content-Length: 0` on the glucose read and then writes `""`
  // (its JSON of an empty body). Dexcom's server answers the request and ignores the stray bytes; Node's
  // parser would answer them with a 400 that overtakes the real answer, so the stray bytes are let be and
  // the connection is closed after the answer.
  const server = createServer(selfSignedCertificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'https://127.0.0.1');
      calls.push({ method: request.method ?? '', path: url.pathname });
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const refuse = (code: string) =>
        send(500, { Code: code, Message: code, SubCode: null, TypeName: 'FaultException' });
      const base = '/ShareWebServices/Services';
      if (request.method !== 'POST') return send(405, {});
      if (url.pathname === `${base}/General/AuthenticatePublisherAccount`) {
        const ok =
          body.accountName === account.accountName &&
          body.password === account.password &&
          body.applicationId === APPLICATION_ID;
        return ok ? send(200, ACCOUNT_ID) : refuse('AccountPasswordInvalid');
      }
      if (url.pathname === `${base}/General/LoginPublisherAccountById`) {
        const ok = body.accountId === ACCOUNT_ID && body.password === account.password;
        return ok ? send(200, SESSION_ID) : refuse('AccountPasswordInvalid');
      }
      if (url.pathname === `${base}/Publisher/ReadPublisherLatestGlucoseValues`) {
        if (url.searchParams.get('sessionID') !== SESSION_ID) return refuse('SessionIdNotFound');
        const minutes = Number(url.searchParams.get('minutes') ?? 1440);
        const maxCount = Number(url.searchParams.get('maxCount') ?? 1);
        const since = Date.now() - minutes * 60_000;
        const newest = [...values]
          .filter((value) => value.at >= since)
          .sort((a, b) => b.at - a.at)
          .slice(0, maxCount)
          .map((value) => ({
            WT: `/Date(${value.at})/`,
            ST: `/Date(${value.at})/`,
            DT: `/Date(${value.at}-0600)/`,
            Value: value.mgdl,
            Trend: value.trend,
          }));
        return send(200, newest);
      }
      return send(404, {});
    });
  });
  server.on('clientError', (_error, socket) => {
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    ...account,
    values,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
