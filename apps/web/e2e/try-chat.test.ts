import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotIfAsked, useServerAndBrowser, VIEWPORTS } from './support/harness';

describe('the public chat simulator at /probar-chat in Chromium', () => {
  // No WhatsApp credentials: the site's chat links open the simulation.
  const e2e = useServerAndBrowser();

  const conversation = (page: Page) => page.getByRole('log', { name: 'Conversación con Vitalia' });
  const shown = async (page: Page) => (await conversation(page).innerText()).replace(/\s+/g, ' ');
  const saidSoon = (page: Page, text: string | RegExp) =>
    expect.poll(() => shown(page), { timeout: 20_000 }).toMatch(text);
  async function write(page: Page, text: string) {
    const field = page.getByRole('textbox', { name: 'Escribe tu mensaje' });
    await field.fill(text);
    await field.press('Enter');
  }

  it('from the landing page’s «Comenzar» to a first reading stored after consent, then the charts', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-MX' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(e2e.server.url);
    await page.getByRole('main').getByRole('link', { name: 'Comenzar' }).click();
    await page.waitForURL(/\/probar-chat$/);
    await page
      .getByRole('heading', { level: 1, name: 'Simulación: así se ve el chat de WhatsApp de Vitalia' })
      .waitFor();

    await write(page, 'hola me salió 140 en ayunas');
    await saidSoon(page, /¿Aceptas que Vitalia guarde y use tus datos de salud/);
    expect(await shown(page)).toContain('/privacy-policy');
    await screenshotIfAsked(page, 'try-chat-consent-360');
    await conversation(page).getByRole('button', { name: 'Acepto', exact: true }).click();
    await saidSoon(page, /¿Cómo te llamas\?/);
    await write(page, 'Sofía');
    await saidSoon(page, /está lista, Sofía!/);
    expect(await shown(page)).toContain('guardé tu glucosa en ayunas de 140 mg/dL');
    // The test number is shown, and nothing scrolls sideways on a 360 px phone.
    expect(await page.getByText(/número de prueba \(\+52 ?55\d{8}\)/).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshotIfAsked(page, 'try-chat-welcome-360');

    await write(page, 'ver mis gráficas');
    await saidSoon(page, /Aquí están tus gráficas/);
    const [charts] = await Promise.all([
      context.waitForEvent('page'),
      conversation(page)
        .getByRole('link', { name: /\/health\/metrics\?token=/ })
        .click(),
    ]);
    await charts.waitForURL(/\/health\/metrics$/);
    await expect
      .poll(() => charts.getByText('Completa tu cuenta').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(async () => (await charts.locator('main').innerText()).includes('140'), { timeout: 15_000 })
      .toBe(true);
    await screenshotIfAsked(charts, 'try-chat-member-area-360');
    expect(problems).toEqual([]);
    await context.close();
  });
});
