import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NotificationsReply } from '@vitalia/contracts/notifications';
import { comfortOffenders, contrastOffenders } from './support/reading-comfort';
import {
  callAs,
  registerThroughApi,
  screenshotIfAsked,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  visibleSoon,
} from './support/harness';

const PHONE = { width: 390, height: 844 };

interface Listed {
  readings: Array<{ value: number; source: string; fuera_de_rango?: string }>;
}

/**
 * A glucose typed as mmol/L on the web form (CONTRACTS.md section 6, "Safety first"): the form shows the
 * conversion and sends nothing until the person saves it as mg/dL or corrects it (issue 38: "5,6" was
 * stored as "LO, menos de 20" and raised a crisis).
 */
describe('a glucose typed in mmol/L on the reading form, on a 390 px phone', () => {
  const e2e = useServerAndBrowser();

  /** Every reading the page sends, to prove that nothing went before the answer. */
  function postedReadings(page: Page): unknown[] {
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/health-metrics/api/readings/'))
        posted.push(request.postDataJSON());
    });
    return posted;
  }

  it('"5,6" is offered as 101 mg/dL and saved so once confirmed, with no crisis; "7.8" is corrected to 140', async () => {
    const rosa = await registerThroughApi(e2e.server.url, { email: uniqueEmail('mmol') });
    const api = callAs(e2e.server.url, rosa.token);
    const page = await signedInPage(e2e.browser, { token: rosa.token }, PHONE);
    const posted = postedReadings(page);
    await page.goto(`${e2e.server.url}/health/metrics`);
    const form = page.getByRole('form', { name: 'Registrar lectura' });
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1);
    expect(await form.getByLabel('Métrica de la lectura').inputValue()).toBe('glucosa');
    const value = form.getByLabel(/^Valor/);

    // "5,6": the conversion, in large plain words, and nothing sent yet.
    await value.fill('5,6');
    await form.getByRole('button', { name: 'Guardar lectura' }).click();
    const question = form.getByRole('group', { name: '5.6 mmol/L son 101 mg/dL' });
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.textContent()).toContain('¿La guardo como 101 mg/dL?');
    const titleSize = await question
      .getByText('5.6 mmol/L son 101 mg/dL')
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(titleSize).toBeGreaterThanOrEqual(24);
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.getByRole('button', { name: 'Guardar lectura' }).count()).toBe(0);
    // Readable at 65 and on the phone's width, like the rest of the page (CONTRACTS.md section 12).
    expect(await comfortOffenders(page)).toEqual([]);
    expect(await contrastOffenders(page)).toEqual([]);
    const box = await question.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(posted).toEqual([]);
    await screenshotIfAsked(page, 'mmol-question-390');

    await question.getByRole('button', { name: 'Sí, guardar 101 mg/dL' }).click();
    await visibleSoon(page, 'Lectura guardada');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ metric: 'glucosa', value: 101 });
    expect(await question.count()).toBe(0);
    expect(await value.inputValue()).toBe('');
    // The notice under the form reads a normal glucose, not the crisis alert of a "LO".
    await expect.poll(() => page.locator('[data-tone="normal"]').count()).toBe(1);
    expect(await page.locator('[data-tone="urgent"]').count()).toBe(0);

    // "7.8", then "Corregir": back to the field with the value selected; she types 140 and it goes as is.
    await value.fill('7.8');
    await form.getByRole('button', { name: 'Guardar lectura' }).click();
    const second = form.getByRole('group', { name: '7.8 mmol/L son 141 mg/dL' });
    await expect.poll(() => second.isVisible()).toBe(true);
    await second.getByRole('button', { name: 'No, corregir el valor' }).click();
    expect(await second.count()).toBe(0);
    expect(await value.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('140');
    expect(await value.inputValue()).toBe('140');
    expect(posted).toHaveLength(1);
    await form.getByRole('button', { name: 'Guardar lectura' }).click();
    await expect.poll(() => posted.length).toBe(2);
    expect(posted[1]).toMatchObject({ metric: 'glucosa', value: 140 });
    await expect.poll(() => value.inputValue()).toBe('');

    // Stored: 140 and 101 mg/dL from the web, neither beyond the meter's range.
    const listed = await api<Listed>('GET', '/health-metrics/api/readings/?metric=glucosa');
    expect(listed.readings.map(({ value: stored, source }) => ({ value: stored, source }))).toEqual([
      { value: 140, source: 'web' },
      { value: 101, source: 'web' },
    ]);
    expect(listed.readings.some((reading) => reading.fuera_de_rango)).toBe(false);

    // The bell: no crisis, on the server and in the panel.
    const bell = await api<NotificationsReply>('GET', '/health-users/notifications/');
    expect(bell.items.filter((item) => item.kind === 'crisis')).toEqual([]);
    await page.reload();
    const bellButton = page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
    await expect.poll(() => bellButton.count(), { timeout: 15_000 }).toBe(1);
    await bellButton.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.textContent()).not.toMatch(/crisis|LO, menos de 20/i);
    await page.context().close();
  });

  it('a changed value in the form withdraws the question; a stored reading corrected to "6,1" asks first', async () => {
    const rosa = await registerThroughApi(e2e.server.url, { email: uniqueEmail('mmol-edit') });
    const api = callAs(e2e.server.url, rosa.token);
    await api('POST', '/health-metrics/api/readings/', {
      metric: 'glucosa',
      value: 180,
      measured_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const page = await signedInPage(e2e.browser, { token: rosa.token }, PHONE);
    const posted = postedReadings(page);
    await page.goto(`${e2e.server.url}/health/metrics`);
    const form = page.getByRole('form', { name: 'Registrar lectura' });
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1);

    // A question shown, then the value changed: it goes, and nothing was sent.
    await form.getByLabel(/^Valor/).fill('6,1');
    await form.getByRole('button', { name: 'Guardar lectura' }).click();
    await expect.poll(() => form.getByRole('group', { name: /mmol\/L son/ }).count()).toBe(1);
    await form.getByLabel(/^Valor/).fill('6,');
    expect(await form.getByRole('group', { name: /mmol\/L son/ }).count()).toBe(0);
    expect(posted).toEqual([]);

    // Editar lectura: 180 corrected to "6,1" shows 110 mg/dL first, saved only on the answer.
    const recent = page.getByRole('list', { name: 'Lecturas recientes' });
    await expect.poll(() => recent.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    await recent.getByRole('button', { name: /^Editar/ }).click();
    const dialog = page.getByRole('dialog', { name: /Editar lectura de glucosa/ });
    await dialog.getByLabel(/^Valor/).fill('6,1');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    const question = dialog.getByRole('group', { name: '6.1 mmol/L son 110 mg/dL' });
    await expect.poll(() => question.isVisible()).toBe(true);
    const patched = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/readings/'),
    );
    await question.getByRole('button', { name: 'Sí, guardar 110 mg/dL' }).click();
    expect((await patched).status()).toBe(200);
    const listed = await api<Listed>('GET', '/health-metrics/api/readings/?metric=glucosa');
    expect(listed.readings.map((reading) => reading.value)).toEqual([110]);
    expect(posted).toEqual([]);
    await page.context().close();
  });
});
