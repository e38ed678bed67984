import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServices } from '@vitalia/services';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/** The outbound queue against a Graph API that fails the ways WhatsApp does. */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp({ CHAT_RETRY_BASE_SECONDS: '0.2' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.graph.reset());

const outboundOf = (waId: string) =>
  t.query<{
    state: string;
    attempts: number;
    last_error: string | null;
    message: { type: string; name?: string };
  }>('SELECT state, attempts, last_error, message FROM chat_outbound WHERE recipient = $1 ORDER BY id', [
    waId,
  ]);

describe('sending replies', () => {
  it('retries a 500 and a 429 with growing waits and delivers the reply exactly once', async () => {
    const ana = await t.patient('Ana');
    // The code that proved her number went before (the helper read it): count from here.
    const before = t.graph.requests;
    t.graph.failNext(2, { status: 500 });
    t.graph.failNext(1, { status: 429, code: 130429, retryAfterSeconds: 1 });
    const reply = await t.say(ana.waId, 'glucosa 118');
    expect(textOf(reply)).toMatch(/118 mg\/dL/);
    expect(t.graph.sentTo(ana.waId)).toHaveLength(1);
    expect(t.graph.requests - before).toBe(4);
    const [row] = await outboundOf(ana.waId);
    expect(row).toMatchObject({ state: 'sent', attempts: 4 });
  });

  it('retries the throttling codes 4, 80007 and 131056', async () => {
    const ana = await t.patient('Lía');
    // The code that proved her number went before (the helper read it): count from here.
    const before = t.graph.requests;
    for (const code of [4, 80007, 131056]) t.graph.failNext(1, { status: 400, code });
    await t.say(ana.waId, 'hola');
    expect(t.graph.sentTo(ana.waId)).toHaveLength(1);
    expect(t.graph.requests - before).toBe(4);
  });

  it('gives up on an error that will not change, without retrying it', async () => {
    const ana = await t.patient('Gil');
    // The code that proved her number went before (the helper read it): count from here.
    const before = t.graph.requests;
    t.graph.failNext(1, { status: 400, code: 131026 });
    await t.inbound({ from: ana.waId, text: 'hola' });
    await expect
      .poll(async () => (await outboundOf(ana.waId)).map((row) => row.state), { timeout: 10_000 })
      .toEqual(['failed']);
    expect(t.graph.requests - before).toBe(1);
    expect((await outboundOf(ana.waId))[0]?.last_error).toMatch(/131026/);
  });

  it('sends the approved template when WhatsApp refuses free text outside the 24-hour window', async () => {
    const ana = await t.patient('Ema');
    t.graph.failWhen((body) =>
      body.to === ana.waId && body.type !== 'template' ? { status: 400, code: 131047 } : undefined,
    );
    await t.inbound({ from: ana.waId, text: 'presión 120/80' });
    const [template] = await t.graph.waitForSent(1);
    expect(template!.body.type).toBe('template');
    expect(template!.body.template).toMatchObject({ name: 'vitalia_respuesta', language: { code: 'es_MX' } });
    expect(textOf(template!)).toMatch(/Ema \| .*120\/80 mmHg/);
    expect(textOf(template!)).not.toMatch(/\n/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.graph.sentTo(ana.waId)).toHaveLength(1);
    expect((await outboundOf(ana.waId)).map((row) => [row.state, row.message.type])).toEqual([
      ['failed', 'text'],
      ['sent', 'template'],
    ]);
  });

  it('also when the refusal comes later, in a failed status webhook', async () => {
    const ana = await t.patient('Fer');
    t.graph.failAsync((body) =>
      body.to === ana.waId && body.type !== 'template' ? { code: 131047 } : undefined,
    );
    await t.inbound({ from: ana.waId, text: 'peso 70' });
    const sent = await t.graph.waitForSent(2);
    expect(sent.map((message) => message.body.type)).toEqual(['text', 'template']);
    await expect
      .poll(async () => (await outboundOf(ana.waId)).map((row) => [row.state, row.message.type]))
      .toEqual([
        ['failed', 'text'],
        ['sent', 'template'],
      ]);
    // A repeated failed status for the same message queues no second template.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.graph.sentTo(ana.waId)).toHaveLength(2);
  });

  /** An alert to a patient through the use case the scheduler and billing call, on the server's database. */
  async function alerts(patient: { phone: string }) {
    const [row] = await t.query<{ user_id: number }>('SELECT user_id FROM pacientes WHERE telefono = $1', [
      patient.phone,
    ]);
    const { chat } = createServices({
      db: t.db,
      trialDays: 14,
      signupLimitPerHour: 1000,
      defaultTimeZone: 'America/Mexico_City',
    });
    return (dedupeKey: string, text: string) =>
      chat.sendProactive(Number(row!.user_id), {
        dedupeKey,
        message: { type: 'text', text },
        template: 'alert',
        templateParams: [text],
      });
  }

  it('sends proactive messages as templates to someone who has not written in 24 hours, and none after BAJA', async () => {
    const ana = await t.patient('Isa');
    const alert = await alerts(ana);
    const never = await alert('test:alert:1', 'Aviso de prueba');
    expect(never).toBe('queued');
    const again = await alert('test:alert:1', 'Aviso de prueba');
    expect(again).toBe('duplicate');
    await t.graph.waitForSent(1);
    expect(t.graph.sentTo(ana.waId.slice(0, 2) + ana.waId.slice(3))[0]?.body.type).toBe('template');

    await t.say(ana.waId, 'BAJA');
    const paused = await alert('test:alert:2', 'Otro aviso');
    expect(paused).toBe('paused');
    await t.say(ana.waId, 'ALTA');
    const inside = await alert('test:alert:3', 'Aviso dentro de la ventana');
    expect(inside).toBe('queued');
    // Inside the window (the person just wrote ALTA): free text, not the template.
    await expect.poll(() => t.graph.sentTo(ana.waId).map(textOf)).toContain('Aviso dentro de la ventana');
    expect(t.graph.sent.map(textOf).filter((text) => /Otro aviso/.test(text))).toEqual([]);
  });

  it('sends a proactive message its own template when WhatsApp refuses its free text', async () => {
    const ana = await t.patient('Noé');
    await t.say(ana.waId, 'hola');
    const alert = await alerts(ana);
    t.graph.failWhen((body) =>
      body.type !== 'template' && /Aviso rechazado/.test(JSON.stringify(body))
        ? { status: 400, code: 131047 }
        : undefined,
    );
    expect(await alert('test:alert:refused', 'Aviso rechazado como texto')).toBe('queued');
    await expect
      .poll(() => t.graph.sent.filter((message) => /Aviso rechazado/.test(textOf(message))), {
        timeout: 10_000,
      })
      .toHaveLength(1);
    const [template] = t.graph.sent.filter((message) => /Aviso rechazado/.test(textOf(message)));
    expect(template!.body.template).toMatchObject({ name: 'vitalia_alerta' });
    expect(textOf(template!)).toMatch(/Noé/);
  });
});

describe('a queue that fills faster than it is sent', () => {
  // The idle poll a minute away: whatever leaves before it was sent because the sender kept going.
  let slow: ChatTestApp;
  beforeAll(async () => {
    slow = await createChatTestApp({ CHAT_POLL_MS: '60000' });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('answers every one of several messages sent at once, in order, without waiting for the idle poll', async () => {
    const ana = await slow.patient('Rosa');
    // WhatsApp slower than the bot: the later replies queue behind the first while it is in flight.
    slow.graph.setLatency(300);
    // And no status webhooks to wake the sender meanwhile: they may come late, in bulk, or to another
    // process (the split deployment's API process).
    slow.graph.setStatusWebhook(undefined);
    const values = [110, 120, 130, 140, 150, 160];
    const response = await slow.inbound(
      values.map((value) => ({ from: ana.waId, text: `glucosa ${value}` })),
    );
    expect(response.status).toBe(200);
    await expect
      .poll(() => slow.graph.sentTo(ana.waId).length, { timeout: 20_000, interval: 100 })
      .toBe(values.length);
    const answered = slow.graph
      .sentTo(ana.waId)
      .map((message) => Number(/(\d+) mg\/dL/.exec(textOf(message))?.[1]));
    expect(answered).toEqual(values);
  });
});
