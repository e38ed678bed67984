import { createGraphMediaClient, type MediaProblem } from './graph-media';

/**
 * Turns a voice note into text: the audio is fetched from the Graph API (graph-media.ts) and posted to an
 * OpenAI-compatible speech-to-text service, `POST {TRANSCRIPTION_URL}/audio/transcriptions` (multipart
 * `file`, `model`, `language=es`, bearer TRANSCRIPTION_API_KEY), which answers `{"text": "..."}`. The audio
 * lives in memory for the length of the call only; neither it nor the text is logged.
 */

export type TranscriptionProblem = MediaProblem | 'busy';

export type Transcription = { ok: true; text: string } | { ok: false; problem: TranscriptionProblem };

export interface Transcriber {
  transcribe(mediaId: string): Promise<Transcription>;
}

export interface TranscriberOptions {
  /** TRANSCRIPTION_URL, without a trailing slash. */
  url: string;
  apiKey?: string;
  /** TRANSCRIPTION_MODEL (whisper-1 by default). */
  model: string;
  /** WHATSAPP_API_URL and WHATSAPP_TOKEN, to fetch the audio. */
  graphApiUrl: string;
  graphToken: string;
  /** Tries after a 429 or a 5xx before giving up (2: three calls in all). */
  retries?: number;
  retryBaseMs?: number;
  /** One call's limit. */
  timeoutMs?: number;
  /**
   * The whole voice note's limit (fetch, transcription, retries): kept under the inbound worker's
   * 60-second claim, so another worker does not take the message over while it is being heard.
   */
  budgetMs?: number;
  fetch?: typeof fetch;
}

/** The longest transcript kept: a chat message's limit. */
const MAX_TEXT = 8192;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'm4a',
  'audio/amr': 'amr',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'webm',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createTranscriber(options: TranscriberOptions): Transcriber {
  const doFetch = options.fetch ?? fetch;
  const media = createGraphMediaClient({
    apiUrl: options.graphApiUrl,
    token: options.graphToken,
    fetch: doFetch,
  });
  const retries = options.retries ?? 2;
  const retryBaseMs = options.retryBaseMs ?? 400;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const budgetMs = options.budgetMs ?? 45_000;

  /** One call; 'retry' for a 429, a 5xx or a connection that failed. */
  async function post(
    bytes: Uint8Array,
    mimeType: string,
    budget: AbortSignal,
  ): Promise<Transcription | 'retry'> {
    const form = new FormData();
    const name = `nota-de-voz.${EXTENSIONS[mimeType] ?? 'ogg'}`;
    form.append('file', new Blob([bytes], { type: mimeType }), name);
    form.append('model', options.model);
    form.append('language', 'es');
    form.append('response_format', 'json');
    try {
      const response = await doFetch(`${options.url}/audio/transcriptions`, {
        method: 'POST',
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body: form,
        signal: AbortSignal.any([budget, AbortSignal.timeout(timeoutMs)]),
      });
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        return 'retry';
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || typeof body !== 'object' || body === null) return { ok: false, problem: 'busy' };
      const heard = (body as { text?: unknown }).text;
      return { ok: true, text: typeof heard === 'string' ? heard.trim().slice(0, MAX_TEXT) : '' };
    } catch {
      return 'retry';
    }
  }

  return {
    async transcribe(mediaId) {
      const budget = AbortSignal.timeout(budgetMs);
      // At once: the media's address expires within minutes.
      const audio = await media.fetchAudio(mediaId, budget);
      if (!audio.ok) return audio;
      for (let attempt = 0; ; attempt += 1) {
        const result = await post(audio.bytes, audio.mimeType, budget);
        if (result !== 'retry') return result;
        if (attempt >= retries || budget.aborted) return { ok: false, problem: 'busy' };
        await pause(retryBaseMs * 2 ** attempt);
      }
    },
  };
}
