import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildInboundWebhook,
  newWamid,
  postSignedWebhook,
  startTranscriptionServer,
  type SentMessage,
  type TranscriptionServer,
} from '@vitalia/testkit';
import { loggerOptions } from '../src/app';
import { actingAs } from './support/test-app';
import { APP_SECRET, createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * Voice notes (CONTRACTS.md section 6) through the real webhook: the audio is fetched from the local Graph
 * API's media endpoints and transcribed by a local OpenAI-compatible speech-to-text service.
 */
let t: ChatTestApp;
let stt: TranscriptionServer;
/** The server's log at trace level: no transcript, value or key may reach it. */
const logLines: string[] = [];
beforeAll(async () => {
  stt = await startTranscriptionServer();
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  t = await createChatTestApp(
    { TRANSCRIPTION_URL: stt.url, TRANSCRIPTION_API_KEY: stt.apiKey },
    { logger: pino(loggerOptions('trace'), sink) },
  );
});
afterAll(async () => {
  await t?.close();
  await stt?.close();
});
beforeEach(() => {
  t.graph.reset();
  stt.reset();
});

const readingsOf = async (user: { token: string }) =>
  (await actingAs(t.app, user)('GET', '/health-metrics/api/readings/')).json().readings as Array<{
    metric: string;
    value: number;
    context: string | null;
  }>;
const buttonsOf = (message: SentMessage): string[] =>
  message.body.type === 'interactive'
    ? message.body.interactive.action.buttons.map((b: { reply: { title: string } }) => b.reply.title)
    : [];
const buttonIdOf = (message: SentMessage, title: string): string =>
  message.body.interactive.action.buttons.find((b: { reply: { title: string } }) => b.reply.title === title)
    .reply.id;

/** A voice note whose audio says `transcript`: its bytes at the Graph API, its transcript at the service. */
function voiceNote(transcript: string, options: { bytes?: Buffer; mimeType?: string } = {}) {
  const bytes = options.bytes ?? randomBytes(2048);
  stt.setTranscript(bytes, transcript);
  return t.graph.addMedia({ bytes, mimeType: options.mimeType ?? 'audio/ogg' });
}
const sendVoice = (from: string, mediaId: string, id = newWamid()) =>
  t.exchange({ from, id, kind: 'audio', media: { id: mediaId } });

describe('voice notes with a speech-to-text service', () => {
  it('reads a voice note back, stores it once on "Sí, guárdala", and keeps neither audio nor transcript', async () => {
    const ana = await t.patient('Ana');
    await t.say(ana.waId, 'hola');
    const id = newWamid();
    const readBack = await sendVoice(ana.waId, voiceNote('Me salió la glucosa en 140 en ayunas'), id);
    expect(textOf(readBack)).toContain('Escuché: «Me salió la glucosa en 140 en ayunas»');
    expect(textOf(readBack)).toMatch(/¿Guardo tu glucosa de 140 mg\/dL en ayunas\?/);
    expect(buttonsOf(readBack)).toEqual(['Sí, guárdala', 'No']);
    expect(await readingsOf(ana)).toEqual([]);
    expect(stt.transcribed).toEqual([
      expect.objectContaining({ model: 'whisper-1', language: 'es', fileType: 'audio/ogg', size: 2048 }),
    ]);
    const [row] = await t.query<{ kind: string; body: string | null; media_id: string | null }>(
      'SELECT kind, body, media_id FROM chat_inbound WHERE wa_message_id = $1',
      [id],
    );
    expect(row).toMatchObject({ kind: 'audio', body: null });
    expect(row!.media_id).toMatch(/^\d+$/);

    const yes = { id: buttonIdOf(readBack, 'Sí, guárdala'), title: 'Sí, guárdala' };
    const saved = await t.exchange({ from: ana.waId, buttonReply: yes });
    expect(textOf(saved)).toMatch(/guardé tu glucosa en ayunas de 140 mg\/dL/);
    expect(await readingsOf(ana)).toMatchObject([{ metric: 'glucosa', value: 140, context: 'ayunas' }]);
    // The button pressed again: nothing more is stored.
    const again = await t.exchange({ from: ana.waId, buttonReply: yes });
    expect(textOf(again)).toMatch(/ya no está pendiente/);
    expect(await readingsOf(ana)).toHaveLength(1);
    const log = logLines.join('');
    expect(log).toContain('/webhooks/whatsapp');
    for (const secret of ['Me salió la glucosa', 'Escuché', stt.apiKey, t.graph.token])
      expect(log).not.toContain(secret);
  });

  it('stores nothing on "No" and asks for the value in writing', async () => {
    const leo = await t.patient('Leo');
    const readBack = await sendVoice(leo.waId, voiceNote('presión 150 sobre 95'));
    expect(textOf(readBack)).toMatch(/¿Guardo tu presión/);
    const no = await t.exchange({
      from: leo.waId,
      buttonReply: { id: buttonIdOf(readBack, 'No'), title: 'No' },
    });
    expect(textOf(no)).toMatch(/no guardé nada.*escríbeme el valor/is);
    expect(await readingsOf(leo)).toEqual([]);
  });

  it('drops a reading not confirmed when another message comes first', async () => {
    const sol = await t.patient('Sol');
    const readBack = await sendVoice(sol.waId, voiceNote('glucosa 180'));
    expect(textOf(await t.say(sol.waId, 'gracias'))).toMatch(/Con gusto/);
    const late = await t.exchange({
      from: sol.waId,
      buttonReply: { id: buttonIdOf(readBack, 'Sí, guárdala'), title: 'Sí, guárdala' },
    });
    expect(textOf(late)).toMatch(/ya no está pendiente/);
    expect(await readingsOf(sol)).toEqual([]);
  });

  it('answers a voice note with no reading as the same words written', async () => {
    const eva = await t.patient('Eva');
    await t.say(eva.waId, 'hola');
    const question = await sendVoice(eva.waId, voiceNote('¿Puedo comer tortillas?'));
    expect(textOf(question)).toEqual(textOf(await t.say(eva.waId, '¿Puedo comer tortillas?')));
    const husband = await sendVoice(eva.waId, voiceNote('Mi esposo tiene la presión en 160/100'));
    expect(buttonsOf(husband)).not.toContain('Sí, guárdala');
    expect(textOf(husband)).toMatch(/No guardé en tu registro/);
    const noise = await sendVoice(eva.waId, voiceNote('ehh mmm'));
    expect(textOf(noise)).toMatch(/Escuché: «ehh mmm», pero no lo entendí/);
    expect(await readingsOf(eva)).toEqual([]);
  });

  it('asks kindly for the value in writing when the media has expired', async () => {
    const rosa = await t.patient('Rosa');
    const mediaId = voiceNote('glucosa 120');
    t.graph.expireMedia(mediaId);
    expect(textOf(await sendVoice(rosa.waId, mediaId))).toMatch(
      /Ya no pude abrir tu mensaje de voz.*escribes/,
    );
    expect(stt.calls).toBe(0);
    expect(await readingsOf(rosa)).toEqual([]);
  });

  it('tries again after a 429 or a 500 and gives up kindly when the service stays busy', async () => {
    const luis = await t.patient('Luis');
    stt.failNext(1, 429);
    const readBack = await sendVoice(luis.waId, voiceNote('peso 72.5'));
    expect(textOf(readBack)).toMatch(/¿Guardo tu peso de 72.5 kg\?/);
    expect(stt.calls).toBe(2);

    stt.failNext(2, 500);
    const afterErrors = await sendVoice(luis.waId, voiceNote('peso 72.8'));
    expect(textOf(afterErrors)).toMatch(/¿Guardo tu peso de 72.8 kg\?/);
    expect(stt.calls).toBe(2 + 3);

    stt.failNext(Infinity, 429);
    const busy = await sendVoice(luis.waId, voiceNote('peso 73'));
    expect(textOf(busy)).toMatch(/Ahorita no pude escuchar tu mensaje de voz.*escribes/);
    expect(stt.calls).toBe(5 + 3);
    expect(await readingsOf(luis)).toEqual([]);
  });

  it('refuses a file that is not audio', async () => {
    const ines = await t.patient('Inés');
    const mediaId = voiceNote('glucosa 120', { mimeType: 'application/pdf' });
    expect(textOf(await sendVoice(ines.waId, mediaId))).toMatch(/no parece un mensaje de voz/);
    expect(stt.calls).toBe(0);
    expect(t.graph.mediaRequests.filter((r) => r.kind === 'download')).toEqual([]);
  });

  it('transcribes a 10 MB voice note and refuses one above 16 MB without downloading it', async () => {
    const paco = await t.patient('Paco');
    const big = randomBytes(10 * 1024 * 1024);
    const readBack = await sendVoice(paco.waId, voiceNote('glucosa 110 en ayunas', { bytes: big }));
    expect(textOf(readBack)).toMatch(/¿Guardo tu glucosa de 110 mg\/dL en ayunas\?/);
    expect(stt.transcribed.map((r) => r.size)).toEqual([big.length]);

    const huge = voiceNote('glucosa 111', { bytes: Buffer.alloc(16 * 1024 * 1024 + 1) });
    expect(textOf(await sendVoice(paco.waId, huge))).toMatch(/muy largo/);
    expect(t.graph.mediaRequests.filter((r) => r.id === huge)).toEqual([{ id: huge, kind: 'metadata' }]);
    expect(stt.transcribed).toHaveLength(1);

    // A size announced too small, served without a length: the download itself stops past 16 MB.
    const bytes = Buffer.alloc(16 * 1024 * 1024 + 1);
    stt.setTranscript(bytes, 'glucosa 112');
    const understated = t.graph.addMedia({ bytes, fileSize: 1000, chunked: true });
    expect(textOf(await sendVoice(paco.waId, understated))).toMatch(/muy largo/);
    expect(stt.transcribed).toHaveLength(1);
    expect(await readingsOf(paco)).toEqual([]);
  });

  it('answers a webhook delivered twice once, transcribing once', async () => {
    const mar = await t.patient('Mar');
    const id = newWamid();
    const body = buildInboundWebhook(
      { from: mar.waId, id, kind: 'audio', media: { id: voiceNote('glucosa 130') } },
      { phoneNumberId: t.graph.phoneNumberId },
    );
    const [first, second] = await Promise.all([
      postSignedWebhook(t.webhookUrl, body, APP_SECRET),
      postSignedWebhook(t.webhookUrl, body, APP_SECRET),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await t.graph.waitForSent(1);
    await postSignedWebhook(t.webhookUrl, body, APP_SECRET);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(t.graph.sentTo(mar.waId).map(textOf)).toEqual([
      expect.stringMatching(/¿Guardo tu glucosa de 130/),
    ]);
    expect(stt.calls).toBe(1);
  });

  it('answers a stranger’s voice note with the sign-up greeting and never transcribes it', async () => {
    const waId = `52155${String(80_000_000 + Math.floor(Math.random() * 9_000_000)).padStart(8, '0')}`;
    const greeting = await sendVoice(waId, voiceNote('glucosa 140'));
    expect(textOf(greeting)).toMatch(/Soy Vitalia/);
    expect(buttonsOf(greeting)).toEqual(['Acepto', 'No acepto']);
    expect(stt.calls).toBe(0);
    expect(t.graph.mediaRequests).toEqual([]);
    const rows = await t.query<{ media_id: string | null }>(
      `SELECT media_id FROM chat_inbound WHERE kind = 'audio' AND user_id IS NULL AND wa_id = ''`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.media_id === null)).toBe(true);
  });
});

describe('voice notes without a speech-to-text service', () => {
  let plain: ChatTestApp;
  beforeAll(async () => {
    plain = await createChatTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('asks kindly for the value in writing', async () => {
    const ana = await plain.patient('Ana');
    const mediaId = plain.graph.addMedia({ bytes: randomBytes(512) });
    const reply = await plain.exchange({ from: ana.waId, kind: 'audio', media: { id: mediaId } });
    expect(textOf(reply)).toMatch(/no puedo escuchar audios.*¿Me escribes tu lectura\?/s);
    expect(plain.graph.mediaRequests).toEqual([]);
  });
});
