import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  callAs,
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
} from './support/harness';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** Privacy rights on Mi Perfil: the data export, the uses of the data, and erasing the account. */
describe('privacy rights in Chromium', () => {
  const e2e = useServerAndBrowser();

  const register = () => registerThroughApi(e2e.server.url, { email: uniqueEmail('privacidad') });
  const openProfile = async (token: string, viewport: { width: number; height: number }) => {
    const page = await signedInPage(e2e.browser, { token }, viewport);
    await page.goto(`${e2e.server.url}/health/profile`);
    await expect.poll(() => toggle(page, 'Recordatorios por WhatsApp').isVisible()).toBe(true);
    return page;
  };
  const toggle = (page: Page, name: string) => page.getByRole('switch', { name });
  const history = (page: Page) => page.getByRole('region', { name: 'Historial de consentimientos' });

  it('Ana downloads all her data as JSON and turns off the weekly report, recorded in her history', async () => {
    const ana = await register();
    await callAs(e2e.server.url, ana.token)('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 118,
    });
    const page = await openProfile(ana.token, VIEWPORTS.desktop);
    expect(
      await history(page).getByText('Tratamiento de mis datos de salud (aviso de privacidad)').isVisible(),
    ).toBe(true);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar mis datos (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vitalia-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.data.account.email).toBe(ana.email);
    expect(exported.data.readings[0]).toMatchObject({ metric: 'glucosa', value: 118 });

    const weekly = toggle(page, 'Reporte semanal');
    expect(await weekly.isChecked()).toBe(true);
    await weekly.click();
    await expect.poll(() => page.getByText('Preferencia guardada.').isVisible()).toBe(true);
    expect(await weekly.isChecked()).toBe(false);
    await expect.poll(() => history(page).getByText('Retirado').count()).toBe(1);
    expect(await history(page).getByText('Reporte semanal').isVisible()).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/privacy-1280.png`, fullPage: true });

    await page.reload();
    await expect.poll(() => toggle(page, 'Reporte semanal').isVisible()).toBe(true);
    expect(await toggle(page, 'Reporte semanal').isChecked()).toBe(false);
    expect(await toggle(page, 'Recordatorios por WhatsApp').isChecked()).toBe(true);
    const stored = (await callAs(e2e.server.url, ana.token)('GET', '/health-users/privacy/')) as {
      purposes: Array<{ purpose: string; allowed: boolean }>;
    };
    expect(stored.purposes.find((p) => p.purpose === 'weekly_reports')!.allowed).toBe(false);
    await page.context().close();
  });

  it('Beto erases his account from a 360 px phone: warning, password, confirmation, then the home page', async () => {
    const beto = await register();
    const page = await openProfile(beto.token, VIEWPORTS.phone);
    if (SCREENSHOTS) {
      await page.getByRole('region', { name: 'Usos de mis datos' }).screenshot({
        path: `${SCREENSHOTS}/privacy-purposes-360.png`,
      });
    }
    await page.getByRole('link', { name: 'Eliminar mi cuenta' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Esto no se puede deshacer' }).isVisible())
      .toBe(true);
    expect(await page.getByText(/Todas tus lecturas de glucosa/).isVisible()).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/delete-account-360.png`, fullPage: true });

    const submit = page.getByRole('button', { name: 'Eliminar mi cuenta' });
    await submit.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/Escribe tu contraseña/);

    // A wrong password: the server's refusal, and the account stays.
    await page.getByLabel('Contraseña').fill('no-es-la-mia');
    await page.getByRole('checkbox', { name: /Entiendo que se borrarán/ }).check();
    await submit.click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta definitivamente?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('La contraseña no es correcta. Tu cuenta no se eliminó.');
    expect(await callAs(e2e.server.url, beto.token)('GET', '/health-users/profile/')).toMatchObject({
      email: beto.email,
    });

    await page.getByLabel('Contraseña').fill(beto.password);
    await submit.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/delete-account-confirm-360.png` });
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await page.waitForURL(`${e2e.server.url}/?cuenta=eliminada`);
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Tu cuenta y todos tus datos se eliminaron' }).isVisible(),
      )
      .toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/account-deleted-360.png` });
    await expect(callAs(e2e.server.url, beto.token)('GET', '/health-users/profile/')).rejects.toThrow();
    await page.context().close();
  });
});
