import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
} from './support/harness';

describe('the sign-up phone field reads national numbers of the selected country, in Chromium', () => {
  const e2e = useServerAndBrowser();

  // A browser in the United States: the region preselects its country (a Mexican browser preselects
  // México, see phone-proof.test.ts).
  async function openSignup(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const context = await e2e.browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/signup`);
    await expect.poll(() => phoneInput(page).isVisible()).toBe(true);
    return page;
  }

  const phoneInput = (page: Page) => page.getByLabel('Teléfono de WhatsApp');
  const countrySelect = (page: Page) => page.getByLabel('País del teléfono');
  /** The line under the field that says how the number is read. */
  const reading = (page: Page) => page.getByText(/^Se leerá como|^Escribe tu número con/).textContent();
  /** What the selector shows: the flag and the calling code. */
  const selectorText = (page: Page) =>
    countrySelect(page)
      .locator('xpath=..')
      .evaluate((box) =>
        [...box.children]
          .filter((child) => child.tagName !== 'SELECT')
          .map((child) => child.textContent ?? '')
          .join(' ')
          .trim(),
      );

  async function finishSignup(page: Page) {
    const password = 'clave-de-prueba-1';
    await page.getByLabel('Tu nombre').fill('Prueba');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('telefono'));
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByLabel('Confirmar contraseña').fill(password);
    const submit = page.getByRole('button', { name: 'Registrarme' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL(`${e2e.server.url}/health/home`);
  }

  /** The phone the server stored for the signed-in user, read with the token the page saved. */
  async function storedPhone(page: Page): Promise<string | undefined> {
    const token = await page.evaluate(() => localStorage.getItem('healthToken'));
    const response = await fetch(`${e2e.server.url}/health-users/pacientes/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const [paciente] = (await response.json()) as { telefono: string }[];
    return paciente?.telefono;
  }

  it('reads 2015550123 as a United States number and signs up with +12015550123', async () => {
    const page = await openSignup();
    // Nothing is typed for the person: the field is empty, the selector and the line below name the country.
    expect(await phoneInput(page).inputValue()).toBe('');
    expect(await countrySelect(page).inputValue()).toBe('US');
    expect(await selectorText(page)).toBe('+1');
    expect(await reading(page)).toBe(
      'Se leerá como número de Estados Unidos (+1). Elige tu país si es otro.',
    );
    expect(await phoneInput(page).getAttribute('aria-describedby')).toBe(
      await page.getByText(/^Se leerá como/).getAttribute('id'),
    );

    await phoneInput(page).click();
    await phoneInput(page).pressSequentially('2015550123');
    await expect
      .poll(() => reading(page))
      .toBe('Se leerá como número de Estados Unidos: +1 201 555 0123. Elige tu país si es otro.');
    expect(await phoneInput(page).inputValue()).toBe('(201) 555-0123');
    expect(await countrySelect(page).inputValue()).toBe('US');
    // Not Egypt's +20 15 550123, which the old field made of the same digits.
    expect(await reading(page)).not.toMatch(/\+20|Egipto/);
    expect(await phoneInput(page).getAttribute('aria-invalid')).toBe('false');

    await finishSignup(page);
    expect(await storedPhone(page)).toBe('+12015550123');
    await page.context().close();
  });

  it('does not read 5512345678 as Brazil; with México selected it signs up as +525512345678, shown grouped in Mi Perfil', async () => {
    const page = await openSignup();
    await phoneInput(page).click();
    await phoneInput(page).pressSequentially('5512345678');
    await expect
      .poll(() => reading(page))
      .toBe('Se leerá como número de Estados Unidos: +1 551 234 5678. Elige tu país si es otro.');
    expect(await countrySelect(page).inputValue()).toBe('US');
    expect(await selectorText(page)).toBe('+1');
    expect(await phoneInput(page).inputValue()).toBe('(551) 234-5678');
    const shown = [await reading(page), await selectorText(page), await phoneInput(page).inputValue()];
    expect(shown.join(' ')).not.toMatch(/\+55|Brasil/);

    // Ana is in Mexico: she clears the number, picks México (at the top of the list) and types it again.
    await phoneInput(page).fill('');
    const topOfList = await countrySelect(page)
      .locator('option')
      .evaluateAll((options) => options.slice(0, 2).map((option) => option.textContent));
    expect(topOfList).toEqual(['México', 'Estados Unidos']);
    await countrySelect(page).selectOption({ label: 'México' });
    await expect
      .poll(() => reading(page))
      .toBe('Se leerá como número de México (+52). Elige tu país si es otro.');
    expect(await selectorText(page)).toBe('+52');
    await phoneInput(page).click();
    await phoneInput(page).pressSequentially('5512345678');
    await expect
      .poll(() => reading(page))
      .toBe('Se leerá como número de México: +52 55 1234 5678. Elige tu país si es otro.');
    expect(await phoneInput(page).inputValue()).toBe('55 1234 5678');

    await finishSignup(page);
    expect(await storedPhone(page)).toBe('+525512345678');

    await page.goto(`${e2e.server.url}/health/profile`);
    await expect
      .poll(() => page.getByLabel('Teléfono', { exact: true }).inputValue())
      .toBe('+52 55 1234 5678');
    await page.context().close();
  });

  it('takes any international number after a leading "+", and the selector follows it', async () => {
    const page = await openSignup(VIEWPORTS.phone);
    await phoneInput(page).click();
    await phoneInput(page).pressSequentially('+34612345678');
    await expect
      .poll(() => reading(page))
      .toBe('Se leerá como número de España: +34 612 34 56 78. Elige tu país si es otro.');
    expect(await countrySelect(page).inputValue()).toBe('ES');
    // Spain's flag is not in the sign-up bundle: until its image arrives the selector shows the country's
    // code ("ES +34"), then the flag and the calling code alone.
    await expect.poll(() => selectorText(page)).toBe('+34');
    // It arrives as an inline image, allowed by the page's policy.
    await expect
      .poll(() =>
        countrySelect(page)
          .locator('xpath=..')
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);

    // A number that is not valid for the chosen country keeps the button off and says so.
    await phoneInput(page).fill('');
    await countrySelect(page).selectOption({ label: 'México' });
    await phoneInput(page).pressSequentially('551234');
    await expect
      .poll(() => page.getByText('Número inválido para el país seleccionado').isVisible())
      .toBe(true);
    expect(await phoneInput(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Registrarme' }).isDisabled()).toBe(true);
    expect(await reading(page)).toBe('Se leerá como número de México (+52). Elige tu país si es otro.');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('shows a Mexican number grouped in Mi Perfil', async () => {
    const { phone, token } = await registerThroughApi(e2e.server.url, {
      email: uniqueEmail('perfil'),
      phone: '+525544332211',
    });
    expect(phone).toBe('+525544332211');
    const page = await signedInPage(e2e.browser, { token }, VIEWPORTS.phone);
    await page.goto(`${e2e.server.url}/health/profile`);
    await expect
      .poll(() => page.getByLabel('Teléfono', { exact: true }).inputValue())
      .toBe('+52 55 4433 2211');
    await page.context().close();
  });
});
