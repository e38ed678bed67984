import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  callAs,
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
} from './support/harness';

/**
 * Issue "done when", as a new user would: a reminder and a medication set a minute ahead on the home
 * panel arrive in the chat simulator from the real scheduler (the server's own clock), "Ya la tomé"
 * is pressed, and the home panel's adherence and the printable report count the dose.
 */
describe('reminders by chat, end to end in Chromium', () => {
  // The scheduler looks for due work every 200 ms instead of every 5 s: the minute still has to come.
  const e2e = useServerAndBrowser({ SCHEDULER_TICK_MS: '200', TZ_DEFAULT: 'America/Mexico_City' });

  const conversation = (page: Page) => page.getByRole('log', { name: 'Conversación con Vitalia' });
  const shown = async (page: Page) => (await conversation(page).innerText()).replace(/\s+/g, ' ');
  const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

  /** "HH:MM" in Mexico City, `minutes` from now (two when the current minute is nearly over). */
  function localTimeAhead(): string {
    const now = new Date();
    const minutes = now.getUTCSeconds() > 45 ? 2 : 1;
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Mexico_City',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(now.getTime() + minutes * 60_000));
  }

  it('sends the reminders at their minute, records "Ya la tomé" and shows it as adherence', async () => {
    const user = await registerThroughApi(e2e.server.url, { email: uniqueEmail('recordatorios') });
    await callAs(e2e.server.url, user.token)('PUT', '/health-users/profile/', {
      email: user.email,
      first_name: 'Rosa',
      last_name: 'Prueba',
    });
    const page = await signedInPage(e2e.browser, user);

    // She says hello to the bot first, as the simulator invites her to.
    await page.goto(`${e2e.server.url}/health/chat`);
    await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('hola');
    await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).press('Enter');
    await expect.poll(() => shown(page), { timeout: 15_000 }).toMatch(/Hola, Rosa/);

    // On the home panel: a glucose reminder and a medication, a minute ahead.
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    const at = localTimeAhead();
    await page.getByRole('button', { name: 'Nuevo recordatorio de Glucosa' }).click();
    const form = page.getByRole('form', { name: 'Nuevo recordatorio de Glucosa' });
    await form.getByLabel('Hora 1').fill(at);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => card(page, 'Glucosa').getByText(`diario a las ${at}`).count()).toBe(1);

    await page.getByRole('button', { name: 'Añadir medicamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir medicamento' });
    await dialog.getByLabel('Nombre').fill('Losartán');
    await dialog.getByLabel('Dosis (opcional)').fill('50 mg');
    await dialog.getByLabel('Hora 1').fill(at);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Both arrive in the chat at that minute.
    await page.getByRole('link', { name: 'Chat' }).first().click();
    await expect
      .poll(() => shown(page), { timeout: 150_000, interval: 1000 })
      .toMatch(/(¿Cómo amaneció tu glucosa\?|Es hora de medir tu glucosa)/);
    await expect
      .poll(() => shown(page), { timeout: 30_000 })
      .toMatch(/Es hora de tu medicamento: Losartán \(50 mg\)/);
    await page.screenshot({ path: '/tmp/e2e-reminders-chat.png', fullPage: true });

    await conversation(page).getByRole('button', { name: 'Ya la tomé' }).last().click();
    await expect.poll(() => shown(page), { timeout: 15_000 }).toMatch(/Anoté tu toma de Losartán \(50 mg\)/);

    // The home panel counts it: 1 of 1 in the last 7 days.
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    const adherence = card(page, 'Tu adherencia');
    await expect
      .poll(() => adherence.getByRole('meter').first().getAttribute('aria-valuenow'), { timeout: 15_000 })
      .toBe('100');
    expect(await adherence.innerText()).toMatch(/1 de 1/);
    await page.screenshot({ path: '/tmp/e2e-reminders-home.png', fullPage: true });

    // And the printable report lists it.
    await page.getByRole('link', { name: 'Reporte' }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/Reporte de salud/);
    await expect
      .poll(async () => (await page.locator('main').innerText()).replace(/\s+/g, ' '))
      .toMatch(/Losartán/);
  }, 240_000);
});
