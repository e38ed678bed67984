import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/harness';

/** Console errors and uncaught exceptions of a page (a failed hydration reports itself as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('public pages rendered on the server', () => {
  const e2e = useServerAndBrowser({ PRICE_MXN: '47', TRIAL_DAYS: '21' });

  it('reads every public page with JavaScript turned off', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages: Array<[string, string]> = [
      ['/', 'Cuida tu glucosa, tu presión y tu peso con un mensaje'],
      ['/faq', 'Preguntas Frecuentes'],
      ['/terms-conditions', 'Términos y Condiciones'],
      ['/privacy-policy', 'Aviso de Privacidad'],
      ['/signup', 'Crea tu cuenta'],
      ['/login', 'Inicia sesión'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(`${e2e.server.url}${path}`);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
    }
    await page.goto(e2e.server.url);
    expect(await page.getByText('47 MXN').first().isVisible()).toBe(true);
    // What a click would reveal shows at once: every benefit's panel, every FAQ answer.
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) expect(await panel.isVisible()).toBe(true);
    await page.goto(`${e2e.server.url}/faq`);
    const answers = page.getByRole('region');
    expect(await answers.count()).toBeGreaterThan(5);
    for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true);
    await page.goto(`${e2e.server.url}/login`);
    expect(await page.getByLabel('Correo electrónico').isVisible()).toBe(true);
    expect(await page.getByLabel('Contraseña').isVisible()).toBe(true);
    await context.close();
  });

  it('lets a form be filled and sent only once the app runs, so nothing typed ends up in an address', async () => {
    // Without the app a sent form would be a plain GET, with the password in the address: it cannot be.
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/login', '/signup']) {
      await page.goto(`${e2e.server.url}${path}`);
      expect(await page.getByLabel('Correo electrónico').isDisabled()).toBe(true);
      expect(await page.getByLabel('Contraseña', { exact: true }).isDisabled()).toBe(true);
      expect(await page.locator('button[type="submit"]').isDisabled()).toBe(true);
    }
    await context.close();
    // With the app, the same form works.
    const live = await (await e2e.browser.newContext()).newPage();
    await live.goto(`${e2e.server.url}/login`);
    await live.getByLabel('Correo electrónico').fill('nadie@example.com');
    await live.getByLabel('Contraseña').fill('clave-que-no-existe');
    await live.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => live.getByRole('alert').first().textContent()).toMatch(/\S/);
    expect(new URL(live.url()).search).toBe('');
    await live.context().close();
  });

  it('takes over the landing page without a hydration error, then moves between pages in the browser', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The app's code comes after the page has painted; once the network is quiet it has taken over.
    await page.goto(e2e.server.url, { waitUntil: 'networkidle' });
    // A mark on the window survives only navigation the app does itself (no new document).
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await page.waitForURL(`${e2e.server.url}/faq`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Preguntas Frecuentes');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates sign-up with the browser’s own country for the phone, and the form works', async () => {
    const context = await e2e.browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${e2e.server.url}/signup`);
    // The server knows no browser and renders the United States; the hydrated page switches to México.
    await expect.poll(() => page.getByRole('combobox').first().inputValue()).toBe('MX');
    // The form is live, not just painted: a Mexican number is read back and enables the button.
    await page.getByLabel('Teléfono de WhatsApp').fill('33 2345 6789');
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('México');
    expect(await page.getByRole('button', { name: 'Registrarme' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
