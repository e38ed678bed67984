import { PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpRefusal } from '../../plugins/error-handler';

/**
 * An upload as a stream that fails with a 413 (`tooLarge`) once it passes `maxBytes`. The rest of the
 * upload is still read and thrown away, so the client finishes sending and then gets the answer
 * (destroying the request would cut the connection before any reply).
 */
function limitUpload(body: Readable, maxBytes: number, tooLarge: string): Readable {
  const limited = new PassThrough();
  let seen = 0;
  body.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (limited.destroyed) return;
    if (seen > maxBytes) {
      limited.destroy(new HttpRefusal(413, tooLarge));
      return;
    }
    if (!limited.write(chunk)) body.pause();
  });
  limited.on('drain', () => body.resume());
  limited.on('close', () => body.resume());
  body.on('end', () => limited.end());
  body.on('error', (error) => limited.destroy(error));
  return limited;
}

/**
 * The request's body as a size-limited stream: a declared length over the limit is refused at once (413),
 * a body that is not a stream (no file sent, another content type) gets a 415 with `notAFile`.
 */
export function uploadedStream(
  request: FastifyRequest,
  limits: { maxBytes: number; tooLarge: string; notAFile: string },
): Readable {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.maxBytes) throw new HttpRefusal(413, limits.tooLarge);
  const body = request.body as Readable | undefined;
  if (!body || typeof body.pipe !== 'function') throw new HttpRefusal(415, limits.notAFile);
  return limitUpload(body, limits.maxBytes, limits.tooLarge);
}
