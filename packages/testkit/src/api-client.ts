import { uniqueEmail, uniqueMxPhone } from './identities';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

/** How a factory reaches the API: in-process (`app.inject`) for API tests, over HTTP for browser tests. */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

/** Calls a Fastify app in-process (anything with Fastify's `inject`). */
export function injectTransport(app: {
  inject(options: {
    method: ApiRequest['method'];
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  }): Promise<{ statusCode: number; body: string }>;
}): ApiTransport {
  return async ({ method, url, body, headers }) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: parse(response.body) };
  };
}

/** Calls a running server over HTTP. */
export function fetchTransport(baseUrl: string): ApiTransport {
  return async ({ method, url, body, headers }) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: parse(await response.text()) };
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface UserCredentials {
  email: string;
  password: string;
  phone: string;
}

export interface SignedInUser extends UserCredentials {
  token: string;
}

export interface CreateUserOptions extends Partial<UserCredentials> {
  /** Keep the session sign-up opens (true), or sign out at once, for tests that start signed out. */
  withToken?: boolean;
}

/**
 * A new account, registered through the API as the sign-up page does (user, patient record, consent,
 * trial). With `withToken: true` the user comes back signed in.
 */
export async function createUser(
  api: ApiTransport,
  options: CreateUserOptions & { withToken: true },
): Promise<SignedInUser>;
export async function createUser(api: ApiTransport, options?: CreateUserOptions): Promise<UserCredentials>;
export async function createUser(
  api: ApiTransport,
  options: CreateUserOptions = {},
): Promise<UserCredentials | SignedInUser> {
  const credentials: UserCredentials = {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? 'contraseña-segura',
    phone: options.phone ?? uniqueMxPhone(),
  };
  const response = await api({ method: 'POST', url: '/health-users/register/', body: credentials });
  const token = (response.body as { token?: unknown } | undefined)?.token;
  if (response.status !== 201 || typeof token !== 'string') {
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  if (options.withToken) return { ...credentials, token };
  await api({ method: 'POST', url: '/health-users/logout/', headers: bearer(token) });
  return credentials;
}

/**
 * Calls a running server as a signed-in person over HTTP, for browser tests that prepare data through the
 * API; a reply outside 2xx throws with its status and body.
 */
export function callAs(baseUrl: string, token: string) {
  const transport = fetchTransport(baseUrl);
  return async <T = unknown>(method: ApiRequest['method'], url: string, body?: unknown): Promise<T> => {
    const response = await transport({ method, url, body, headers: bearer(token) });
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body as T;
  };
}
