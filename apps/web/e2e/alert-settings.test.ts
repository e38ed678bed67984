import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  callAs,
  registerThroughApi,
  signedInPage as signInBrowser,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
} from './support/harness';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('Alertas personalizadas on Mi Perfil in Chromium', () => {
  const e2e = useServerAndBrowser();

  const register = () => registerThroughApi(e2e.server.url, { email: uniqueEmail('alertas') });
  const openProfile = async (token: string, viewport: { width: number; height: number }) => {
    const page = await signInBrowser(e2e.browser, { token }, viewport);
    await page.goto(`${e2e.server.url}/health/profile`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Alertas personalizadas' }).isVisible())
      .toBe(true);
    await expect.poll(() => days(page).isVisible()).toBe(true);
    return page;
  };

  const section = (page: Page) => page.getByRole('form', { name: 'Alertas personalizadas' });
  const days = (page: Page) => page.getByLabel('Avísame si no registro lecturas en (días)');
  const limit = (page: Page, group: string, label: string) =>
    section(page).getByRole('group', { name: group }).getByLabel(label, { exact: true });
  const save = (page: Page) => page.getByRole('button', { name: /Guardar alertas|Guardando…/ });

  it('Ana sets her days and thresholds, sees them saved, and finds them after a reload', async () => {
    const ana = await register();
    const page = await openProfile(ana.token, VIEWPORTS.desktop);
    expect(await days(page).inputValue()).toBe('3');
    expect(await limit(page, 'Glucosa', 'Máximo (mg/dL)').inputValue()).toBe('');
    expect(await limit(page, 'Glucosa', 'Máximo (mg/dL)').getAttribute('placeholder')).toBe('Estándar');
    expect(await page.getByText(/reemplaza el rango estándar en tus alertas/).isVisible()).toBe(true);

    await days(page).fill('5');
    await limit(page, 'Glucosa', 'Máximo (mg/dL)').fill('150');
    await limit(page, 'Presión arterial', 'Sistólica máxima (mmHg)').fill('135');
    await limit(page, 'Presión arterial', 'Diastólica máxima (mmHg)').fill('85');
    await limit(page, 'Peso', 'Mínimo (kg)').fill('60,5');
    // Hold the save a moment to see the button say so.
    await page.route('**/health-users/alert_settings/', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await save(page).click();
    await expect.poll(() => save(page).textContent()).toBe('Guardando…');
    await expect.poll(() => section(page).getByText('✓ Alertas guardadas').isVisible()).toBe(true);
    expect(await limit(page, 'Peso', 'Mínimo (kg)').inputValue()).toBe('60.5');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/alert-settings-1280.png`, fullPage: true });

    const stored = await callAs(e2e.server.url, ana.token)('GET', '/health-users/alert_settings/');
    expect(stored).toMatchObject({
      dias_sin_lecturas: 5,
      umbrales: {
        glucosa: { min: null, max: 150 },
        presion: { min: null, max: 135, min2: null, max2: 85 },
        peso: { min: 60.5, max: null },
      },
    });

    await page.reload();
    await expect.poll(() => days(page).inputValue()).toBe('5');
    expect(await limit(page, 'Glucosa', 'Máximo (mg/dL)').inputValue()).toBe('150');
    expect(await limit(page, 'Presión arterial', 'Diastólica máxima (mmHg)').inputValue()).toBe('85');
    expect(await limit(page, 'Frecuencia cardiaca', 'Máxima (lpm)').inputValue()).toBe('');
    await page.context().close();
  });

  it('shows the server’s Spanish refusal, and its own for a word, on a 360 px phone', async () => {
    const beto = await register();
    const page = await openProfile(beto.token, VIEWPORTS.phone);
    const writes: string[] = [];
    page.on('request', (request) => request.method() === 'PUT' && writes.push(request.url()));

    await limit(page, 'Glucosa', 'Máximo (mg/dL)').fill('alto');
    await save(page).click();
    await expect
      .poll(() => section(page).getByRole('alert').textContent())
      .toBe('El máximo de glucosa debe ser un número, o quedar vacío para usar el rango estándar.');
    expect(await limit(page, 'Glucosa', 'Máximo (mg/dL)').getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);

    await limit(page, 'Glucosa', 'Máximo (mg/dL)').fill('700');
    await save(page).click();
    await expect
      .poll(() => section(page).getByRole('alert').textContent())
      .toBe('El máximo de glucosa debe estar entre 20 y 600 mg/dL.');
    expect(writes).toHaveLength(1);
    expect(await limit(page, 'Glucosa', 'Máximo (mg/dL)').getAttribute('aria-invalid')).toBe('true');
    expect(await limit(page, 'Glucosa', 'Máximo (mg/dL)').inputValue()).toBe('700');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/alert-settings-360.png`, fullPage: true });
    const stored = await callAs(e2e.server.url, beto.token)('GET', '/health-users/alert_settings/');
    expect(stored).toMatchObject({ umbrales: { glucosa: { max: null } } });
    await page.context().close();
  });
});
