import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInboundWebhook, buildStatusWebhook, newWamid, postSignedWebhook } from '@vitalia/testkit';
import { createSimulatorChannel } from '@vitalia/bot';
import { APP_SECRET, createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * The Cloud API as WhatsApp works in 2026, against the local Graph API with webhooks shaped as Meta's:
 * the business account's other numbers, order, read receipts. People known by a business-scoped user id,
 * and numbers that change, are in whatsapp-identities.test.ts.
 */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.graph.reset());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('other phone numbers of the business account', () => {
  it('acknowledges and ignores the messages and statuses of a number that is not ours', async () => {
    const ana = await t.patient('Ana');
    const reply = await t.say(ana.waId, 'hola');
    await expect
      .poll(
        async () =>
          (
            await t.query(`SELECT delivery_status FROM chat_outbound WHERE provider_message_id = $1`, [
              reply.wamid,
            ])
          )[0],
      )
      .toEqual({ delivery_status: 'delivered' });

    const other = { phoneNumberId: '999888777666', displayPhoneNumber: '15550009999' };
    const id = newWamid();
    const message = await postSignedWebhook(
      t.webhookUrl,
      buildInboundWebhook({ from: ana.waId, text: 'glucosa 120', id }, other),
      APP_SECRET,
    );
    const status = await postSignedWebhook(
      t.webhookUrl,
      buildStatusWebhook([{ id: reply.wamid, status: 'read', recipientId: ana.waId }], other),
      APP_SECRET,
    );
    expect([message.status, status.status]).toEqual([200, 200]);
    await pause(300);
    expect(await t.query('SELECT 1 FROM chat_inbound WHERE wa_message_id = $1', [id])).toEqual([]);
    expect(t.graph.sentTo(ana.waId)).toHaveLength(1);
    const [row] = await t.query('SELECT delivery_status FROM chat_outbound WHERE provider_message_id = $1', [
      reply.wamid,
    ]);
    expect(row).toEqual({ delivery_status: 'delivered' });

    // The same status from our number is recorded.
    await postSignedWebhook(
      t.webhookUrl,
      buildStatusWebhook([{ id: reply.wamid, status: 'read', recipientId: ana.waId }], {
        phoneNumberId: t.graph.phoneNumberId,
      }),
      APP_SECRET,
    );
    const [read] = await t.query('SELECT delivery_status FROM chat_outbound WHERE provider_message_id = $1', [
      reply.wamid,
    ]);
    expect(read).toEqual({ delivery_status: 'read' });
  });
});

describe('order', () => {
  it('sends the replies to several messages of one webhook in the order of the messages, even when one is retried', async () => {
    const ana = await t.patient('Ana');
    await t.say(ana.waId, 'hola');
    const before = t.graph.sentTo(ana.waId).length;
    const requestsBefore = t.graph.requests;
    // The first reply meets a 500 and waits for its retry: the later ones wait for it.
    t.graph.failNext(1, { status: 500 });
    const values = [101, 102, 103, 104];
    const response = await t.inbound(values.map((value) => ({ from: ana.waId, text: `glucosa ${value}` })));
    expect(response.status).toBe(200);
    await expect
      .poll(() => t.graph.sentTo(ana.waId).length, { timeout: 15_000 })
      .toBe(before + values.length);
    const replies = t.graph.sentTo(ana.waId).slice(before).map(textOf);
    values.forEach((value, index) => expect(replies[index]).toMatch(new RegExp(`${value} mg/dL`)));
    // Exactly once each: one refused request and one accepted send per reply.
    await pause(300);
    expect(t.graph.sentTo(ana.waId)).toHaveLength(before + values.length);
    expect(t.graph.requests - requestsBefore).toBe(values.length + 1);
  });

  it('keeps each person’s order while several people are answered at once', async () => {
    const people = await Promise.all(['Ema', 'Fer', 'Gil'].map((name) => t.patient(name)));
    for (const person of people) await t.say(person.waId, 'hola');
    const before = new Map(people.map((person) => [person.waId, t.graph.sentTo(person.waId).length]));
    t.graph.setLatency(30);
    const values = [111, 112, 113];
    await t.inbound(
      values.flatMap((value) => people.map((person) => ({ from: person.waId, text: `glucosa ${value}` }))),
    );
    for (const person of people) {
      await expect
        .poll(() => t.graph.sentTo(person.waId).length, { timeout: 15_000 })
        .toBe(before.get(person.waId)! + values.length);
      const replies = t.graph.sentTo(person.waId).slice(before.get(person.waId)).map(textOf);
      values.forEach((value, index) => expect(replies[index]).toMatch(new RegExp(`${value} mg/dL`)));
    }
  });
});

describe('read receipt and typing indicator', () => {
  it('marks the message read and shows "escribiendo…" as the bot starts on it', async () => {
    const ana = await t.patient('Ana');
    const id = newWamid();
    const reply = await t.exchange({ from: ana.waId, text: 'glucosa 115', id });
    expect(textOf(reply)).toMatch(/115 mg\/dL/);
    await expect.poll(() => t.graph.readReceipts.map((receipt) => receipt.messageId)).toContain(id);
    const receipt = t.graph.readReceipts.find((one) => one.messageId === id)!;
    expect(receipt.typing).toBe(true);
    // It is not a message: nothing else reached the person.
    expect(t.graph.sentTo(ana.waId)).toHaveLength(1);
  });

  it('three messages in one webhook: one receipt, for the last, which marks the earlier two read too', async () => {
    const ana = await t.patient('Carmen');
    const ids = [newWamid(), newWamid(), newWamid()];
    const before = t.graph.sentTo(ana.waId).length;
    const response = await t.inbound(
      ['glucosa 117', 'presión 125/82', 'peso 70'].map((text, index) => ({
        from: ana.waId,
        text,
        id: ids[index],
      })),
    );
    expect(response.status).toBe(200);
    await expect.poll(() => t.graph.sentTo(ana.waId).length, { timeout: 15_000 }).toBe(before + 3);
    const mine = t.graph.readReceipts.filter((receipt) => ids.includes(receipt.messageId));
    expect(mine).toEqual([expect.objectContaining({ messageId: ids[2], typing: true })]);
  });

  it('a failing read receipt neither holds back nor repeats the reply', async () => {
    const ana = await t.patient('Bea');
    t.graph.failReadReceipts({ status: 500 });
    const reply = await t.exchange({ from: ana.waId, text: 'glucosa 116' });
    expect(textOf(reply)).toMatch(/116 mg\/dL/);
    await pause(300);
    expect(t.graph.sentTo(ana.waId)).toHaveLength(1);
    expect(t.graph.readReceipts).toEqual([]);
  });

  it('is not sent in simulator mode (no WhatsApp to tell)', () => {
    expect(createSimulatorChannel().markRead).toBeUndefined();
  });
});
