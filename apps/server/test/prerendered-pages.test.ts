import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '@vitalia/testkit';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { pageKey, preferredEncoding } from '../src/plugins/prerendered-pages';

// The web app as `npm run build` leaves it (npm test builds first): the browser build and its server entry.
const BUILT = new URL('../../web/dist', import.meta.url).pathname;

/** The text a reader sees inside the app's root, tags and React's text separators removed. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script id="vitalia-hydration"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('public pages rendered on the server', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    if (!existsSync(join(BUILT, '..', 'dist-ssr', 'entry-server.js')))
      throw new Error('The web app is not built: run `npm run build` first (npm test does).');
    database = await openTestDatabase();
    // Unusual figures, so the test proves the HTML carries this server's configuration.
    const config = loadConfig({ PRICE_MXN: '47', TRIAL_DAYS: '21' });
    ({ app } = await buildApp({ config, db: database.db, webDistDir: BUILT }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves the landing page readable before any script runs, with the configured price and trial', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const text = rootText(response.body);
    expect(text).toContain('Cuida tu glucosa, tu presión y tu peso con un mensaje');
    expect(text).toContain('47 MXN');
    expect(text).toContain('21 días de prueba gratis');
    // The configuration the browser's hydration reads is the same one the HTML was rendered with.
    expect(response.body).toMatch(
      /<script id="vitalia-config" type="application\/json">\{[^<]*"priceMxn":47/,
    );
  });

  it.each([
    ['/faq', 'Preguntas Frecuentes'],
    ['/terms-conditions', 'Términos y Condiciones'],
    ['/privacy-policy', 'Aviso de Privacidad'],
    ['/signup', 'Crea tu cuenta'],
    ['/login', 'Inicia sesión'],
    ['/faq/', 'Preguntas Frecuentes'],
    ['/login?next=1', 'Inicia sesión'],
  ])('renders %s with its heading and content', async (url, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(rootText(response.body)).toContain(heading);
    // One inline script, the boot script, and the content policy allows it by the hash of its code.
    const inline = [
      ...response.body.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('paints sign-up from the one stylesheet, and has its code fetched after the first paint', async () => {
    const { body } = await get('/signup');
    // (The <noscript> one is read only with JavaScript off.)
    expect(body.replace(/<noscript>.*?<\/noscript>/g, '').match(/<link rel="stylesheet"/g)).toHaveLength(1);
    // No script is fetched before the paint: the boot script lists the app's entry and the page's code.
    expect(body).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
    const modules = /data-modules="([^"]+)"/.exec(body)?.[1]?.split(' ') ?? [];
    expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.some((file) => /^\/assets\/signup-page-[\w-]+\.js$/.test(file))).toBe(true);
    // The sign-up form itself is there: its fields are in the HTML.
    expect(body).toContain('type="password"');
  });

  it.each(['/health/home', '/forgot-password', '/probar-chat', '/no-such-page'])(
    'leaves %s to the browser (the plain app shell)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('sends the compressed copy the browser accepts, the same page in each', async () => {
    const plain = (await get('/faq')).body;
    const br = await get('/faq', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/faq', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await get('/faq', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('answers 200 first requests at once, on a cold server, each with the whole page', async () => {
    const cold = await buildApp({ config: loadConfig({}), db: database.db, webDistDir: BUILT });
    try {
      const replies = await Promise.all(
        Array.from({ length: 200 }, () =>
          cold.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } }),
        ),
      );
      expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
      // None is cut short or half-rendered: every reply is the same compressed page.
      const bodies = new Set(replies.map((reply) => reply.rawPayload.toString('base64')));
      expect(bodies.size).toBe(1);
      expect(rootText(brotliDecompressSync(replies[0]!.rawPayload).toString())).toContain('Cuida tu glucosa');
    } finally {
      await cold.app.close();
    }
  });

  it('serves the plain app, and says so once, when the server build cannot render', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vitalia-broken-'));
    mkdirSync(join(dist, 'dist', '.vite'), { recursive: true });
    mkdirSync(join(dist, 'dist', 'assets'));
    mkdirSync(join(dist, 'dist-ssr'));
    const index = '<html><head><!--vitalia-config--></head><body><div id="root"></div></body></html>';
    writeFileSync(join(dist, 'dist', 'index.html'), index);
    writeFileSync(join(dist, 'dist', 'assets', 'boot-x.js'), 'void 0;');
    writeFileSync(
      join(dist, 'dist', '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-x.js' },
        'src/boot.ts': { file: 'assets/boot-x.js' },
      }),
    );
    writeFileSync(join(dist, 'dist-ssr', 'entry-server.js'), "throw new Error('broken build');");
    const errors: string[] = [];
    const config = loadConfig({});
    const broken = await buildApp({ config, db: database.db, webDistDir: join(dist, 'dist') });
    const logError = broken.app.log.error.bind(broken.app.log);
    broken.app.log.error = ((...args: Parameters<typeof logError>) => {
      errors.push(String(args[1] ?? args[0]));
      return logError(...args);
    }) as typeof broken.app.log.error;
    try {
      for (let i = 0; i < 3; i++) {
        const response = await broken.app.inject({ method: 'GET', url: '/' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
      }
      expect(errors.filter((text) => text.includes('pre-render'))).toHaveLength(1);
    } finally {
      await broken.app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('reads request paths and Accept-Encoding as browsers send them', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/faq/?a=1')).toBe('/faq');
    expect(pageKey('//')).toBe('/');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip;q=0.5, br;q=1.0')).toBe('br');
    expect(preferredEncoding('BR;Q=0, GZIP')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
  });
});
