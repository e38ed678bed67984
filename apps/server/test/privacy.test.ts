import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_SOURCES } from '@vitalia/db';
import { startStripeApiServer, type StripeApiServer } from '@vitalia/testkit';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { actingAs, registerUser, type RegisteredUser } from './support/test-app';
import { seedPersonalData, type Patient } from './support/privacy-seed';

/**
 * ARCO rights: Ana downloads everything the product holds about her (JSON and FHIR), opposes reminders and
 * the weekly report, then erases her account. Beto, another patient, keeps everything.
 */
const ZONE = 'America/Mexico_City';
const MINUTE = 60_000;
const SITE = 'https://vitalia.example';

describe('privacy rights', () => {
  const clock = { now: new Date() };
  let t: ChatTestApp;
  let stripe: StripeApiServer;
  let ana: Patient;
  let beto: Patient;

  beforeAll(async () => {
    stripe = await startStripeApiServer();
    t = await createChatTestApp(
      {
        TZ_DEFAULT: ZONE,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_PRICE_ID: stripe.priceId,
        STRIPE_API_URL: stripe.url,
      },
      { now: () => clock.now },
    );
    stripe.setWebhookTarget(async (payload, signature) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/health-payments/webhook/',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      return { status: reply.statusCode, body: reply.body };
    });
    ana = await seedPersonalData(t, stripe, 'Ana', SITE);
    beto = await seedPersonalData(t, stripe, 'Beto', SITE);
    // Ana shares with Caro and Caro with Ana; Caro looks at Ana's report (the access log).
    const caro = await registerUser(t.app);
    const shareBetween = async (owner: RegisteredUser, invitee: RegisteredUser) => {
      const invited = await actingAs(t.app, owner)('POST', '/health-users/shares/', {
        email: invitee.email,
        scope: 'lectura',
      });
      const code = new URL(invited.json().invitation_url).searchParams.get('code');
      const accepted = await actingAs(t.app, invitee)('POST', '/health-users/invitations/accept-link/', {
        token: code,
      });
      return accepted.json().paciente_id as number;
    };
    const anasRecord = await shareBetween(ana, caro);
    await shareBetween(caro, ana);
    await actingAs(t.app, caro)('GET', `/health-metrics/api/report/?paciente_id=${anasRecord}`);
    // Ana asked for a password reset code once.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/health-users/password-reset/',
      payload: { email: ana.email },
    });
    expect(reset.statusCode).toBe(202);
    // The code is stored after the answer (the answer must not take longer for a real account).
    const codeOfAna =
      'SELECT 1 FROM password_reset_codes WHERE user_id = (SELECT id FROM users WHERE email = $1)';
    for (let waited = 0; (await t.query(codeOfAna, [ana.email])).length === 0; waited += 20) {
      if (waited > 10_000) throw new Error('the reset code was never stored');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const call = (person: RegisteredUser) => actingAs(t.app, person);
  const exportOf = async (person: RegisteredUser) => {
    const reply = await call(person)('GET', '/health-users/export/');
    expect(reply.statusCode).toBe(200);
    return reply;
  };
  /** Rows of every table whose text mentions the value (the row cast to text, so any column counts). */
  async function tablesMentioning(value: string): Promise<string[]> {
    const tables = await t.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { table_name: name } of tables) {
      const [row] = await t.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${name}" AS r WHERE r::text ILIKE '%' || $1 || '%'`,
        [value],
      );
      if (row!.n > 0) found.push(name);
    }
    return found;
  }
  const rowsOfUser = async (table: string, userId: number) =>
    (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]))[0]!
      .n;

  it('exports every datum of the person, from every source, as a dated attachment without secrets', async () => {
    const reply = await exportOf(ana);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(clock.now);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="vitalia-mis-datos-${today}.json"`,
    );
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const body = reply.json();
    expect(body.schema_version).toBe(1);
    expect(Date.parse(body.generated_at)).not.toBeNaN();
    expect(Object.keys(body.data)).toEqual(PERSONAL_DATA_SOURCES.map((source) => source.name));
    // Every source holds something of Ana's (test checkouts exist only without Stripe).
    for (const source of PERSONAL_DATA_SOURCES) {
      if (source.name === 'test_checkouts') continue;
      const value = body.data[source.name];
      expect(value, source.name).not.toBeNull();
      if (Array.isArray(value)) expect(value.length, source.name).toBeGreaterThan(0);
    }
    const data = body.data;
    expect(data.account).toMatchObject({ email: ana.email, first_name: 'Ana', last_name: ana.lastName });
    expect(data.pacientes[0]).toMatchObject({ telefono: ana.phone, fecha_nacimiento: '1970-05-04' });
    expect(data.readings.map((r: { metric: string }) => r.metric)).toEqual(
      expect.arrayContaining(['glucosa', 'presion', 'peso', 'frecuencia_cardiaca', 'temperatura']),
    );
    expect(data.medicamentos[0].nombre).toBe(`Losartán ${ana.lastName}`);
    expect(data.chat_inbound.map((m: { body: string }) => m.body)).toContain('glucosa 120');
    expect(JSON.stringify(data.chat_outbound)).toMatch(/120/);
    expect(data.weekly_reports[0].text).toMatch(ana.lastName);
    expect(data.subscription.provider_subscription_id).toBe(ana.subscriptionId);

    const text = reply.body;
    for (const secret of ['password_hash', 'token_hash', ana.token, ...(await secretsOf(ana))]) {
      expect(text).not.toContain(secret);
    }
    // None of Beto's data.
    for (const his of [beto.email, beto.phone.slice(1), beto.lastName, beto.subscriptionId]) {
      expect(text).not.toContain(his);
    }
  });

  async function secretsOf(person: Patient): Promise<string[]> {
    const [user] = await t.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      person.userId,
    ]);
    const tokens = await t.query<{ token_hash: string }>(
      'SELECT token_hash FROM auth_tokens WHERE user_id = $1',
      [person.userId],
    );
    return [user!.password_hash, ...tokens.map((row) => row.token_hash)];
  }

  it('exports the readings as a FHIR R4 Bundle with LOINC codes and UCUM units', async () => {
    const reply = await call(ana)('GET', '/health-users/export/fhir/');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = reply.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const [patient, ...observations] = bundle.entry;
    expect(patient.resource).toMatchObject({
      resourceType: 'Patient',
      name: [{ family: ana.lastName, given: ['Ana'] }],
      birthDate: '1970-05-04',
      telecom: expect.arrayContaining([{ system: 'phone', value: ana.phone, use: 'mobile' }]),
    });
    const codes = observations.map(
      (entry: { resource: { code: { coding: Array<{ code: string }> } } }) =>
        entry.resource.code.coding[0]!.code,
    );
    expect(new Set(codes)).toEqual(new Set(['2339-0', '85354-9', '29463-7', '8867-4']));
    for (const { resource } of observations) {
      expect(resource).toMatchObject({ resourceType: 'Observation', status: 'final' });
      expect(resource.subject.reference).toBe(patient.fullUrl);
      expect(resource.effectiveDateTime).toMatch(/[+-]\d{2}:\d{2}$/);
    }
    const pressure = observations.find((e: { resource: { component?: unknown } }) => e.resource.component);
    expect(pressure.resource.component[0].valueQuantity).toMatchObject({ code: 'mm[Hg]', value: 130 });
    expect(reply.body).not.toContain(beto.phone);
  });

  it('records every opt-out in the consent history and stops the reminders and the weekly report', async () => {
    const optOut = await call(ana)('PUT', '/health-users/privacy/', {
      reminders: false,
      weekly_reports: false,
    });
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json().purposes).toEqual([
      { purpose: 'reminders', allowed: false, opted_out_at: expect.any(String) },
      { purpose: 'weekly_reports', allowed: false, opted_out_at: expect.any(String) },
      // Opposed when her data was seeded.
      { purpose: 'caregiver_alerts', allowed: false, opted_out_at: expect.any(String) },
    ]);
    // The same choice again adds no record; allowing again does.
    await call(ana)('PUT', '/health-users/privacy/', { reminders: false });
    await call(ana)('PUT', '/health-users/privacy/', { caregiver_alerts: true });
    const consents = (await call(ana)('GET', '/health-users/privacy/')).json().consents as Array<{
      purpose: string;
      granted: boolean;
      document_version: string;
    }>;
    expect(consents.map((c) => `${c.purpose}:${c.granted}`).sort()).toEqual(
      [
        'caregiver_alerts:false',
        'caregiver_alerts:true',
        'health_data_processing:true',
        'reminders:false',
        'terms:true',
        'weekly_reports:false',
      ].sort(),
    );
    expect(consents.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.document_version))).toBe(true);

    // Due now: Ana's and Beto's reminders and weekly reports.
    await t.query(
      `UPDATE occurrences SET due_at = $1 WHERE state = 'pending' AND user_id = ANY($2::bigint[])`,
      [new Date(clock.now.getTime() - MINUTE), [ana.userId, beto.userId]],
    );
    const sentToAna = t.graph.sentTo(ana.waId).length;
    await t.parts.scheduler.runDue();
    const handled = await t.query<{ user_id: number; kind: string; outcome: string }>(
      `SELECT user_id, kind, outcome FROM occurrences WHERE state <> 'pending' AND user_id = ANY($1::bigint[])`,
      [[ana.userId, beto.userId]],
    );
    const ofAna = handled.filter((row) => row.user_id === ana.userId);
    expect(new Set(ofAna.map((row) => row.kind))).toEqual(
      new Set(['reading_reminder', 'medication_reminder', 'weekly_report']),
    );
    expect(ofAna.every((row) => row.outcome === 'opted_out')).toBe(true);
    expect(
      handled.filter((row) => row.user_id === beto.userId).every((row) => row.outcome === 'queued'),
    ).toBe(true);
    expect(t.graph.sentTo(ana.waId)).toHaveLength(sentToAna);
    await expect.poll(() => t.graph.sentTo(beto.waId).length, { timeout: 10_000 }).toBeGreaterThan(1);
  });

  it('refuses odd opt-out bodies in Spanish, never with a 5xx', async () => {
    for (const payload of [[], 'x', {}, { reminders: 'no' }, { marketing: false }, { reminders: null }]) {
      const reply = await call(ana)('PUT', '/health-users/privacy/', payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(typeof payload === 'string' ? 415 : 400);
      expect(reply.json().detail).toMatch(/[a-zá-ú]/);
    }
  });

  it('keeps everything when the password is missing or wrong, and limits the guesses like sign-in', async () => {
    const before = await tablesMentioning(ana.email);
    for (const payload of [undefined, null, [], 'x', {}, { password: 123 }, { password: '' }]) {
      const reply = await call(ana)('DELETE', '/health-users/account/', payload);
      // A plain-text body is refused by its content type (415); the rest ask for the password.
      expect(reply.statusCode, JSON.stringify(payload)).toBe(typeof payload === 'string' ? 415 : 400);
      if (typeof payload !== 'string') expect(reply.json().detail).toMatch(/contraseña/);
    }
    const huge = await call(ana)('DELETE', '/health-users/account/', { password: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(400);
    const wrong = await call(ana)('DELETE', '/health-users/account/', { password: 'no-es-la-mia' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('La contraseña no es correcta. Tu cuenta no se eliminó.');
    expect((await call(ana)('GET', '/health-users/profile/')).statusCode).toBe(200);
    expect(await tablesMentioning(ana.email)).toEqual(before);

    // Guesses count with sign-in's: Beto's session cannot try his password more often than the login.
    const guesses = [];
    for (let i = 0; i < 6; i++) {
      guesses.push(
        (await call(beto)('DELETE', '/health-users/account/', { password: `mal-${i}` })).statusCode,
      );
    }
    expect(guesses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await call(beto)('GET', '/health-users/profile/')).statusCode).toBe(200);
  });

  it('erases the account: every row of the person, the Stripe subscription, the session; an anonymised consent stays', async () => {
    const deleted = await call(ana)('DELETE', '/health-users/account/', { password: ana.password });
    expect(deleted.statusCode).toBe(204);

    // The token is refused at once.
    const after = await call(ana)('GET', '/health-users/profile/');
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toMatch(/sesión/);

    // Nothing in any table names her: e-mail, phone (both WhatsApp forms), last name, medication.
    for (const value of [ana.email, ana.phone.slice(1), ana.waId, ana.lastName]) {
      expect(await tablesMentioning(value), value).toEqual([]);
    }
    const byUser = await t.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'user_id'`,
    );
    for (const { table_name: table } of byUser) expect(await rowsOfUser(table, ana.userId), table).toBe(0);
    const readings = await t.query('SELECT 1 FROM readings WHERE paciente_id = $1', [ana.pacienteId]);
    expect(readings).toHaveLength(0);

    // Beto keeps everything.
    expect(await rowsOfUser('chat_inbound', beto.userId)).toBeGreaterThan(0);
    expect(await rowsOfUser('medicamentos', beto.userId)).toBe(1);
    expect(
      await t.query('SELECT 1 FROM readings WHERE paciente_id = $1', [beto.pacienteId]),
    ).not.toHaveLength(0);
    expect((await exportOf(beto)).json().data.account.email).toBe(beto.email);

    // The subscription ended at Stripe at once, not at the period's end.
    expect(stripe.subscriptions.get(ana.subscriptionId)!.status).toBe('canceled');
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(ana.subscriptionId))).toBe(
      true,
    );
    expect(stripe.subscriptions.get(beto.subscriptionId)!.status).not.toBe('canceled');

    // What the law asks to keep: her consent records, with nothing that names her.
    const kept = await t.query<{ subject_ref: string; purpose: string; granted: boolean }>(
      'SELECT subject_ref, purpose, granted FROM erased_account_consents ORDER BY id',
    );
    expect(new Set(kept.map((row) => row.subject_ref)).size).toBe(1);
    expect(kept.map((row) => row.purpose)).toEqual(
      expect.arrayContaining(['health_data_processing', 'terms', 'reminders', 'weekly_reports']),
    );
  });

  it('answers a message from her number afterwards as a stranger, keeping nothing', async () => {
    // A new sign-up in the chat begins: consent first, and the reading is held, not stored.
    const reply = await t.say(ana.waId, 'glucosa 130');
    expect(textOf(reply)).toMatch(/vitalia\.example\/privacy-policy/);
    const inbound = await t.query<{ body: string | null; user_id: number | null }>(
      'SELECT body, user_id FROM chat_inbound WHERE wa_id = $1',
      [ana.waId],
    );
    expect(inbound.every((row) => row.user_id === null && row.body === null)).toBe(true);
    expect(await t.query('SELECT 1 FROM readings WHERE paciente_id = $1', [ana.pacienteId])).toHaveLength(0);
  });

  it('refuses the erasure twice: the session is already gone', async () => {
    const again = await call(ana)('DELETE', '/health-users/account/', { password: ana.password });
    expect(again.statusCode).toBe(401);
  });

  it('strangers failing sign-ins at a shared address do not stop a signed-in person erasing there', async () => {
    const shared = '198.51.100.77';
    for (let i = 0; i < 110; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/health-users/login/',
        payload: { email: `nadie-${i}@example.com`, password: 'adivinando-1' },
        remoteAddress: shared,
      });
    }
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email: 'otra-mas@example.com', password: 'adivinando-1' },
      remoteAddress: shared,
    });
    expect(stranger.statusCode).toBe(429);
    const carmen = await registerUser(t.app);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/health-users/account/',
      payload: { password: carmen.password },
      headers: { authorization: `Bearer ${carmen.token}` },
      remoteAddress: shared,
    });
    expect(erased.statusCode).toBe(204);
    // 110 failed sign-ins each hash a password (scrypt): slow on a busy 2-core machine.
  }, 180_000);
});
