import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, type RegisteredUser } from './support/test-app';
import { createChatTestApp, textOf, type ChatTestApp } from './support/chat-app';

/**
 * One value, one category, wherever the person reads it: the web form's reply, the chat's reply and the
 * period summary (the home panel's and the printable report's source) agree. Values at the edges where
 * they used to disagree: a glucose of 180 without a context ("alta" in the chat, "en rango" in the
 * summary), a pressure the two standards call differently (the patient hears the NOM-030 grade only), a
 * low pressure (never also "óptima").
 */
let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Person = RegisteredUser & { waId: string };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function chatReplyTo(person: Person, text: string): Promise<string> {
  const before = t.graph.sentTo(person.waId).length;
  await t.say(person.waId, text);
  await expect.poll(() => t.graph.sentTo(person.waId).length, { timeout: 10_000 }).toBeGreaterThan(before);
  return t.graph.sentTo(person.waId).slice(before).map(textOf).join('\n');
}

describe('one interpretation everywhere', () => {
  it('a glucose of 180 without a context is in range on the web, in the chat and in the summary', async () => {
    const ana = (await t.patient('Ana')) as Person;
    const call = actingAs(t.app, ana);
    const web = await call('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 180,
      measured_at: minutesAgo(90),
    });
    expect(web.statusCode).toBe(201);
    expect(web.json().feedback).toMatchObject({ label: 'En rango', severity: 'normal' });
    const chat = await chatReplyTo(ana, 'glucosa 180');
    expect(chat).toContain('está dentro del rango de 70 a 180 mg/dL');
    const report = (await call('GET', '/health-metrics/api/report/')).json();
    expect(report.glucose_time_in_range).toEqual({
      below: 0,
      in_range: 1,
      above: 0,
      very_low: 0,
      low: 0,
      high: 0,
      very_high: 0,
    });
  });

  it('a pressure the standards grade differently is told by one category, on the web and in the chat', async () => {
    const ana = (await t.patient('Bety')) as Person;
    const call = actingAs(t.app, ana);
    const web = await call('POST', '/health-metrics/api/readings/', {
      metric: 'presion',
      value: 145,
      v2: 92,
      measured_at: minutesAgo(90),
    });
    expect(web.json().feedback).toMatchObject({ label: 'Hipertensión grado 1', standard: 'la NOM-030' });
    const chat = await chatReplyTo(ana, 'presion 145/92');
    expect(chat).toContain('Según la NOM-030, está en el rango de hipertensión grado 1.');
    expect(chat).not.toMatch(/etapa|AHA/);

    const low = await call('POST', '/health-metrics/api/readings/', {
      metric: 'presion',
      value: 85,
      v2: 55,
      measured_at: minutesAgo(60),
    });
    expect(low.json().feedback.label).toBe('Presión baja');
    const lowChat = await chatReplyTo(ana, 'presion 85/55');
    expect(lowChat).toContain('está baja');
    expect(lowChat).not.toMatch(/óptima/i);
  });
});
