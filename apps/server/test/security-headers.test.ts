import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogedApp, fillPath, type ApiRoute } from './support/route-catalog';
import { bearer, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

const FOREIGN = 'https://sitio-ajeno.example';
const BUILT = new URL('../../web/dist', import.meta.url).pathname;
const ROUTER = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');

/** Every page of the web app, read from its router: public pages, then the member area under /health. */
function pagesOfRouter(): string[] {
  const pages = ['/', '/health'];
  let base = '/';
  for (const [, path] of ROUTER.matchAll(/path: '([^']+)'/g)) {
    if (path === 'health') base = '/health/';
    else if (path !== '*') pages.push(`${base}${path}`);
  }
  return pages;
}

function expectSecurityHeaders(reply: LightMyRequestResponse, what: string) {
  const csp = String(reply.headers['content-security-policy'] ?? '');
  expect.soft(csp, `${what}: CSP`).toContain("default-src 'self'");
  // This origin's files, and at most the pre-rendered pages' boot script by its hash; never 'unsafe-inline'.
  expect.soft(csp, `${what}: CSP scripts`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')?(;|$)/);
  expect.soft(csp, `${what}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect.soft(csp, `${what}: CSP styles`).toMatch(/style-src 'self'(;|$)/);
  // Plain http here (no TLS, no trusted proxy): HSTS would mean nothing.
  expect.soft(reply.headers['strict-transport-security'], `${what}: HSTS over http`).toBeUndefined();
  expect.soft(reply.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect.soft(reply.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect
    .soft(reply.headers['referrer-policy'], `${what}: Referrer-Policy`)
    .toBe('strict-origin-when-cross-origin');
  expect.soft(reply.headers['access-control-allow-origin'], `${what}: CORS`).toBeUndefined();
  expect.soft(reply.headers['access-control-allow-credentials'], `${what}: CORS`).toBeUndefined();
}

describe('security headers on every page and every API route; CORS closed', () => {
  let t: TestApp & { routes: ApiRoute[] };
  let user: RegisteredUser;
  // The built web app when there is one (npm test builds it first), else a stand-in index.html.
  const dist = existsSync(join(BUILT, 'index.html')) ? BUILT : mkdtempSync(join(tmpdir(), 'vitalia-dist-'));
  beforeAll(async () => {
    if (dist !== BUILT)
      writeFileSync(join(dist, 'index.html'), '<html><head><!--vitalia-config--></head></html>');
    t = await createCatalogedApp({ webDistDir: dist });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    if (dist !== BUILT) rmSync(dist, { recursive: true, force: true });
  });

  it('reads the pages from the router', () => {
    const pages = pagesOfRouter();
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/faq', '/login', '/signup', '/health/home', '/health/profile']),
    );
  });

  it.each(pagesOfRouter())('page %s', async (url) => {
    const reply = await t.app.inject({ method: 'GET', url, headers: { origin: FOREIGN } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expectSecurityHeaders(reply, url);
    // No inline script may need 'unsafe-inline': the JSON data block is no script, and the pre-rendered
    // pages' boot script runs only because the policy lists the hash of its exact code.
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    for (const [, attributes, code] of reply.body.matchAll(/<script([^>]*)>([^<]+)<\/script>/g)) {
      if (attributes!.includes('type="application/json"')) continue;
      expect(csp).toContain(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
    }
  });

  it('every API route, signed in or not, and its preflight from a foreign origin', async () => {
    expect(t.routes.length).toBeGreaterThan(40);
    for (const route of t.routes) {
      const url = fillPath(route.url, 1);
      const what = `${route.method} ${route.url}`;
      for (const headers of [{ origin: FOREIGN }, { origin: FOREIGN, ...bearer(user.token) }]) {
        const reply = await t.app.inject({
          method: route.method,
          url,
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect.soft(reply.statusCode, what).toBeLessThan(500);
        expectSecurityHeaders(reply, what);
        if (route.url.startsWith('/health-'))
          expect.soft(reply.headers['cache-control'], what).toMatch(/no-store|no-cache|private/);
      }
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': route.method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect.soft(preflight.headers['access-control-allow-origin'], `OPTIONS ${route.url}`).toBeUndefined();
      expect.soft(preflight.headers['access-control-allow-methods'], `OPTIONS ${route.url}`).toBeUndefined();
      expect.soft(preflight.headers['access-control-allow-headers'], `OPTIONS ${route.url}`).toBeUndefined();
    }
  });
});

describe('HSTS only over https', () => {
  it('is sent behind TRUST_PROXY with X-Forwarded-Proto https, never over plain http', async () => {
    const { createTestApp } = await import('./support/test-app');
    for (const trustProxy of ['true', 'false']) {
      const t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      try {
        const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(plain.headers['strict-transport-security']).toBeUndefined();
        const forwarded = await t.app.inject({
          method: 'GET',
          url: '/healthz',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(forwarded.headers['strict-transport-security']).toBe(
          trustProxy === 'true' ? 'max-age=31536000; includeSubDomains' : undefined,
        );
      } finally {
        await t.close();
      }
    }
  });
});
