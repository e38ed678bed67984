import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '@vitalia/testkit';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vitalia-dist-'));
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head><!--vitalia-config--></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), 'brotli bytes');
    writeFileSync(join(dist, 'assets', 'main-abc123.js.gz'), 'gzip bytes');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    database = await openTestDatabase();
    const config = loadConfig({ PRICE_MXN: '35', TRIAL_DAYS: '21', CHAT_NUMBER: '5215500000001' });
    ({ app } = await buildApp({ config, db: database.db, webDistDir: dist }));
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/faq', '/health/home', '/health/checkout/success', '/index.html'])(
    'answers %s with index.html carrying the site configuration',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const json = response.body.match(
        /<script id="vitalia-config" type="application\/json">(.*?)<\/script>/,
      )?.[1];
      expect(JSON.parse(json!)).toMatchObject({ priceMxn: 35, trialDays: 21, chatNumber: '5215500000001' });
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, and says the body varies with it', async () => {
    const cases: Array<[string, string | undefined, string]> = [
      ['br, gzip, deflate', 'br', 'brotli bytes'],
      ['gzip', 'gzip', 'gzip bytes'],
      ['identity', undefined, 'console.log(1)'],
    ];
    for (const [accept, encoding, body] of cases) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.body).toBe(body);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers a missing asset and unknown API paths with a JSON 404, not the page', async () => {
    for (const url of ['/assets/nope.js', '/health-payments/nope', '/health-metrics/api/nope/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Recurso no encontrado.' });
    }
  });

  it('does not offer the page to other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/faq', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
