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
  /** Sends no bearer token (a call that proves who the user is some other way, such as a link token). */
  anonymous?: boolean;
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

/** The headers every API call carries: Accept, the bearer token and, for same-origin calls, the XSRF cookie. */
export function apiHeaders(
  url: string,
  accept = 'application/json',
  anonymous = false,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  const token = anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (new URL(url).origin === window.location.origin) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  return headers;
}

/** The body of a reply, parsed when it is JSON. */
function parseBody(text: string): { isJson: boolean; record: Record<string, unknown> | null; body: unknown } {
  if (!text) return { isJson: false, record: null, body: null };
  try {
    const body: unknown = JSON.parse(text);
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    return { isJson: true, record, body };
  } catch {
    return { isJson: false, record: null, body: null };
  }
}

/**
 * The error for a reply that was not OK. Error text follows SPEC.md section 8: the server's detail, else
 * 'Error en la API' for a JSON reply without one, else 'HTTP {status}: {start of text}'.
 */
export function apiErrorFromReply(status: number, text: string, sentToken: boolean): ApiError {
  const { isJson, record } = parseBody(text);
  // A token the server no longer accepts (expired, or revoked by signing out elsewhere): the member
  // layout hears this and sends the person to log in again.
  if (status === 401 && sentToken) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  const message = isJson
    ? (pickText(record, 'detail', 'error', 'message') ?? 'Error en la API')
    : `HTTP ${status}: ${text.slice(0, 160)}`;
  return new ApiError(message, status, record);
}

/** Calls the API with {@link apiHeaders} and a JSON body, and reads a JSON reply. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const headers = apiHeaders(url, 'application/json', options.anonymous);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  if (!response.ok) throw apiErrorFromReply(response.status, text, Boolean(headers.Authorization));
  const { isJson, body } = parseBody(text);
  if (text && !isJson) {
    throw new ApiError(
      `Respuesta no JSON del servidor (HTTP ${response.status}). Probable index.html: revisa la dirección de la API.`,
      response.status,
      null,
    );
  }
  return body as T;
}
