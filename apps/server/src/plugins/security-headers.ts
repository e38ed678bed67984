import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** Prefixes of the API: its replies carry personal and health data, so no cache may keep them. */
const API_PREFIXES = ['/health-users', '/health-metrics', '/health-payments', '/webhooks'];

/** Security headers on every reply, with a content policy that allows only this origin's code. */
export function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[] = []) {
  // Built once: the Fastify plugin around helmet built it again for every request (its CSP directives
  // parsed each time), about 1 % of the server's busy time under the chat load.
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // Besides this origin's files, only the pre-rendered pages' boot script, by the hash of its code.
        'script-src': ["'self'", ...inlineScriptHashes],
        // No inline styles: the built app has no style attribute or element (React's style props are
        // set through the DOM, which the policy allows); the report's browser test checks it.
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        // Served over plain http on localhost and behind TLS-terminating proxies alike.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent only over https (below): on plain http it means nothing and misleads.
    strictTransportSecurity: false,
    // The same as frame-ancestors 'none', for browsers that read only the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws what goes wrong instead of passing it on: `done` is only ever called empty.
    headers(request.raw, reply.raw, () => done());
  });
  // No CORS: the web app is served from the API's own origin, so no Access-Control-* header is ever sent
  // and a foreign page cannot read a reply. Features the product never uses are switched off.
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    // https itself, or behind TRUST_PROXY with X-Forwarded-Proto https (Fastify reads it only then).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    const path = request.url.split('?')[0] ?? '';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
