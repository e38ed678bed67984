import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@vitalia/contracts/legal';
import { buildInboundWebhook, newWamid, postSignedWebhook, type SentMessage } from '@vitalia/testkit';
import { actingAs } from './support/test-app';
import { APP_SECRET, createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

let t: ChatTestApp;
/** Moves the app's clock (a link's expiry); WhatsApp's timestamps stay real. */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createChatTestApp({}, { now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await t?.close();
});

let nextNumber = 0;
/** A Mexican mobile with no account, as WhatsApp names it (521 + ten digits). */
const strangerNumber = () => `52155${String(70_000_000 + ++nextNumber * 7919).padStart(8, '0')}`;
const e164Of = (waId: string) => `+52${waId.slice(3)}`;

const press = (from: string, id: string, title: string, name?: string) =>
  t.exchange({ from, buttonReply: { id, title }, ...(name ? { name } : {}) });
const buttonsOf = (message: SentMessage): Array<{ id: string; title: string }> =>
  message.body.type === 'interactive'
    ? message.body.interactive.action.buttons.map((b: { reply: { id: string; title: string } }) => b.reply)
    : [];

const readingsOfPhone = (phone: string) =>
  t.query<{
    metric: string;
    value: number;
    context: string | null;
    source: string;
    inbound_message_id: string;
  }>(
    `SELECT r.metric, r.value, r.context, r.source, r.inbound_message_id FROM readings r
     JOIN pacientes p ON p.id = r.paciente_id WHERE p.telefono = $1`,
    [phone],
  );
const signupOf = (waId: string) =>
  t.query<{ step: string; held: unknown; offered_name: string | null }>(
    'SELECT step, held, offered_name FROM chat_signups WHERE wa_id = $1',
    [waId],
  );
const accountOf = (phone: string) =>
  t.query<{ id: number; email: string | null; first_name: string; time_zone: string | null }>(
    `SELECT u.id, u.email, u.first_name, u.time_zone FROM users u JOIN pacientes p ON p.user_id = u.id
     WHERE p.telefono = $1`,
    [phone],
  );

/** A number signed up in the chat: consent, then a name. */
async function signUp(waId: string, name: string) {
  await t.say(waId, 'hola');
  await t.say(waId, 'acepto');
  expect(textOf(await t.say(waId, name))).toMatch(/está lista/);
}

const exchangeLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/health-users/link-session/', payload: { token } });

const signInFromChat = (waId: string, words?: string) => t.signInFromChat(waId, words);

describe('sign-up in the WhatsApp chat', () => {
  it('asks consent, then the name, makes the account and stores the first message’s reading once', async () => {
    const waId = strangerNumber();
    const phone = e164Of(waId);
    const first = await t.exchange({ from: waId, text: 'hola me salio 140 en ayunas', name: 'Carmen 🌸' });
    expect(first.body.to).toBe(waId);
    expect(textOf(first)).toMatch(/Soy Vitalia/);
    expect(textOf(first)).toContain('https://vitalia.example/privacy-policy');
    expect(textOf(first)).not.toMatch(/140/);
    expect(buttonsOf(first).map((b) => b.title)).toEqual(['Acepto', 'No acepto']);
    // Held in the sign-up, not stored: no account, no reading, and the message's text is cleared.
    expect(await accountOf(phone)).toEqual([]);
    expect((await signupOf(waId))[0]).toMatchObject({ step: 'consent' });
    const inbound = await t.query<{ body: string | null; profile_name: string | null }>(
      `SELECT body, profile_name FROM chat_inbound WHERE user_id IS NULL AND state = 'done' AND wa_id = ''`,
    );
    expect(inbound.length).toBeGreaterThan(0);
    expect(inbound.every((row) => row.body === null && row.profile_name === null)).toBe(true);

    const acceptedAt = new Date();
    const askName = await press(waId, 'signup:acepto', 'Acepto', 'Carmen 🌸');
    expect(textOf(askName)).toMatch(/¿Cómo te llamas\?/);
    expect(buttonsOf(askName)).toEqual([{ id: 'signup:perfil', title: 'Carmen' }]);

    // A number or a "no" is asked again, kindly; still no account.
    expect(textOf(await t.say(waId, '140'))).toMatch(/letras, sin números/);
    expect(textOf(await t.say(waId, 'no'))).toMatch(/Necesito un nombre/);
    expect(await accountOf(phone)).toEqual([]);

    const nameWebhook = buildInboundWebhook(
      {
        from: waId,
        id: newWamid(),
        buttonReply: { id: 'signup:perfil', title: 'Carmen' },
        name: 'Carmen 🌸',
      },
      { phoneNumberId: t.graph.phoneNumberId },
    );
    const sentBefore = t.graph.sentTo(waId).length;
    expect((await postSignedWebhook(t.webhookUrl, nameWebhook, APP_SECRET)).status).toBe(200);
    await t.graph.waitForSent(t.graph.sent.length + 1);
    const welcome = t.graph.sentTo(waId).at(-1)!;
    expect(textOf(welcome).split('\n')[0]).toBe(
      '🎉 ¡Tu cuenta de Vitalia está lista, Carmen! Empiezas con tu periodo de prueba gratis.',
    );
    expect(textOf(welcome)).toMatch(/guardé tu glucosa en ayunas de 140 mg\/dL/);
    expect(textOf(welcome)).toMatch(/ver mis gráficas/);
    expect([...textOf(welcome).matchAll(/\p{Extended_Pictographic}/gu)]).toHaveLength(1);

    const [account] = await accountOf(phone);
    expect(account).toMatchObject({ email: null, first_name: 'Carmen', time_zone: null });
    const consents = await t.query<{
      purpose: string;
      document_version: string;
      channel: string;
      accepted_at: Date;
    }>(
      'SELECT purpose, document_version, channel, accepted_at FROM consents WHERE user_id = $1 ORDER BY purpose',
      [account!.id],
    );
    expect(
      consents.map(({ purpose, document_version, channel }) => [purpose, document_version, channel]),
    ).toEqual([
      ['health_data_processing', PRIVACY_NOTICE_VERSION, 'whatsapp'],
      ['terms', TERMS_VERSION, 'whatsapp'],
    ]);
    // The time of "Acepto" (WhatsApp's timestamp, to the second), not of the account.
    expect(Math.abs(consents[0]!.accepted_at.getTime() - acceptedAt.getTime())).toBeLessThan(5_000);
    expect(await signupOf(waId)).toEqual([]);
    const readings = await readingsOfPhone(phone);
    expect(readings).toMatchObject([
      { metric: 'glucosa', value: 140, context: 'ayunas', source: 'whatsapp' },
    ]);

    // The same webhook again (Meta retries): nothing is answered or stored twice.
    expect((await postSignedWebhook(t.webhookUrl, nameWebhook, APP_SECRET)).status).toBe(200);
    const next = await t.say(waId, 'gracias');
    expect(textOf(next)).toMatch(/Con gusto/);
    expect(t.graph.sentTo(waId).length).toBe(sentBefore + 2);
    expect(await readingsOfPhone(phone)).toHaveLength(1);

    // A member from now on: the trial runs, the payments status answers without an e-mail.
    const session = await signInFromChat(waId);
    const status = await actingAs(t.app, session)('GET', '/health-payments/status');
    expect(status.json()).toMatchObject({ status: 'trialing', dias_restantes: 14 });
    const profile = await actingAs(t.app, session)('GET', '/health-users/profile/');
    expect(profile.json()).toEqual({
      email: null,
      first_name: 'Carmen',
      last_name: '',
      time_zone: 'America/Mexico_City',
    });
    const listed = await actingAs(t.app, session)('GET', '/health-metrics/api/readings/');
    expect(listed.json().readings).toHaveLength(1);
  });

  it('keeps nothing after «No acepto», answers a thanks without asking again, and starts over later', async () => {
    const waId = strangerNumber();
    const phone = e164Of(waId);
    await t.say(waId, 'me salió 180 después de comer');
    const refused = await press(waId, 'signup:no_acepto', 'No acepto');
    expect(textOf(refused)).toMatch(/No guardé nada/);
    expect(await signupOf(waId)).toEqual([{ step: 'declined', held: null, offered_name: null }]);
    expect(await accountOf(phone)).toEqual([]);

    const thanks = await t.say(waId, 'gracias');
    expect(textOf(thanks)).toMatch(/si cambias de opinión/);
    expect(buttonsOf(thanks)).toEqual([]);

    const again = await t.say(waId, 'hola');
    expect(textOf(again)).toContain('https://vitalia.example/privacy-policy');
    expect(buttonsOf(again).map((b) => b.id)).toEqual(['signup:acepto', 'signup:no_acepto']);
    expect(textOf(await t.say(waId, 'Acepto'))).toMatch(/¿Cómo te llamas\?/);
    const welcome = await t.say(waId, 'me llamo rosa maría');
    expect(textOf(welcome)).toMatch(/está lista, Rosa!/);
    expect(await accountOf(phone)).toMatchObject([{ first_name: 'Rosa María' }]);
    // The 180 said before "No acepto" was dropped with it.
    expect(await readingsOfPhone(phone)).toEqual([]);
  });

  it('never stores a stranger’s reading before consent, and answers a crisis value with what to do now', async () => {
    const waId = strangerNumber();
    const readingsBefore = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM readings');
    const crisis = await t.say(waId, 'glucosa 45 y estoy sudando');
    expect(textOf(crisis).split('\n')[0]).toMatch(/^🚨 /);
    expect(textOf(crisis)).toMatch(/911/);
    expect(buttonsOf(crisis).map((b) => b.title)).toEqual(['Acepto', 'No acepto']);
    const again = await t.say(waId, 'presión 150/95');
    expect(textOf(again)).toMatch(/la guardo en cuanto aceptes/);
    await t.say(waId, 'peso 80');
    expect(await t.query<{ n: number }>('SELECT count(*)::int AS n FROM readings')).toEqual(readingsBefore);
    expect(
      await t.query(
        'SELECT 1 FROM notifications n JOIN pacientes p ON p.user_id = n.user_id WHERE p.telefono = $1',
        [e164Of(waId)],
      ),
    ).toEqual([]);

    // Accepted and named: the three readings are stored, the crisis value leading the reply.
    await t.say(waId, 'sí');
    const welcome = textOf(await t.say(waId, 'Lupe'));
    expect(welcome.split('\n')[0]).toMatch(/^🚨 /);
    expect(welcome).toMatch(/está lista, Lupe!/);
    const stored = await readingsOfPhone(e164Of(waId));
    expect(stored.map((r) => r.metric).sort()).toEqual(['glucosa', 'peso', 'presion']);
    expect(new Set(stored.map((r) => r.inbound_message_id)).size).toBe(1);
  });

  it('before consent says it holds her reading only for her own, and that her husband’s is not kept', async () => {
    const waId = strangerNumber();
    expect(textOf(await t.say(waId, 'la asucar amanecio en 140'))).toMatch(/la guardo en cuanto aceptes/);
    const husband = textOf(await t.say(waId, 'y la de mi esposo en 210'));
    expect(husband).not.toMatch(/Ya tengo tu lectura/);
    expect(husband).toMatch(/La lectura de otra persona no la guardo en tu registro/);
    const question = textOf(await t.say(waId, 'que puedo desayunar'));
    expect(question).not.toMatch(/Ya tengo tu lectura|otra persona/);
    expect(question).toMatch(/¿Aceptas que Vitalia guarde/);
    await t.say(waId, 'Acepto');
    // Asked her name, she asks her question again: not taken as a name ("Que"), the name asked again.
    const again = textOf(await t.say(waId, 'que puedo desayunar'));
    expect(again).toMatch(/solo me falta tu nombre/);
    expect(again).not.toMatch(/lista, Que/);
    expect(await accountOf(e164Of(waId))).toEqual([]);
    expect(textOf(await t.say(waId, 'Lupita'))).toMatch(/guardé tu glucosa en ayunas de 140 mg\/dL/);
    const stored = await readingsOfPhone(e164Of(waId));
    expect(stored.map((r) => [r.metric, Number(r.value)])).toEqual([['glucosa', 140]]);
  });

  it('tells a stranger with a low glucose the 15-15 rule first, before asking anything, and keeps nothing', async () => {
    const waId = strangerNumber();
    const low = textOf(await t.say(waId, 'me salio 62 en la mañana'));
    const lines = low.split('\n');
    expect(lines[0]).toMatch(/^🚨 Regla 15-15: toma 15 g de azúcar rápida/);
    expect(lines.at(-1)).toMatch(/¿Aceptas que Vitalia guarde/);
    expect(await readingsOfPhone(e164Of(waId))).toEqual([]);
    // Asked again, the advice still comes first; an ordinary value gets only the question.
    expect(textOf(await t.say(waId, 'ya me tome un jugo y salio 65')).split('\n')[0]).toMatch(
      /^🚨 Regla 15-15/,
    );
    const other = strangerNumber();
    expect(textOf(await t.say(other, 'me salio 110 en la mañana'))).not.toMatch(/15-15|🚨/);
  });

  it('gives an account made from another country’s number that country’s time zone', async () => {
    const waId = '573001112233';
    await t.say(waId, 'hola');
    await t.say(waId, 'acepto');
    await t.say(waId, 'Andrés');
    expect(await accountOf('+573001112233')).toMatchObject([
      { first_name: 'Andrés', time_zone: 'America/Bogota' },
    ]);
  });

  it('reads a registered number as before: no consent asked', async () => {
    const ana = await t.patient('Ana');
    expect(textOf(await t.say(ana.waId, 'hola'))).toMatch(/¡Hola, Ana!/);
  });
});

describe('after a sign-up in the chat', () => {
  it('«mi panel» answers a one-use sign-in link that expires after 15 minutes', async () => {
    const waId = strangerNumber();
    await signUp(waId, 'Beto');
    const { linkToken } = await signInFromChat(waId, 'MI PANEL');
    const again = await exchangeLink(linkToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toMatch(/expiró o ya se usó/);

    const link = textOf(await t.say(waId, 'Ver mis Gráficas'));
    const late = decodeURIComponent(/token=([\w%-]+)/.exec(link)![1]!);
    clockOffsetMs = 16 * 60_000;
    try {
      expect((await exchangeLink(late)).statusCode).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('adds an e-mail and a password on the web («Completa tu cuenta») and then signs in with them', async () => {
    const waId = strangerNumber();
    await signUp(waId, 'Elena');
    const first = await signInFromChat(waId);
    const session = await signInFromChat(waId);
    const call = actingAs(t.app, session);
    const complete = (body: unknown) => call('POST', '/health-users/complete-account/', body);

    // What needs an e-mail or a password says what to do first.
    const erase = await call('DELETE', '/health-users/account/', { password: 'cualquiera123' });
    expect(erase.statusCode).toBe(409);
    expect(erase.json().detail).toMatch(/Completa tu cuenta/);
    const ana = await t.patient('Ana');
    const invited = `elena.${nextNumber}@example.mx`;
    const invite = await actingAs(t.app, ana)('POST', '/health-users/shares/', {
      email: invited,
      scope: 'lectura',
    });
    const code = new URL(invite.json().invitation_url).searchParams.get('code');
    const early = await call('POST', '/health-users/invitations/accept-link/', { token: code });
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toMatch(/todavía no tiene uno/);

    expect((await complete({})).json()).toEqual({
      detail: 'Escribe tu correo electrónico y una contraseña.',
    });
    expect((await complete({ email: 'elena', password: 'secreto123' })).json().detail).toBe(
      'El correo electrónico no es válido.',
    );
    expect((await complete({ email: invited, password: 'corta' })).json().detail).toMatch(/al menos 8/);
    const taken = await complete({ email: ana.email, password: 'secreto123' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Ese correo ya tiene una cuenta en Vitalia. Usa otro correo.');

    const done = await complete({ email: ` ${invited.toUpperCase()} `, password: 'secreto123' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Listo: ya puedes iniciar sesión con tu correo y tu contraseña.',
      email: invited,
    });
    expect((await complete({ email: 'otro@example.mx', password: 'secreto123' })).statusCode).toBe(409);
    // A credential event: the other session ends, this one stays.
    expect((await actingAs(t.app, first)('GET', '/health-users/profile/')).statusCode).toBe(401);
    expect((await call('GET', '/health-users/profile/')).json().email).toBe(invited);

    const login = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email: invited, password: 'secreto123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().email).toBe(invited);
    const status = await call('GET', `/health-payments/status?email=${encodeURIComponent(invited)}`);
    expect(status.json().status).toBe('trialing');
    const accepted = await call('POST', '/health-users/invitations/accept-link/', { token: code });
    expect(accepted.statusCode).toBe(200);
  });
});
