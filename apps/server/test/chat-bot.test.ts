import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInboundWebhook, postSignedWebhook } from '@vitalia/testkit';
import { actingAs } from './support/test-app';
import { APP_SECRET, createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

const readingsOf = async (user: { token: string }) =>
  (await actingAs(t.app, user)('GET', '/health-metrics/api/readings/')).json().readings as Array<{
    metric: string;
    value: number;
    value2: number | null;
    source: string;
    measured_at: string;
  }>;

describe('the WhatsApp conversation', () => {
  it('greets a registered number by first name and stores a reading said in plain Spanish', async () => {
    const ana = await t.patient('Ana');
    const hello = await t.say(ana.waId, 'hola');
    expect(hello.body.to).toBe(ana.waId);
    expect(textOf(hello)).toMatch(/¡Hola, Ana!/);
    expect(textOf(hello)).toMatch(/glucosa 120/);

    const sugar = await t.say(ana.waId, 'azúcar 250 después de comer');
    expect(textOf(sugar)).toMatch(/250 mg\/dL/);
    expect(textOf(sugar)).toMatch(/ADA/);
    const stored = await readingsOf(ana);
    expect(stored).toMatchObject([{ metric: 'glucosa', value: 250, source: 'whatsapp' }]);

    const series = await actingAs(t.app, ana)(
      'GET',
      '/health-metrics/api/series/?metric=glucosa&aggregation=none',
    );
    expect(series.json().stats.count).toBe(1);
  });

  it('reads "presión 13/8" as 130/80 and confirms several readings in one reply', async () => {
    const luis = await t.patient('Luis');
    await t.say(luis.waId, 'hola');
    const reply = await t.say(luis.waId, 'presión 13/8 y peso 80.5');
    expect([...textOf(reply).matchAll(/\p{Extended_Pictographic}/gu)].length).toBeLessThanOrEqual(1);
    expect(textOf(reply)).toMatch(/130\/80/);
    expect(textOf(reply)).toMatch(/80\.5 kg/);
    const stored = await readingsOf(luis);
    expect(stored.map((r) => [r.metric, r.value, r.value2]).sort()).toEqual([
      ['peso', 80.5, null],
      ['presion', 130, 80],
    ]);
  });

  it('asks for the other half of a blood pressure and completes it with the next message', async () => {
    const eva = await t.patient('Eva');
    await t.say(eva.waId, 'hola');
    const ask = await t.say(eva.waId, 'presión 130');
    expect(textOf(ask)).toMatch(/baja/);
    expect(await readingsOf(eva)).toEqual([]);
    const done = await t.say(eva.waId, '85');
    expect(textOf(done)).toMatch(/130\/85/);
    expect(await readingsOf(eva)).toMatchObject([{ metric: 'presion', value: 130, value2: 85 }]);
  });

  it('corrects the last reading with "no, era 140" instead of adding one', async () => {
    const rosa = await t.patient('Rosa');
    await t.say(rosa.waId, 'hola');
    await t.say(rosa.waId, 'glucosa 104');
    const fix = await t.say(rosa.waId, 'no, era 140');
    expect(textOf(fix)).toMatch(/corregí/i);
    expect((await readingsOf(rosa)).map((r) => r.value)).toEqual([140]);
  });

  it('stores a reading said to be from last night at 21:00 local time', async () => {
    const leo = await t.patient('Leo');
    await t.say(leo.waId, 'hola');
    await t.say(leo.waId, 'ayer en la noche 180 de azúcar');
    const [reading] = await readingsOf(leo);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(reading!.measured_at));
    expect(local).toBe('21:00');
    expect(Date.now() - new Date(reading!.measured_at).getTime()).toBeGreaterThan(3 * 3_600_000);
  });

  it('asks again for a value no meter can show and stores nothing', async () => {
    const sol = await t.patient('Sol');
    await t.say(sol.waId, 'hola');
    const reply = await t.say(sol.waId, 'peso 900');
    expect(textOf(reply)).toMatch(/no parece una medición posible/);
    expect(await readingsOf(sol)).toEqual([]);
  });

  it('answers a crisis value with what to do now and rings the bell', async () => {
    const mia = await t.patient('Mía');
    await t.say(mia.waId, 'hola');
    const reply = textOf(await t.say(mia.waId, 'glucosa 45'));
    // What to do now comes first, then what was stored and the standard that calls it a crisis.
    expect(reply.split('\n')[0]).toMatch(/^🚨 Qué hacer ahora: toma 15 g de azúcar rápida/);
    expect(reply).toMatch(/911/);
    expect(reply).toMatch(/guardé tu glucosa de 45 mg\/dL/);
    expect(reply).toMatch(/Según la ADA/);
    expect([...reply.matchAll(/\p{Extended_Pictographic}/gu)]).toHaveLength(1);
    const bellKinds = async () =>
      (await actingAs(t.app, mia)('GET', '/health-users/notifications/'))
        .json()
        .items.map((item: { kind: string }) => item.kind)
        .sort();
    // The crisis, and the repeated-lows alert a level 2 low opens (tell the doctor). Smart alerts are
    // judged at the end of the worker's round, which may end just after the reply went out.
    await expect.poll(bellKinds, { timeout: 10_000 }).toEqual(['alert', 'crisis']);
  });

  it('answers every command', async () => {
    const ana = await t.patient('Nora');
    const api = actingAs(t.app, ana);
    await api('POST', '/health-users/alert_schedules/', {
      metric_key: 'glucosa',
      frecuencia: 'daily',
      hora: '07:30',
    });
    await api('POST', '/health-users/medicamentos/', {
      paciente_id: null,
      nombre: 'Metformina',
      dosis: '850 mg',
    });
    await t.say(ana.waId, 'hola');

    const menu = await t.say(ana.waId, 'Menú');
    expect(menu.body.type).toBe('interactive');
    expect(menu.body.interactive.type).toBe('list');
    expect(menu.body.interactive.action.sections[0].rows.length).toBeLessThanOrEqual(10);

    expect(textOf(await t.say(ana.waId, 'recordatorios'))).toMatch(/07:30/);
    expect(textOf(await t.say(ana.waId, 'MEDICAMENTOS'))).toMatch(/Metformina 850 mg/);

    await t.say(ana.waId, 'glucosa 120');
    await t.say(ana.waId, 'presión 120/80');
    const summary = textOf(await t.say(ana.waId, 'resumen'));
    expect(summary).toMatch(/Glucosa: 1 lectura/);
    expect(summary).toMatch(/Presión arterial: 1 lectura/);

    const undo = textOf(await t.say(ana.waId, 'deshacer'));
    expect(undo).toMatch(/presión 120\/80/);
    expect((await readingsOf(ana)).map((r) => r.metric)).toEqual(['glucosa']);

    const link = textOf(await t.say(ana.waId, 'ver mis gráficas'));
    const url = /https:\/\/vitalia\.example\/health\/metrics\?token=(\S+)/.exec(link);
    expect(url).not.toBeNull();
    const session = await t.app.inject({
      method: 'POST',
      url: '/health-users/link-session/',
      payload: { token: decodeURIComponent(url![1]!) },
    });
    expect(session.statusCode).toBe(200);

    expect(textOf(await t.say(ana.waId, 'BAJA'))).toMatch(/ALTA/);
    expect(await t.app.inject({ method: 'GET', url: '/healthz' }).then((r) => r.statusCode)).toBe(200);
    const paused = await t.query<{ proactive_paused_at: Date | null }>(
      'SELECT proactive_paused_at FROM chat_conversations WHERE user_id = (SELECT user_id FROM pacientes WHERE telefono = $1)',
      [ana.phone],
    );
    expect(paused[0]?.proactive_paused_at).not.toBeNull();
    expect(textOf(await t.say(ana.waId, 'alta'))).toMatch(/Reactivé/);
    expect(textOf(await t.say(ana.waId, 'gracias'))).toMatch(/Con gusto/);
    // Small talk gets a short, kind reply (CONTRACTS.md section 6); what it cannot read gets the examples.
    const smallTalk = textOf(await t.say(ana.waId, 'qué bonito día'));
    expect(smallTalk).not.toMatch(/No entendí|glucosa 120 en ayunas/);
    expect(smallTalk.length).toBeLessThan(120);
    expect(textOf(await t.say(ana.waId, 'zxcv qwer 12'))).toMatch(/No entendí.*glucosa 120 en ayunas/);
  });

  it('follows a pressed menu row like the word it stands for', async () => {
    const ana = await t.patient('Paz');
    await t.say(ana.waId, 'hola');
    const reply = await t.exchange({
      from: ana.waId,
      listReply: { id: 'menu:registrar', title: 'Cómo registrar' },
    });
    expect(textOf(reply)).toMatch(/Presión/);
  });

  it('asks a number with no account for its consent and keeps nothing it wrote', async () => {
    const stranger = '5215599990000';
    const reply = await t.say(stranger, 'glucosa 130');
    expect(textOf(reply)).toMatch(/https:\/\/vitalia\.example\/privacy-policy/);
    expect(textOf(reply)).toMatch(/¿Aceptas/);
    const rows = await t.query<{ body: string | null; wa_id: string }>(
      `SELECT body, wa_id FROM chat_inbound WHERE user_id IS NULL AND state = 'done'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.body === null && row.wa_id === '')).toBe(true);
    const readings = await t.query(
      'SELECT 1 FROM readings r JOIN pacientes p ON p.id = r.paciente_id WHERE p.telefono = $1',
      ['+525599990000'],
    );
    expect(readings).toEqual([]);
  });
});

describe('the webhook', () => {
  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const body = buildInboundWebhook({ from: '5215511112222', text: 'glucosa 100', id: 'wamid.badsig' });
    const missing = await postSignedWebhook(t.webhookUrl, body, APP_SECRET, { signature: null });
    const wrong = await postSignedWebhook(t.webhookUrl, body, 'not-the-secret');
    expect([missing.status, wrong.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual({ detail: expect.stringMatching(/Firma/) });
    expect(await t.query(`SELECT 1 FROM chat_inbound WHERE wa_message_id = 'wamid.badsig'`)).toEqual([]);
  });

  it('stores and answers a message delivered twice only once', async () => {
    const ana = await t.patient('Iris');
    await t.say(ana.waId, 'hola');
    const before = t.graph.sentTo(ana.waId).length;
    const spec = { from: ana.waId, text: 'glucosa 111', id: 'wamid.twice-1' };
    const results = await Promise.all([t.inbound(spec), t.inbound(spec), t.inbound(spec)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await t.say(ana.waId, 'gracias');
    expect(t.graph.sentTo(ana.waId).length).toBe(before + 2);
    expect((await readingsOf(ana)).map((r) => r.value)).toEqual([111]);
  });

  it('acknowledges bodies it cannot use and answers images once a day', async () => {
    const ana = await t.patient('Olga');
    await t.say(ana.waId, 'hola');
    const odd = await postSignedWebhook(t.webhookUrl, { hello: 'world' }, APP_SECRET);
    expect(odd.status).toBe(200);
    const before = t.graph.sentTo(ana.waId).length;
    await t.inbound([
      { from: ana.waId, kind: 'image' },
      { from: ana.waId, kind: 'audio' },
      { from: ana.waId, kind: 'location' },
    ]);
    await t.say(ana.waId, 'gracias');
    const replies = t.graph.sentTo(ana.waId).slice(before).map(textOf);
    expect(replies.filter((reply) => /solo entiendo mensajes de texto/.test(reply))).toHaveLength(1);
  });

  it('records delivery statuses against the message they describe', async () => {
    const ana = await t.patient('Bea');
    await t.say(ana.waId, 'hola');
    await expect
      .poll(async () =>
        (
          await t.query<{ delivery_status: string }>(
            `SELECT delivery_status FROM chat_outbound WHERE recipient = $1`,
            [ana.waId],
          )
        ).map((row) => row.delivery_status),
      )
      .toEqual(['delivered']);
  });

  it('answers the verification handshake with the challenge', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345',
    });
    expect([ok.statusCode, ok.body]).toEqual([200, '12345']);
  });
});
