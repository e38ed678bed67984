import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { actingAs, uniqueEmail } from './support/test-app';

const GENERIC_ANSWER = {
  success: true,
  message:
    'Si el correo corresponde a una cuenta, te enviamos un código de 6 dígitos por WhatsApp al número registrado. Vence en 10 minutos. Si usas WhatsApp con nombre de usuario, sin número, escribe «olvidé mi contraseña» en el chat de Vitalia y te mandamos un enlace.',
};

describe('password reset with a code sent by WhatsApp', () => {
  let t: ChatTestApp;
  let clock = new Date();
  // Each test asks from its own address, so the per-address limit is tested on its own.
  let address = 0;
  const nextAddress = () => `10.9.0.${(address += 1)}`;
  beforeAll(async () => {
    t = await createChatTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, ip: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

  // Someone who never wrote is written to at the number of the account (52…), not WhatsApp's 521… form.
  const sentTo = (waId: string) => [...t.graph.sentTo(waId), ...t.graph.sentTo(`52${waId.slice(3)}`)];

  /** Asks for a code and reads it in the WhatsApp message that arrives at the Graph API. */
  async function requestCode(email: string, waId: string, ip: string): Promise<string> {
    const before = sentTo(waId).length;
    const reply = await post('/health-users/password-reset/', { email }, ip);
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual(GENERIC_ANSWER);
    const deadline = Date.now() + 10_000;
    while (sentTo(waId).length <= before) {
      if (Date.now() > deadline) throw new Error('no code arrived');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const text = textOf(sentTo(waId).at(-1)!);
    return /\b(\d{6})\b/.exec(text)![1]!;
  }

  const confirm = (email: string, code: string, password: string, ip: string) =>
    post('/health-users/password-reset/confirm/', { email, code, new_password: password }, ip);

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/health-users/login/', payload: { email, password } });

  it('Ana forgets her password: the code arrives by WhatsApp, sets a new one once, every session ends', async () => {
    const ana = await t.patient('Ana');
    const ip = nextAddress();
    const code = await requestCode(ana.email.toUpperCase(), ana.waId, ip);
    const message = sentTo(ana.waId).at(-1)!;
    // She has not written in 24 hours: the approved authentication template, the code in its body and in
    // its copy-code button (the local Graph API refuses any other shape for it).
    expect(message.body.type).toBe('template');
    expect(message.body.template).toEqual({
      name: 'vitalia_codigo',
      language: { code: 'es_MX' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    });
    expect(message.body.to).toMatch(/^\d+$/);
    expect(textOf(message)).toBe(code);

    const done = await confirm(ana.email, code, 'nueva-clave-segura', ip);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Listo: tu contraseña cambió. Inicia sesión con la nueva.',
    });
    expect((await actingAs(t.app, ana)('GET', '/health-users/profile/')).statusCode).toBe(401);
    expect((await login(ana.email, ana.password)).statusCode).toBe(401);
    expect((await login(ana.email, 'nueva-clave-segura')).statusCode).toBe(200);

    const reused = await confirm(ana.email, code, 'otra-clave-segura', ip);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      detail: 'El código no es correcto, ya venció o ya se usó. Pide uno nuevo.',
    });
    const stored = await t.query<{ code_hash: string }>(
      'SELECT code_hash FROM password_reset_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [ana.email],
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
  });

  it('a reset ends every sign-in link and invitation link minted before it', async () => {
    const ana = await t.patient('Ana');
    const link = await actingAs(t.app, ana)('POST', '/health-users/link-token/');
    expect(link.statusCode).toBe(201);
    const accomplice = await t.patient('Mallory');
    const invited = await actingAs(t.app, ana)('POST', '/health-users/shares/', {
      email: accomplice.email,
      scope: 'lectura',
    });
    const ip = nextAddress();
    const code = await requestCode(ana.email, ana.waId, ip);
    expect((await confirm(ana.email, code, 'nueva-clave-segura', ip)).statusCode).toBe(200);
    const exchanged = await post('/health-users/link-session/', { token: link.json().token }, ip);
    expect(exchanged.statusCode).toBe(401);
    const accepted = await actingAs(t.app, accomplice)('POST', '/health-users/invitations/accept-link/', {
      token: new URL(invited.json().invitation_url).searchParams.get('code'),
    });
    expect(accepted.statusCode).toBe(404);
  });

  it('inside the 24-hour window the code goes as text, even after BAJA', async () => {
    const beto = await t.patient('Beto');
    await t.say(beto.waId, 'BAJA');
    const code = await requestCode(beto.email, beto.waId, nextAddress());
    const message = sentTo(beto.waId).at(-1)!;
    expect(message.body.type).toBe('text');
    expect(textOf(message)).toContain(`Tu código de Vitalia es ${code}. Vence en 10 minutos.`);
  });

  it('5 wrong codes close the code: the right one no longer works', async () => {
    const caro = await t.patient('Caro');
    const ip = nextAddress();
    const code = await requestCode(caro.email, caro.waId, ip);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await confirm(caro.email, wrong, 'nueva-clave-segura', ip)).statusCode).toBe(400);
    }
    expect((await confirm(caro.email, code, 'nueva-clave-segura', ip)).statusCode).toBe(400);
    expect((await login(caro.email, caro.password)).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const dani = await t.patient('Dani');
    const ip = nextAddress();
    const code = await requestCode(dani.email, dani.waId, ip);
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    expect((await confirm(dani.email, code, 'nueva-clave-segura', ip)).statusCode).toBe(400);
    const fresh = await requestCode(dani.email, dani.waId, ip);
    clock = new Date(clock.getTime() + 9 * 60_000);
    expect((await confirm(dani.email, fresh, 'nueva-clave-segura', ip)).statusCode).toBe(200);
  });

  it('a new code replaces the one before', async () => {
    const eva = await t.patient('Eva');
    const ip = nextAddress();
    const first = await requestCode(eva.email, eva.waId, ip);
    const second = await requestCode(eva.email, eva.waId, ip);
    if (first !== second)
      expect((await confirm(eva.email, first, 'nueva-clave-segura', ip)).statusCode).toBe(400);
    expect((await confirm(eva.email, second, 'nueva-clave-segura', ip)).statusCode).toBe(200);
  });

  it('an unknown e-mail gets the same answer, in the same time class, and nothing is sent', async () => {
    const fer = await t.patient('Fer');
    const sentBefore = t.graph.sent.length;
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i += 1) {
      for (const [kind, email] of [
        ['known', fer.email],
        ['unknown', uniqueEmail()],
      ] as const) {
        const started = performance.now();
        const reply = await post('/health-users/password-reset/', { email }, nextAddress());
        timings[kind].push(performance.now() - started);
        expect(reply.statusCode).toBe(202);
        expect(reply.json()).toEqual(GENERIC_ANSWER);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const [fast, slow] = [median(timings.known), median(timings.unknown)].sort((a, b) => a - b);
    expect(slow!).toBeLessThan(fast! * 3 + 50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Two codes to Fer, none to anybody else: her number gets at most 3 codes an hour (CONTRACTS.md
    // section 11), and the code her sign-up sent is one of them.
    expect(t.graph.sent.length - sentBefore).toBe(2);
    const unknownConfirm = await confirm(uniqueEmail(), '123456', 'nueva-clave-segura', nextAddress());
    expect(unknownConfirm.statusCode).toBe(400);
    expect(unknownConfirm.json()).toEqual({
      detail: 'El código no es correcto, ya venció o ya se usó. Pide uno nuevo.',
    });
  });

  it('answers a real account no later than an unknown e-mail: the account’s work comes after the answer', async () => {
    // Before the answer both do the same work (the limits); the account's lookup, its code and the message
    // come after it, so the answer's time cannot tell a real account from an unknown e-mail. Shown by order,
    // not by timing (timings belong in benchmarks): when the request returns, nothing of the account's work
    // has run yet; it runs afterwards.
    const gil = await t.patient('Gil');
    clock = new Date(clock.getTime() + 61 * 60_000);
    const codesOfGil = () =>
      t.query('SELECT 1 FROM password_reset_codes WHERE user_id = (SELECT id FROM users WHERE email = $1)', [
        gil.email,
      ]);
    let queued!: () => void;
    const sent = new Promise<void>((resolve) => (queued = resolve));
    await t.parts.services.passwords.requestReset(gil.email, nextAddress(), () => queued());
    const rightAfter = await codesOfGil();
    await sent;
    expect(rightAfter).toHaveLength(0);
    expect(await codesOfGil()).toHaveLength(1);
  });

  it('is limited per e-mail (known or not) and per address, in Spanish with Retry-After', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/health-users/password-reset/', { email }, nextAddress())).statusCode).toBe(202);
    }
    const perEmail = await post('/health-users/password-reset/', { email }, nextAddress());
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.headers['retry-after']).toBeDefined();
    expect(perEmail.json<{ detail: string }>().detail).toMatch(/^Pediste demasiados códigos/);

    const ip = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/health-users/password-reset/', { email: uniqueEmail() }, ip)).statusCode).toBe(
        202,
      );
    }
    expect((await post('/health-users/password-reset/', { email: uniqueEmail() }, ip)).statusCode).toBe(429);
  });

  it('refuses malformed requests in Spanish', async () => {
    const ip = nextAddress();
    expect((await post('/health-users/password-reset/', {}, ip)).json()).toEqual({
      detail: 'Escribe el correo electrónico de tu cuenta.',
    });
    expect((await post('/health-users/password-reset/', { email: 'no-es-correo' }, ip)).statusCode).toBe(400);
    const badCode = await confirm('ana@example.com', '12ab56', 'nueva-clave-segura', ip);
    expect(badCode.json()).toEqual({ detail: 'El código tiene 6 dígitos.' });
    const short = await confirm('ana@example.com', '123456', 'corta', ip);
    expect(short.json()).toEqual({ detail: 'La contraseña debe tener al menos 8 caracteres.' });
  });

  const linkOf = (text: string) =>
    /https:\/\/vitalia\.example\/forgot-password\?token=([\w-]+)/.exec(text)?.[1];
  const setWithLink = (token: string, password: string, ip: string) =>
    post('/health-users/password-reset/link/', { token, new_password: password }, ip);

  describe('«olvidé mi contraseña» in the chat', () => {
    it('for an account made in the chat (no e-mail yet) says in Spanish how to add one, never a 500', async () => {
      const waId = `52155${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      await t.say(waId, 'hola');
      await t.say(waId, 'acepto');
      expect(textOf(await t.say(waId, 'Mario'))).toMatch(/está lista/);
      const token = linkOf(textOf(await t.say(waId, 'olvidé mi contraseña')))!;
      expect(token).toBeDefined();
      const answer = await setWithLink(token, 'clave-desde-el-chat', nextAddress());
      expect(answer.statusCode).toBe(409);
      expect(answer.json().detail).toMatch(
        /^Tu cuenta se creó en WhatsApp y todavía no tiene correo ni contraseña\./,
      );
      expect(answer.json().detail).toContain('ver mis gráficas');
    });

    it('answers a one-use link that sets a new password, ends every session and never signs in', async () => {
      const hugo = await t.patient('Hugo');
      for (const said of [
        'olvidé mi contraseña',
        'Hola, se me olvidó la contraseña',
        'no recuerdo mi clave',
      ]) {
        expect(linkOf(textOf(await t.say(hugo.waId, said))), said).toBeDefined();
      }
      const reply = textOf(await t.say(hugo.waId, 'Olvidé mi contraseña'));
      expect(reply).toMatch(/una sola vez y vence en 15 minutos/);
      const token = linkOf(reply)!;
      // A reset link is not a sign-in link.
      expect((await post('/health-users/link-session/', { token }, nextAddress())).statusCode).toBe(401);
      const ip = nextAddress();
      const done = await setWithLink(token, 'clave-desde-el-chat', ip);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        success: true,
        message: 'Listo: tu contraseña cambió. Inicia sesión con la nueva.',
      });
      expect((await actingAs(t.app, hugo)('GET', '/health-users/profile/')).statusCode).toBe(401);
      expect((await login(hugo.email, 'clave-desde-el-chat')).statusCode).toBe(200);
      const again = await setWithLink(token, 'otra-clave-segura', ip);
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toMatch(/^El enlace no es válido, ya venció o ya se usó/);
      // The links asked before it ended with the reset too.
      const earlier = linkOf(textOf(await t.say(hugo.waId, 'olvidé mi contraseña')))!;
      expect((await setWithLink(earlier, 'tercera-clave-segura', ip)).statusCode).toBe(200);
    });

    it('a link expires after 15 minutes', async () => {
      const ines = await t.patient('Inés');
      const token = linkOf(textOf(await t.say(ines.waId, 'olvidé mi contraseña')))!;
      clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
      expect((await setWithLink(token, 'nueva-clave-segura', nextAddress())).statusCode).toBe(400);
    });
  });

  describe('an account WhatsApp knows only by its business-scoped user id (a username, no phone)', () => {
    async function usernameOnly(name: string, bsuid: string) {
      const person = await t.patient(name);
      await t.query('UPDATE pacientes SET telefono = NULL, wa_user_id = $2 WHERE telefono = $1', [
        person.phone,
        bsuid,
      ]);
      return person;
    }

    it('gets no code (Meta sends no authentication template to a BSUID): the chat is where to ask', async () => {
      const bsuid = 'MX.4471203398812001';
      const juan = await usernameOnly('Juan', bsuid);
      const before = t.graph.sent.length;
      // Never wrote: nothing can go at all.
      await post('/health-users/password-reset/', { email: juan.email }, nextAddress());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.graph.sent.length).toBe(before);

      // He writes from his username: the reply goes to his BSUID, in Meta's `recipient` field.
      const hello = await t.exchange({ userId: bsuid, text: 'hola' });
      expect(hello.body).toMatchObject({ recipient: bsuid });
      expect(hello.body.to).toBeUndefined();
      // Inside the window a reset request tells him to ask in the chat, with no code.
      await post('/health-users/password-reset/', { email: juan.email }, nextAddress());
      await expect.poll(() => t.graph.sentTo(bsuid).length).toBe(2);
      const told = t.graph.sentTo(bsuid).at(-1)!;
      expect(told.body.type).toBe('text');
      expect(textOf(told)).toMatch(/escribe aquí «olvidé mi contraseña»/);
      expect(textOf(told)).not.toMatch(/\d{6}/);

      const reply = await t.exchange({ userId: bsuid, text: 'olvidé mi contraseña' });
      expect(reply.body.recipient).toBe(bsuid);
      const token = linkOf(textOf(reply))!;
      expect((await setWithLink(token, 'clave-del-usuario', nextAddress())).statusCode).toBe(200);
      expect((await login(juan.email, 'clave-del-usuario')).statusCode).toBe(200);
    });
  });
});
