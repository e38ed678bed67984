import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicChatItem } from '@vitalia/contracts/public-chat';
import { createChatTestApp } from './support/chat-app';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

describe('the public chat simulator with WhatsApp credentials', () => {
  it('is not there: every path answers 404', async () => {
    const cloud = await createChatTestApp();
    try {
      for (const url of ['/public-chat/visitors/', '/public-chat/messages/', '/public-chat/replies/']) {
        const reply = await cloud.app.inject({ method: 'POST', url, payload: { text: 'hola' } });
        expect(reply.statusCode, url).toBe(404);
      }
    } finally {
      await cloud.close();
    }
  });
});

describe('the public chat simulator (simulator mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_POLL_MS: '50', PUBLIC_URL: 'https://vitalia.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  async function startVisitor() {
    const started = await post('/public-chat/visitors/', {});
    expect(started.statusCode).toBe(201);
    return started.json<{ key: string; phone: string }>();
  }

  /** Sends as the visitor and waits for the bot's reply to that message. */
  async function say(key: string, ids: string[], message: Record<string, string>): Promise<PublicChatItem> {
    const sent = await post('/public-chat/messages/', { key, ...message });
    expect(sent.statusCode).toBe(202);
    const { id } = sent.json<{ id: string }>();
    ids.push(id);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const replies = await post('/public-chat/replies/', { key, ids });
      expect(replies.statusCode).toBe(200);
      const reply = replies.json<{ items: PublicChatItem[] }>().items.find((item) => item.in_reply_to === id);
      if (reply) return reply;
      if (Date.now() > deadline) throw new Error(`no reply to ${JSON.stringify(message)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const textOf = (item: PublicChatItem) => (item.message.type === 'template' ? '' : item.message.text);

  it('signs a visitor up in the chat as a test number of their own, and stores the first reading after consent', async () => {
    const { key, phone } = await startVisitor();
    expect(phone).toMatch(/^\+5255\d{8}$/);
    const ids: string[] = [];
    const first = await say(key, ids, { text: 'hola me salio 140 en ayunas' });
    expect(textOf(first)).toContain('https://vitalia.example/privacy-policy');
    expect(first.message.type).toBe('buttons');
    expect(await t.query('SELECT 1 FROM pacientes WHERE telefono = $1', [phone])).toEqual([]);

    expect(textOf(await say(key, ids, { option_id: 'signup:acepto', title: 'Acepto' }))).toMatch(
      /¿Cómo te llamas\?/,
    );
    const welcome = await say(key, ids, { text: 'Sofía' });
    expect(textOf(welcome)).toMatch(/está lista, Sofía!/);
    expect(textOf(welcome)).toMatch(/guardé tu glucosa en ayunas de 140 mg\/dL/);
    const stored = await t.query<{ value: number }>(
      'SELECT r.value FROM readings r JOIN pacientes p ON p.id = r.paciente_id WHERE p.telefono = $1',
      [phone],
    );
    expect(stored).toEqual([{ value: 140 }]);

    const link = textOf(await say(key, ids, { text: 'ver mis gráficas' }));
    expect(link).toMatch(/https:\/\/vitalia\.example\/health\/metrics\?token=/);
  });

  it('answers only the visitor’s own messages, and never lets one write as an older account', async () => {
    const ana = await startVisitor();
    const beto = await startVisitor();
    expect(ana.phone).not.toBe(beto.phone);
    const anaIds: string[] = [];
    await say(ana.key, anaIds, { text: 'hola' });
    const peek = await post('/public-chat/replies/', { key: beto.key, ids: anaIds });
    expect(peek.json().items).toEqual([]);

    expect((await post('/public-chat/messages/', { key: 'x'.repeat(43), text: 'hola' })).statusCode).toBe(
      404,
    );
    expect((await post('/public-chat/messages/', { key: beto.key, text: '' })).statusCode).toBe(400);

    // Someone registers the visitor's number on the web, earlier than the visit: it is not the visitor's.
    // A test number is never given to a web account (CONTRACTS.md section 11), so the account is one that
    // held it before that rule, written in place.
    const other = await registerUser(t.app);
    await t.query(
      `UPDATE pacientes SET telefono = $1, created_at = now() - interval '1 day' WHERE user_id =
         (SELECT id FROM users WHERE lower(email) = lower($2))`,
      [beto.phone, other.email],
    );
    const refused = await post('/public-chat/messages/', { key: beto.key, text: 'ver mis gráficas' });
    expect(refused.statusCode).toBe(404);
  });

  it("a visitor's test number is never given to a web account, and a later web account is never the visitor's", async () => {
    const carla = await startVisitor();
    const carlaIds: string[] = [];
    await say(carla.key, carlaIds, { text: 'hola' });
    // Sign-up answers as for a taken number; a number change as for any number, sending nothing.
    const signup = await post('/health-users/register/', {
      email: `intruso.${Date.now()}@example.com`,
      password: 'contraseña-segura',
      phone: carla.phone,
    });
    expect(signup.statusCode).toBe(409);
    const squatter = await registerUser(t.app);
    const change = await t.app.inject({
      method: 'POST',
      url: '/health-users/phone/change/',
      headers: { authorization: `Bearer ${squatter.token}` },
      payload: { phone: carla.phone, current_password: squatter.password },
    });
    // The same answer as for any number, and nothing is sent to it.
    expect(change.statusCode).toBe(202);
    expect(await t.query('SELECT 1 FROM chat_outbound WHERE recipient = $1', [carla.phone.slice(1)])).toEqual(
      [],
    );
    // An account that got the number anyway after the visitor started (made on the web, not in this chat)
    // is not the visitor's: their key never reaches it.
    await t.query(
      `UPDATE pacientes SET telefono = $1, created_at = now() + interval '1 minute' WHERE user_id =
         (SELECT id FROM users WHERE lower(email) = lower($2))`,
      [carla.phone, squatter.email],
    );
    expect(
      (await post('/public-chat/messages/', { key: carla.key, text: 'ver mis gráficas' })).statusCode,
    ).toBe(404);
    expect((await post('/public-chat/replies/', { key: carla.key, ids: carlaIds })).statusCode).toBe(404);
  });
});

describe('the public chat’s rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_MESSAGES_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const from = (remoteAddress: string) => (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  async function visitorAt(address: string) {
    const started = await from(address)('/public-chat/visitors/', {});
    expect(started.statusCode).toBe(201);
    return started.json<{ key: string; phone: string }>();
  }

  it('a visitor past the limit a minute gets a Spanish 429, and none of the earlier messages is lost', async () => {
    const { key } = await visitorAt('198.51.100.1');
    const send = from('198.51.100.1');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = await send('/public-chat/messages/', { key, text: `hola ${i}` });
      expect(sent.statusCode).toBe(202);
      ids.push(sent.json<{ id: string }>().id);
    }
    const over = await send('/public-chat/messages/', { key, text: 'otra vez' });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/Vas muy rápido.*llegaron/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Every message taken before the limit is kept (and answered), none after it.
    const taken = await t.query<{ wa_message_id: string }>(
      'SELECT wa_message_id FROM chat_inbound ORDER BY id',
    );
    expect(taken.map((row) => row.wa_message_id)).toEqual(ids);
  });

  it('one address writing for many visitors stops at four times the limit', async () => {
    const keys = await Promise.all(
      ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'].map(visitorAt),
    );
    const send = from('192.0.2.77');
    const answers: number[] = [];
    for (const { key } of keys)
      for (let i = 0; i < 3; i++)
        answers.push((await send('/public-chat/messages/', { key, text: 'hola' })).statusCode);
    expect(answers.filter((code) => code === 202)).toHaveLength(12);
    expect(answers.slice(12)).toEqual([429, 429, 429]);
  });
});
