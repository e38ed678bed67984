import { getToken } from './session';

/** An API reply that was not OK, with the Spanish text to show and the parsed body when there was one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SESSION_EXPIRED_EVENT = 'vitalia:session-expired';

/** The configured API address (VITE_API_URL at build time), else the page's own origin. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL as string | undefined;
  return (configured || window.location.origin).replace(/\/$/, '');
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
}

/** Builds the absolute address of an API path with its query string. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(path, `${apiBaseUrl()}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function pickText(body: Record<string, unknown> | null, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = body?.[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/**
 * Calls the API with the Accept header, the bearer token and, for same-origin calls, the XSRF cookie.
 * Error text follows SPEC.md section 8: the server's detail, else 'Error en la API' for a JSON reply
 * without one, else 'HTTP {status}: {start of text}'.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (new URL(url).origin === window.location.origin) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  let body: unknown = null;
  let isJson = false;
  if (text) {
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  const record = isJson && body && typeof body === 'object' ? (body as Record<string, unknown>) : null;

  if (!response.ok) {
    // A token the server no longer accepts (expired, or revoked by signing out elsewhere): the member
    // layout hears this and sends the person to log in again.
    if (response.status === 401 && token) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    const message = isJson
      ? (pickText(record, 'detail', 'error', 'message') ?? 'Error en la API')
      : `HTTP ${response.status}: ${text.slice(0, 160)}`;
    throw new ApiError(message, response.status, record);
  }
  if (text && !isJson) {
    throw new ApiError(
      `Respuesta no JSON del servidor (HTTP ${response.status}). Probable index.html: revisa la dirección de la API.`,
      response.status,
      null,
    );
  }
  return body as T;
}
