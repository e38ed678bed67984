import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SiteConfig } from '@vitalia/contracts/site-config';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist-ssr) offers. */
interface ServerEntry {
  PRERENDERED_PAGES: readonly { path: string; source: string | null }[];
  renderPage(path: string, config: SiteConfig): Promise<{ html: string; hydrationData: unknown }>;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** One pre-rendered page, compressed once for every browser that asks for it. */
export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The built boot script (apps/web/src/boot.ts), inlined in pre-rendered pages, and its content-policy hash. */
export interface BootScript {
  code: string;
  /** For script-src: `'sha256-…'` of the code exactly as inlined. */
  hash: string;
}

function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** Null without a web build that has one (the plain app is served then). */
export function readBootScript(distDir: string): BootScript | null {
  const file = readManifest(distDir)?.['src/boot.ts']?.file;
  if (!file || !existsSync(join(distDir, file))) return null;
  const code = readFileSync(join(distDir, file), 'utf8').trim();
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** A chunk's file and those of everything it imports statically, with their styles. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.css?.forEach((file) => files.add(file));
  chunk.imports?.forEach((imported) => closure(manifest, imported, files));
  return files;
}

/**
 * index.html for a pre-rendered page. Such a page reads and paints from its HTML and styles alone, so its
 * styles are linked (the page's own too) but the app's scripts leave the head: the boot script, inlined
 * (one request fewer before the paint), fetches them once the page has painted, so on a slow connection
 * they never compete with the first paint. It gets the entry first, then every module the entry and the
 * page import.
 */
function withPageAssets(
  indexHtml: string,
  manifest: Manifest,
  boot: BootScript,
  source: string | null,
): string {
  const entry = manifest['index.html']?.file;
  if (!entry) throw new Error('the web build has no entry: run `npm run build`');
  const first = closure(manifest, 'index.html');
  const own = source ? [...closure(manifest, source)].filter((file) => !first.has(file)) : [];
  const modules = [entry, ...[...first, ...own].filter((file) => file.endsWith('.js') && file !== entry)];
  const styles = own
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const script = `<script type="module" data-modules="${modules.map((file) => `/${file}`).join(' ')}">${boot.code}</script>`;
  return indexHtml
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</head>', `${styles.join('')}${script}</head>`);
}

/**
 * The public pages (landing, FAQ, terms, privacy, sign-up, login) rendered with the server's own
 * configuration into the app's index.html, so they read without JavaScript and paint before any script
 * runs; the browser hydrates them. Each is rendered and compressed on its first request, then kept.
 * Null for any other path, and for every path when the web app's server build is missing (a server
 * started without `npm run build`): the plain app is served then. A build that fails to render is
 * reported once (the error is thrown) and the plain app is served from then on.
 */
export function prerenderer(distDir: string, indexHtml: string, config: SiteConfig, boot: BootScript | null) {
  const entryPath = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  let available = boot !== null && existsSync(entryPath);
  let loaded: Promise<{ entry: ServerEntry; manifest: Manifest }> | undefined;
  const rendered = new Map<string, Promise<RenderedPage>>();

  async function render(path: string, source: string | null): Promise<RenderedPage> {
    const { entry, manifest } = await loaded!;
    const { html: body, hydrationData } = await entry.renderPage(path, config);
    // The router's state beside the root, for the browser's router to hydrate from (JSON, not a script).
    const state = JSON.stringify(hydrationData).replace(/</g, '\\u003c');
    const html = withPageAssets(indexHtml, manifest, boot!, source).replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script id="vitalia-hydration" type="application/json">${state}</script>`,
    );
    const bytes = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    return { html, br, gzip: gz };
  }

  async function pageOf(path: string): Promise<RenderedPage | null> {
    loaded ??= import(pathToFileURL(entryPath).href).then((entry: ServerEntry) => ({
      entry,
      manifest: readManifest(distDir) ?? {},
    }));
    const { entry } = await loaded;
    const page = entry.PRERENDERED_PAGES.find((candidate) => candidate.path === path);
    if (!page) return null;
    let result = rendered.get(path);
    if (!result) {
      result = render(path, page.source);
      rendered.set(path, result);
    }
    return result;
  }

  return async function pageFor(path: string): Promise<RenderedPage | null> {
    if (!available) return null;
    try {
      return await pageOf(path);
    } catch (error) {
      available = false;
      throw error;
    }
  };
}

/** The pre-rendered page's key for a request path: no query, no trailing slash. */
export function pageKey(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.replace(/\/+$/, '') || '/';
}

/** Brotli, else gzip, else none, as Accept-Encoding allows (a q=0 coding is refused). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const item of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (coding && (q === undefined || Number(q) > 0)) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
