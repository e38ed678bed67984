import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail, useServerAndBrowser, VIEWPORTS } from './support/harness';

let counter = 0;
// Valid US numbers (the form's default country), unique per call.
const newUsPhone = () => `201555${1000 + ((Math.floor(Date.now() / 7) + ++counter) % 9000)}`;

describe('sign-up, login, guard and logout in Chromium', () => {
  const e2e = useServerAndBrowser();

  async function openPage(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const context = await e2e.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}${path}`);
    return page;
  }

  /** The red box's text now, '' when there is none (never waits, so a missing box fails fast). */
  const alertText = (page: Page) =>
    page
      .getByRole('alert')
      .allTextContents()
      .then((texts) => texts.join(' '));

  const storage = (page: Page) =>
    page.evaluate(() => ({
      token: localStorage.getItem('token'),
      healthToken: localStorage.getItem('healthToken'),
      email: localStorage.getItem('email'),
      firstName: localStorage.getItem('first_name'),
    }));

  async function fillSignup(
    page: Page,
    fields: { firstName?: string; email?: string; phone?: string; password?: string; confirm?: string },
  ) {
    if (fields.firstName !== undefined) await page.getByLabel('Tu nombre').fill(fields.firstName);
    if (fields.email !== undefined) await page.getByLabel('Correo electrónico').fill(fields.email);
    if (fields.phone !== undefined) await page.getByLabel('Teléfono de WhatsApp').fill(fields.phone);
    if (fields.password !== undefined)
      await page.getByLabel('Contraseña', { exact: true }).fill(fields.password);
    if (fields.confirm !== undefined) await page.getByLabel('Confirmar contraseña').fill(fields.confirm);
  }

  it('shows each sign-up rule in the red box, in order, and keeps what was typed', async () => {
    const page = await openPage('/signup');
    const submit = page.getByRole('button', { name: 'Registrarme' });

    await expect.poll(() => submit.isDisabled()).toBe(true);
    await fillSignup(page, { phone: '123' });
    await expect
      .poll(() => page.getByText('Número inválido para el país seleccionado').isVisible())
      .toBe(true);
    expect(await submit.isDisabled()).toBe(true);

    await fillSignup(page, { phone: newUsPhone() });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await expect.poll(() => alertText(page)).toBe('Por favor completa todos los campos.');

    await fillSignup(page, { email: uniqueEmail(), password: 'corta', confirm: 'corta' });
    await submit.click();
    await expect.poll(() => alertText(page)).toBe('La contraseña debe tener al menos 8 caracteres.');

    await fillSignup(page, { password: 'una-clave-larga', confirm: 'otra-clave-larga' });
    await submit.click();
    await expect.poll(() => alertText(page)).toBe('Las contraseñas no coinciden.');
    expect(await page.getByLabel('Contraseña', { exact: true }).inputValue()).toBe('una-clave-larga');
    expect(page.url()).toBe(`${e2e.server.url}/signup`);
    await page.context().close();
  });

  it('signs Ana up and takes her to her panel, then refuses her e-mail a second time', async () => {
    const email = uniqueEmail();
    const page = await openPage('/signup');
    await expect
      .poll(() =>
        page
          .getByText(/Aviso de privacidad/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await fillSignup(page, {
      firstName: 'Ana',
      email,
      phone: newUsPhone(),
      password: 'clave-de-ana-1',
      confirm: 'clave-de-ana-1',
    });
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.waitForURL(`${e2e.server.url}/health/home`);
    const stored = await storage(page);
    expect(stored.token).toBeTruthy();
    expect(stored.healthToken).toBe(stored.token);
    expect(stored.email).toBe(email);
    // The header greets her by the name she gave at sign-up (issue "WhatsApp first": no more "Usuario").
    await expect.poll(() => page.getByRole('link', { name: /Ana/ }).isVisible()).toBe(true);
    await page.context().close();

    const again = await openPage('/signup');
    await fillSignup(again, {
      firstName: 'Ana',
      email,
      phone: newUsPhone(),
      password: 'clave-de-ana-1',
      confirm: 'clave-de-ana-1',
    });
    await again.getByRole('button', { name: 'Registrarme' }).click();
    // The answer does not say whether the e-mail or the number has the account, and offers the ways in.
    await expect
      .poll(() => alertText(again))
      .toMatch(/ese correo o ese número de WhatsApp ya tienen una cuenta/);
    await again.getByRole('link', { name: 'Recuperar mi contraseña' }).click();
    await again.waitForURL(/\/forgot-password$/);
    await again.context().close();
  });

  it('sends a visitor of a member page to login and back there after signing in', async () => {
    const email = uniqueEmail();
    const signup = await openPage('/signup');
    await fillSignup(signup, {
      firstName: 'Beto',
      email,
      phone: newUsPhone(),
      password: 'clave-de-beto',
      confirm: 'clave-de-beto',
    });
    await signup.getByRole('button', { name: 'Registrarme' }).click();
    await signup.waitForURL(/\/health\/home$/);
    await signup.context().close();

    const page = await openPage('/health/metrics');
    await page.waitForURL(`${e2e.server.url}/login`);
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    await submit.click();
    await expect.poll(() => alertText(page)).toBe('Por favor completa ambos campos.');

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('no-es-su-clave');
    await submit.click();
    await expect.poll(() => alertText(page)).toBe('Correo o contraseña incorrectos.');

    await page.getByLabel('Contraseña').fill('clave-de-beto');
    await submit.click();
    await page.waitForURL(`${e2e.server.url}/health/metrics`);
    await expect.poll(() => page.getByRole('heading', { name: 'Mis métricas' }).isVisible()).toBe(true);

    // Signed in, /health opens the home panel.
    await page.goto(`${e2e.server.url}/health`);
    await page.waitForURL(`${e2e.server.url}/health/home`);
    await page.context().close();
  });

  it('guards /health itself and sends unknown paths to the landing page', async () => {
    const page = await openPage('/health');
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.goto(`${e2e.server.url}/no-existe/de-verdad`);
    await page.waitForURL(`${e2e.server.url}/`);
    await page.context().close();
  });

  it('signs out: the token is gone here and revoked on the server; first_name stays', async () => {
    const email = uniqueEmail();
    const page = await openPage('/signup', VIEWPORTS.phone);
    await fillSignup(page, {
      firstName: 'Cata',
      email,
      phone: newUsPhone(),
      password: 'clave-de-cata',
      confirm: 'clave-de-cata',
    });
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.waitForURL(/\/health\/home$/);
    await page.evaluate(() => localStorage.setItem('first_name', 'Cata'));
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: /Cata/ }).isVisible()).toBe(true);
    const { token } = await storage(page);

    // On a phone the sidebar is hidden until opened.
    const signOutButton = page.getByRole('button', { name: 'Cerrar Sesión' });
    expect(await signOutButton.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menú lateral' }).click();
    await expect.poll(() => signOutButton.isVisible()).toBe(true);
    await signOutButton.click();
    await page.waitForURL(`${e2e.server.url}/`);

    expect(await storage(page)).toEqual({ token: null, healthToken: null, email: null, firstName: 'Cata' });
    const reuse = await fetch(`${e2e.server.url}/health-users/logout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(reuse.status).toBe(401);

    await page.goto(`${e2e.server.url}/health/home`);
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.context().close();
  });
  it('sends Ana back to login when her session was closed elsewhere, and back to her page after', async () => {
    const email = uniqueEmail();
    const page = await openPage('/signup');
    await fillSignup(page, {
      firstName: 'Dora',
      email,
      phone: newUsPhone(),
      password: 'clave-de-dora',
      confirm: 'clave-de-dora',
    });
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.waitForURL(/\/health\/home$/);
    // Ana's panel has loaded and no request of hers is still in flight before her token is revoked: a
    // panel request answered 401 would send this page to log in first, and the visit below would then
    // start signed out, with nothing to tell her.
    await expect.poll(() => page.getByText('No has agregado medicamentos').isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    const { token } = await storage(page);

    // The token is revoked by another device signing out with it.
    const revoked = await fetch(`${e2e.server.url}/health-users/logout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(revoked.status).toBe(200);

    await page.goto(`${e2e.server.url}/health/profile`);
    await page.waitForURL(`${e2e.server.url}/login`);
    await expect.poll(() => alertText(page)).toBe('Tu sesión expiró o se cerró. Inicia sesión de nuevo.');
    expect((await storage(page)).token).toBeNull();

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('clave-de-dora');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${e2e.server.url}/health/profile`);
    await page.context().close();
  });
});
