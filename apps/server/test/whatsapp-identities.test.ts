import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildIdentityChangeWebhook, newWamid, postSignedWebhook } from '@vitalia/testkit';
import { createServices } from '@vitalia/services';
import { APP_SECRET, createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { actingAs } from './support/test-app';

/**
 * Who a WhatsApp message is from, as WhatsApp works in 2026: business-scoped user ids (usernames) beside
 * or instead of the phone number, and the notices of a person's new number or new id, against the local
 * Graph API with webhooks shaped as Meta's.
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

let bsuids = 0;
/** A fresh business-scoped user id in Meta's form. */
const newBsuid = () => `MX.${1349120865530274 + (bsuids += 1) * 7919}`;

const accountOf = async (email: string) =>
  (
    await t.query<{
      user_id: number;
      telefono: string | null;
      wa_user_id: string | null;
      wa_id: string | null;
    }>(
      `SELECT p.user_id, p.telefono, p.wa_user_id, c.wa_id FROM pacientes p JOIN users u ON u.id = p.user_id
       LEFT JOIN chat_conversations c ON c.user_id = p.user_id WHERE u.email = $1`,
      [email],
    )
  )[0]!;

const readingsOf = async (user: Parameters<typeof actingAs>[1]) =>
  (
    (await actingAs(t.app, user)('GET', '/health-metrics/api/readings/')).json().readings as {
      value: number;
    }[]
  ).map((reading) => reading.value);

/** The use cases the scheduler and billing call, on the server's database. */
const proactive = (userId: number, dedupeKey: string, text: string) =>
  createServices({
    db: t.db,
    trialDays: 14,
    signupLimitPerHour: 1000,
    defaultTimeZone: 'America/Mexico_City',
  }).chat.sendProactive(userId, {
    dedupeKey,
    message: { type: 'text', text },
    template: 'alert',
    templateParams: [text],
  });

describe('business-scoped user ids (usernames)', () => {
  it('learns the BSUID from the first message that carries it with the phone, then knows the person by it alone', async () => {
    const ana = await t.patient('Ana');
    const bsuid = newBsuid();
    await t.say(ana.waId, 'hola');
    expect((await accountOf(ana.email)).wa_user_id).toBeNull();
    // WhatsApp now sends both: the account learns its BSUID; the reply still goes to the phone.
    const both = await t.exchange({ from: ana.waId, userId: bsuid, name: 'Ana P.', text: 'glucosa 110' });
    expect(both.body.to).toBe(ana.waId);
    expect(both.body.recipient).toBeUndefined();
    expect(await accountOf(ana.email)).toMatchObject({ wa_user_id: bsuid });
    const [row] = await t.query(
      'SELECT wa_id, wa_user_id, profile_name FROM chat_inbound WHERE wa_user_id = $1',
      [bsuid],
    );
    expect(row).toEqual({ wa_id: ana.waId, wa_user_id: bsuid, profile_name: 'Ana P.' });

    // Later she adopts a username and WhatsApp withholds her phone: she is still Ana, and the reply goes
    // to the phone her account knows (`to` whenever a phone is known).
    const alone = await t.exchange({ userId: bsuid, text: 'glucosa 120' });
    expect(textOf(alone)).toMatch(/120 mg\/dL/);
    // The phone as WhatsApp gave it before (its 521 form), not the account's E.164 digits.
    expect(alone.body.to).toBe(ana.waId);
    expect(ana.waId).toMatch(/^521\d{10}$/);
    expect(await readingsOf(ana)).toEqual(expect.arrayContaining([110, 120]));
    // Her copy of her data (ARCO) holds them too.
    const { data } = (await actingAs(t.app, ana)('GET', '/health-users/export/')).json();
    expect(data.pacientes[0]).toMatchObject({ wa_user_id: bsuid });
    expect(data.chat_inbound).toContainEqual(
      expect.objectContaining({ wa_user_id: bsuid, profile_name: 'Ana P.' }),
    );
  });

  it('matches by BSUID before the phone', async () => {
    const ana = await t.patient('Ana');
    const beto = await t.patient('Beto');
    const bsuid = newBsuid();
    await t.query('UPDATE pacientes SET wa_user_id = $1 WHERE telefono = $2', [bsuid, beto.phone]);
    // Ana's phone with Beto's BSUID: the BSUID wins.
    await t.exchange({ from: ana.waId, userId: bsuid, text: 'peso 80' });
    expect(await readingsOf(beto)).toEqual([80]);
    expect(await readingsOf(ana)).toEqual([]);
  });

  it('writes to a person known only by BSUID in Meta’s `recipient` field, replies and proactive messages alike', async () => {
    const caro = await t.patient('Caro');
    const bsuid = newBsuid();
    await t.query('UPDATE pacientes SET telefono = NULL, wa_user_id = $1 WHERE telefono = $2', [
      bsuid,
      caro.phone,
    ]);
    const reply = await t.exchange({ userId: bsuid, text: 'presión 120/80' });
    expect(reply.body).toMatchObject({ recipient: bsuid });
    expect(reply.body.to).toBeUndefined();
    const { user_id: userId } = await accountOf(caro.email);
    expect(await proactive(userId, `test:bsuid:${bsuid}`, 'Aviso para Caro')).toBe('queued');
    await expect.poll(() => t.graph.sentTo(bsuid).map(textOf)).toContain('Aviso para Caro');
    expect(t.graph.sentTo(bsuid).every((message) => message.body.to === undefined)).toBe(true);
  });

  it('an account known only by BSUID is reminded and erased like any other', async () => {
    const dora = await t.patient('Dora');
    const bsuid = newBsuid();
    await t.query('UPDATE pacientes SET telefono = NULL, wa_user_id = $1 WHERE telefono = $2', [
      bsuid,
      dora.phone,
    ]);
    await t.exchange({ userId: bsuid, text: 'hola' });
    const { user_id: userId } = await accountOf(dora.email);
    await t.parts.services.chat.recordReminders([{ userId, metric: 'glucosa' }]);
    const reply = await t.exchange({ userId: bsuid, text: '98' });
    expect(textOf(reply)).toMatch(/98 mg\/dL/);
    const erased = await actingAs(t.app, dora)('DELETE', '/health-users/account/', {
      password: dora.password,
    });
    expect(erased.statusCode).toBeLessThan(300);
    expect(await t.query('SELECT 1 FROM chat_inbound WHERE wa_user_id = $1 OR wa_id = $1', [bsuid])).toEqual(
      [],
    );
  });

  it('signs up a stranger known only by a BSUID: consent at the BSUID, nothing kept before it, an account with no phone', async () => {
    const bsuid = newBsuid();
    const id = newWamid();
    const readingsBefore = (await t.query('SELECT 1 FROM readings')).length;
    // Sign-up in the chat (contract section 6) answers a stranger: the consent question, at the BSUID.
    const consent = await t.exchange({
      userId: bsuid,
      name: 'Desconocida',
      text: 'hola, me salió 140 en ayunas',
      id,
    });
    expect(consent.body.recipient).toBe(bsuid);
    expect(consent.body).not.toHaveProperty('to');
    expect(textOf(consent)).toMatch(/vitalia\.example\/privacy-policy/);
    const [row] = await t.query(
      'SELECT body, wa_user_id, profile_name FROM chat_inbound WHERE wa_message_id = $1',
      [id],
    );
    expect(row).toEqual({ body: null, wa_user_id: null, profile_name: null });
    expect(await t.query('SELECT 1 FROM readings')).toHaveLength(readingsBefore);

    const askName = await t.exchange({ userId: bsuid, text: 'acepto' });
    expect(askName.body.recipient).toBe(bsuid);
    const ready = await t.exchange({ userId: bsuid, text: 'Rosa' });
    expect(textOf(ready)).toMatch(/Rosa/);
    const [account] = await t.query<{
      telefono: string | null;
      wa_user_id: string;
      first_name: string;
      time_zone: string | null;
    }>(
      `SELECT p.telefono, p.wa_user_id, u.first_name, u.time_zone FROM pacientes p JOIN users u ON u.id = p.user_id
       WHERE p.wa_user_id = $1`,
      [bsuid],
    );
    expect(account).toMatchObject({ telefono: null, wa_user_id: bsuid, first_name: 'Rosa' });
    // The first message's reading, held until consent, is stored once in her record.
    const readings = await t.query<{ value: number; context: string | null }>(
      `SELECT r.value, r.context FROM readings r JOIN pacientes p ON p.id = r.paciente_id WHERE p.wa_user_id = $1`,
      [bsuid],
    );
    expect(readings).toEqual([{ value: 140, context: 'ayunas' }]);
  });
});

describe('number and BSUID changes', () => {
  it('moves the account to the new number and BSUID; nothing goes to the old number', async () => {
    const ana = await t.patient('Ana');
    const [oldBsuid, newBsuidOfAna] = [newBsuid(), newBsuid()];
    await t.exchange({ from: ana.waId, userId: oldBsuid, text: 'hola' });
    const newWaId = `521${String(Number(ana.waId.slice(3)) + 1).padStart(10, '0')}`;
    const sentToOld = t.graph.sentTo(ana.waId).length;

    const notice = await postSignedWebhook(
      t.webhookUrl,
      buildIdentityChangeWebhook(
        {
          type: 'user_changed_number',
          from: ana.waId,
          newPhone: newWaId,
          userId: newBsuidOfAna,
          previousUserId: oldBsuid,
        },
        { phoneNumberId: t.graph.phoneNumberId, name: 'Ana' },
      ),
      APP_SECRET,
    );
    expect(notice.status).toBe(200);
    expect(await accountOf(ana.email)).toMatchObject({
      telefono: `+52${newWaId.slice(3)}`,
      wa_user_id: newBsuidOfAna,
      wa_id: newWaId,
    });

    // She writes from the new number: still Ana, answered there.
    const reply = await t.exchange({ from: newWaId, userId: newBsuidOfAna, text: 'glucosa 131' });
    expect(reply.body.to).toBe(newWaId);
    expect(await readingsOf(ana)).toEqual([131]);
    const { user_id: userId } = await accountOf(ana.email);
    expect(await proactive(userId, `test:moved:${userId}`, 'Aviso al número nuevo')).toBe('queued');
    await expect.poll(() => t.graph.sentTo(newWaId).map(textOf)).toContain('Aviso al número nuevo');
    await pause(200);
    expect(t.graph.sentTo(ana.waId)).toHaveLength(sentToOld);
    expect(t.graph.sent.map(textOf).filter((text) => /solo entiendo/.test(text))).toEqual([]);

    // A new BSUID alone (user_changed_user_id): the account follows it, and the phone stays.
    const third = newBsuid();
    await postSignedWebhook(
      t.webhookUrl,
      buildIdentityChangeWebhook(
        { type: 'user_changed_user_id', userId: third, previousUserId: newBsuidOfAna },
        { phoneNumberId: t.graph.phoneNumberId },
      ),
      APP_SECRET,
    );
    expect(await accountOf(ana.email)).toMatchObject({ wa_user_id: third, wa_id: newWaId });
    const byBsuid = await t.exchange({ userId: third, text: 'glucosa 140' });
    expect(byBsuid.body.to).toBe(newWaId);
    expect(await readingsOf(ana)).toEqual(expect.arrayContaining([131, 140]));
  });

  it('does not take a new number another account already has, and a stranger’s notice changes nothing', async () => {
    const ana = await t.patient('Ana');
    const beto = await t.patient('Beto');
    await t.say(ana.waId, 'hola');
    await postSignedWebhook(
      t.webhookUrl,
      buildIdentityChangeWebhook(
        { type: 'user_changed_number', from: ana.waId, newPhone: beto.waId },
        { phoneNumberId: t.graph.phoneNumberId },
      ),
      APP_SECRET,
    );
    expect((await accountOf(ana.email)).telefono).toBe(ana.phone);
    expect((await accountOf(beto.email)).telefono).toBe(beto.phone);
    const stranger = await postSignedWebhook(
      t.webhookUrl,
      buildIdentityChangeWebhook(
        { type: 'user_changed_number', from: '5215500000001', newPhone: '5215500000002' },
        { phoneNumberId: t.graph.phoneNumberId },
      ),
      APP_SECRET,
    );
    expect(stranger.status).toBe(200);
    await pause(200);
    expect(t.graph.sentTo('5215500000001')).toEqual([]);
  });
});
