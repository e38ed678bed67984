import { afterAll, beforeAll, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

// Simulator mode (no WhatsApp credentials): nothing reaches a phone, so a number need not be proven
// before the product writes to it. A smart alert reaches the simulated chat like a reply does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHAT_POLL_MS: '50' } });
});
afterAll(() => t?.close());

type ChatItems = { items: Array<{ from: string; message: { text?: string } }> };

it('tells a smart alert in the simulated chat of a number never proven', async () => {
  const lupe = await registerUser(t.app, {}, { proven: false });
  const as = actingAs(t.app, lupe);
  const botTexts = async () =>
    ((await as('GET', '/health-users/chat/')).json() as ChatItems).items
      .filter((item) => item.from === 'bot')
      .map((item) => item.message.text ?? '');
  for (const [i, value] of [205, 212, 220].entries()) {
    expect((await as('POST', '/health-users/chat/', { text: `glucosa ${value}` })).statusCode).toBe(202);
    await expect.poll(async () => (await botTexts()).length, { timeout: 10_000 }).toBeGreaterThan(i);
  }
  await expect
    .poll(async () => (await botTexts()).some((text) => /últimas 3 lecturas de glucosa/.test(text)), {
      timeout: 10_000,
    })
    .toBe(true);
  const texts = await botTexts();
  // After the reply that confirms the third high value, and once.
  expect(texts.filter((text) => /últimas 3 lecturas/.test(text))).toHaveLength(1);
  expect(texts.findIndex((text) => /últimas 3 lecturas/.test(text))).toBeGreaterThan(
    texts.findIndex((text) => /guardé tu glucosa de 220/.test(text)),
  );
});
