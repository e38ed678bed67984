import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '@vitalia/scheduler';
import type { SentMessage } from '@vitalia/testkit';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { minuteClock } from './support/minute-clock';
import { actingAs, type RegisteredUser } from './support/test-app';

/** Reminders sent by chat at the person's local time, and what the person answers to them. */
const ZONE = 'America/Mexico_City';
const MINUTE = 60_000;

describe('reminders by chat', () => {
  const clock = minuteClock(ZONE);
  let t: ChatTestApp;
  beforeAll(async () => {
    t = await createChatTestApp(
      { TZ_DEFAULT: ZONE, CHAT_RETRY_BASE_SECONDS: '0.2' },
      { now: () => clock.now },
    );
  });
  afterAll(() => t.close());

  const { advance, startOfNextMinute, localTime } = clock;
  const seconds = () => Math.floor(clock.now.getTime() / 1000);
  const runDue = () => t.parts.scheduler.runDue();

  type Patient = RegisteredUser & { waId: string };
  /** Everything sent to a person: to the wa_id they wrote from, or to their registered number. */
  const sentTo = (person: Patient) => [
    ...t.graph.sentTo(person.waId),
    ...t.graph.sentTo(`52${person.waId.slice(3)}`),
  ];
  const waitForMessages = async (person: Patient, count: number): Promise<SentMessage[]> => {
    await expect.poll(() => sentTo(person).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    return sentTo(person);
  };
  const say = (person: Patient, text: string) =>
    t.exchange({ from: person.waId, text, timestamp: seconds() });
  const userIdOf = async (person: Patient) =>
    Number(
      (
        await t.query<{ user_id: number }>('SELECT user_id FROM pacientes WHERE telefono = $1', [
          person.phone,
        ])
      )[0]!.user_id,
    );
  const occurrencesOf = async (person: Patient) =>
    t.query<{ kind: string; state: string; outcome: string | null; local_due: string; due_at: Date }>(
      `SELECT kind, state, outcome, local_due, due_at FROM occurrences WHERE user_id = $1 AND kind <> 'weekly_report'
       ORDER BY due_at, id`,
      [await userIdOf(person)],
    );
  const addReminder = async (person: Patient, hora: string, metric = 'glucosa') => {
    const response = await actingAs(t.app, person)('POST', '/health-users/alert_schedules/', {
      metric_key: metric,
      frecuencia: 'daily',
      hora,
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json() as { id: number };
  };
  const addMedication = async (person: Patient, hora: string, nombre = 'Losartán', dosis = '50 mg') => {
    const call = actingAs(t.app, person);
    const medication = (await call('POST', '/health-users/medicamentos/', { nombre, dosis })).json() as {
      id: number;
    };
    const schedule = await call('POST', '/health-users/medication_schedules/', {
      medicamento_id: medication.id,
      frecuencia: 'daily',
      hora,
    });
    expect(schedule.statusCode).toBeLessThan(300);
    return medication;
  };
  const adherence = async (person: Patient) =>
    (await actingAs(t.app, person)('GET', '/health-metrics/api/report/')).json().adherence as Array<{
      nombre: string;
      taken: number;
      scheduled: number;
    }>;
  const buttonsOf = (message: SentMessage) =>
    (message.body.interactive?.action?.buttons ?? []).map(
      (button: { reply: { id: string; title: string } }) => button.reply,
    ) as Array<{ id: string; title: string }>;

  it('sends a glucose reminder at its local minute, once, and reads a bare "140" as the glucose asked for', async () => {
    const ana = await t.patient('Ana');
    await say(ana, 'hola');
    startOfNextMinute();
    await addReminder(ana, localTime(2 * MINUTE));

    advance(MINUTE);
    await runDue();
    expect(sentTo(ana)).toHaveLength(1); // only the greeting's reply

    advance(MINUTE);
    const report = await runDue();
    expect(report.queued).toBeGreaterThanOrEqual(1);
    const [, reminder] = await waitForMessages(ana, 2);
    expect(reminder!.body.type).toBe('text'); // she wrote minutes ago: inside the 24-hour window
    expect(textOf(reminder!)).toMatch(/glucosa/);
    expect(textOf(reminder!)).toMatch(/Escríbeme el valor/);

    // Running again in the same minute, or a minute later, sends nothing more.
    await runDue();
    advance(30_000);
    await runDue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(ana)).toHaveLength(2);

    // A bare "140" is the glucose asked for; the morning reminder asks how it woke up, so it is a fasting
    // glucose then (CONTRACTS.md section 6). The test's clock is the real one: either may be the case.
    const fasting = /amaneció/.test(textOf(reminder!));
    const answer = await say(ana, '140');
    expect(textOf(answer)).toMatch(
      fasting ? /guardé tu glucosa en ayunas de 140 mg\/dL/ : /guardé tu glucosa de 140 mg\/dL/,
    );

    // The next one is computed ahead: tomorrow at the same local time.
    const rows = await occurrencesOf(ana);
    expect(rows.map((row) => [row.state, row.outcome])).toEqual([
      ['sent', 'queued'],
      ['pending', null],
    ]);
    expect(rows[1]!.due_at.getTime() - rows[0]!.due_at.getTime()).toBe(24 * 60 * MINUTE);
  });

  it('sends the approved template, with the metric, to someone who never wrote', async () => {
    const beto = await t.patient('Beto');
    startOfNextMinute();
    await addReminder(beto, localTime(MINUTE), 'presion');
    advance(MINUTE);
    await runDue();
    const [reminder] = await waitForMessages(beto, 1);
    expect(reminder!.body.to).toBe(`52${beto.waId.slice(3)}`);
    expect(reminder!.body.template).toMatchObject({
      name: 'vitalia_recordatorio_lectura',
      language: { code: 'es_MX' },
    });
    expect(textOf(reminder!)).toBe('Beto | presión');
  });

  it('asks about a medication with two buttons: put off 30 minutes, then taken once, counted in adherence', async () => {
    const carla = await t.patient('Carla');
    await say(carla, 'hola');
    startOfNextMinute();
    await addMedication(carla, localTime(MINUTE));
    advance(MINUTE);
    await runDue();
    const [, reminder] = await waitForMessages(carla, 2);
    expect(reminder!.body.type).toBe('interactive');
    expect(textOf(reminder!)).toMatch(/Losartán \(50 mg\)/);
    const [taken, snooze] = buttonsOf(reminder!);
    expect([taken!.title, snooze!.title]).toEqual(['Ya la tomé', 'Posponer 30 min']);

    const putOff = await t.exchange({ from: carla.waId, buttonReply: snooze!, timestamp: seconds() });
    expect(textOf(putOff)).toMatch(/te recuerdo tu Losartán \(50 mg\) a las \d\d:\d\d/);
    advance(29 * MINUTE);
    await runDue();
    expect(sentTo(carla)).toHaveLength(3);
    advance(2 * MINUTE);
    await runDue();
    const again = (await waitForMessages(carla, 4))[3]!;
    expect(textOf(again)).toMatch(/de nuevo/);

    const first = await t.exchange({
      from: carla.waId,
      buttonReply: buttonsOf(again)[0]!,
      timestamp: seconds(),
    });
    expect(textOf(first)).toMatch(/Anoté tu toma de Losartán \(50 mg\)/);
    const second = await t.exchange({ from: carla.waId, buttonReply: taken!, timestamp: seconds() });
    expect(textOf(second)).toMatch(/Ya tenía anotada/);
    // The repeat is not a second scheduled dose, and two presses are one dose.
    expect(await adherence(carla)).toEqual([
      { medicamento_id: expect.any(Number), nombre: 'Losartán', taken: 1, scheduled: 1 },
    ]);
  });

  it("records the dose from the template's button pressed outside the 24-hour window", async () => {
    const dora = await t.patient('Dora');
    startOfNextMinute();
    await addMedication(dora, localTime(MINUTE), 'Metformina', '850 mg');
    advance(MINUTE);
    await runDue();
    const [reminder] = await waitForMessages(dora, 1);
    expect(reminder!.body.template.name).toBe('vitalia_recordatorio_medicamento');
    const buttons = reminder!.body.template.components.filter((c: { type: string }) => c.type === 'button');
    expect(buttons.map((b: { sub_type: string; index: string }) => [b.sub_type, b.index])).toEqual([
      ['quick_reply', '0'],
      ['quick_reply', '1'],
    ]);
    const payload = buttons[0].parameters[0].payload as string;
    const reply = await t.exchange({
      from: dora.waId,
      templateButton: { payload, text: 'Ya la tomé' },
      timestamp: seconds(),
    });
    expect(textOf(reply)).toMatch(/Anoté tu toma de Metformina \(850 mg\)/);
    expect(await adherence(dora)).toMatchObject([{ nombre: 'Metformina', taken: 1, scheduled: 1 }]);
  });

  it('counts "tomé mi losartán" written in free text as the dose of the reminder just sent', async () => {
    const eva = await t.patient('Eva');
    await say(eva, 'hola');
    startOfNextMinute();
    await addMedication(eva, localTime(MINUTE));
    advance(MINUTE);
    await runDue();
    await waitForMessages(eva, 2);
    const reply = await say(eva, 'ya me tomé mi losartan');
    expect(textOf(reply)).toMatch(/Anoté tu toma de Losartán/);
    expect(await adherence(eva)).toMatchObject([{ nombre: 'Losartán', taken: 1, scheduled: 1 }]);
    // The same words again later record a second dose (not tied to a reminder), never the same message twice.
    expect(
      (await t.query('SELECT 1 FROM medication_doses WHERE user_id = $1', [await userIdOf(eva)])).length,
    ).toBe(1);
  });

  it('reaches the person once when the Graph API fails first (500, then 429)', async () => {
    const lu = await t.patient('Lu');
    startOfNextMinute();
    await addReminder(lu, localTime(MINUTE));
    t.graph.failNext(1, { status: 500 });
    t.graph.failNext(1, { status: 429 });
    advance(MINUTE);
    await runDue();
    await waitForMessages(lu, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo(lu)).toHaveLength(1);
  });

  it('drains a minute larger than one claim, batch after batch, when run by hand', async () => {
    const people = await Promise.all(['Mía', 'Noé', 'Olmo', 'Paz', 'Quim'].map((name) => t.patient(name)));
    startOfNextMinute();
    for (const person of people) await addReminder(person, localTime(MINUTE));
    advance(MINUTE);
    // A scheduler that was never started, claiming two at a time.
    const scheduler = createScheduler({
      services: t.parts.services,
      defaultTimeZone: ZONE,
      now: () => clock.now,
      batchSize: 2,
    });
    const report = await scheduler.runDue();
    expect(report.queued).toBe(5);
    for (const person of people) await waitForMessages(person, 1);
  });

  it('sends nothing after BAJA, and again after ALTA', async () => {
    const fer = await t.patient('Fer');
    await say(fer, 'BAJA');
    startOfNextMinute();
    await addReminder(fer, localTime(MINUTE));
    advance(MINUTE);
    await runDue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(fer)).toHaveLength(1); // the answer to BAJA
    expect((await occurrencesOf(fer))[0]).toMatchObject({ state: 'skipped', outcome: 'paused' });

    await say(fer, 'ALTA');
    advance(24 * 60 * MINUTE);
    await runDue();
    const messages = await waitForMessages(fer, 3);
    expect(textOf(messages[2]!)).toMatch(/glucosa/);
  });

  it('pauses reminders when the free trial ended without payment', async () => {
    const gil = await t.patient('Gil');
    await t.query(`UPDATE subscriptions SET trial_ends_at = $2, current_period_end = $2 WHERE user_id = $1`, [
      await userIdOf(gil),
      new Date(clock.now.getTime() - 40 * 24 * 60 * MINUTE),
    ]);
    startOfNextMinute();
    await addReminder(gil, localTime(MINUTE));
    advance(MINUTE);
    await runDue();
    expect((await occurrencesOf(gil))[0]).toMatchObject({ state: 'skipped', outcome: 'no_plan' });
    expect(sentTo(gil)).toHaveLength(0);
  });

  it('after downtime sends what is less than an hour late and skips, recording it, what is older', async () => {
    const hugo = await t.patient('Hugo');
    startOfNextMinute();
    await addReminder(hugo, localTime(MINUTE));
    await addReminder(hugo, localTime(2 * MINUTE), 'peso');
    // Back 60 min 5 s after the first was due: it is skipped; the second, 59 min 5 s late, is sent.
    advance(61 * MINUTE);
    await runDue();
    const rows = await occurrencesOf(hugo);
    expect(rows.filter((row) => row.state !== 'pending').map((row) => [row.state, row.outcome])).toEqual([
      ['skipped', 'late'],
      ['sent', 'queued'],
    ]);
    const [sent] = await waitForMessages(hugo, 1);
    expect(textOf(sent!)).toMatch(/peso/);
    // Both have their next firing tomorrow, one each.
    expect(rows.filter((row) => row.state === 'pending')).toHaveLength(2);
  });

  it('fires on the new time after the reminder changes, never on the old one, and not at all once deleted', async () => {
    const ines = await t.patient('Inés');
    startOfNextMinute();
    const reminder = await addReminder(ines, localTime(MINUTE));
    const call = actingAs(t.app, ines);
    expect(
      (await call('PATCH', `/health-users/alert_schedules/${reminder.id}/`, { hora: localTime(3 * MINUTE) }))
        .statusCode,
    ).toBe(200);
    advance(MINUTE);
    await runDue();
    expect(sentTo(ines)).toHaveLength(0);
    advance(2 * MINUTE);
    await runDue();
    await waitForMessages(ines, 1);

    const other = await addReminder(ines, localTime(MINUTE), 'peso');
    expect((await call('DELETE', `/health-users/alert_schedules/${other.id}/`)).statusCode).toBe(204);
    advance(MINUTE);
    await runDue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(ines)).toHaveLength(1);
  });

  it('moves every reminder when the person changes time zone', async () => {
    const juan = await t.patient('Juan');
    await addReminder(juan, '08:00');
    const before = (await occurrencesOf(juan)).filter((row) => row.state === 'pending');
    const put = await actingAs(t.app, juan)('PUT', '/health-users/profile/', {
      email: juan.email,
      first_name: 'Juan',
      last_name: 'Prueba',
      time_zone: 'America/Tijuana',
    });
    expect(put.statusCode).toBe(200);
    const after = (await occurrencesOf(juan)).filter((row) => row.state === 'pending');
    expect(after).toHaveLength(1);
    expect(after[0]!.local_due).toMatch(/T08:00 America\/Tijuana$/);
    // The instant is 08:00 on Tijuana's clocks, the next one from now. (Between 08:00 in Mexico City and
    // 08:00 in Tijuana it is today's, while Mexico City's next was tomorrow's: "later than before" would
    // not hold then.)
    const due = after[0]!.due_at;
    expect(
      due.toLocaleTimeString('en-GB', { timeZone: 'America/Tijuana', hour: '2-digit', minute: '2-digit' }),
    ).toBe('08:00');
    expect(due.getTime()).toBeGreaterThan(clock.now.getTime());
    expect(due.getTime() - clock.now.getTime()).toBeLessThanOrEqual(24 * 60 * MINUTE);
    expect(due.getTime()).not.toBe(before[0]!.due_at.getTime());
  });

  it('fires a monthly reminder for the 31st on the last day of a shorter month', async () => {
    const kim = await t.patient('Kim');
    const response = await actingAs(t.app, kim)('POST', '/health-users/alert_schedules/', {
      metric_key: 'peso',
      frecuencia: 'monthly',
      hora: '09:00',
      month_day: 31,
    });
    expect(response.statusCode).toBeLessThan(300);
    const [row] = await occurrencesOf(kim);
    const [year, month] = row!.local_due.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(row!.local_due).toBe(
      `${String(year)}-${String(month).padStart(2, '0')}-${String(lastDay)}T09:00 ${ZONE}`,
    );
  });
});

