import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './test-app';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The test app with the list of every API route it registered (read from Fastify as routes are added,
 * so a new endpoint is covered by the generated suites without editing them). The web app's catch-all
 * and HEAD twins are left out.
 */
export async function createCatalogedApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TestApp & { routes: ApiRoute[] }> {
  const seen = new Map<string, ApiRoute>();
  const app = await createTestApp({
    ...options,
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) {
        if (!METHODS.has(one) || url === '*' || url.startsWith('/assets')) continue;
        seen.set(`${one} ${url}`, { method: one as ApiRoute['method'], url });
      }
    },
  });
  return { ...app, routes: [...seen.values()] };
}

/** The route's path with each `:param` replaced. */
export function fillPath(url: string, value: string | number): string {
  return url.replace(/:[A-Za-z_]+/g, String(value));
}

/** Whether the route answers 401 without a bearer token: a member route. */
export async function isMemberRoute(app: FastifyInstance, route: ApiRoute): Promise<boolean> {
  const reply = await app.inject({
    method: route.method,
    url: fillPath(route.url, 1),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  return reply.statusCode === 401;
}
