/**
 * Fetches a voice note's audio from the Graph API while its address lasts (Meta's media addresses expire
 * within minutes): `GET {apiUrl}/{media-id}` with the access token answers the media's metadata
 * (`url`, `mime_type`, `sha256`, `file_size`, `id`, `messaging_product`), then `GET url` with the same
 * token answers the bytes. Sizes are checked before and while downloading, so an oversized file is never
 * read whole. Nothing here logs what it fetched.
 */

/** WhatsApp accepts audio up to 16 MB. */
export const MAX_AUDIO_BYTES = 16 * 1024 * 1024;

export type MediaProblem = 'expired' | 'unavailable' | 'too_large' | 'not_audio';

export type FetchedMedia =
  { ok: true; bytes: Uint8Array; mimeType: string } | { ok: false; problem: MediaProblem };

export interface GraphMediaOptions {
  /** WHATSAPP_API_URL: the Graph API base including its version. */
  apiUrl: string;
  token: string;
  maxBytes?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "audio/ogg; codecs=opus" → "audio/ogg"; null when it is not an audio type. */
export function audioTypeOf(mimeType: unknown): string | null {
  if (typeof mimeType !== 'string') return null;
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return /^audio\/[a-z0-9.+-]+$/.test(type) ? type : null;
}

/** Meta documents `file_size` as a string of digits; a number is taken too. */
function sizeOf(value: unknown): number | null {
  const size = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 ? size : null;
}

/** Reads a body up to `max` bytes; null (and the download stopped) past it. */
async function readLimited(response: Response, max: number): Promise<Uint8Array | null> {
  const declared = sizeOf(response.headers.get('content-length'));
  if (declared !== null && declared > max) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function createGraphMediaClient(options: GraphMediaOptions) {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? MAX_AUDIO_BYTES;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const headers = { authorization: `Bearer ${options.token}` };

  /** Each request's own limit, and the caller's (the whole voice note's budget) when given. */
  const signalOf = (outer?: AbortSignal) =>
    outer ? AbortSignal.any([outer, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);

  async function metadataOf(mediaId: string, outer?: AbortSignal): Promise<Json | MediaProblem> {
    const response = await doFetch(`${options.apiUrl}/${encodeURIComponent(mediaId)}`, {
      headers,
      signal: signalOf(outer),
    });
    if (!response.ok) {
      await response.body?.cancel();
      // An id Meta no longer knows (media are kept 30 days) is a 400 or 404 with error code 100.
      return response.status === 404 || response.status === 400 ? 'expired' : 'unavailable';
    }
    const body: unknown = await response.json().catch(() => null);
    return isObject(body) && typeof body.url === 'string' ? body : 'unavailable';
  }

  return {
    async fetchAudio(mediaId: string, outer?: AbortSignal): Promise<FetchedMedia> {
      try {
        const metadata = await metadataOf(mediaId, outer);
        if (typeof metadata === 'string') return { ok: false, problem: metadata };
        const mimeType = audioTypeOf(metadata.mime_type);
        if (!mimeType) return { ok: false, problem: 'not_audio' };
        const size = sizeOf(metadata.file_size);
        if (size !== null && size > maxBytes) return { ok: false, problem: 'too_large' };
        const response = await doFetch(String(metadata.url), { headers, signal: signalOf(outer) });
        if (!response.ok) {
          await response.body?.cancel();
          // The address lasts about five minutes: after that the download answers 404.
          return { ok: false, problem: response.status === 404 ? 'expired' : 'unavailable' };
        }
        const served = response.headers.get('content-type');
        if (served && !audioTypeOf(served) && !/^application\/octet-stream\b/i.test(served)) {
          await response.body?.cancel();
          return { ok: false, problem: 'not_audio' };
        }
        const bytes = await readLimited(response, maxBytes);
        if (!bytes) return { ok: false, problem: 'too_large' };
        return bytes.byteLength > 0 ? { ok: true, bytes, mimeType } : { ok: false, problem: 'unavailable' };
      } catch {
        // A timeout or a connection that failed: the person is asked to write instead.
        return { ok: false, problem: 'unavailable' };
      }
    },
  };
}

export type GraphMediaClient = ReturnType<typeof createGraphMediaClient>;
