import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInboundWebhook, postSignedWebhook } from '@vitalia/testkit';
import { actingAs } from './support/test-app';
import { APP_SECRET, createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/** What an attacker, a buggy client or an unlucky network can send to the chat's doors. */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOSTILE_VALUES: unknown[] = [
  null,
  42,
  -1,
  1e308,
  '',
  'x'.repeat(20_000),
  '\u0000\u0007\u001b[31m',
  '\u202eglucosa 120',
  '\u200b\u200b',
  [],
  {},
  { nested: { deeper: [1, 2, 3] } },
  '9'.repeat(40),
];

describe('hostile input to the chat', () => {
  it('answers every signed webhook body, however odd, with 200 and never a 5xx', async () => {
    const bodies: unknown[] = [
      [],
      'not json at all',
      { object: 'whatsapp_business_account', entry: 'nope' },
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { messages: 'x', statuses: 7 } }] }],
      },
    ];
    for (const value of HOSTILE_VALUES) {
      for (const field of ['id', 'from', 'timestamp', 'type', 'text']) {
        const body = buildInboundWebhook({ from: '5215512340000', text: 'glucosa 100' });
        (body.entry[0].changes[0].value.messages[0] as Record<string, unknown>)[field] = value;
        bodies.push(body);
      }
    }
    let fiveHundreds = 0;
    for (const body of bodies) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const response = await postSignedWebhook(t.webhookUrl, raw, APP_SECRET);
      if (response.status >= 500) fiveHundreds += 1;
      expect([200, 400]).toContain(response.status);
    }
    expect(fiveHundreds).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('stores a message delivered 200 times at once exactly once and answers it once', async () => {
    const ana = await t.patient('Ana');
    await t.say(ana.waId, 'hola');
    const body = JSON.stringify(
      buildInboundWebhook({ from: ana.waId, text: 'glucosa 133', id: 'wamid.storm-1' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => postSignedWebhook(t.webhookUrl, body, APP_SECRET)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await expect.poll(() => t.graph.sentTo(ana.waId).length).toBe(2);
    await t.say(ana.waId, 'gracias');
    expect(t.graph.sentTo(ana.waId)).toHaveLength(3);
    const readings = (await actingAs(t.app, ana)('GET', '/health-metrics/api/readings/')).json().readings;
    expect(readings.map((r: { value: number }) => r.value)).toEqual([133]);
  });

  it('reads control characters, invisible text and a huge message without storing junk', async () => {
    const ana = await t.patient('Eli');
    await t.say(ana.waId, 'hola');
    expect(textOf(await t.say(ana.waId, '\u200b\u200b\u200b'))).toMatch(/No entendí/);
    expect(textOf(await t.say(ana.waId, 'glucosa\u0000 1\u00072\u00070'))).toBeTruthy();
    expect(textOf(await t.say(ana.waId, `glucosa 120 ${'bla '.repeat(2000)}`))).toBeTruthy();
    const readings = (await actingAs(t.app, ana)('GET', '/health-metrics/api/readings/')).json().readings;
    expect(readings.every((r: { value: number }) => r.value >= 20 && r.value <= 600)).toBe(true);
  });

  it('refuses hostile simulator input with a Spanish 4xx', async () => {
    const ana = await t.patient('Isa');
    const api = actingAs(t.app, ana);
    for (const value of HOSTILE_VALUES) {
      for (const body of [{ text: value }, { option_id: value, title: 'x' }, value]) {
        const response = await api('POST', '/health-users/chat/', body ?? {});
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().detail).toMatch(/[a-záéíóúñ]/i);
      }
    }
    const other = await t.patient('Otro');
    const history = (await actingAs(t.app, other)('GET', '/health-users/chat/')).json();
    expect(history.items).toEqual([]);
  });
});
