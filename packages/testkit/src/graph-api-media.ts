/**
 * The media endpoints of the local Graph API, as Meta documents them for media people send:
 * `GET /{version}/{media-id}` (bearer token) answers `{messaging_product, url, mime_type, sha256,
 * file_size, id}`, `file_size` a string of digits, and `url` is a download address on the same server
 * (Meta's is lookaside.fbsbx.com/whatsapp_business/attachments/?mid=...) that needs the same bearer token
 * and lasts five minutes. Media told to expire answer 404, as the download of an address past its time.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphError, sendError } from './graph-api-validation';

export interface MediaSpec {
  bytes: Buffer;
  /** What the metadata and the download say the file is (audio/ogg by default, as a voice note). */
  mimeType?: string;
  id?: string;
  /** `file_size` as announced, when a test needs it to differ from the bytes' length. */
  fileSize?: number;
  /** Served in chunks without a Content-Length, so only the bytes read tell the size. */
  chunked?: boolean;
}

export interface GraphMedia {
  /** Makes a medium people sent; its id goes in the webhook's `audio.id`. */
  addMedia(spec: MediaSpec): string;
  /** The medium is gone: its metadata and its download answer 404. */
  expireMedia(id: string): void;
  /** Metadata requests and downloads that were answered with bytes, per media id. */
  readonly mediaRequests: ReadonlyArray<{ id: string; kind: 'metadata' | 'download' }>;
}

interface StoredMedia {
  bytes: Buffer;
  mimeType: string;
  fileSize: number;
  sha256: string;
  expired: boolean;
  chunked: boolean;
}

const URL_LIFETIME_MS = 5 * 60_000;
const ATTACHMENTS = ['whatsapp_business', 'attachments'];

export function createGraphMedia(options: { token: string; version: string }) {
  const media = new Map<string, StoredMedia>();
  // Download addresses handed out: hash → media id and until when it works.
  const addresses = new Map<string, { id: string; until: number }>();
  const mediaRequests: Array<{ id: string; kind: 'metadata' | 'download' }> = [];

  const notFound = (id: string) =>
    new GraphError(
      404,
      100,
      undefined,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      'GraphMethodException',
    );

  function unauthorized(req: IncomingMessage): GraphError | null {
    if (req.headers.authorization === `Bearer ${options.token}`) return null;
    const why = req.headers.authorization
      ? 'Malformed access token'
      : 'An access token is required to request this resource.';
    return new GraphError(401, 190, undefined, why);
  }

  const store: GraphMedia = {
    addMedia(spec) {
      const id = spec.id ?? randomBytes(8).readBigUInt64BE().toString();
      media.set(id, {
        bytes: spec.bytes,
        mimeType: spec.mimeType ?? 'audio/ogg',
        fileSize: spec.fileSize ?? spec.bytes.length,
        sha256: createHash('sha256').update(spec.bytes).digest('hex'),
        expired: false,
        chunked: spec.chunked ?? false,
      });
      return id;
    },
    expireMedia(id) {
      const found = media.get(id);
      if (found) found.expired = true;
    },
    mediaRequests,
  };

  /**
   * Answers a media request and returns true, or returns false for any other path (the messages
   * endpoint). `base` is the server's own address, for the download url.
   */
  function handle(req: IncomingMessage, res: ServerResponse, url: URL, base: string): boolean {
    const path = url.pathname.split('/').filter(Boolean);
    const isDownload = path.length === 2 && path[0] === ATTACHMENTS[0] && path[1] === ATTACHMENTS[1];
    const isMetadata = path.length === 2 && path[0] === options.version && /^\d+$/.test(path[1]!);
    if (!isDownload && (!isMetadata || req.method !== 'GET')) return false;
    const refused = unauthorized(req);
    if (refused) {
      sendError(res, refused);
      return true;
    }
    if (isMetadata) {
      const id = path[1]!;
      const found = media.get(id);
      if (!found || found.expired) {
        sendError(res, notFound(id));
        return true;
      }
      mediaRequests.push({ id, kind: 'metadata' });
      const hash = randomBytes(12).toString('hex');
      addresses.set(hash, { id, until: Date.now() + URL_LIFETIME_MS });
      const ext = Math.floor(Date.now() / 1000);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          url: `${base}/${ATTACHMENTS.join('/')}/?mid=${id}&ext=${ext}&hash=${hash}`,
          mime_type: found.mimeType,
          sha256: found.sha256,
          file_size: String(found.fileSize),
          id,
        }),
      );
      return true;
    }
    const address = addresses.get(url.searchParams.get('hash') ?? '');
    const found = address && address.id === url.searchParams.get('mid') ? media.get(address.id) : undefined;
    if (!address || !found || found.expired || address.until < Date.now()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return true;
    }
    mediaRequests.push({ id: address.id, kind: 'download' });
    if (!found.chunked) {
      res
        .writeHead(200, { 'content-type': found.mimeType, 'content-length': String(found.bytes.length) })
        .end(found.bytes);
      return true;
    }
    res.writeHead(200, { 'content-type': found.mimeType });
    const size = 256 * 1024;
    let offset = 0;
    const next = () => {
      // A client that stopped reading ends the response; the rest is never sent.
      while (offset < found.bytes.length && !res.destroyed) {
        const chunk = found.bytes.subarray(offset, offset + size);
        offset += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', next);
      }
      if (!res.destroyed) res.end();
    };
    next();
    return true;
  }

  return {
    store,
    handle,
    reset() {
      media.clear();
      addresses.clear();
      mediaRequests.length = 0;
    },
  };
}
