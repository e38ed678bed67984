import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@vitalia/contracts/legal';
import { PRODUCT_NAME, type SiteConfig } from '@vitalia/contracts/site-config';
import type { Config } from '../config';
import { NOT_FOUND_MESSAGE } from './error-handler';
import {
  pageKey,
  preferredEncoding,
  prerenderer,
  type BootScript,
  type RenderedPage,
} from './prerendered-pages';

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app. */
const API_PREFIXES = [
  '/health-users',
  '/health-metrics',
  '/health-payments',
  '/webhooks',
  '/public-chat',
  '/healthz',
  '/api/',
];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** What the web app needs to know of the server's configuration; nothing secret. */
export function publicSiteConfig(config: Config): SiteConfig {
  return {
    productName: PRODUCT_NAME,
    priceMxn: config.priceMxn,
    trialDays: config.trialDays,
    chatNumber: config.chatNumber,
    chatNumberIsPlaceholder: config.chatNumberIsPlaceholder,
    whatsappMode: config.whatsapp.mode,
    paymentsMode: config.stripe.mode,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
}

/** index.html with the site configuration in a non-executable JSON script (allowed by the content policy). */
export function renderIndexHtml(template: string, config: Config): string {
  const json = JSON.stringify(publicSiteConfig(config)).replace(/</g, '\\u003c');
  return template.replace(
    '<!--vitalia-config-->',
    `<script id="vitalia-config" type="application/json">${json}</script>`,
  );
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html (with the site configuration)
 * for every client-side route. Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  distDir: string | undefined,
  boot: BootScript | null,
) {
  const indexPath = distDir ? join(distDir, 'index.html') : undefined;
  const indexHtml =
    indexPath && existsSync(indexPath) ? renderIndexHtml(readFileSync(indexPath, 'utf8'), config) : null;

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // Cache headers are ours (below): hashed assets forever, other files for an hour.
      cacheControl: false,
      // The build writes .br and .gz copies of text assets; the one the browser accepts is sent.
      preCompressed: true,
      // index.html always goes through the route below, which injects the configuration.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // The body depends on Accept-Encoding (precompressed copies), so caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const isPageRequest = (method: string, url: string) => {
    const path = url.split('?')[0]!;
    if (method !== 'GET' && method !== 'HEAD') return false;
    // A client-side route (no file extension) gets the app; a missing file or an API path gets a JSON 404.
    return path === '/index.html' || (!isApiPath(path) && !/\.[a-z0-9]+$/i.test(path));
  };

  const pageFor =
    distDir && indexHtml ? prerenderer(distDir, indexHtml, publicSiteConfig(config), boot) : null;
  const renderedPage = async (url: string): Promise<RenderedPage | null> => {
    try {
      return (await pageFor?.(pageKey(url))) ?? null;
    } catch (error) {
      // The page still works without its pre-rendered HTML: the browser renders it.
      app.log.error({ err: error }, 'could not pre-render a public page');
      return null;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (indexHtml && isPageRequest(request.method, request.url)) {
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const page = await renderedPage(request.url);
      if (!page) return reply.send(indexHtml);
      // The body depends on Accept-Encoding, so caches must key on it.
      reply.header('vary', 'accept-encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
      return reply.send(page.html);
    }
    return reply.code(404).send({ detail: NOT_FOUND_MESSAGE });
  });
}
