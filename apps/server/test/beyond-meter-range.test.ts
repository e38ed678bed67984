import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * A glucose meter's "HI" / "LO", or a glucose past 600 or under 20, is kept at the end of the meter's
 * range marked as beyond it (CONTRACTS section 4): shown "HI, más de 600" / "LO, menos de 20", answered
 * as an emergency, and heard by the crisis bell. Never an invented number, never refused.
 */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Person = RegisteredUser & { waId: string; userId: number };
async function person(name: string): Promise<Person> {
  const user = await t.patient(name);
  const [row] = await t.query<{ user_id: number }>('SELECT user_id FROM pacientes WHERE telefono = $1', [
    user.phone,
  ]);
  return { ...user, userId: Number(row!.user_id) };
}

const crisisBells = async (userId: number) =>
  (
    await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'crisis'`,
      [userId],
    )
  )[0]!.n;

const readingsOf = (userId: number) =>
  t.query<{ value: number; beyond_range: string | null }>(
    `SELECT r.value, r.beyond_range FROM readings r JOIN pacientes p ON p.id = r.paciente_id
     WHERE p.user_id = $1 ORDER BY r.id`,
    [userId],
  );

describe('readings beyond the meter’s range', () => {
  it('the web form keeps 650 as "HI" and 12 as "LO", urgent, with the bell; 1200 is still a typo', async () => {
    const ana = await person('Rango');
    const call = actingAs(t.app, ana);
    const high = await call('POST', '/health-metrics/api/readings/', { metric: 'glucosa', value: 650 });
    expect(high.statusCode, high.body).toBe(201);
    expect(high.json()).toMatchObject({ value: 600, fuera_de_rango: 'HI', feedback: { urgent: true } });
    expect(high.json().feedback.advice).toMatch(/urgencias o llama al 911/);
    const low = await call('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 12,
      measured_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(low.statusCode, low.body).toBe(201);
    expect(low.json()).toMatchObject({ value: 20, fuera_de_rango: 'LO', feedback: { urgent: true } });
    const typo = await call('POST', '/health-metrics/api/readings/', { metric: 'glucosa', value: 1200 });
    expect(typo.statusCode).toBe(400);
    await expect.poll(() => crisisBells(ana.userId), { timeout: 10_000 }).toBe(2);
    const listed = (await call('GET', '/health-metrics/api/readings/?metric=glucosa')).json();
    const marks = (listed.readings ?? listed).map((r: { fuera_de_rango?: string }) => r.fuera_de_rango);
    expect(marks.sort()).toEqual(['HI', 'LO']);

    // Corrected to a number in range, the mark goes.
    const fixed = await call('PATCH', `/health-metrics/api/readings/${high.json().id}/`, { value: 250 });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ value: 250 });
    expect(fixed.json()).not.toHaveProperty('fuera_de_rango');
  });

  it('"el glucómetro dice HI" by WhatsApp is stored marked, answered as an emergency first', async () => {
    const ana = await person('Medidor');
    await t.say(ana.waId, 'el glucometro dice HI');
    await expect.poll(async () => (await readingsOf(ana.userId)).length, { timeout: 10_000 }).toBe(1);
    expect(await readingsOf(ana.userId)).toEqual([{ value: 600, beyond_range: 'HI' }]);
    const reply = t.graph
      .sentTo(ana.waId)
      .map(textOf)
      .find((text) => text.includes('HI'))!;
    expect(reply.split('\n')[0]).toMatch(/^🚨 Qué hacer ahora: «HI».*911/);
    expect(reply).toContain('guardé tu glucosa de HI, más de 600 mg/dL');
    await expect.poll(() => crisisBells(ana.userId), { timeout: 10_000 }).toBe(1);
  });

  it('someone else’s "HI" is answered for that person and never stored in the sender’s record', async () => {
    const ana = await person('Hija');
    await t.say(ana.waId, 'a mi papa le salio HI en el glucometro');
    await expect
      .poll(() => t.graph.sentTo(ana.waId).map(textOf).join('\n'), { timeout: 10_000 })
      .toContain('Para esa persona');
    expect(await readingsOf(ana.userId)).toEqual([]);
    expect(await crisisBells(ana.userId)).toBe(0);
  });
});