describe('medication reminder buttons under attack', () => {
  const clock = minuteClock(ZONE);
  let t: ChatTestApp;
  beforeAll(async () => {
    t = await createChatTestApp({ TZ_DEFAULT: ZONE }, { now: () => clock.now });
  });
  afterAll(() => t.close());

  it("records nothing for another person's reminder, odd ids or the same press sent 200 times at once", async () => {
    const owner = await t.patient('Olga');
    const other = await t.patient('Pablo');
    await t.exchange({ from: owner.waId, text: 'hola' });
    const call = actingAs(t.app, owner);
    const medication = (
      await call('POST', '/health-users/medicamentos/', { nombre: 'Insulina', dosis: null })
    ).json() as { id: number };
    const hora = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(clock.now.getTime() + MINUTE));
    await call('POST', '/health-users/medication_schedules/', {
      medicamento_id: medication.id,
      frecuencia: 'daily',
      hora,
    });
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    await t.parts.scheduler.runDue();
    const [occurrence] = await t.query<{ id: number }>(
      `SELECT id FROM occurrences WHERE medicamento_id = $1 AND state = 'sent'`,
      [medication.id],
    );
    const id = Number(occurrence!.id);
    const doses = async () =>
      Number((await t.query<{ n: number }>('SELECT count(*)::int AS n FROM medication_doses'))[0]!.n);

    // Pablo presses Olga's button (an id he could guess): not his: nothing recorded, and nothing of hers is shown.
    const stolen = await t.exchange({
      from: other.waId,
      buttonReply: { id: `med:taken:${id}`, title: 'Ya la tomé' },
    });
    expect(textOf(stolen)).toMatch(/No encontré ese recordatorio/);
    const stolenSnooze = await t.exchange({
      from: other.waId,
      buttonReply: { id: `med:snooze:${id}`, title: 'Posponer 30 min' },
    });
    expect(textOf(stolenSnooze)).toMatch(/No encontré ese recordatorio/);
    for (const odd of [
      'med:taken:0',
      'med:taken:-1',
      'med:taken:99999999999999999999',
      'med:taken:1e3',
      'med:taken:',
    ]) {
      const reply = await t.exchange({ from: owner.waId, buttonReply: { id: odd, title: 'Ya la tomé' } });
      expect(reply.body.type).toBe('text');
    }
    expect(await doses()).toBe(0);

    // The real press, delivered 200 times at once under different message ids: one dose.
    const presses = Array.from({ length: 200 }, () =>
      t.inbound({ from: owner.waId, buttonReply: { id: `med:taken:${id}`, title: 'Ya la tomé' } }),
    );
    expect((await Promise.all(presses)).every((response) => response.status === 200)).toBe(true);
    await expect
      .poll(
        async () =>
          Number(
            (
              await t.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM chat_inbound WHERE state = 'done' AND body = $1 AND wa_id = $2`,
                [`med:taken:${id}`, owner.waId],
              )
            )[0]!.n,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    expect(await doses()).toBe(1);
    const report = (await call('GET', '/health-metrics/api/report/')).json();
    expect(report.adherence).toMatchObject([{ nombre: 'Insulina', taken: 1, scheduled: 1 }]);
  }, 120_000);
});
