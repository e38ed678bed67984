/**
 * A local speech-to-text service speaking OpenAI's `POST /audio/transcriptions` (multipart/form-data with
 * `file`, `model`, optional `language` and `response_format`; bearer API key), answering `{"text": ...}`
 * and errors in OpenAI's shape (`{"error": {message, type, param, code}}`). The transcript of a file is
 * the one configured for its exact bytes. It can be told to answer 429 or 500.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TranscriptionRequest {
  model: string;
  language: string | null;
  fileName: string;
  fileType: string;
  size: number;
}

export interface TranscriptionServerOptions {
  apiKey?: string;
  /** The model it serves; others are refused with a 400 (whisper-1 by default). */
  model?: string;
  /** OpenAI's own limit. */
  maxBytes?: number;
}

export interface TranscriptionServer {
  /** Base address (what TRANSCRIPTION_URL is set to), like https://api.openai.com/v1. */
  readonly url: string;
  readonly apiKey: string;
  /** Calls that reached the endpoint, answered or failed on purpose (refused ones included). */
  readonly calls: number;
  /** Transcriptions answered, in order. */
  readonly transcribed: TranscriptionRequest[];
  /** The text answered for a file with exactly these bytes ('' for any other file). */
  setTranscript(bytes: Buffer, text: string): void;
  /** The next `count` calls answer this status (429 or 5xx); `Infinity` until reset. */
  failNext(count: number, status: 429 | 500 | 502 | 503): void;
  reset(): void;
  close(): Promise<void>;
}

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null) {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { message, type, param: null, code } }));
}

async function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startTranscriptionServer(
  options: TranscriptionServerOptions = {},
): Promise<TranscriptionServer> {
  const apiKey = options.apiKey ?? 'test-transcription-key';
  const model = options.model ?? 'whisper-1';
  const maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  const transcripts = new Map<string, string>();
  const transcribed: TranscriptionRequest[] = [];
  let failures: Array<429 | 500 | 502 | 503> = [];
  let failing: (429 | 500 | 502 | 503) | null = null;
  let calls = 0;

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'POST' || path !== '/v1/audio/transcriptions')
      return sendError(res, 404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error', null);
    calls += 1;
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return sendError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    const failure = failures.shift() ?? failing;
    if (failure === 429)
      return sendError(res, 429, 'Rate limit reached for requests.', 'requests', 'rate_limit_exceeded');
    if (failure)
      return sendError(
        res,
        failure,
        'The server had an error processing your request.',
        'server_error',
        null,
      );
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data;\s*boundary=/i.test(contentType))
      return sendError(res, 400, 'Expected multipart/form-data.', 'invalid_request_error', null);
    const raw = await readBody(req, maxBytes + 64 * 1024);
    if (!raw)
      return sendError(res, 413, 'Maximum content size limit exceeded.', 'invalid_request_error', null);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    } catch {
      return sendError(res, 400, 'Could not parse multipart form.', 'invalid_request_error', null);
    }
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0)
      return sendError(res, 400, "Missing required parameter: 'file'.", 'invalid_request_error', null);
    const givenModel = form.get('model');
    if (typeof givenModel !== 'string' || givenModel === '')
      return sendError(res, 400, "Missing required parameter: 'model'.", 'invalid_request_error', null);
    if (givenModel !== model)
      return sendError(
        res,
        400,
        `The model '${givenModel}' does not exist.`,
        'invalid_request_error',
        'model_not_found',
      );
    const language = form.get('language');
    if (language !== null && (typeof language !== 'string' || !/^[a-z]{2}$/.test(language)))
      return sendError(res, 400, 'Invalid language: use ISO-639-1.', 'invalid_request_error', null);
    const bytes = Buffer.from(await file.arrayBuffer());
    transcribed.push({
      model: givenModel,
      language: typeof language === 'string' ? language : null,
      fileName: file instanceof File ? file.name : '',
      fileType: file.type,
      size: bytes.length,
    });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ text: transcripts.get(sha(bytes)) ?? '' }));
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    get calls() {
      return calls;
    },
    transcribed,
    setTranscript(bytes, text) {
      transcripts.set(sha(bytes), text);
    },
    failNext(count, status) {
      if (count === Infinity) failing = status;
      else for (let i = 0; i < count; i += 1) failures.push(status);
    },
    reset() {
      transcripts.clear();
      transcribed.length = 0;
      failures = [];
      failing = null;
      calls = 0;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
