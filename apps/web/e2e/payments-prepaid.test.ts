import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  registerThroughApi,
  screenshotIfAsked,
  signedInPage,
  useServerAndBrowser,
  VIEWPORTS,
} from './support/harness';

const badge = (page: Page) => page.getByTestId('status-badge').innerText();

/**
 * What a person over 65 needs on a phone (CONTRACTS.md section 12): every radio choice, button and link of
 * the payment area at least 44 px high, body text at least 16 px and secondary text at least 14 px.
 */
async function comfortProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const area = document.querySelector('main') ?? document.body;
    for (const element of area.querySelectorAll<HTMLElement>('button, a, label, p, legend, li')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const text = (element.innerText || '').trim().slice(0, 40);
      // Secondary text (legal fine print, a page title's subtitle) may be 14 px; body text 16 px.
      const secondary =
        element.closest('[data-fine-print], small') !== null ||
        element.previousElementSibling?.tagName === 'H1';
      if (parseFloat(style.fontSize) < (secondary ? 14 : 16)) problems.push(`${style.fontSize} «${text}»`);
      const target = element.matches('button, label') || (element.matches('a') && !element.closest('p'));
      if (target && box.height < 44) problems.push(`${Math.round(box.height)}px high «${text}»`);
    }
    return problems;
  });
}

describe('prepaid months in local test mode, in Chromium at 390 px', () => {
  const e2e = useServerAndBrowser({ TRIAL_DAYS: '0', PRICE_MXN: '29' });

  it('Rosa pays 3 months at OXXO: the voucher waits on the payments page, then the store payment activates the plan', async () => {
    const rosa = await registerThroughApi(e2e.server.url);
    const page = await signedInPage(e2e.browser, rosa, VIEWPORTS.phone);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${e2e.server.url}/health/payments`);
    await expect.poll(() => badge(page)).toBe('Sin suscripción');
    await expect
      .poll(() =>
        page
          .getByText(
            'Paga cada mes con tarjeta, o paga meses por adelantado en efectivo en OXXO o por transferencia.',
          )
          .isVisible(),
      )
      .toBe(true);

    await page.getByRole('radio', { name: /Meses por adelantado/ }).check();
    await page.getByRole('radio', { name: /3 meses/ }).check();
    await page.getByRole('radio', { name: /Efectivo en OXXO/ }).check();
    expect(
      await page.getByText('3 meses × 29 MXN = 87 MXN, IVA incluido.', { exact: false }).isVisible(),
    ).toBe(true);
    expect(await comfortProblems(page)).toEqual([]);
    await screenshotIfAsked(page, 'prepaid-choice-390');
    await page.getByRole('button', { name: 'Pagar 87 MXN por 3 meses' }).click();

    // The product's own test checkout: OXXO is chosen; "Pagar" shows the test voucher.
    await page.waitForURL(/\/health\/checkout\/test\?session=cs_test_/);
    await expect
      .poll(() => page.getByText('3 meses por adelantado: 87 MXN, IVA incluido.').isVisible())
      .toBe(true);
    expect(await page.getByRole('radio', { name: /Efectivo en OXXO/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const voucher = page.getByRole('region', { name: /Ficha de pago OXXO · Modo de prueba/ });
    await expect.poll(() => voucher.isVisible()).toBe(true);
    const reference = await voucher.getByText(/^\d{4} \d{4} \d{4} \d{4} \d{2}$/).innerText();
    expect(await voucher.getByText(/^Paga antes del \d{1,2} de [a-z]+ de \d{4}/).isVisible()).toBe(true);
    expect(await comfortProblems(page)).toEqual([]);
    await screenshotIfAsked(page, 'prepaid-test-voucher-390');

    // Back on the payments page the voucher waits, with its reference and the instructions link.
    await page.goto(`${e2e.server.url}/health/payments`);
    const pending = page.getByRole('region', { name: 'Pago pendiente' });
    await expect.poll(() => pending.isVisible()).toBe(true);
    expect(
      await pending.getByText('Tienes una ficha de OXXO por 87 MXN esperando tu pago.').isVisible(),
    ).toBe(true);
    expect(await pending.getByText(reference).isVisible()).toBe(true);
    expect(await badge(page)).toBe('Sin suscripción');
    expect(await comfortProblems(page)).toEqual([]);
    await screenshotIfAsked(page, 'prepaid-pending-390');

    // The instructions link opens the voucher; paying it at the (test) store activates 3 months.
    await pending.getByRole('link', { name: 'Ver ficha de pago OXXO' }).click();
    await page.waitForURL(/\/health\/checkout\/test\?session=cs_test_/);
    await page.getByRole('button', { name: 'Simular pago en OXXO' }).click();
    await page.waitForURL(/\/health\/checkout\/success$/);
    await page.goto(`${e2e.server.url}/health/payments`);
    await expect.poll(() => badge(page)).toBe('Activa');
    await expect
      .poll(() =>
        page
          .getByText(/^Pagaste por adelantado: tu plan está activo hasta el \d+ de \w+ de \d{4}\./)
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('region', { name: 'Pago pendiente' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    const days = await page.getByText(/días restantes en el periodo/).innerText();
    expect(Number(days.split(' ')[0])).toBeGreaterThanOrEqual(89);
    await screenshotIfAsked(page, 'prepaid-active-390');
    expect(errors).toEqual([]);
  });
});
