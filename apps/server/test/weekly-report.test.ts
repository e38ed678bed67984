import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';
import { actingAs } from './support/test-app';

/** The weekly report: Monday 08:00 local, the week before, by chat, on the home panel and in the bell. */
describe('the weekly report', () => {
  // Wednesday 25 November 2026, 12:00 in Mexico City.
  const clock = { now: new Date('2026-11-25T18:00:00Z') };
  let t: ChatTestApp;
  beforeAll(async () => {
    t = await createChatTestApp({ TZ_DEFAULT: 'America/Mexico_City' }, { now: () => clock.now });
  });
  afterAll(() => t.close());

  it('sums up the week per metric with the standards it cites, once, on Monday at 08:00', async () => {
    const ana = await t.patient('Ana');
    const call = actingAs(t.app, ana);
    await t.exchange({ from: ana.waId, text: 'hola', timestamp: clock.now.getTime() / 1000 });
    const readings: Array<[string, number, number | null, string]> = [
      ['glucosa', 120, null, '2026-11-25T14:00:00Z'],
      ['glucosa', 200, null, '2026-11-26T14:00:00Z'],
      ['glucosa', 160, null, '2026-11-27T14:00:00Z'],
      ['presion', 150, 95, '2026-11-26T15:00:00Z'],
      ['presion', 118, 76, '2026-11-27T15:00:00Z'],
      ['peso', 80, null, '2026-11-23T15:00:00Z'],
      ['peso', 79.2, null, '2026-11-29T15:00:00Z'],
    ];
    clock.now = new Date('2026-11-29T16:00:00Z'); // Sunday, after the week's last reading
    for (const [metric, value, v2, at] of readings) {
      const response = await call('POST', '/health-metrics/api/readings/', {
        metric,
        value,
        ...(v2 === null ? {} : { v2 }),
        measured_at: at,
      });
      expect(response.statusCode).toBe(201);
    }
    const beto = await t.patient('Beto');
    await t.parts.scheduler.reconcile();
    expect((await actingAs(t.app, ana)('GET', '/health-users/weekly_reports/latest/')).json()).toEqual({
      report: null,
    });

    // Sunday 23:59 local: not yet.
    clock.now = new Date('2026-11-30T05:59:00Z');
    await t.parts.scheduler.runDue();
    // Monday 30 November, 08:00:20 local.
    clock.now = new Date('2026-11-30T14:00:20Z');
    await t.parts.scheduler.runDue();
    await t.parts.scheduler.runDue();

    const sentToAna = () =>
      t.graph.sent.filter(
        (m) =>
          m.body.template?.name === 'vitalia_reporte_semanal' &&
          String(m.body.to).endsWith(ana.waId.slice(3)),
      );
    await expect.poll(() => sentToAna().length, { timeout: 10_000 }).toBe(1);
    // Her last message was five days ago: the approved template, its text on one line.
    const message = textOf(sentToAna()[0]!);
    expect(message).toMatch(/^Ana \| Tu reporte semanal, del 23 al 29 de noviembre: /);
    expect(message).toMatch(/Glucosa: 3 lecturas, promedio 160 mg\/dL \(mín 120, máx 200\)/);
    expect(message).toMatch(/Según la NOM-030: 1 hipertensión grado 1, 1 óptima/);
    expect(message).toMatch(/Cambio en la semana: −0\.8 kg/);
    expect(message).toMatch(
      /Glucosa: 0 % de tus lecturas debajo de 70 mg\/dL, 67 % de 70 a 180 y 33 % arriba de 180\./,
    );
    expect(message).not.toMatch(/meta de la ADA/);
    expect(message).not.toMatch(/\n/);

    const latestResponse = await call('GET', '/health-users/weekly_reports/latest/');
    expect(latestResponse.statusCode, latestResponse.body).toBe(200);
    const latest = latestResponse.json().report;
    expect(latest).toMatchObject({ week_start: '2026-11-23', week_end: '2026-11-29' });
    expect(latest.text).toMatch(/^📊 Tu reporte semanal, del 23 al 29 de noviembre:\n/);
    expect(latest.summary.metrics.map((m: { metric: string; count: number }) => [m.metric, m.count])).toEqual(
      [
        ['glucosa', 3],
        ['presion', 2],
        ['peso', 2],
      ],
    );
    const bell = (await call('GET', '/health-users/notifications/')).json();
    expect(bell.items.filter((item: { kind: string }) => item.kind === 'report')).toHaveLength(1);

    // Beto logged nothing: his report says so, and it still comes.
    const betoReport = (await actingAs(t.app, beto)('GET', '/health-users/weekly_reports/latest/')).json()
      .report;
    expect(betoReport.text).toMatch(/No registraste lecturas esta semana/);

    // The next one is next Monday's.
    const next = await t.query<{ local_due: string }>(
      `SELECT o.local_due FROM occurrences o JOIN pacientes p ON p.user_id = o.user_id
       WHERE p.telefono = $1 AND o.kind = 'weekly_report' AND o.state = 'pending'`,
      [ana.phone],
    );
    expect(next.map((row) => row.local_due)).toEqual(['2026-12-07T08:00 America/Mexico_City']);
  });
});
