import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callAs, registerThroughApi, uniqueEmail, useServerAndBrowser, VIEWPORTS } from './support/harness';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

async function signInWithForm(
  browser: Browser,
  url: string,
  email: string,
  password: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/health/home');
  return page;
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('account security in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('Ana changes her password, sees her sessions and signs out everywhere', async () => {
    const ana = await registerThroughApi(e2e.server.url, {
      email: uniqueEmail('seguridad'),
      password: 'primera-clave-1',
    });
    const phone = await signInWithForm(
      e2e.browser,
      e2e.server.url,
      ana.email,
      'primera-clave-1',
      VIEWPORTS.phone,
    );
    const page = await signInWithForm(e2e.browser, e2e.server.url, ana.email, 'primera-clave-1');
    await page.goto(`${e2e.server.url}/health/profile`);

    const sessions = page.getByRole('region', { name: 'Sesiones activas' });
    await expect.poll(() => sessions.getByText('Este dispositivo').count()).toBe(1);
    // Sign-up's session (a program), the phone and this browser.
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(3);

    const change = page.getByRole('region', { name: 'Cambiar contraseña' });
    await change.getByLabel('Contraseña actual').fill('equivocada-1');
    await change.getByLabel('Nueva contraseña', { exact: true }).fill('segunda-clave-2');
    await change.getByLabel('Confirma la nueva contraseña').fill('segunda-clave-2');
    await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect
      .poll(() => change.getByRole('alert').textContent())
      .toBe('La contraseña actual no es correcta.');
    await change.getByLabel('Contraseña actual').fill('primera-clave-1');
    await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => change.getByRole('status').textContent()).toMatch(/cambiamos tu contraseña/);
    // The other sessions ended; this one stays.
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/account-security-1280.png`, fullPage: true });

    await phone.goto(`${e2e.server.url}/health/profile`);
    await phone.waitForURL('**/login');

    const again = await signInWithForm(
      e2e.browser,
      e2e.server.url,
      ana.email,
      'segunda-clave-2',
      VIEWPORTS.phone,
    );
    await again.goto(`${e2e.server.url}/health/profile`);
    const phoneSessions = again.getByRole('region', { name: 'Sesiones activas' });
    await expect.poll(() => phoneSessions.getByRole('listitem').count()).toBe(2);
    expect(await noSideScroll(again)).toBe(true);
    await phoneSessions.scrollIntoViewIfNeeded();
    await again.screenshot({ path: `${SCREENSHOTS}/account-security-360.png`, fullPage: true });
    await phoneSessions.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await again.waitForURL('**/login');
    await page.reload();
    await page.waitForURL('**/login');
  });

  it('Beto forgot his password: a code by WhatsApp (simulator), then a new password', async () => {
    const beto = await registerThroughApi(e2e.server.url, {
      email: uniqueEmail('olvido'),
      password: 'vieja-clave-1',
    });
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/login`);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Enviar código por WhatsApp' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Escribe el correo electrónico de tu cuenta.');
    await page.getByLabel('Correo electrónico').fill(beto.email);
    await page.getByRole('button', { name: 'Enviar código por WhatsApp' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toMatch(/te enviamos un código de 6 dígitos/);
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/forgot-password-360.png`, fullPage: true });

    // In simulator mode the code lands in Beto's chat with the bot.
    // He has not written to the bot: the message is the approved template, the code its one parameter.
    type Message = { type: string; text?: string; name?: string; params?: string[] };
    const readCode = async () => {
      const chat = await callAs(e2e.server.url, beto.token)<{ items: Array<{ message: Message }> }>(
        'GET',
        '/health-users/chat/',
      );
      const sent = chat.items.map((item) => item.message).find((m) => m.name === 'vitalia_codigo');
      return sent?.params?.[0];
    };
    await expect.poll(readCode, { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const code = (await readCode())!;

    await page.getByLabel('Código de WhatsApp').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-2');
    await page.getByLabel('Confirma la nueva contraseña').fill('nueva-clave-2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/El código no es correcto/);
    await page.getByLabel('Código de WhatsApp').fill(code);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Listo: tu contraseña cambió. Inicia sesión con la nueva.');
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await page.getByLabel('Correo electrónico').fill(beto.email);
    await page.getByLabel('Contraseña').fill('nueva-clave-2');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/health/home');
  });

  it('Carla writes «olvidé mi contraseña» in the chat and sets a new password from the link', async () => {
    const carla = await registerThroughApi(e2e.server.url, {
      email: uniqueEmail('enlace'),
      password: 'vieja-clave-3',
    });
    await callAs(e2e.server.url, carla.token)('POST', '/health-users/chat/', {
      text: 'olvidé mi contraseña',
    });
    type Item = { message: { type: string; text?: string } };
    const readLink = async () => {
      const chat = await callAs(e2e.server.url, carla.token)<{ items: Item[] }>('GET', '/health-users/chat/');
      const texts = chat.items.map((item) => item.message.text ?? '');
      return texts.map((text) => /\/forgot-password\?token=([\w-]+)/.exec(text)?.[1]).find(Boolean);
    };
    await expect.poll(readLink, { timeout: 10_000 }).toMatch(/^[\w-]{20,}$/);
    const token = (await readLink())!;

    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/forgot-password?token=${token}`);
    await expect.poll(() => page.getByLabel('Nueva contraseña', { exact: true }).count()).toBe(1);
    // The token leaves the address bar as soon as the page has it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Código de WhatsApp').count()).toBe(0);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-del-enlace-3');
    await page.getByLabel('Confirma la nueva contraseña').fill('clave-del-enlace-3');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Listo: tu contraseña cambió. Inicia sesión con la nueva.');
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await page.getByLabel('Correo electrónico').fill(carla.email);
    await page.getByLabel('Contraseña').fill('clave-del-enlace-3');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/health/home');
    await context.close();
  });
});
