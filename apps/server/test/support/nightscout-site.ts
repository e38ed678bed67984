import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { actingAs, type RegisteredUser } from './test-app';

export const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A person's Nightscout-compatible site, turned on and with a fresh API secret, and calls to it. */
export async function openSite(app: FastifyInstance, user: RegisteredUser) {
  const as = actingAs(app, user);
  const site = (await as('GET', '/health-users/nightscout/')).json() as {
    site_id: string;
    base_url: string;
    read_token: string;
  };
  const { api_secret: secret } = (await as('POST', '/health-users/nightscout/secret/')).json() as {
    api_secret: string;
  };
  const path = new URL(site.base_url).pathname;
  /** Calls the site with the given credentials (default: the SHA-1 of the secret, as uploaders send). */
  const call = (
    method: Method,
    url: string,
    body?: unknown,
    credentials: { apiSecret?: string; token?: string } = { apiSecret: sha1(secret) },
  ) =>
    app.inject({
      method,
      url: `${path}${url}${credentials.token ? `${url.includes('?') ? '&' : '?'}token=${credentials.token}` : ''}`,
      headers: credentials.apiSecret ? { 'api-secret': credentials.apiSecret } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return { ...site, path, secret, call, readOnly: { token: site.read_token } };
}
