import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  buildInboundWebhook,
  launchChromium,
  newWamid,
  postSignedWebhook,
  type GraphApiServer,
  type RunningServer,
} from '@vitalia/testkit';
import { E2E_APP_SECRET, screenshotIfAsked, startCloudApiServer } from './support/harness';
const PHONE = { width: 390, height: 844 };

/**
 * CONTRACTS.md section 11: an account made in the WhatsApp chat has no password, so a session alone (a
 * stolen one, say) cannot move its number. Mi Perfil first sends a code to the current number, then one to
 * the new number; only with both does the number change.
 */
describe('an account made in the chat changes its number from Mi Perfil, in Chromium at 390 px', () => {
  let graph: GraphApiServer;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [{ graph, server }, browser] = await Promise.all([startCloudApiServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await graph?.close();
  });

  /** Sends `text` from `waId` and waits for the bot's next message to that number. */
  async function say(waId: string, text: string): Promise<string> {
    const before = graph.sentTo(waId).length;
    const response = await postSignedWebhook(
      `${server.url}/webhooks/whatsapp`,
      buildInboundWebhook({ from: waId, id: newWamid(), text }, { phoneNumberId: graph.phoneNumberId }),
      E2E_APP_SECRET,
    );
    expect(response.status).toBe(200);
    await expect.poll(() => graph.sentTo(waId).length, { timeout: 10_000 }).toBeGreaterThan(before);
    const body = graph.sentTo(waId).at(-1)!.body;
    return body.type === 'text' ? body.text.body : (body.interactive?.body?.text ?? '');
  }

  /** The latest 6-digit code sent to `recipient`, as free text in the chat or on the template. */
  async function lastCode(recipient: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        () => {
          code = graph
            .sentTo(recipient)
            .map((m) =>
              m.body.type === 'template'
                ? (m.body.template.components?.[0]?.parameters?.[0]?.text as string | undefined)
                : /Tu código de Vitalia es (\d{6})/.exec(m.body.text?.body ?? '')?.[1],
            )
            .filter((found): found is string => Boolean(found && /^\d{6}$/.test(found)))
            .at(-1);
          return code;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^\d{6}$/);
    return code!;
  }

  it('Rosa proves her current number with a code, then the new one, and the old number is told', async () => {
    const waId = '5215587654321';
    await say(waId, 'hola');
    await say(waId, 'acepto');
    expect(await say(waId, 'Rosa')).toMatch(/está lista/);
    const link = /https?:\/\/\S+\/health\/metrics\?token=[\w%-]+/.exec(
      await say(waId, 'ver mis gráficas'),
    )![0];

    const context = await browser.newContext({ viewport: PHONE, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    await page.waitForURL(/\/health\/metrics$/);
    await page.goto(`${server.url}/health/profile`);

    const section = page.getByRole('region', { name: 'Cambiar mi número de WhatsApp' });
    await expect.poll(() => section.isVisible(), { timeout: 10_000 }).toBe(true);
    // No password to ask for: the form says a code goes to the current number first.
    expect(await section.getByLabel('Tu contraseña actual').count()).toBe(0);
    await section.getByLabel('Número nuevo de WhatsApp').fill('+52 33 1234 5678');
    await section.getByRole('button', { name: 'Enviar código a mi número actual' }).click();
    await expect
      .poll(() => section.getByRole('status').textContent(), { timeout: 10_000 })
      .toMatch(/a tu número actual \(termina en 4321\)/);
    const currentCode = await lastCode(waId);
    expect(graph.sentTo('523312345678')).toHaveLength(0);

    await section.getByLabel('Código que llegó a tu número actual').fill(currentCode);
    await screenshotIfAsked(page, 'phone-change-chat-account-390');
    await section.getByRole('button', { name: 'Enviar código al número nuevo' }).click();
    await expect
      .poll(() => section.getByRole('status').textContent(), { timeout: 10_000 })
      .toMatch(/^Si ese número puede usarse en Vitalia/);
    const newCode = await lastCode('523312345678');

    const card = page.getByRole('region', { name: 'Verifica tu número de WhatsApp' });
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('tu nuevo número');
    await card.getByLabel('Código de verificación').fill(newCode);
    await card.getByRole('button', { name: 'Verificar' }).click();
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(false);
    // The old number hears that the account moved.
    await expect
      .poll(
        () =>
          graph
            .sentTo(waId.replace(/^521/, '52'))
            .filter((m) => m.body.template?.name === 'vitalia_numero_cambiado').length,
        { timeout: 10_000 },
      )
      .toBe(1);
    // Nothing on the page runs past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
