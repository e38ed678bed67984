import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughApi, signedInPage, useServerAndBrowser, VIEWPORTS } from './support/harness';

const badge = (page: Page) => page.getByTestId('status-badge').innerText();

function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  return problems;
}

describe('paying in local test mode after the trial, in Chromium', () => {
  // No trial: the person starts without a plan, as after a trial that ended without payment.
  const e2e = useServerAndBrowser({ TRIAL_DAYS: '0', PRICE_MXN: '29' });

  it('Lucía sees the banner, pays on the test checkout, watches the success page confirm it, cancels at period end', async () => {
    const lucia = await registerThroughApi(e2e.server.url);
    const page = await signedInPage(e2e.browser, lucia, VIEWPORTS.phone);
    const problems = watchForProblems(page);

    await page.goto(`${e2e.server.url}/health/home`);
    const banner = page.getByRole('complementary', { name: 'Suscripción' });
    await expect.poll(() => banner.getByText('Tu suscripción no está activa.').isVisible()).toBe(true);

    await page.goto(`${e2e.server.url}/health/payments`);
    await expect.poll(() => badge(page)).toBe('Sin suscripción');
    await expect.poll(() => page.getByText('29 MXN al mes • IVA incl.').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Modo de prueba: no se realiza ningún cargo').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Pagar con Stripe' }).click();
    await page.waitForURL(/\/health\/checkout\/test\?session=cs_test_/);
    await expect
      .poll(() => page.getByText('Modo de prueba: no se realiza ningún cargo').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('29 MXN al mes • IVA incl.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    await page.waitForURL(/\/health\/checkout\/success$/);
    await expect.poll(() => page.getByRole('heading', { name: '¡Pago recibido!' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Tu suscripción está activa.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/días restantes en el periodo/).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Ver mi suscripción' }).click();
    await expect.poll(() => badge(page)).toBe('Activa');
    await expect
      .poll(() => page.getByRole('button', { name: 'Actualizar método de pago' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Pagar con Stripe' }).count()).toBe(0);

    // Cancelling asks first; saying no changes nothing.
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar suscripción' });
    await expect.poll(() => dialog.getByText(/para cancelar al final del periodo/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            /Tu suscripción se cancelará al final del periodo: seguirá activa hasta el \d+ de \w+ de \d{4}\./,
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await badge(page)).toBe('Activa');
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);

    // The banner is gone from the home panel while the plan runs.
    await page.goto(`${e2e.server.url}/health/home`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Hola/);
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('leaving the test checkout lands on the cancel page, which leads back to paying', async () => {
    const mario = await registerThroughApi(e2e.server.url);
    const page = await signedInPage(e2e.browser, mario, VIEWPORTS.desktop);
    await page.goto(`${e2e.server.url}/health/payments`);
    await page.getByRole('button', { name: 'Pagar con Stripe' }).click();
    await page.waitForURL(/\/health\/checkout\/test/);
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await page.waitForURL(/\/health\/checkout\/cancel$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Pago cancelado' }).isVisible()).toBe(true);
    expect(
      await page
        .getByText('No se ha completado el pago. Puedes volver a intentarlo cuando gustes.')
        .isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Volver a pagar' }).click();
    await page.waitForURL(/\/health\/payments$/);
    await expect.poll(() => badge(page)).toBe('Sin suscripción');
  });
});

describe('a trial user in Chromium', () => {
  const e2e = useServerAndBrowser({ TRIAL_DAYS: '14' });

  it('Nora sees her 14 trial days and the pay button, nothing to cancel; paying keeps the trial days and says when the first charge is', async () => {
    const nora = await registerThroughApi(e2e.server.url);
    const page = await signedInPage(e2e.browser, nora, VIEWPORTS.desktop);
    await page.goto(`${e2e.server.url}/health/payments`);
    await expect.poll(() => badge(page)).toBe('En prueba');
    await expect.poll(() => page.getByText('14 días restantes en el periodo').isVisible()).toBe(true);
    expect(await page.getByText('14 días de prueba gratis al registrarte, sin tarjeta.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Actualizar método de pago' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Pagar con Stripe' }).click();
    await page.waitForURL(/\/health\/checkout\/test/);
    await expect.poll(() => page.getByText(/Conservas tus 14 días de prueba/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/health\/checkout\/success$/);
    // One true sentence on both pages: the subscription is active, its first charge when the trial ends.
    const firstCharge = page.getByText(/^Activa: tu primer cargo será el \d{1,2} de [a-z]+ de \d{4}\.$/);
    await expect.poll(() => firstCharge.isVisible()).toBe(true);
    const said = await firstCharge.textContent();
    await expect.poll(() => page.getByText('14 días restantes en el periodo').isVisible()).toBe(true);
    await page.goto(`${e2e.server.url}/health/payments`);
    await expect.poll(() => badge(page)).toBe('Activa');
    await expect.poll(() => page.getByText(said!, { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Cancelar suscripción' }).isVisible())
      .toBe(true);
  });
});
