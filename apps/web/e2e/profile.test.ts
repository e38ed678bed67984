import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { computeAge, todayInTimeZone } from '@vitalia/domain/schedules';
import {
  registerThroughApi,
  signedInPage as signInBrowser,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
} from './support/harness';

describe('Mi Perfil in Chromium', () => {
  const e2e = useServerAndBrowser();

  const register = () => registerThroughApi(e2e.server.url, { email: uniqueEmail('perfil') });

  const signedInPage = (token: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) =>
    signInBrowser(e2e.browser, { token }, viewport);

  const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();
  const headerName = (page: Page) => page.getByRole('banner').getByRole('link').textContent();

  it('Ana fills in her name, birth date and zone; the age and the header follow; a reload keeps it all', async () => {
    const { email, phone, token } = await register();
    const page = await signedInPage(token);
    // Hold the profile reply a moment to see the loading text.
    await page.route('**/health-users/profile/', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fallback();
    });
    await page.goto(`${e2e.server.url}/health/profile`);
    await expect.poll(() => page.getByText('Cargando perfil...').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Nombre', { exact: true }).isVisible()).toBe(true);

    expect(await value(page, 'Correo electrónico')).toBe(email);
    expect(await page.getByLabel('Correo electrónico').getAttribute('readonly')).not.toBeNull();
    // Stored as E.164 (+5255XXXXXXXX), shown grouped the way people write it: +52 55 XXXX XXXX.
    expect(await value(page, 'Teléfono')).toBe(phone.replace(/^\+52(\d{2})(\d{4})(\d{4})$/, '+52 $1 $2 $3'));
    expect(await value(page, 'Teléfono')).toMatch(/^\+52 55 \d{4} \d{4}$/);
    expect(await page.getByLabel('Teléfono').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByText(/número con el que te registraste.*bot/).isVisible()).toBe(true);
    expect(await value(page, 'Edad')).toBe('');
    expect(await page.getByLabel('Edad').getAttribute('readonly')).not.toBeNull();
    expect(await value(page, 'Zona horaria')).toBe('America/Mexico_City');
    const zones = await page
      .getByLabel('Zona horaria')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(zones.slice(0, 3)).toEqual(['America/Mexico_City', 'America/Cancun', 'America/Merida']);
    expect(zones[11]).toBe('America/Tijuana');
    expect(zones).toContain('Europe/Madrid');
    expect(await headerName(page)).toContain('Usuario');

    // Both names are required; nothing is sent without them.
    const writes: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && writes.push(request.method()));
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('El nombre es obligatorio. El apellido es obligatorio.');
    expect(await page.getByLabel('Nombre', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);

    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Apellido').fill('López');
    await page.getByLabel('Fecha de nacimiento').fill('1980-06-15');
    await page.getByLabel('Zona horaria').selectOption('America/Tijuana');
    const age = computeAge('1980-06-15', todayInTimeZone('America/Tijuana'));
    await expect.poll(() => value(page, 'Edad')).toBe(`${age} años`);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .poll(() => page.getByRole('form', { name: 'Datos del perfil' }).getByRole('status').textContent())
      .toContain('Cambios guardados');
    expect(writes).toEqual(['PUT', 'PATCH']);
    await expect.poll(() => headerName(page)).toContain('Ana');
    expect(await page.evaluate(() => localStorage.getItem('first_name'))).toBe('Ana');

    // A fresh load (without the stored first name) shows the same data and puts the name in the header.
    await page.evaluate(() => localStorage.removeItem('first_name'));
    await page.reload();
    await expect.poll(() => value(page, 'Nombre')).toBe('Ana');
    expect(await value(page, 'Apellido')).toBe('López');
    expect(await value(page, 'Fecha de nacimiento')).toBe('1980-06-15');
    expect(await value(page, 'Edad')).toBe(`${age} años`);
    expect(await value(page, 'Zona horaria')).toBe('America/Tijuana');
    await expect.poll(() => headerName(page)).toContain('Ana');

    // The birth date can be cleared; the age empties with it.
    await page.getByLabel('Fecha de nacimiento').fill('');
    await expect.poll(() => value(page, 'Edad')).toBe('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .poll(() => page.getByRole('form', { name: 'Datos del perfil' }).getByRole('status').textContent())
      .toContain('Cambios guardados');
    await page.reload();
    await expect.poll(() => value(page, 'Nombre')).toBe('Ana');
    expect(await value(page, 'Fecha de nacimiento')).toBe('');
    expect(await value(page, 'Edad')).toBe('');
    await page.context().close();
  });

  it('shows the server’s Spanish error and keeps the typed values, on a 360 px phone', async () => {
    const { token } = await register();
    const page = await signedInPage(token, VIEWPORTS.phone);
    const detail = 'El nombre y el apellido pueden tener hasta 80 caracteres.';
    await page.route('**/health-users/profile/', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail }) })
        : route.continue(),
    );
    await page.goto(`${e2e.server.url}/health/profile`);
    await page.getByLabel('Nombre', { exact: true }).fill('Beto');
    await page.getByLabel('Apellido').fill('Ramírez');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(detail);
    expect(await value(page, 'Nombre')).toBe('Beto');
    expect(await value(page, 'Apellido')).toBe('Ramírez');
    expect(await headerName(page)).toContain('Usuario');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('Ana says her diagnosis, height and pregnancy under "Tu salud"; a reload keeps them; a bad height is refused here', async () => {
    const { token } = await register();
    const page = await signedInPage(token, VIEWPORTS.phone);
    await page.goto(`${e2e.server.url}/health/profile`);
    await expect.poll(() => page.getByRole('group', { name: 'Tu salud' }).isVisible()).toBe(true);
    expect(await value(page, 'Diagnóstico')).toBe('');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Apellido').fill('López');
    await page.getByLabel('Diagnóstico').selectOption('diabetes_tipo_2');
    await page.getByLabel('Estatura (cm)').fill('1.58');
    const writes: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && writes.push(request.method()));
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('centímetros, entre 50 y 250');
    expect(writes).toEqual([]);

    await page.getByLabel('Estatura (cm)').fill('158,5');
    await page.getByLabel(/Estoy embarazada/).check();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .poll(() => page.getByRole('form', { name: 'Datos del perfil' }).getByRole('status').textContent())
      .toContain('Cambios guardados');
    expect(writes).toEqual(['PUT', 'PATCH', 'PUT']);
    await page.screenshot({ path: '/tmp/profile-health-360.png', fullPage: true });
    await page.reload();
    await expect.poll(() => value(page, 'Diagnóstico')).toBe('diabetes_tipo_2');
    expect(await value(page, 'Estatura (cm)')).toBe('158.5');
    expect(await page.getByLabel(/Estoy embarazada/).isChecked()).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
