import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGraphApiServer, type GraphApiServer } from '../src/graph-api-server';
import {
  buildInboundWebhook,
  buildStatusWebhook,
  postSignedWebhook,
  signWhatsAppBody,
  type JsonBody,
} from '../src/whatsapp-webhooks';

const SECRET = 'test-app-secret';
const TO = '5215512345678';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: JsonBody;
}

/** A stand-in for the bot's webhook endpoint: keeps every POST with its raw body, answers 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as JsonBody });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const text = (body: string, to = TO) => ({ messaging_product: 'whatsapp', to, type: 'text', text: { body } });
const buttons = (titles: string[]) => ({
  messaging_product: 'whatsapp',
  to: TO,
  type: 'interactive',
  interactive: {
    type: 'button',
    body: { text: '¿Tomaste tu medicina?' },
    action: { buttons: titles.map((title, i) => ({ type: 'reply', reply: { id: `b${i}`, title } })) },
  },
});
const list = (rowCount: number) => ({
  messaging_product: 'whatsapp',
  to: TO,
  type: 'interactive',
  interactive: {
    type: 'list',
    header: { type: 'text', text: 'Medicinas' },
    body: { text: 'Elige una' },
    footer: { text: 'Vitalia' },
    action: {
      button: 'Ver opciones',
      sections: [
        {
          title: 'Hoy',
          rows: Array.from({ length: rowCount }, (_, i) => ({
            id: `r${i}`,
            title: `Opción ${i}`,
            description: 'd',
          })),
        },
      ],
    },
  },
});
const template = (param: string) => ({
  messaging_product: 'whatsapp',
  to: `+${TO}`,
  type: 'template',
  template: {
    name: 'recordatorio',
    language: { code: 'es_MX' },
    components: [{ type: 'body', parameters: [{ type: 'text', text: param }] }],
  },
});

let graph: GraphApiServer;

async function send(body: unknown, token: string | null = graph.token): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return fetch(`${graph.url}/${graph.phoneNumberId}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

async function expectRefusal(response: Response, status: number, code: number, details?: RegExp) {
  expect(response.status).toBe(status);
  const { error } = (await response.json()) as { error: JsonBody };
  expect(error).toMatchObject({ code, type: expect.any(String), fbtrace_id: expect.any(String) });
  expect(error.message).toEqual(expect.any(String));
  if (details) {
    expect(error.error_data).toMatchObject({ messaging_product: 'whatsapp' });
    expect(error.error_data.details).toMatch(details);
  }
}

beforeAll(async () => {
  graph = await startGraphApiServer();
});
afterAll(() => graph.close());
afterEach(() => {
  graph.reset();
  graph.setStatusWebhook(undefined);
});

describe('graph api server: accepted sends', () => {
  it('exposes the versioned base url and answers a text send in Graph’s shape', async () => {
    expect(graph.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v26\.0$/);
    const response = await send(text('Hola'));
    expect(response.status).toBe(200);
    const reply = (await response.json()) as JsonBody;
    expect(reply).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: TO, wa_id: TO }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    expect(graph.sent).toHaveLength(1);
    expect(graph.sent[0]).toMatchObject({ wamid: reply.messages[0].id, phoneNumberId: '100200300400' });
    expect(graph.sent[0]!.body.text.body).toBe('Hola');
    expect(graph.sentTo(`+${TO}`)).toHaveLength(1);
    expect(graph.requests).toBe(1);
  });

  it('accepts reply buttons, a list and a template, each with a fresh wamid', async () => {
    for (const body of [buttons(['Sí', 'No', 'Más tarde']), list(10), template('Ana')]) {
      expect((await send(body)).status).toBe(200);
    }
    const ids = new Set(graph.sent.map((m) => m.wamid));
    expect(ids.size).toBe(3);
    expect(graph.sent.map((m) => m.body.type)).toEqual(['interactive', 'interactive', 'template']);
    // The template went to "+52…": the reply's wa_id drops the plus, sentTo finds it either way.
    expect(graph.sentTo(TO)).toHaveLength(3);
  });
});

describe('graph api server: refusals like the real API', () => {
  it('refuses a wrong or missing bearer with 401 / code 190', async () => {
    await expectRefusal(await send(text('x'), 'wrong'), 401, 190);
    await expectRefusal(await send(text('x'), null), 401, 190);
    expect(graph.sent).toHaveLength(0);
    expect(graph.requests).toBe(2);
  });

  it('refuses an unknown phone number id or path with code 100', async () => {
    const post = (path: string) =>
      fetch(`${graph.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${graph.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(text('x')),
      });
    await expectRefusal(await post('/999/messages'), 400, 100);
    await expectRefusal(await post(`/${graph.phoneNumberId}/media`), 404, 100);
  });

  it.each([
    ['four buttons', buttons(['a', 'b', 'c', 'd']), 131009, /1 to 3 buttons/],
    ['a button title of 21 characters', buttons(['x'.repeat(21)]), 131009, /reply\.title.*20/],
    ['a list of 11 rows', list(11), 131009, /row count/],
    ['a text of 4097 characters', text('x'.repeat(4097)), 131009, /text\.body.*4096/],
    ['a template parameter with a newline', template('Ana\nPérez'), 132018, /new-line/],
    ['another messaging product', { ...text('x'), messaging_product: 'sms' }, 100, /messaging_product/],
    ['a recipient that is not a number', text('x', 'ana'), 100, /to/],
  ])('refuses %s', async (_name, body, code, details) => {
    await expectRefusal(await send(body), 400, code, details);
    expect(graph.sent).toHaveLength(0);
  });

  describe('the authentication template (copy code)', () => {
    const code = '042917';
    const auth = (components: unknown[], to: Record<string, string> = { to: TO }) => ({
      messaging_product: 'whatsapp',
      ...to,
      type: 'template',
      template: { name: 'vitalia_codigo', language: { code: 'es_MX' }, components },
    });
    const bodyParam = { type: 'body', parameters: [{ type: 'text', text: code }] };
    const copyButton = (text = code) => ({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text }],
    });

    it('accepts the code in the body and in the copy-code button, reported as authentication', async () => {
      expect((await send(auth([bodyParam, copyButton()]))).status).toBe(200);
      expect(graph.sent).toHaveLength(1);
    });

    it('refuses it without the button, with another code in it, or to a BSUID (131062)', async () => {
      await expectRefusal(await send(auth([bodyParam])), 400, 131008, /copy-code button/);
      await expectRefusal(await send(auth([bodyParam, copyButton('999999')])), 400, 131009, /same code/);
      await expectRefusal(await send(auth([copyButton()])), 400, 132000, /one text parameter/);
      await expectRefusal(
        await send(auth([bodyParam, copyButton()], { recipient: 'MX.1349120865530274' })),
        400,
        131062,
      );
      expect(graph.sent).toHaveLength(0);
    });

    it('sends other messages to a BSUID in `recipient`; `to` wins when both are given', async () => {
      const bsuid = 'MX.1349120865530274';
      const toBsuid = await send({
        messaging_product: 'whatsapp',
        recipient: bsuid,
        type: 'text',
        text: { body: 'Hola' },
      });
      expect(await toBsuid.json()).toMatchObject({ contacts: [{ input: bsuid, user_id: bsuid }] });
      const both = await send({ ...text('Hola'), recipient: bsuid });
      expect(await both.json()).toMatchObject({ contacts: [{ input: TO, wa_id: TO }] });
      expect(graph.sentTo(bsuid)).toHaveLength(1);
      await expectRefusal(
        await send({ ...text('x'), to: undefined, recipient: 'ana' }),
        400,
        100,
        /recipient/,
      );
    });
  });

  it('takes a read receipt with the typing indicator apart from sends, and can be told to fail it', async () => {
    const receipt = {
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: 'wamid.abc',
      typing_indicator: { type: 'text' },
    };
    graph.failNext(1, { status: 500 });
    const answer = await send(receipt);
    expect(await answer.json()).toEqual({ success: true });
    expect(graph.readReceipts).toMatchObject([{ messageId: 'wamid.abc', typing: true }]);
    expect([graph.sent.length, graph.requests]).toEqual([0, 0]);
    await expectRefusal(await send({ ...receipt, typing_indicator: { type: 'audio' } }), 400, 131009);
    await expectRefusal(await send({ ...receipt, message_id: 42 }), 400, 100, /message_id/);
    graph.failReadReceipts({ status: 500 });
    await expectRefusal(await send(receipt), 500, 131000);
    expect(graph.readReceipts).toHaveLength(1);
    // The send's failure is still there for the next send.
    await expectRefusal(await send(text('x')), 500, 131000);
  });

  it('accepts limits exactly at the edge', async () => {
    for (const body of [buttons(['x'.repeat(20)]), text('x'.repeat(4096)), template('a    b')]) {
      expect((await send(body)).status).toBe(200);
    }
  });
});

describe('graph api server: simulated failures', () => {
  it('failNext answers the failure, then sends succeed again', async () => {
    graph.failNext(1, { status: 500, retryAfterSeconds: 2 });
    const failed = await send(text('uno'));
    expect(failed.headers.get('retry-after')).toBe('2');
    await expectRefusal(failed, 500, 131000);
    expect(graph.sent).toHaveLength(0);
    expect((await send(text('uno'))).status).toBe(200);
    expect(graph.sent).toHaveLength(1);
    expect(graph.requests).toBe(2);
  });

  it('failWhen refuses free-form text to one number with 131047', async () => {
    graph.failWhen((body) =>
      body.type === 'text' && body.to === '5215500000001' ? { status: 400, code: 131047 } : undefined,
    );
    await expectRefusal(await send(text('hola', '5215500000001')), 400, 131047, /Re-engagement/);
    expect((await send(template('Ana'))).status).toBe(200);
    expect((await send(text('hola'))).status).toBe(200);
    expect(graph.sent).toHaveLength(2);
  });

  it('failAsync accepts, then posts a signed failed status with the error code', async () => {
    const receiver = await startReceiver();
    try {
      graph.setStatusWebhook({ url: receiver.url, appSecret: SECRET });
      graph.failAsync((body) => (body.to === TO ? { code: 131026 } : undefined));
      const reply = (await (await send(text('hola'))).json()) as JsonBody;
      expect(graph.sent).toHaveLength(1);
      await until(() => receiver.received.length === 1);
      const [post] = receiver.received;
      expect(post!.headers['x-hub-signature-256']).toBe(signWhatsAppBody(post!.raw, SECRET));
      const status = post!.body.entry[0].changes[0].value.statuses[0];
      expect(status).toMatchObject({ id: reply.messages[0].id, status: 'failed', recipient_id: TO });
      expect(status.errors[0]).toMatchObject({ code: 131026, title: 'Message undeliverable' });
      expect(status.errors[0].error_data.details).toEqual(expect.any(String));
    } finally {
      await receiver.close();
    }
  });

  it('posts sent then delivered, echoing biz_opaque_callback_data', async () => {
    const receiver = await startReceiver();
    try {
      graph.setStatusWebhook({ url: receiver.url, appSecret: SECRET });
      await send({ ...text('hola'), biz_opaque_callback_data: 'reminder:42' });
      await until(() => receiver.received.length === 2);
      const statuses = receiver.received.map((post) => {
        expect(post.headers['x-hub-signature-256']).toBe(signWhatsAppBody(post.raw, SECRET));
        expect(post.body).toMatchObject({ object: 'whatsapp_business_account' });
        return post.body.entry[0].changes[0].value.statuses[0] as JsonBody;
      });
      expect(statuses.map((s) => s.status)).toEqual(['sent', 'delivered']);
      for (const status of statuses) {
        expect(status).toMatchObject({
          id: graph.sent[0]!.wamid,
          recipient_id: TO,
          biz_opaque_callback_data: 'reminder:42',
          timestamp: expect.stringMatching(/^\d+$/),
        });
      }
    } finally {
      await receiver.close();
    }
  });

  it('delays answers with setLatency, the send already recorded', async () => {
    graph.setLatency(150);
    const started = Date.now();
    const pending = send(text('lento'));
    await until(() => graph.sent.length === 1);
    expect((await pending).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('still reports statuses for a send whose client left during the latency', async () => {
    const receiver = await startReceiver();
    try {
      graph.setStatusWebhook({ url: receiver.url, appSecret: SECRET });
      graph.setLatency(300);
      const aborted = fetch(`${graph.url}/${graph.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${graph.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(text('a medias')),
        signal: AbortSignal.timeout(50),
      });
      await expect(aborted).rejects.toThrow();
      expect(graph.sent).toHaveLength(1);
      await until(() => receiver.received.length === 2);
    } finally {
      await receiver.close();
    }
  });

  it('failNext counts down, defaults the code from the status, and reset clears it', async () => {
    graph.failNext(3, { status: 429 });
    await expectRefusal(await send(text('a')), 429, 130429);
    await expectRefusal(await send(text('b')), 429, 130429);
    graph.reset();
    expect(graph.requests).toBe(0);
    expect((await send(text('c'))).status).toBe(200);
  });

  it('waitForSent resolves on arrival and times out listing what arrived', async () => {
    const waiting = graph.waitForSent(1);
    await send(text('primero'));
    await expect(waiting).resolves.toHaveLength(1);
    await send(buttons(['a', 'b', 'c', 'd']));
    const error = (await graph.waitForSent(2, 50).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/waitForSent\(2\): only 1 accepted send\(s\) after 50 ms/);
    expect(error.message).toContain('primero');
    expect(error.message).toMatch(/last refusals:[\s\S]*131009/);
  });
});

describe('whatsapp webhook builders', () => {
  it('builds a realistic inbound text and signs it verifiably', async () => {
    const receiver = await startReceiver();
    try {
      const body = buildInboundWebhook({ from: '+5215512345678', text: 'tomé 500 mg', name: 'Ana' });
      const value = body.entry[0].changes[0].value;
      expect(body.entry[0].changes[0].field).toBe('messages');
      expect(value.metadata).toEqual({
        display_phone_number: expect.any(String),
        phone_number_id: '100200300400',
      });
      expect(value.contacts).toEqual([{ profile: { name: 'Ana' }, wa_id: TO }]);
      expect(value.messages[0]).toMatchObject({ from: TO, type: 'text', text: { body: 'tomé 500 mg' } });
      expect(value.messages[0].id).toMatch(/^wamid\./);
      expect(value.messages[0].timestamp).toMatch(/^\d+$/);

      await postSignedWebhook(receiver.url, body, SECRET);
      await postSignedWebhook(receiver.url, body, SECRET, { signature: null });
      await postSignedWebhook(receiver.url, body, SECRET, { signature: 'sha256=00' });
      const [good, unsigned, forged] = receiver.received;
      expect(good!.headers['x-hub-signature-256']).toBe(signWhatsAppBody(good!.raw, SECRET));
      expect(good!.body).toEqual(body);
      expect(unsigned!.headers['x-hub-signature-256']).toBeUndefined();
      expect(forged!.headers['x-hub-signature-256']).toBe('sha256=00');
    } finally {
      await receiver.close();
    }
  });

  it('builds button and list replies, media and system messages in Meta’s shapes', () => {
    const body = buildInboundWebhook(
      [
        { from: TO, buttonReply: { id: 'taken', title: 'Sí' }, contextId: 'wamid.X' },
        { from: TO, listReply: { id: 'r1', title: 'Opción 1', description: 'd' } },
        { from: '5215500000002', kind: 'image', text: 'receta' },
        { from: TO, kind: 'location' },
        { from: TO, kind: 'reaction' },
        { from: TO, kind: 'system' },
      ],
      { phoneNumberId: '555' },
    );
    const value = body.entry[0].changes[0].value;
    expect(value.metadata.phone_number_id).toBe('555');
    expect(value.contacts.map((c: { wa_id: string }) => c.wa_id)).toEqual([TO, '5215500000002']);
    const [button, listReply, image, location, reaction, system] = value.messages;
    expect(button).toMatchObject({
      type: 'interactive',
      context: { id: 'wamid.X' },
      interactive: { type: 'button_reply', button_reply: { id: 'taken', title: 'Sí' } },
    });
    expect(listReply.interactive).toEqual({
      type: 'list_reply',
      list_reply: { id: 'r1', title: 'Opción 1', description: 'd' },
    });
    expect(image.image).toMatchObject({ caption: 'receta', mime_type: 'image/jpeg', id: expect.any(String) });
    expect(location.location).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(reaction.reaction).toMatchObject({ message_id: expect.stringMatching(/^wamid\./) });
    expect(system.system).toMatchObject({ type: 'user_changed_number' });
    expect(() => buildInboundWebhook({ from: TO })).toThrow(/needs text/);
  });

  it('builds status webhooks whose signature verifies', () => {
    const body = buildStatusWebhook([
      { id: 'wamid.A', status: 'read', recipientId: `+${TO}`, timestamp: 1_700_000_000 },
      { id: 'wamid.B', status: 'failed', recipientId: TO, errors: [{ code: 131047 }] },
    ]);
    const raw = JSON.stringify(body);
    expect(signWhatsAppBody(raw, SECRET)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signWhatsAppBody(raw, SECRET)).not.toBe(signWhatsAppBody(raw, 'other'));
    const [read, failed] = body.entry[0].changes[0].value.statuses;
    expect(read).toMatchObject({ id: 'wamid.A', status: 'read', timestamp: '1700000000', recipient_id: TO });
    expect(failed.errors[0]).toMatchObject({ code: 131047, title: 'Re-engagement message' });
    expect(failed).not.toHaveProperty('biz_opaque_callback_data');
  });
});
