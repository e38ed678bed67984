import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, servicesOn, shareWith, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * The crisis follow-up (CONTRACTS section 6) through the real server in Cloud API mode, its scheduler
 * running: the crisis reply's buttons, the question again after CRISIS_FOLLOWUP_MINUTES (here 6 seconds),
 * "no answer yet" to the caregivers, "Necesito ayuda" at once, the all-clear, and each step once.
 */
let t: ChatTestApp;
const FOLLOWUP_MS = 6_000;
beforeAll(async () => {
  t = await createChatTestApp({
    CRISIS_FOLLOWUP_MINUTES: String(FOLLOWUP_MS / 60_000),
    SCHEDULER: 'true',
    SCHEDULER_TICK_MS: '200',
  });
});
afterAll(async () => {
  await t?.close();
});

type Person = RegisteredUser & { waId: string };
const FINE = { id: 'crisis:estoy_bien', title: 'Estoy bien' };
const HELP = { id: 'crisis:necesito_ayuda', title: 'Necesito ayuda' };

const share = (owner: Person, invitee: Person, scope: string) => shareWith(t.app, owner, invitee, scope);

/** A patient with a caregiver (lectura_alertas) who has written to the bot, so free text reaches them. */
async function patientWithCaregiver(name: string) {
  const patient = await t.patient(name);
  const caregiver = await t.patient(`Cuidador${name}`);
  await share(patient, caregiver, 'lectura_alertas');
  await t.say(caregiver.waId, 'hola');
  return { patient, caregiver };
}

/** The follow-up messages (not replies) a person got, by their keys, oldest first. */
const keysTo = (user: Person, prefix: string) =>
  t
    .query<{ dedupe_key: string }>(
      `SELECT o.dedupe_key FROM chat_outbound o JOIN users u ON u.id = o.user_id
       WHERE u.email = $1 AND o.dedupe_key LIKE $2 ORDER BY o.id`,
      [user.email, `${prefix}%`],
    )
    .then((rows) => rows.map((row) => row.dedupe_key.split(':')[0]));

