import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWamid } from '@vitalia/testkit';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

describe('the bot’s pace limit per number', () => {
  let t: ChatTestApp;
  const clock = new Date();
  beforeAll(async () => {
    t = await createChatTestApp({ CHAT_MESSAGES_PER_MINUTE: '30' }, { now: () => clock });
  });
  afterAll(() => t.close());

  it('past 30 messages in a minute: nothing more is stored and one "vas muy rápido" reply is sent', async () => {
    const ana = await t.patient('Ana');
    const ids = Array.from({ length: 40 }, () => newWamid());
    const base = Math.floor(clock.getTime() / 1000);
    const response = await t.inbound(
      ids.map((id, i) => ({ from: ana.waId, id, timestamp: base + i, text: `glucosa ${100 + i}` })),
    );
    expect(response.status).toBe(200);

    const deadline = Date.now() + 30_000;
    for (;;) {
      const [open] = await t.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM chat_inbound WHERE state <> 'done'",
      );
      if (open!.n === 0) break;
      if (Date.now() > deadline) throw new Error('messages still open');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [readings] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM readings r JOIN pacientes p ON p.id = r.paciente_id
       JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [ana.email],
    );
    expect(readings!.n).toBe(30);
    const replies = await t.query<{ dedupe_key: string; message: { text?: string } }>(
      "SELECT dedupe_key, message FROM chat_outbound WHERE dedupe_key LIKE 'reply:%' ORDER BY id",
    );
    expect(replies).toHaveLength(31);
    const tooFast = replies.filter((row) => row.message.text?.startsWith('Vas muy rápido'));
    expect(tooFast.map((row) => row.dedupe_key)).toEqual([`reply:${ids[30]}`]);

    // Another number is not affected.
    const beto = await t.patient('Beto');
    expect(textOf(await t.say(beto.waId, 'glucosa 110'))).toMatch(/110/);
  });
});
