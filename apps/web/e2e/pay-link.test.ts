import { describe, expect, it } from 'vitest';
import {
  callAs,
  registerThroughApi,
  screenshotIfAsked,
  signedInPage,
  useServerAndBrowser,
} from './support/harness';
import { comfortOffenders } from './support/reading-comfort';

const PHONE_390 = { width: 390, height: 844 };

/**
 * A relative pays (CONTRACTS.md section 7), in Chromium at 390 px in local test mode: Rosa makes a link on
 * her payments page; her daughter, in a browser with no session, opens it, sees only "Rosa", pays 1 month
 * by card on the test page; Rosa then reads on her payments page who paid.
 */
describe('a relative pays from the link, in Chromium at 390 px', () => {
  const e2e = useServerAndBrowser({ TRIAL_DAYS: '0', PRICE_MXN: '29' });

  it('Rosa sends a link; Ana Sofía pays 1 month without an account; Rosa sees her name', async () => {
    const rosa = await registerThroughApi(e2e.server.url);
    await callAs(e2e.server.url, rosa.token)('PUT', '/health-users/profile/', {
      email: rosa.email,
      first_name: 'Rosa',
      last_name: 'Apellido-Privado',
    });
    const owner = await signedInPage(e2e.browser, rosa, PHONE_390);
    const errors: string[] = [];
    owner.on('pageerror', (error) => errors.push(error.message));

    // Rosa makes the link on her payments page: the WhatsApp button carries it.
    await owner.goto(`${e2e.server.url}/health/payments`);
    const section = owner.getByRole('region', { name: 'Que un familiar pague por ti' });
    await expect.poll(() => section.isVisible()).toBe(true);
    await section.getByRole('button', { name: 'Crear enlace de pago' }).click();
    const field = section.getByRole('textbox', { name: 'Enlace de pago' });
    await expect.poll(() => field.isVisible()).toBe(true);
    const url = await field.inputValue();
    expect(url).toMatch(new RegExp(`^${e2e.server.url}/pagar/[A-Za-z0-9_-]{43}$`));
    const whatsapp = await section.getByRole('link', { name: /Enviar por WhatsApp/ }).getAttribute('href');
    expect(whatsapp!.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp!.slice('https://wa.me/?text='.length))).toContain(url);
    expect(await comfortOffenders(owner)).toEqual([]);
    await screenshotIfAsked(owner, 'pay-link-made-390');

    // Her daughter opens it in a browser of her own, with no session.
    const context = await e2e.browser.newContext({ viewport: PHONE_390, locale: 'es-MX' });
    const relative = await context.newPage();
    relative.on('pageerror', (error) => errors.push(error.message));
    await relative.goto(url);
    await expect
      .poll(() => relative.getByRole('heading', { name: 'Paga Vitalia para Rosa' }).isVisible())
      .toBe(true);
    expect(await relative.getByText('Modo de prueba: no se realiza ningún cargo').isVisible()).toBe(true);
    const text = await relative.locator('main').innerText();
    expect(text).not.toContain('Apellido-Privado');
    expect(text).not.toContain(rosa.email);

    // A name with nothing in it is refused beside the field; then her name, 1 month, by card.
    await relative.getByRole('button', { name: 'Pagar 29 MXN por 1 mes' }).click();
    const name = relative.getByRole('textbox', { name: 'Tu nombre' });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await relative.getByText(/^Escribe tu nombre/).isVisible()).toBe(true);
    await name.fill('Ana Sofía');
    await relative.getByRole('radio', { name: /^1 mes/ }).check();
    await relative.getByRole('radio', { name: /Tarjeta/ }).check();
    expect(
      await relative.getByText('1 mes × 29 MXN = 29 MXN, IVA incluido.', { exact: false }).isVisible(),
    ).toBe(true);
    expect(await comfortOffenders(relative)).toEqual([]);
    await screenshotIfAsked(relative, 'pay-link-page-390');
    await relative.getByRole('button', { name: 'Pagar 29 MXN por 1 mes' }).click();

    // The product's own test page, by the link's code; "Pagar" completes it.
    await relative.waitForURL(/\/pagar\/[A-Za-z0-9_-]{43}\/prueba\?session=cs_test_/);
    await expect
      .poll(() => relative.getByText('1 mes por adelantado: 29 MXN, IVA incluido.').isVisible())
      .toBe(true);
    expect(await comfortOffenders(relative)).toEqual([]);
    await relative.getByRole('button', { name: 'Pagar', exact: true }).click();
    await relative.waitForURL(/\/pagar\/gracias$/);
    await expect
      .poll(() => relative.getByRole('heading', { name: '¡Gracias por tu pago!' }).isVisible())
      .toBe(true);
    await screenshotIfAsked(relative, 'pay-link-thanks-390');

    // The link is used up.
    await relative.goto(url);
    await expect.poll(() => relative.getByText(/^Este enlace de pago ya se usó/).isVisible()).toBe(true);
    await context.close();

    // Rosa sees who paid and when, and her plan is active.
    await owner.reload();
    await expect
      .poll(() =>
        section
          .getByText(/^Ana Sofía pagó 1 mes \(29 MXN\) con tarjeta el \d{1,2} de [a-z]+ de \d{4}\.$/)
          .isVisible(),
      )
      .toBe(true);
    expect(await owner.getByTestId('status-badge').innerText()).toBe('Activa');
    expect(await comfortOffenders(owner)).toEqual([]);
    await screenshotIfAsked(owner, 'pay-link-paid-390');
    expect(errors).toEqual([]);
  });
});
