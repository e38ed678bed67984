import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, type GraphApiServer, type RunningServer } from '@vitalia/testkit';
import { startCloudApiServer, uniqueEmail, VIEWPORTS } from './support/harness';

/**
 * Issue "WhatsApp first": a person in Guadalajara signs up in a Mexican browser. "33 2345 6789" is read as
 * a Mexican number, read back before saving, the header greets them by name, and the home card proves the
 * number with the code WhatsApp brought (read at the local Graph API).
 */
describe('sign-up in a Mexican browser proves the WhatsApp number, in Chromium', () => {
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

  it('reads "33 2345 6789" as +52 33 2345 6789, shows it back, greets by name, and verifies with the code', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup`);
    const country = page.getByLabel('País del teléfono');
    await expect.poll(() => country.inputValue()).toBe('MX');

    await page.getByLabel('Tu nombre').fill('  Lupita ');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('lupita'));
    const phone = page.getByLabel('Teléfono de WhatsApp');
    await phone.click();
    await phone.pressSequentially('33 2345 6789');
    await expect
      .poll(() => page.getByText(/^Te escribiremos al/).textContent())
      .toBe('Te escribiremos al 33 2345 6789 (México). Te enviaremos un código para confirmar que es tuyo.');
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-de-lupita');
    await page.getByLabel('Confirmar contraseña').fill('clave-de-lupita');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.waitForURL(`${server.url}/health/home`);

    // The number stored is Mexico's, and the header names her.
    const token = await page.evaluate(() => localStorage.getItem('healthToken'));
    const pacientes = await fetch(`${server.url}/health-users/pacientes/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await pacientes.json()) as Array<{ telefono: string }>)[0]!.telefono).toBe('+523323456789');
    await expect.poll(() => page.getByRole('link', { name: /Lupita/ }).isVisible()).toBe(true);

    // The code reached her WhatsApp on the authentication template.
    await expect
      .poll(() => graph.sentTo('523323456789').filter((m) => m.body.type === 'template').length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [sent] = graph.sentTo('523323456789');
    expect(sent!.body.template.name).toBe('vitalia_codigo');
    const code = sent!.body.template.components[0].parameters[0].text as string;

    const card = page.getByRole('region', { name: 'Verifica tu número de WhatsApp' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('33 2345 6789');
    // Her chat link carries the code that proves the number from its first message.
    const chatLink = card.getByRole('link', { name: /Abrir el chat de WhatsApp/ });
    expect(decodeURIComponent((await chatLink.getAttribute('href')) ?? '')).toMatch(
      /^https:\/\/wa\.me\/15550001234\?text=Hola, quiero empezar con Vitalia \(Código de verificación: [A-Z]{8}\)$/,
    );

    // A wrong code is refused in Spanish; the right one makes the card go.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await card.getByLabel('Código de verificación').fill(wrong);
    await card.getByRole('button', { name: 'Verificar' }).click();
    await expect.poll(() => card.getByText(/código no es correcto/).isVisible()).toBe(true);
    await card.getByLabel('Código de verificación').fill(code);
    await card.getByRole('button', { name: 'Verificar' }).click();
    await expect.poll(() => card.isVisible()).toBe(false);
    const status = await fetch(`${server.url}/health-users/phone/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await status.json()).toEqual({
      telefono: '+523323456789',
      verified: true,
      pending_telefono: null,
    });
    await context.close();
  });
});
