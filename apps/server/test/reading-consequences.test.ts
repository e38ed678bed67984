import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSEQUENCES_LEASE_MS } from '@vitalia/services';
import { bearer } from '@vitalia/testkit';
import { actingAs, servicesOn, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * Whatever stored a reading (the web form, a correction, a CSV import, the chat), its consequences run once:
 * the owner's crisis bell, the caregivers' bell and message, and the smart alert (an episode and its
 * message). A process that dies between the commit and the consequences leaves them owed, and another
 * process finishes them, once.
 */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Person = RegisteredUser & { waId: string; userId: number; recipient: string };
let minutes = 0;
/** Distinct times a little in the past, each later than the previous. */
const nextTime = () => new Date(Date.now() - 3 * 3_600_000 + ++minutes * 60_000).toISOString();

async function person(name: string): Promise<Person> {
  const user = await t.patient(name);
  const [row] = await t.query<{ user_id: number }>('SELECT user_id FROM pacientes WHERE telefono = $1', [
    user.phone,
  ]);
  return { ...user, userId: Number(row!.user_id), recipient: user.phone.slice(1) };
}

/** A patient with a caregiver who receives alerts (and has written to the bot, so gets free text). */
async function patientWithCaregiver(name: string) {
  const owner = await person(name);
  const caregiver = await person(`Cuida${name}`);
  const invited = await actingAs(t.app, owner)('POST', '/health-users/shares/', {
    email: caregiver.email,
    scope: 'lectura_alertas',
  });
  const accepted = await actingAs(t.app, caregiver)('POST', '/health-users/invitations/accept-link/', {
    token: new URL(invited.json().invitation_url).searchParams.get('code'),
  });
  expect(accepted.statusCode).toBe(200);
  await t.say(caregiver.waId, 'hola');
  return { owner, caregiver };
}

const count = async (sql: string, params: unknown[]) =>
  (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params))[0]!.n;

/** Everything a crisis of 320 and three highs in a row should have caused, counted. */
async function consequencesOf(owner: Person, caregiver: Person) {
  return {
    ownerCrisisBell: await count(`SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'crisis'`, [
      owner.userId,
    ]),
    caregiverBell: await count(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'caregiver_alert'`,
      [caregiver.userId],
    ),
    caregiverMessages: t.graph
      .sentTo(caregiver.waId)
      .filter((m) => textOf(m).includes('registró un valor de crisis')).length,
    glucoseEpisodes: await count(
      `SELECT 1 FROM alert_episodes WHERE user_id = $1 AND kind = 'glucose_high'`,
      [owner.userId],
    ),
    alertMessages: await count(
      `SELECT 1 FROM chat_outbound WHERE user_id = $1 AND dedupe_key LIKE 'alert:%'`,
      [owner.userId],
    ),
    owed: await count('SELECT 1 FROM reading_consequences WHERE user_id = $1', [owner.userId]),
  };
}

const ONCE = {
  ownerCrisisBell: 1,
  caregiverBell: 1,
  caregiverMessages: 1,
  glucoseEpisodes: 1,
  alertMessages: 1,
  owed: 0,
};

const webReading = (owner: Person, value: number) =>
  actingAs(t.app, owner)('POST', '/health-metrics/api/readings/', {
    metric: 'glucosa',
    value,
    measured_at: nextTime(),
  });

describe('each entry point runs every consequence once', () => {
  it('the web form', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Web');
    for (const value of [200, 210, 320]) expect((await webReading(owner, value)).statusCode).toBe(201);
    await expect.poll(() => consequencesOf(owner, caregiver), { timeout: 10_000 }).toEqual(ONCE);
  });

  it('a correction into crisis, corrected again', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Fix');
    await webReading(owner, 200);
    await webReading(owner, 210);
    const third = (await webReading(owner, 220)).json();
    for (const value of [330, 340]) {
      const patched = await actingAs(t.app, owner)('PATCH', `/health-metrics/api/readings/${third.id}/`, {
        value,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().feedback.urgent).toBe(true);
    }
    await expect.poll(() => consequencesOf(owner, caregiver), { timeout: 10_000 }).toEqual(ONCE);
  });

  it('a CSV import (recent values; a crisis of last year rings nothing)', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Csv');
    const csv = [
      'metric,measured_at,value,value2,unit,context,source',
      'glucosa,2025-06-01T08:00:00-06:00,25,,mg/dL,,import',
      ...[200, 210, 320].map((value) => `glucosa,${nextTime()},${value},,mg/dL,,import`),
    ].join('\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/health-metrics/api/import.csv',
      headers: { ...bearer(owner.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.json()).toMatchObject({ imported: 4, rejected: 0 });
    await expect.poll(() => consequencesOf(owner, caregiver), { timeout: 10_000 }).toEqual(ONCE);
  });

  it('the chat, and the same message delivered again', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Chat');
    await t.say(owner.waId, 'glucosa 200');
    await t.say(owner.waId, 'glucosa 210');
    const id = 'wamid.consequences-once';
    const reply = await t.exchange({ from: owner.waId, text: 'glucosa 320', id });
    expect(textOf(reply)).toMatch(/^🚨 Qué hacer ahora/);
    await t.inbound({ from: owner.waId, text: 'glucosa 320', id });
    await expect.poll(() => consequencesOf(owner, caregiver), { timeout: 10_000 }).toEqual(ONCE);
    // The alert follows the confirmation of the reading that raised it.
    const queued = await t.query<{ dedupe_key: string }>(
      `SELECT dedupe_key FROM chat_outbound WHERE user_id = $1 ORDER BY id DESC LIMIT 2`,
      [owner.userId],
    );
    expect(queued.map((row) => row.dedupe_key.split(':')[0])).toEqual(['alert', 'reply']);
  });
});

describe('a process that stops between the commit and the consequences', () => {
  const processAt = (now: () => Date) => servicesOn(t.db, now);

  it('leaves them owed; after its claim lapses two others finish them, once', async () => {
    const { owner, caregiver } = await patientWithCaregiver('Crash');
    await webReading(owner, 200);
    await webReading(owner, 210);
    let clock = new Date();
    const stopped = processAt(() => clock);
    // Stored and committed; the process "dies" before running what it owes.
    const result = await stopped.recordReadings.record(
      owner.userId,
      [
        {
          metric: 'glucosa',
          value: 320,
          v2: null,
          measured_at: new Date(nextTime()),
          context: null,
          note: null,
          unit: null,
        },
      ],
      { source: 'web' },
      { settle: 'caller' },
    );
    expect(result.stored).toHaveLength(1);
    expect(result.consequencesId).not.toBeNull();
    const before = await consequencesOf(owner, caregiver);
    expect(before).toMatchObject({ ownerCrisisBell: 0, caregiverBell: 0, glucoseEpisodes: 0, owed: 1 });

    // Still held by the process that wrote it: nobody else takes it yet.
    const other = processAt(() => clock);
    expect(await other.readingConsequences.settleLapsed()).toBe(0);

    clock = new Date(clock.getTime() + CONSEQUENCES_LEASE_MS + 1_000);
    const third = processAt(() => clock);
    const finished = await Promise.all([
      other.readingConsequences.settleLapsed(),
      third.readingConsequences.settleLapsed(),
    ]);
    expect(finished.reduce((a, b) => a + b, 0)).toBe(1);
    await expect.poll(() => consequencesOf(owner, caregiver), { timeout: 10_000 }).toEqual(ONCE);
    expect(await other.readingConsequences.settleLapsed()).toBe(0);
  });
});
