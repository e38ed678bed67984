import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueMxPhone, type SentMessage } from '@vitalia/testkit';
import { actingAs, shareWith, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { minuteClock } from './support/minute-clock';

/**
 * A proven phone (CONTRACTS.md section 6): web sign-up sends a 6-digit code on the authentication template;
 * nothing the product starts goes to the number until the code is entered or the number writes; a new
 * number from Mi Perfil replaces the old one only once proven.
 */
const ZONE = 'America/Mexico_City';
const MINUTE = 60_000;
const clock = minuteClock(ZONE);
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp({ TZ_DEFAULT: ZONE }, { now: () => clock.now });
});
afterAll(async () => {
  await t?.close();
});

const { advance, startOfNextMinute, localTime } = clock;

type Person = RegisteredUser & { waId: string };
const recipientOf = (person: { phone: string }) => person.phone.slice(1);
const call = (person: { token: string }) => actingAs(t.app, person);
const phoneStatus = async (person: { token: string }) =>
  (await call(person)('GET', '/health-users/phone/')).json();
const verify = (person: { token: string }, code: string) =>
  call(person)('POST', '/health-users/phone/verify/', { code });
/** Another code than `code`, of six digits. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const codesTo = (recipient: string) =>
  t.graph.sentTo(recipient).filter((m) => m.body.template?.name === 'vitalia_codigo');

async function addReminder(person: Person, hora: string) {
  const response = await call(person)('POST', '/health-users/alert_schedules/', {
    metric_key: 'glucosa',
    frecuencia: 'daily',
    hora,
  });
  expect(response.statusCode).toBeLessThan(300);
}

/** Sets a reminder two minutes ahead and runs the scheduler past it; returns what reached the number. */
async function remindAndRun(person: Person): Promise<SentMessage[]> {
  startOfNextMinute();
  await addReminder(person, localTime(2 * MINUTE));
  advance(2 * MINUTE);
  await t.parts.scheduler.runDue();
  await new Promise((resolve) => setTimeout(resolve, 400));
  return t.graph.sentTo(recipientOf(person)).filter((m) => m.body.template?.name !== 'vitalia_codigo');
}

const occurrenceOutcomes = (person: Person) =>
  t.query<{ state: string; outcome: string }>(
    `SELECT o.state, o.outcome FROM occurrences o JOIN users u ON u.id = o.user_id
     WHERE u.email = $1 AND o.kind = 'reading_reminder' AND o.state <> 'pending' ORDER BY o.id`,
    [person.email],
  );