/** What reached a person's WhatsApp, as text, oldest first. */
const textsTo = (user: Person) => t.graph.sentTo(user.waId).map(textOf);
const buttonsOf = (message: { body: { interactive?: { action?: { buttons?: unknown[] } } } }) =>
  ((message.body.interactive?.action?.buttons ?? []) as Array<{ reply: { title: string } }>).map(
    (button) => button.reply.title,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('crisis follow-up', () => {
  it('no answer: the person is asked again and the caregiver hears there is no answer yet; "Estoy bien" sends the all-clear, once', async () => {
    const { patient, caregiver } = await patientWithCaregiver('Rosa');
    const reply = await t.say(patient.waId, 'glucosa 320');
    expect(textOf(reply)).toMatch(/^🚨/);
    expect(buttonsOf(reply)).toEqual(['Estoy bien', 'Necesito ayuda']);
    await expect.poll(() => keysTo(caregiver, 'care:'), { timeout: 10_000 }).toEqual(['care']);

    // Nothing pressed, nothing measured: the question again, and "no answer yet" to the caregiver.
    await expect
      .poll(() => keysTo(patient, 'crisis-ask:'), { timeout: FOLLOWUP_MS + 15_000 })
      .toEqual(['crisis-ask']);
    await expect.poll(() => keysTo(caregiver, 'crisis-noanswer:'), { timeout: 10_000 }).toHaveLength(1);
    await expect
      .poll(() => textsTo(patient).some((text) => text.startsWith('⏰ ¿Cómo sigues?')), { timeout: 10_000 })
      .toBe(true);
    const question = t.graph.sentTo(patient.waId).find((m) => textOf(m).startsWith('⏰'))!;
    expect(buttonsOf(question)).toEqual(['Estoy bien', 'Necesito ayuda']);
    await expect
      .poll(() =>
        textsTo(caregiver).some((text) => /Rosa Prueba todavía no responde.*glucosa 320/.test(text)),
      )
      .toBe(true);

    const fine = await t.exchange({ from: patient.waId, buttonReply: FINE });
    expect(textOf(fine)).toMatch(/Qué bueno que te sientes bien/);
    await expect.poll(() => keysTo(caregiver, 'crisis-clear:'), { timeout: 10_000 }).toHaveLength(1);
    await expect
      .poll(() => textsTo(caregiver).some((text) => /Rosa Prueba respondió que se siente bien/.test(text)))
      .toBe(true);

    // Pressed again, and a tick later: nobody is told twice.
    await t.exchange({ from: patient.waId, buttonReply: FINE });
    await sleep(1_000);
    expect(await keysTo(patient, 'crisis-')).toEqual(['crisis-ask']);
    expect(await keysTo(caregiver, 'crisis-')).toEqual(['crisis-noanswer', 'crisis-clear']);
  });

  it('"Necesito ayuda" tells the caregiver at once, once; the button counts as an answer, so no question follows', async () => {
    const { patient, caregiver } = await patientWithCaregiver('Beto');
    await t.say(patient.waId, 'presion 200/130 y me duele el pecho');
    const help = await t.exchange({ from: patient.waId, buttonReply: HELP });
    expect(textOf(help)).toMatch(/^🚨 Si es una emergencia, llama al 911 ahora/);
    expect(textOf(help)).toContain('Ya les avisé a tu contacto que necesitas ayuda.');
    await expect.poll(() => keysTo(caregiver, 'crisis-help:'), { timeout: 10_000 }).toHaveLength(1);
    await expect
      .poll(() =>
        textsTo(caregiver).some((text) =>
          /Beto Prueba pidió ayuda en Vitalia después de registrar presión arterial 200\/130 mmHg/.test(text),
        ),
      )
      .toBe(true);
    const again = await t.exchange({ from: patient.waId, buttonReply: HELP });
    expect(textOf(again)).toContain('Ya les avisé a tu contacto');

    await sleep(FOLLOWUP_MS + 2_000);
    expect(await keysTo(patient, 'crisis-ask:')).toEqual([]);
    expect(await keysTo(caregiver, 'crisis-')).toEqual(['crisis-help']);
  });

  it('a low is followed by the re-check question; the next bare number is that glucose and, at 70 or more, sends the all-clear', async () => {
    const { patient, caregiver } = await patientWithCaregiver('Lupe');
    await t.say(patient.waId, 'me salio la glucosa en 48');
    await expect
      .poll(() => textsTo(patient).some((text) => text.includes('¿Cuánto salió ahora?')), {
        timeout: FOLLOWUP_MS + 15_000,
      })
      .toBe(true);
    const answer = await t.say(patient.waId, '92');
    expect(textOf(answer)).toMatch(/92/);
    const [stored] = await t.query<{ metric: string; value: number }>(
      `SELECT r.metric, r.value FROM readings r JOIN pacientes p ON p.id = r.paciente_id
       JOIN users u ON u.id = p.user_id WHERE u.email = $1 ORDER BY r.measured_at DESC LIMIT 1`,
      [patient.email],
    );
    expect(stored).toEqual({ metric: 'glucosa', value: 92 });
    await expect
      .poll(
        () =>
          textsTo(caregiver).some((text) =>
            /Lupe Prueba registró glucosa 92 mg\/dL, fuera del rango de crisis/.test(text),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await keysTo(caregiver, 'crisis-')).toEqual(['crisis-noanswer', 'crisis-clear']);
  });

  it('a new reading before the time means the person measured again: no question; still high, no all-clear', async () => {
    const { patient, caregiver } = await patientWithCaregiver('Toño');
    await t.say(patient.waId, 'glucosa 330');
    await t.say(patient.waId, 'ya me medi otra vez y salio 260');
    await sleep(FOLLOWUP_MS + 2_000);
    expect(await keysTo(patient, 'crisis-')).toEqual([]);
    expect(await keysTo(caregiver, 'crisis-')).toEqual([]);
  });

  it('a crisis of yesterday entered today alerts the caregiver but asks no "¿cómo sigues?"', async () => {
    const { patient, caregiver } = await patientWithCaregiver('Nico');
    const logged = await actingAs(t.app, patient)('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 40,
      measured_at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    });
    expect(logged.statusCode).toBe(201);
    await expect.poll(() => keysTo(caregiver, 'care:'), { timeout: 10_000 }).toEqual(['care']);
    await sleep(FOLLOWUP_MS + 2_000);
    expect(await keysTo(patient, 'crisis-')).toEqual([]);
    expect(await keysTo(caregiver, 'crisis-')).toEqual([]);
  });

  it('two processes and a restart run each step once', async () => {
    const { patient, caregiver } = await patientWithCaregiver('Chela');
    await t.say(patient.waId, 'glucosa 40');
    // Two other processes on the same database, their clocks past the follow-up time, racing the server.
    const later = () => new Date(Date.now() + 60 * 60_000);
    const [a, b] = [servicesOn(t.db, later), servicesOn(t.db, later)];
    await Promise.all([a.crisisFollowups.runDue(), b.crisisFollowups.runDue(), a.crisisFollowups.runDue()]);
    // A process that claimed the step and died: its lease lapses and another finishes it, telling nobody twice.
    await t.query(
      `UPDATE crisis_followups SET step = 'ask', due_at = now(), claimed_until = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [patient.email],
    );
    await b.crisisFollowups.runDue();
    await sleep(1_000);
    expect(await keysTo(patient, 'crisis-')).toEqual(['crisis-ask']);
    expect(await keysTo(caregiver, 'crisis-')).toEqual(['crisis-noanswer']);
    // And the step is done: nothing is owed any more (a time written in SQL, in microseconds, matched).
    const [row] = await t.query<{ step: string | null }>(
      'SELECT step FROM crisis_followups WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [patient.email],
    );
    expect(row).toEqual({ step: null });
  });

  it('"estoy bien" and "necesito ayuda" typed work while a crisis is followed up, and only then', async () => {
    const { patient, caregiver } = await patientWithCaregiver('Meche');
    const before = await t.say(patient.waId, 'estoy bien');
    expect(textOf(before)).not.toMatch(/Qué bueno que te sientes bien/);
    await t.say(patient.waId, 'glucosa 35');
    const help = await t.say(patient.waId, 'necesito ayuda');
    expect(textOf(help)).toContain('Ya les avisé a tu contacto que necesitas ayuda.');
    const fine = await t.say(patient.waId, 'ya estoy bien');
    expect(textOf(fine)).toMatch(/Qué bueno que te sientes bien\. Vuelve a medir tu glucosa/);
    await expect
      .poll(() => keysTo(caregiver, 'crisis-'), { timeout: 10_000 })
      .toEqual(['crisis-help', 'crisis-clear']);
  });
});
