import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  registerThroughApi,
  signedInPage as signInBrowser,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
} from './support/harness';

describe('the home panel: reminders and medications in Chromium', () => {
  const e2e = useServerAndBrowser();

  const register = async () =>
    (await registerThroughApi(e2e.server.url, { email: uniqueEmail('panel') })).token;

  /** A signed-in page (the token is in local storage before any script runs), not yet navigated. */
  async function signedInPage(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const token = await register();
    const page = await signInBrowser(e2e.browser, { token }, viewport);
    return { page, token };
  }

  async function openHome(viewport?: { width: number; height: number }) {
    const { page, token } = await signedInPage(viewport);
    await page.goto(`${e2e.server.url}/health/home`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/¡Hola/);
    return { page, token };
  }

  const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

  /** The schedules a card lists, read from the accessible names of their ✕ buttons. */
  async function listed(scope: Locator, noun: 'recordatorio' | 'horario'): Promise<string[]> {
    const prefix = `Eliminar ${noun} `;
    const buttons = scope.getByRole('button', { name: new RegExp(`^${prefix}`) });
    const labels = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    return labels.map((label) => (label ?? '').slice(prefix.length));
  }

  const summary = (page: Page) =>
    page
      .getByRole('list', { name: 'Mis recordatorios configurados:' })
      .getByRole('listitem')
      .allTextContents();

  const notice = (page: Page) => page.getByRole('status').textContent();

  async function addReminder(
    page: Page,
    metric: string,
    fill: (form: Locator) => Promise<void>,
  ): Promise<Locator> {
    await page.getByRole('button', { name: `Nuevo recordatorio de ${metric}` }).click();
    const form = page.getByRole('form', { name: `Nuevo recordatorio de ${metric}` });
    await fill(form);
    await form.getByRole('button', { name: 'Guardar' }).click();
    return form;
  }

  it('shows every empty state, then Ana sets daily, weekly and monthly reminders, edits and deletes', async () => {
    const { page } = await openHome();
    for (const metric of ['Glucosa', 'Presión arterial', 'Peso']) {
      await expect.poll(() => card(page, metric).getByText('Sin recordatorios').isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('No has agregado medicamentos').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Aún no tienes recordatorios/).isVisible()).toBe(true);

    // Daily glucose three times a day: three reminders.
    const glucose = card(page, 'Glucosa');
    await addReminder(page, 'Glucosa', async (form) => {
      expect(await form.getByLabel('Frecuencia').inputValue()).toBe('daily');
      await form.getByLabel('Veces al día').selectOption('3');
      expect(await form.getByLabel('Hora 3').inputValue()).toBe('08:00');
      await form.getByLabel('Hora 1').fill('07:00');
      // Times are 24 h whatever the device's clock setting; a loose "1400" is read as 14:00.
      await form.getByLabel('Hora 2').fill('1400');
      await form.getByLabel('Hora 2').blur();
      expect(await form.getByLabel('Hora 2').inputValue()).toBe('14:00');
      await form.getByLabel('Hora 3').fill('21:30');
    });
    await expect.poll(() => notice(page)).toContain('3 recordatorios guardados');
    await expect
      .poll(() => listed(glucose, 'recordatorio'))
      .toEqual(['diario a las 07:00', 'diario a las 14:00', 'diario a las 21:30']);
    // The form closed and focus went back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Nuevo recordatorio de Glucosa',
    );

    // Weekly blood pressure on Monday; changing the frequency resets the fields.
    await addReminder(page, 'Presión arterial', async (form) => {
      await form.getByLabel('Hora').fill('10:15');
      await form.getByLabel('Frecuencia').selectOption('weekly');
      expect(await form.getByLabel('Hora').inputValue()).toBe('08:00');
      expect(await form.getByLabel('Día de la semana').inputValue()).toBe('0');
      const weekdays = await form.getByLabel('Día de la semana').locator('option').allTextContents();
      expect(weekdays).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
      expect(await form.getByLabel('Veces al día').count()).toBe(0);
      await form.getByLabel('Hora').fill('21:00');
    });
    await expect
      .poll(() => listed(card(page, 'Presión arterial'), 'recordatorio'))
      .toEqual(['lunes a las 21:00']);

    // Monthly weight on the 31st; daily weight offers one time only.
    await addReminder(page, 'Peso', async (form) => {
      expect(await form.getByLabel('Veces al día').count()).toBe(0);
      await form.getByLabel('Frecuencia').selectOption('monthly');
      expect(await form.getByLabel('Día del mes').inputValue()).toBe('1');
      await form.getByLabel('Día del mes').selectOption('31');
      await form.getByLabel('Hora').fill('09:30');
    });
    await expect
      .poll(() => listed(card(page, 'Peso'), 'recordatorio'))
      .toEqual(['día 31 de cada mes a las 09:30']);
    expect(await summary(page)).toEqual([
      'Glucosa · diario a las 07:00',
      'Glucosa · diario a las 14:00',
      'Glucosa · diario a las 21:30',
      'Presión arterial · lunes a las 21:00',
      'Peso · día 31 de cada mes a las 09:30',
    ]);

    // Edit one in place.
    await glucose.getByRole('button', { name: 'Editar recordatorio diario a las 14:00' }).click();
    const edit = page.getByRole('form', { name: 'Editar recordatorio diario a las 14:00' });
    expect(await edit.getByLabel('Hora').inputValue()).toBe('14:00');
    await edit.getByLabel('Hora').fill('15:00');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => notice(page)).toContain('Recordatorio guardado');
    await expect
      .poll(() => listed(glucose, 'recordatorio'))
      .toEqual(['diario a las 07:00', 'diario a las 15:00', 'diario a las 21:30']);

    // Delete one.
    await glucose.getByRole('button', { name: 'Eliminar recordatorio diario a las 21:30' }).click();
    await expect.poll(() => notice(page)).toContain('Recordatorio eliminado');
    await expect
      .poll(() => listed(glucose, 'recordatorio'))
      .toEqual(['diario a las 07:00', 'diario a las 15:00']);
    // Its row is gone; focus waits on the card's add button, not at the top of the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Nuevo recordatorio de Glucosa',
    );

    // Everything is on the e2e.server.
    await page.reload();
    await expect
      .poll(() => summary(page))
      .toEqual([
        'Glucosa · diario a las 07:00',
        'Glucosa · diario a las 15:00',
        'Presión arterial · lunes a las 21:00',
        'Peso · día 31 de cada mes a las 09:30',
      ]);
    await page.context().close();
  });

  it('adds a medication with a schedule, edits it, deletes the schedule and then the medication', async () => {
    const { page } = await openHome();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await page.getByRole('button', { name: 'Añadir medicamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir medicamento' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Losartan');
    expect(await dialog.getByLabel('Dosis (opcional)').getAttribute('placeholder')).toBe('50 mg');

    // Without a name nothing is sent; the field says why.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => dialog.getByText('El nombre del medicamento es obligatorio.').isVisible())
      .toBe(true);
    expect(await dialog.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await dialog.getByLabel('Nombre').fill('Losartan');
    await dialog.getByLabel('Dosis (opcional)').fill('50 mg');
    await dialog.getByLabel('Frecuencia').selectOption('weekly');
    await dialog.getByLabel('Día de la semana').selectOption('0');
    await dialog.getByLabel('Hora').fill('21:00');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => notice(page)).toContain('Medicamento agregado');
    expect(sent.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /health-users/medicamentos/',
      'POST /health-users/medication_schedules/',
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Añadir medicamento',
    );
    const medications = card(page, 'Medicamentos');
    await expect.poll(() => listed(medications, 'horario')).toEqual(['lunes a las 21:00']);
    expect(await summary(page)).toEqual(['Losartan 50 mg · lunes a las 21:00']);

    // Another schedule for it: daily, twice a day.
    await medications.getByRole('button', { name: 'Añadir horario a Losartan 50 mg' }).click();
    const more = page.getByRole('form', { name: 'Nuevo horario de Losartan 50 mg' });
    await more.getByLabel('Veces al día').selectOption('2');
    await more.getByLabel('Hora 2').fill('20:00');
    await more.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => listed(medications, 'horario'))
      .toEqual(['diario a las 08:00', 'diario a las 20:00', 'lunes a las 21:00']);

    // Change the dose in place.
    await medications.getByRole('button', { name: 'Editar medicamento Losartan 50 mg' }).click();
    const editMedication = page.getByRole('form', { name: 'Editar medicamento Losartan' });
    await editMedication.getByLabel('Dosis (opcional)').fill('100 mg');
    await editMedication.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => notice(page)).toContain('Medicamento actualizado');
    await expect.poll(() => summary(page)).toContain('Losartan 100 mg · lunes a las 21:00');

    // Delete one schedule.
    await medications.getByRole('button', { name: 'Eliminar horario lunes a las 21:00' }).click();
    await expect.poll(() => notice(page)).toContain('Horario eliminado');
    await expect
      .poll(() => listed(medications, 'horario'))
      .toEqual(['diario a las 08:00', 'diario a las 20:00']);
    expect(await summary(page)).not.toContain('Losartan 100 mg · lunes a las 21:00');

    // Delete the medication: it asks first; Cancelar keeps it.
    await medications.getByRole('button', { name: 'Borrar medicamento Losartan 100 mg' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Borrar medicamento?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await medications.getByRole('heading', { name: /Losartan/ }).isVisible()).toBe(true);

    await medications.getByRole('button', { name: 'Borrar medicamento Losartan 100 mg' }).click();
    await confirm.getByRole('button', { name: 'Borrar' }).click();
    await expect.poll(() => medications.getByText('No has agregado medicamentos').isVisible()).toBe(true);
    await expect.poll(() => notice(page)).toContain('Medicamento borrado');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Añadir medicamento');
    expect(await page.getByText(/Aún no tienes recordatorios/).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps keyboard focus inside the medication dialog and closes it with Escape', async () => {
    const { page } = await openHome();
    await page.getByRole('button', { name: 'Añadir medicamento' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Añadir medicamento' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusInDialog()).toBe(true);

    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    // Shift+Tab from the first field wraps to the last button.
    await dialog.getByLabel('Nombre').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Guardar');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Losartan');

    await page.keyboard.type('Metformina');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Añadir medicamento',
    );
    expect(await page.getByText('No has agregado medicamentos').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the spec’s error texts and never loses what was typed', async () => {
    const { page } = await signedInPage();
    // The home load fails first (500), then works after Reintentar.
    let failHome = true;
    await page.route('**/health-users/home/', (route) =>
      failHome
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Fallo interno."}' })
        : route.continue(),
    );
    await page.goto(`${e2e.server.url}/health/home`);
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('Error al cargar datos');
    failHome = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.getByText('Mis recordatorios configurados:').isVisible()).toBe(true);

    // A reminder the server refuses: the red box has the spec text plus the server's detail.
    const detail = 'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.';
    let failReminders = true;
    await page.route('**/health-users/alert_schedules/', (route) =>
      failReminders && route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail }) })
        : route.continue(),
    );
    const form = await addReminder(page, 'Presión arterial', async (fields) => {
      await fields.getByLabel('Frecuencia').selectOption('weekly');
      await fields.getByLabel('Día de la semana').selectOption('4');
      await fields.getByLabel('Hora').fill('06:45');
    });
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe(`No se pudo crear el recordatorio: ${detail}`);
    expect(await form.getByLabel('Día de la semana').inputValue()).toBe('4');
    expect(await form.getByLabel('Hora').inputValue()).toBe('06:45');
    failReminders = false;
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => listed(card(page, 'Presión arterial'), 'recordatorio'))
      .toEqual(['viernes a las 06:45']);

    // Three glucose times where the second one fails: the first is kept, the form keeps the other two.
    let glucosePosts = 0;
    await page.route('**/health-users/alert_schedules/', (route) =>
      route.request().method() === 'POST' && ++glucosePosts === 2
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail }) })
        : route.fallback(),
    );
    const glucoseForm = await addReminder(page, 'Glucosa', async (fields) => {
      await fields.getByLabel('Veces al día').selectOption('3');
      await fields.getByLabel('Hora 1').fill('07:00');
      await fields.getByLabel('Hora 2').fill('13:00');
      await fields.getByLabel('Hora 3').fill('19:00');
    });
    await expect.poll(() => glucoseForm.getByRole('alert').textContent()).toContain(detail);
    expect(await glucoseForm.getByLabel('Veces al día').inputValue()).toBe('2');
    expect(await glucoseForm.getByLabel('Hora 1').inputValue()).toBe('13:00');
    expect(await glucoseForm.getByLabel('Hora 2').inputValue()).toBe('19:00');
    await expect.poll(() => listed(card(page, 'Glucosa'), 'recordatorio')).toEqual(['diario a las 07:00']);
    await glucoseForm.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => listed(card(page, 'Glucosa'), 'recordatorio'))
      .toEqual(['diario a las 07:00', 'diario a las 13:00', 'diario a las 19:00']);

    // Deleting fails.
    await page.route('**/health-users/alert_schedules/*/', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"detail":"Inténtalo más tarde."}',
          })
        : route.continue(),
    );
    await card(page, 'Presión arterial')
      .getByRole('button', { name: 'Eliminar recordatorio viernes a las 06:45' })
      .click();
    await expect
      .poll(() => card(page, 'Presión arterial').getByRole('alert').textContent())
      .toBe('No se pudo eliminar recordatorio: Inténtalo más tarde.');
    expect(await listed(card(page, 'Presión arterial'), 'recordatorio')).toEqual(['viernes a las 06:45']);

    // A medication the server refuses: the dialog stays open with the name and dose.
    await page.route('**/health-users/medicamentos/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"detail":"El nombre del medicamento no puede tener más de 120 caracteres."}',
      }),
    );
    await page.getByRole('button', { name: 'Añadir medicamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir medicamento' });
    await dialog.getByLabel('Nombre').fill('Metformina');
    await dialog.getByLabel('Dosis (opcional)').fill('850 mg');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(
        'No se pudo agregar medicamento: El nombre del medicamento no puede tener más de 120 caracteres.',
      );
    expect(await dialog.getByLabel('Nombre').inputValue()).toBe('Metformina');
    expect(await dialog.getByLabel('Dosis (opcional)').inputValue()).toBe('850 mg');
    await page.context().close();
  });

  it('works on a 360 px phone: cards stack, nothing scrolls sideways, the dialog fits', async () => {
    const { page } = await openHome(VIEWPORTS.phone);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const boxes = await Promise.all(
      ['Glucosa', 'Presión arterial', 'Peso'].map((title) => card(page, title).boundingBox()),
    );
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y + boxes[1]!.height - 1);

    await addReminder(page, 'Glucosa', async (form) => {
      await form.getByLabel('Veces al día').selectOption('2');
      await form.getByLabel('Hora 2').fill('19:00');
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
    await expect
      .poll(() => listed(card(page, 'Glucosa'), 'recordatorio'))
      .toEqual(['diario a las 08:00', 'diario a las 19:00']);

    await page.getByRole('button', { name: 'Añadir medicamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir medicamento' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await dialog.getByLabel('Nombre').fill('Metformina');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => summary(page)).toContain('Metformina · diario a las 08:00');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