describe('proof of the phone typed at web sign-up', () => {
  it('sends a 6-digit code on the authentication template; a wrong code is refused in Spanish, the right one proves', async () => {
    const ana = await t.patient('Ana', { proven: false });
    const [sent] = await t.graph.waitForSent(1).then(() => codesTo(recipientOf(ana)));
    expect(sent).toBeDefined();
    // Meta's authentication template: the code in the body and in the copy-code button (index 0).
    expect(sent!.body.template.language.code).toBe('es_MX');
    const code = textOf(sent!);
    expect(code).toMatch(/^\d{6}$/);
    const button = sent!.body.template.components.find((c: { type: string }) => c.type === 'button');
    expect(button).toMatchObject({ sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] });
    // The code is never shown on the web (whoever typed a stranger's number would read it there).
    const chat = (await call(ana)('GET', '/health-users/chat/')).json();
    expect(JSON.stringify(chat.items)).not.toContain(code);

    expect(await phoneStatus(ana)).toEqual({ telefono: ana.phone, verified: false, pending_telefono: null });
    const wrong = await verify(ana, wrongOf(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/código no es correcto/);
    const malformed = await verify(ana, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/6 números/);

    const right = await verify(ana, code);
    expect(right.statusCode).toBe(204);
    expect((await phoneStatus(ana)).verified).toBe(true);
    // Used once: a second time it is refused, and nothing more is sent.
    const again = await verify(ana, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/ya está verificado/);
    const resend = await call(ana)('POST', '/health-users/phone/code/');
    expect(resend.statusCode).toBe(409);
  });

  it('closes a code after 5 wrong tries: the right one no longer works', async () => {
    const beto = await t.patient('Beto', { proven: false });
    const code = await t.takeCode(recipientOf(beto));
    for (let i = 0; i < 5; i++) expect((await verify(beto, wrongOf(code))).statusCode).toBe(400);
    const late = await verify(beto, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toMatch(/Enviar otro código/);
    expect((await phoneStatus(beto)).verified).toBe(false);
  });

  it('a code expires after 10 minutes', async () => {
    const cata = await t.patient('Cata', { proven: false });
    const code = await t.takeCode(recipientOf(cata));
    advance(10 * MINUTE + 1000);
    const expired = await verify(cata, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/venció/);
  });

  it('«Enviar otro código» is rate limited (429 in Spanish with Retry-After); a new code replaces the old one', async () => {
    const dani = await t.patient('Dani', { proven: false });
    const first = await t.takeCode(recipientOf(dani));
    const soon = await call(dani)('POST', '/health-users/phone/code/');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().detail).toMatch(/Espera 1 minuto/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    advance(61_000);
    const resent = await call(dani)('POST', '/health-users/phone/code/');
    expect(resent.statusCode).toBe(202);
    const second = await t.takeCode(recipientOf(dani));
    expect((await verify(dani, first)).statusCode).toBe(400);
    expect((await verify(dani, second)).statusCode).toBe(204);

    // At most 5 codes an hour, sign-up's included. One number gets at most 3 an hour (section 11), so the
    // account's other codes go to new numbers it asks for.
    const emma = await t.patient('Emma', { proven: false });
    for (let i = 0; i < 4; i++) {
      advance(61_000);
      const asked =
        i < 2
          ? await call(emma)('POST', '/health-users/phone/code/')
          : await call(emma)('POST', '/health-users/phone/change/', {
              phone: uniqueMxPhone(),
              current_password: emma.password,
            });
      expect(asked.statusCode).toBe(202);
    }
    advance(61_000);
    const sixth = await call(emma)('POST', '/health-users/phone/change/', {
      phone: uniqueMxPhone(),
      current_password: emma.password,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toMatch(/^Ya te enviamos varios códigos/);
  });

  it('another person’s session cannot use the code', async () => {
    const fede = await t.patient('Fede', { proven: false });
    const gabi = await t.patient('Gabi', { proven: false });
    const fedeCode = await t.takeCode(recipientOf(fede));
    const stolen = await verify(gabi, fedeCode);
    expect(stolen.statusCode).toBe(400);
    expect((await phoneStatus(fede)).verified).toBe(false);
    expect((await phoneStatus(gabi)).verified).toBe(false);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/health-users/phone/verify/',
      payload: { code: fedeCode },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('nothing proactive to an unproven number', () => {
  it('a reminder is not sent to a number not proven, and is sent once it is', async () => {
    const hugo = await t.patient('Hugo', { proven: false });
    const code = await t.takeCode(recipientOf(hugo));
    expect(await remindAndRun(hugo)).toEqual([]);
    expect(await occurrenceOutcomes(hugo)).toEqual([{ state: 'skipped', outcome: 'unproven' }]);

    expect((await verify(hugo, code)).statusCode).toBe(204);
    const sent = await remindAndRun(hugo);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.template.name).toBe('vitalia_recordatorio_lectura');
  });

  it('a caregiver whose number is not proven gets the crisis in the bell but no WhatsApp, until proven', async () => {
    const rosa = await t.patient('Rosa');
    const luis = await t.patient('Luis', { proven: false });
    const luisCode = await t.takeCode(recipientOf(luis));
    await shareWith(t.app, rosa, luis, 'lectura_alertas');
    const logGlucose = (value: number) =>
      call(rosa)('POST', '/health-metrics/api/readings/', {
        metric: 'glucosa',
        value,
        measured_at: new Date(clock.now.getTime() - 60_000).toISOString(),
      });

    expect((await logGlucose(320)).statusCode).toBe(201);
    const bell = async () =>
      (
        (await call(luis)('GET', '/health-users/notifications/')).json().items as Array<{ kind: string }>
      ).filter((item) => item.kind === 'caregiver_alert');
    await expect.poll(async () => (await bell()).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(t.graph.sentTo(recipientOf(luis))).toEqual([]);

    expect((await verify(luis, luisCode)).statusCode).toBe(204);
    advance(5 * MINUTE);
    expect((await logGlucose(330)).statusCode).toBe(201);
    await expect.poll(() => t.graph.sentTo(recipientOf(luis)).length, { timeout: 10_000 }).toBe(1);
    expect(t.graph.sentTo(recipientOf(luis))[0]!.body.template.name).toBe('vitalia_alerta_cuidador');
  });

  it('a password-reset code the person asked for still goes to an unproven number', async () => {
    const ines = await t.patient('Inés', { proven: false });
    await t.takeCode(recipientOf(ines));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/health-users/password-reset/',
      payload: { email: ines.email },
    });
    expect(asked.statusCode).toBe(202);
    await expect.poll(() => codesTo(recipientOf(ines)).length, { timeout: 10_000 }).toBe(1);
  });
});

describe('proof by a message from the number', () => {
  it('the chat link’s code in the first message proves the number and is not read as a reading', async () => {
    const juan = await t.patient('Juan', { proven: false });
    await t.takeCode(recipientOf(juan));
    const minted = await call(juan)('POST', '/health-users/phone/chat-code/');
    expect(minted.statusCode).toBe(200);
    const { text } = minted.json() as { code: string; text: string };
    expect(text).toMatch(/^\(Código de verificación: [A-Z]{8}\)$/);

    const reply = await t.say(juan.waId, `Hola, quiero empezar con Vitalia ${text}`);
    expect(textOf(reply)).not.toMatch(/mg\/dL|registr/i);
    expect(
      await t.query(
        'SELECT 1 FROM readings r JOIN pacientes p ON p.id = r.paciente_id WHERE p.telefono = $1',
        [juan.phone],
      ),
    ).toEqual([]);
    expect((await phoneStatus(juan)).verified).toBe(true);
    const codes = await t.query<{ closed: boolean }>(
      `SELECT c.closed_at IS NOT NULL AS closed FROM phone_proof_codes c JOIN users u ON u.id = c.user_id
       WHERE u.email = $1 AND c.kind = 'chat_link'`,
      [juan.email],
    );
    expect(codes).toEqual([{ closed: true }]);
    // Proven: no code for the links any more.
    expect((await call(juan)('POST', '/health-users/phone/chat-code/')).json().code).toBeNull();
  });

  // CONTRACTS.md section 11 replaced "any message from the registered number proves it": a message alone
  // proves nothing; the number belongs to whoever proves it.
  it('a message without the code proves nothing: the writer is a stranger, asked for consent', async () => {
    const karla = await t.patient('Karla', { proven: false });
    await t.takeCode(recipientOf(karla));
    const reply = await t.say(karla.waId, 'hola');
    expect(textOf(reply)).toMatch(/privacidad|consentimiento|acept/i);
    expect((await phoneStatus(karla)).verified).toBe(false);
  });
});

describe('an unproven number belongs to whoever proves it (CONTRACTS.md section 11)', () => {
  const readingsOn = (email: string) =>
    t.query<{ value: number }>(
      `SELECT r.value FROM readings r JOIN pacientes p ON p.id = r.paciente_id JOIN users u ON u.id = p.user_id
       WHERE lower(u.email) = lower($1)`,
      [email],
    );

  it("the number's owner who writes is signed up in the chat; the squatter's account loses the number and is told", async () => {
    // Someone signs up on the web with Rosa's number and never proves it.
    const squatter = await t.patient('Intruso', { proven: false });
    await t.takeCode(recipientOf(squatter));
    const waId = squatter.waId;
    // Rosa, the number's owner, writes a reading: she is greeted as a new person, asked for consent, and
    // nothing of hers goes to the squatter's account.
    const first = await t.say(waId, 'glucosa 180');
    expect(textOf(first)).toMatch(/acept/i);
    expect(textOf(first)).not.toContain('Intruso');
    expect(await readingsOn(squatter.email)).toEqual([]);
    await t.say(waId, 'acepto');
    expect(textOf(await t.say(waId, 'Rosa'))).toMatch(/está lista/);
    // Her own account holds the number, proven, with her reading; the squatter's has no number and a bell.
    const holders = await t.query<{ email: string | null; first_name: string; proven: boolean }>(
      `SELECT u.email, u.first_name, p.telefono_verified_at IS NOT NULL AS proven FROM pacientes p
       JOIN users u ON u.id = p.user_id WHERE p.telefono = $1`,
      [squatter.phone],
    );
    expect(holders).toEqual([{ email: null, first_name: 'Rosa', proven: true }]);
    expect(await readingsOn(squatter.email)).toEqual([]);
    expect((await phoneStatus(squatter)).telefono).toBeNull();
    const bell = (await call(squatter)('GET', '/health-users/notifications/')).json().items as Array<{
      kind: string;
      title: string;
    }>;
    expect(bell).toEqual([
      expect.objectContaining({
        kind: 'phone_released',
        title: 'Agrega un número de WhatsApp que puedas confirmar',
      }),
    ]);
    // Her next message is hers, not the squatter's.
    await t.say(waId, 'peso 70');
    expect(await readingsOn(squatter.email)).toEqual([]);
  });

  it('a second path: the squatter signs up on the web while the owner is in the middle of the chat sign-up', async () => {
    const owner = await t.patient('Temporal', { proven: false });
    await t.takeCode(recipientOf(owner));
    const { waId, phone } = owner;
    // Free the number for the owner's chat sign-up, then a squatter takes it on the web mid-way.
    await t.query('UPDATE pacientes SET telefono = NULL WHERE telefono = $1', [phone]);
    await t.say(waId, 'hola');
    await t.say(waId, 'acepto');
    await t.query(
      `UPDATE pacientes SET telefono = $1, telefono_verified_at = NULL WHERE user_id =
      (SELECT id FROM users WHERE lower(email) = lower($2))`,
      [phone, owner.email],
    );
    expect(textOf(await t.say(waId, 'Lupita'))).toMatch(/está lista/);
    const [holder] = await t.query<{ first_name: string }>(
      'SELECT u.first_name FROM pacientes p JOIN users u ON u.id = p.user_id WHERE p.telefono = $1',
      [phone],
    );
    expect(holder).toEqual({ first_name: 'Lupita' });
  });
});

describe('an unproven number is taken by the account that proves it from Mi Perfil (CONTRACTS.md section 11)', () => {
  it('Olga moves her account to her real number, which a squatter typed and never proved: the code goes, and the squatter loses it', async () => {
    const squatter = await t.patient('Intruso', { proven: false });
    await t.takeCode(recipientOf(squatter));
    const olga = await t.patient('Olga');
    advance(61_000);
    const asked = await call(olga)('POST', '/health-users/phone/change/', {
      phone: squatter.phone,
      current_password: olga.password,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toMatch(/^Si ese número puede usarse en Vitalia/);
    // The squatter never proved the number: its owner gets the code, and entering it takes the number.
    const code = await t.takeCode(recipientOf(squatter));
    expect((await verify(olga, code)).statusCode).toBe(204);
    expect((await phoneStatus(olga)).telefono).toBe(squatter.phone);
    expect((await phoneStatus(squatter)).telefono).toBeNull();
    const bell = (await call(squatter)('GET', '/health-users/notifications/')).json().items as Array<{
      kind: string;
      body: string;
    }>;
    expect(bell).toEqual([
      expect.objectContaining({
        kind: 'phone_released',
        body: expect.stringContaining('demostró que es suyo'),
      }),
    ]);
    // A number someone proved is still not given: the squatter asking for Olga's gets no code.
    const squatterAgain = await t.patient('Otro intruso');
    advance(61_000);
    const before = codesTo(recipientOf(squatter)).length;
    const refused = await call(squatterAgain)('POST', '/health-users/phone/change/', {
      phone: squatter.phone,
      current_password: squatterAgain.password,
    });
    expect(refused.statusCode).toBe(202);
    expect(refused.json().message).toBe(asked.json().message);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codesTo(recipientOf(squatter))).toHaveLength(before);
  });
});

describe('code messages per destination (CONTRACTS.md section 11)', () => {
  it('at most 3 codes an hour and 10 a day reach one number, whatever the account asking, also all at once', async () => {
    const stranger = uniqueMxPhone();
    const people = await Promise.all(
      ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map((name) => t.patient(name)),
    );
    // Past the minute each account waits after its sign-up code.
    advance(61_000);
    const round = () =>
      Promise.all(
        people.map((person) =>
          call(person)('POST', '/health-users/phone/change/', {
            phone: stranger,
            current_password: person.password,
          }),
        ),
      );
    const statuses = async () => (await round()).map((response) => response.statusCode).sort();
    const first = await round();
    expect(first.map((response) => response.statusCode).sort()).toEqual([202, 202, 202, 429, 429]);
    const refused = first.find((response) => response.statusCode === 429)!;
    expect(refused.json().detail).toMatch(
      /^Ya enviamos varios códigos a ese número\. Espera \d+ minutos? antes de pedir otro\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expect.poll(() => codesTo(recipientOf({ phone: stranger })).length, { timeout: 10_000 }).toBe(3);
    // Each hour three more, up to ten in the day.
    for (const expected of [6, 9]) {
      advance(61 * MINUTE);
      expect(await statuses()).toEqual([202, 202, 202, 429, 429]);
      await expect
        .poll(() => codesTo(recipientOf({ phone: stranger })).length, { timeout: 10_000 })
        .toBe(expected);
    }
    advance(61 * MINUTE);
    expect(await statuses()).toEqual([202, 429, 429, 429, 429]);
    advance(61 * MINUTE);
    expect(await statuses()).toEqual([429, 429, 429, 429, 429]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codesTo(recipientOf({ phone: stranger }))).toHaveLength(10);
  });
});

describe('a new number from Mi Perfil', () => {
  it('gets a code; the old number stays until the new one is proven, then is replaced', async () => {
    const luz = await t.patient('Luz');
    const other = await t.patient('Otra');
    // Section 11: the password first; then the same answer for a taken number as for a free one, and the
    // taken one gets nothing.
    const noPassword = await call(luz)('POST', '/health-users/phone/change/', { phone: uniqueMxPhone() });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().detail).toBe('Escribe tu contraseña actual para cambiar tu número.');
    const wrong = await call(luz)('POST', '/health-users/phone/change/', {
      phone: uniqueMxPhone(),
      current_password: 'otra-clave-cualquiera',
    });
    expect(wrong.statusCode).toBe(403);
    const othersCodes = codesTo(recipientOf(other)).length;
    const taken = await call(luz)('POST', '/health-users/phone/change/', {
      phone: other.phone,
      current_password: luz.password,
    });
    expect(taken.statusCode).toBe(202);
    expect(taken.json().message).toMatch(/^Si ese número puede usarse en Vitalia, le enviamos un código/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codesTo(recipientOf(other))).toHaveLength(othersCodes);
    const bad = await call(luz)('POST', '/health-users/phone/change/', {
      phone: '+52 12',
      current_password: luz.password,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/no parece válido/);

    const newPhone = uniqueMxPhone();
    advance(61_000);
    const asked = await call(luz)('POST', '/health-users/phone/change/', {
      phone: newPhone,
      current_password: luz.password,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(taken.json().message);
    // A second session of hers (a stolen one, say) ends once the new number is proven.
    const otherSession = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email: luz.email, password: luz.password },
    });
    const stolen = { token: otherSession.json<{ token: string }>().token };
    const code = await t.takeCode(newPhone.slice(1));
    expect(await phoneStatus(luz)).toEqual({
      telefono: luz.phone,
      verified: true,
      pending_telefono: newPhone,
    });
    // Until then reminders still go to the old number.
    expect(await remindAndRun(luz)).toHaveLength(1);

    expect((await verify(luz, code)).statusCode).toBe(204);
    expect(await phoneStatus(luz)).toEqual({ telefono: newPhone, verified: true, pending_telefono: null });
    expect((await call(stolen)('GET', '/health-users/phone/')).statusCode).toBe(401);
    // The old number is told, on its template.
    await expect
      .poll(
        () =>
          t.graph.sentTo(recipientOf(luz)).filter((m) => m.body.template?.name === 'vitalia_numero_cambiado')
            .length,
        { timeout: 10_000 },
      )
      .toBe(1);
    const notice = t.graph
      .sentTo(recipientOf(luz))
      .find((m) => m.body.template?.name === 'vitalia_numero_cambiado')!;
    expect(textOf(notice)).toBe(`Luz | ${newPhone.slice(-4)}`);
    const [paciente] = (await call(luz)('GET', '/health-users/pacientes/')).json();
    expect(paciente.telefono).toBe(newPhone);
    const before = t.graph.sentTo(recipientOf(luz)).length;
    const sent = await remindAndRun({ ...luz, phone: newPhone });
    expect(sent).toHaveLength(1);
    expect(t.graph.sentTo(recipientOf(luz))).toHaveLength(before);
  });
});

describe('a new number for an account made in the chat (CONTRACTS.md section 11)', () => {
  let stranger = 0;
  /** A number signed up in the chat (consent, then a name) and a session from its «ver mis gráficas» link. */
  async function chatAccount(name: string) {
    const waId = `52155${String(81_000_000 + ++stranger * 6133).padStart(8, '0')}`;
    await t.say(waId, 'hola');
    await t.say(waId, 'acepto');
    expect(textOf(await t.say(waId, name))).toMatch(/está lista/);
    return { waId, phone: `+52${waId.slice(3)}`, ...(await t.signInFromChat(waId)) };
  }
  const change = (who: { token: string }, body: Record<string, unknown>) =>
    call(who)('POST', '/health-users/phone/change/', body);
  /**
   * The code that reached the account's own chat: inside the 24-hour window (she just wrote) it is a text
   * to the number as WhatsApp names it, not the template.
   */
  async function codeInChat(waId: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        () => {
          const texts = t.graph.sentTo(waId).map(textOf);
          code = texts
            .map((text) => /^Tu código de Vitalia es (\d{6})\./.exec(text)?.[1])
            .filter(Boolean)
            .at(-1);
          return code;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^\d{6}$/);
    t.graph.takeSent((m) => String(m.body.to) === waId && /^Tu código de Vitalia/.test(textOf(m)));
    return code!;
  }

  it('a session alone cannot move it: the current number gets a code first, and only that code lets the change go on', async () => {
    const rosa = await chatAccount('Rosa');
    const current = rosa.phone.slice(1);
    const newPhone = uniqueMxPhone();
    advance(61_000);

    const first = await change(rosa, { phone: newPhone });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({
      success: true,
      step: 'current_code',
      message: `Para confirmar que eres tú, te enviamos un código por WhatsApp a tu número actual (termina en ${rosa.phone.slice(-4)}). Escríbelo aquí para seguir con el cambio.`,
    });
    const currentCode = await codeInChat(rosa.waId);
    expect(codesTo(newPhone.slice(1))).toHaveLength(0);
    // The code to the current number proves nothing by itself: it neither proves nor moves a number.
    expect((await call(rosa)('POST', '/health-users/phone/verify/', { code: currentCode })).statusCode).toBe(
      409,
    );

    const wrong = await change(rosa, { phone: newPhone, current_code: wrongOf(currentCode) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(
      /^Ese código no es correcto o ya venció\. Revisa el mensaje de WhatsApp en tu número actual/,
    );
    const badFormat = await change(rosa, { phone: newPhone, current_code: '12' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().detail).toBe('Escribe el código de 6 números que te enviamos por WhatsApp.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codesTo(newPhone.slice(1))).toHaveLength(0);

    // Another session of hers (a stolen one, say) ends once the new number is proven.
    const other = await t.signInFromChat(rosa.waId);
    const right = await change(rosa, {
      phone: newPhone,
      current_code: ` ${currentCode.slice(0, 3)} ${currentCode.slice(3)} `,
    });
    expect(right.statusCode).toBe(202);
    expect(right.json()).toEqual({
      success: true,
      step: 'new_code',
      message:
        'Si ese número puede usarse en Vitalia, le enviamos un código por WhatsApp. Escríbelo aquí para confirmarlo.',
    });
    // The code to the current number is spent: it does not open a second change.
    expect((await change(rosa, { phone: uniqueMxPhone(), current_code: currentCode })).statusCode).toBe(400);

    const newCode = await t.takeCode(newPhone.slice(1));
    expect((await verify(rosa, newCode)).statusCode).toBe(204);
    expect(await phoneStatus(rosa)).toEqual({
      telefono: newPhone,
      verified: true,
      pending_telefono: null,
    });
    expect((await call(other)('GET', '/health-users/phone/')).statusCode).toBe(401);
    await expect
      .poll(
        () =>
          t.graph.sentTo(current).filter((m) => m.body.template?.name === 'vitalia_numero_cambiado').length,
        { timeout: 10_000 },
      )
      .toBe(1);
  });

  it('answers the same for a number another account holds, which gets nothing', async () => {
    const lola = await chatAccount('Lola');
    const owner = await t.patient('Dueña');
    advance(61_000);
    await change(lola, { phone: owner.phone });
    const currentCode = await codeInChat(lola.waId);
    const before = codesTo(recipientOf(owner)).length;
    const taken = await change(lola, { phone: owner.phone, current_code: currentCode });
    expect(taken.statusCode).toBe(202);
    expect(taken.json().step).toBe('new_code');
    expect(taken.json().message).toMatch(/^Si ese número puede usarse en Vitalia/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codesTo(recipientOf(owner))).toHaveLength(before);
  });
});

describe('the first name at sign-up', () => {
  it('is stored as the profile’s name; optional for outside callers; too long is refused in Spanish', async () => {
    const register = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/health-users/register/', payload: body });
    const base = () => ({ email: uniqueEmail(), password: 'contraseña-segura', phone: uniqueMxPhone() });
    const named = await register({ ...base(), first_name: '  María   José ' });
    expect(named.statusCode).toBe(201);
    const profile = (await call(named.json())('GET', '/health-users/profile/')).json();
    expect(profile.first_name).toBe('María José');
    expect((await register(base())).statusCode).toBe(201);
    const long = await register({ ...base(), first_name: 'a'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/hasta 60 caracteres/);
  });
});
