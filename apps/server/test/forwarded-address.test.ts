import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, uniqueEmail, uniquePhone } from './support/test-app';

// TRUST_PROXY (CONTRACTS.md section 11): the client's address is the first untrusted one from the right
// of X-Forwarded-For. The leftmost is whatever the client wrote, so taking it let anyone pass every
// per-address limit by writing a new one each time.

const LIMIT = 2;

async function signUpsFrom(trustProxy: string, socket: string, forwarded: (i: number) => string) {
  const t = await createTestApp({ env: { TRUST_PROXY: trustProxy, SIGNUP_LIMIT_PER_HOUR: String(LIMIT) } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/register/',
        payload: { email: uniqueEmail('proxy'), password: 'clave-segura-1', phone: uniquePhone() },
        remoteAddress: socket,
        headers: { 'x-forwarded-for': forwarded(i) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('with one hop (true or 1), a forged leftmost address does not pass the sign-up limit', async () => {
    // The client writes a new address each time; the proxy appends the real one (198.51.100.7).
    const forged = (i: number) => `203.0.113.${i + 1}, 198.51.100.7`;
    for (const setting of ['true', '1'])
      expect(await signUpsFrom(setting, '10.0.0.2', forged)).toEqual([201, 201, 429, 429]);
  });

  it('with two hops, the address the first proxy saw is the client', async () => {
    const forged = (i: number) => `203.0.113.${i + 1}, 198.51.100.7, 10.0.0.9`;
    expect(await signUpsFrom('2', '10.0.0.2', forged)).toEqual([201, 201, 429, 429]);
  });

  it('with a list of proxies and CIDRs, the first address from the right outside it is the client', async () => {
    const forged = (i: number) => `203.0.113.${i + 1}, 198.51.100.7, 10.1.2.3`;
    expect(await signUpsFrom('10.0.0.0/8, 192.0.2.1', '192.0.2.1', forged)).toEqual([201, 201, 429, 429]);
    // A connection that is not from a listed proxy is its own client, whatever the header says.
    const direct = await signUpsFrom('10.0.0.0/8', '198.51.100.99', (i) => `203.0.113.${i + 1}`);
    expect(direct).toEqual([201, 201, 429, 429]);
  });

  it('refuses a setting it cannot read, and reads off as false', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
