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

describe('the WhatsApp simulator at /health/chat in Chromium', () => {
  // No WhatsApp credentials: the server runs the chat in simulator mode.
  const e2e = useServerAndBrowser();

  /** A new patient with a name the bot can greet her by. */
  async function newPatient(firstName: string) {
    const patient = await registerThroughApi(e2e.server.url, { email: uniqueEmail(firstName.toLowerCase()) });
    await callAs(e2e.server.url, patient.token)('PUT', '/health-users/profile/', {
      email: patient.email,
      first_name: firstName,
      last_name: 'Prueba',
    });
    return patient;
  }

  const conversation = (page: Page) => page.getByRole('log', { name: 'Conversación con Vitalia' });
  const messageField = (page: Page) => page.getByRole('textbox', { name: 'Escribe tu mensaje' });
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar', exact: true });
  const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });

  /** What the conversation shows now, as text. */
  const shown = async (page: Page) => (await conversation(page).innerText()).replace(/\s+/g, ' ');

  /**
   * Sends `text` (typed, then Enter or the Enviar button) and waits for the bot's answer: the text the
   * conversation gained after the sent message once a message from Vitalia follows it. Returns that answer.
   */
  async function say(page: Page, text: string, how: 'enter' | 'button' = 'enter'): Promise<string> {
    const before = await shown(page);
    await messageField(page).fill(text);
    if (how === 'enter') await messageField(page).press('Enter');
    else await sendButton(page).click();
    return answerAfter(page, before, text);
  }

  /** In text the conversation gained: what Vitalia said after the message `sent`, or null before it did. */
  function answerIn(added: string, sent: string): string | null {
    const sentAt = added.indexOf(sent);
    if (sentAt < 0) return null;
    const afterSent = added.slice(sentAt + sent.length);
    const replyAt = afterSent.indexOf('Vitalia:');
    return replyAt < 0 ? null : afterSent.slice(replyAt + 'Vitalia:'.length).trim();
  }

  /** The bot's answer to `sent`, once it appeared after what the conversation read `before`. */
  async function answerAfter(page: Page, before: string, sent: string): Promise<string> {
    const answer = async () => answerIn((await shown(page)).slice(before.length), sent);
    await expect.poll(answer, { timeout: 15_000 }).toBeTruthy();
    // An answer in two messages comes as two in a row: give the second a moment.
    await page.waitForTimeout(500);
    return (await answer()) ?? '';
  }

  it('Ana greets the bot, logs a pressure in two messages, uses the menu and a crisis glucose rings the bell', async () => {
    const ana = await newPatient('Ana');
    const page = await signedInPage(e2e.browser, { token: ana.token }, VIEWPORTS.desktop);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${e2e.server.url}/health/home`);

    // "Chat" sits in the sidebar between Reporte and the sharing pages; Conexiones (sensors) after them.
    const sidebarLinks = page.getByRole('complementary', { name: 'Menú del panel' }).getByRole('link');
    await expect.poll(() => sidebarLinks.count()).toBe(9);
    const entries = await sidebarLinks.allInnerTexts();
    expect(entries.map((entry) => entry.trim())).toEqual([
      'Inicio',
      'Métricas',
      'Reporte',
      'Chat',
      'Compartir',
      'Comparten conmigo',
      'Conexiones',
      'Perfil',
      'Pagos',
    ]);
    await page.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect.poll(() => page.url()).toBe(`${e2e.server.url}/health/chat`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Chat');

    // Clearly a simulator; an empty conversation suggests what to write.
    const banner = page.getByRole('note');
    expect(await banner.innerText()).toMatch(/^Simulador de WhatsApp: escribes como tu número registrado\./);
    await expect.poll(() => page.getByText('Aún no hay mensajes').isVisible()).toBe(true);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await messageField(page).fill('   ');
    expect(await sendButton(page).isDisabled()).toBe(true);
    for (const example of ['hola', 'azúcar 250 después de comer', 'presión 13/8', 'ayuda']) {
      await expect
        .poll(() => page.getByRole('button', { name: example, exact: true }).isVisible())
        .toBe(true);
    }

    // The "hola" example sends itself; the bot greets Ana by name.
    const empty = await shown(page);
    await page.getByRole('button', { name: 'hola', exact: true }).click();
    const greeting = await answerAfter(page, empty, 'hola');
    expect(greeting).toContain('¡Hola, Ana!');
    expect(await page.getByText('Aún no hay mensajes').count()).toBe(0);
    // Times show as HH:MM under the bubbles.
    expect(await shown(page)).toMatch(/hola \d{2}:\d{2}/);

    // A pressure in two messages: the bot asks for the other number, then confirms 130/85.
    const question = await say(page, 'presión 130');
    expect(question).toMatch(/¿Cuánto salió la baja \(diastólica\)\?/);
    const confirmation = await say(page, '85', 'button');
    expect(confirmation).toContain('130/85');
    // Shift+Enter starts a new line instead of sending.
    await messageField(page).fill('línea');
    await messageField(page).press('Shift+Enter');
    expect(await messageField(page).inputValue()).toBe('línea\n');
    await messageField(page).fill('');

    // The menu: a list message whose button opens its rows in a dialog, usable by keyboard.
    expect(await say(page, 'ayuda')).toContain('Esto es lo que puedo hacer');
    const listButton = conversation(page).locator('[aria-haspopup="dialog"]').last();
    await expect.poll(() => listButton.isVisible()).toBe(true);
    const listName = (await listButton.innerText()).trim();
    await listButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: listName });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await page.keyboard.press('Enter');
    const summaryRow = menu.getByRole('button', { name: /Resumen/ });
    await expect.poll(() => summaryRow.count()).toBe(1);
    const summaryTitle = (await summaryRow.locator('span').first().innerText()).trim();
    await page.screenshot({ path: '/tmp/chat-menu-1280.png' });
    const beforeSummary = await shown(page);
    await summaryRow.click();
    await expect.poll(() => menu.count()).toBe(0);
    const summary = await answerAfter(page, beforeSummary, summaryTitle);
    expect(summary).toMatch(/resumen de los últimos 7 días/i);
    expect(summary).toContain('130/85');

    // A crisis glucose: the 15-15 rule comes back, and the header bell counts it with the smart alert a
    // level 2 low opens (tell the doctor).
    expect(await bell(page).getAttribute('aria-label')).toBe('Notificaciones');
    const crisis = await say(page, 'glucosa 45');
    expect(crisis).toContain('15');
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notificaciones, 2 sin leer');
    expect(await bell(page).innerText()).toBe('2');
    await page.screenshot({ path: '/tmp/chat-1280.png' });

    // The reading is on Mis métricas, in Lecturas recientes.
    await page.getByRole('link', { name: 'Métricas', exact: true }).click();
    const recent = page.getByRole('list', { name: 'Lecturas recientes' }).getByRole('listitem');
    await expect
      .poll(async () => (await recent.allInnerTexts()).some((row) => /\b45\b/.test(row)), { timeout: 15_000 })
      .toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px phone: the composer stays on screen and nothing scrolls sideways (screenshot)', async () => {
    const bea = await newPatient('Bea');
    const page = await signedInPage(e2e.browser, { token: bea.token }, VIEWPORTS.phone);
    await page.goto(`${e2e.server.url}/health/chat`);
    await expect.poll(() => page.getByText('Aún no hay mensajes').isVisible()).toBe(true);
    await say(
      page,
      'hola, quiero ver https://www.example.com/una/direccion/muy/larga/que/no/cabe/en/la/pantalla',
    );

    for (const control of [messageField(page), sendButton(page)]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    }
    await expect.poll(() => messageField(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    // The address the person wrote is a link that shows itself.
    const link = conversation(page).getByRole('link', { name: /example\.com/ });
    expect(await link.first().getAttribute('href')).toMatch(/^https:\/\/www\.example\.com\//);
    await page.screenshot({ path: '/tmp/chat-360.png' });
    await page.context().close();
  });

  it('shows the server’s refusal in the red box and gives the text back to retry', async () => {
    const carla = await newPatient('Carla');
    const page = await signedInPage(e2e.browser, { token: carla.token }, VIEWPORTS.desktop);
    await page.route('**/health-users/chat/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              detail: 'El chat está conectado a WhatsApp: escríbenos desde tu teléfono.',
            }),
          })
        : route.continue(),
    );
    await page.goto(`${e2e.server.url}/health/chat`);
    await expect.poll(() => page.getByText('Aún no hay mensajes').isVisible()).toBe(true);
    await messageField(page).fill('presión 120/80');
    await messageField(page).press('Enter');
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.innerText())
      .toBe('No se pudo enviar el mensaje: El chat está conectado a WhatsApp: escríbenos desde tu teléfono.');
    expect(await messageField(page).inputValue()).toBe('presión 120/80');
    await expect.poll(() => page.getByText('Aún no hay mensajes').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('/health/chat with WhatsApp connected (cloud mode) in Chromium', () => {
  // Credentials make the server talk to WhatsApp (here an address nothing answers on; nothing is sent).
  const e2e = useServerAndBrowser({
    WHATSAPP_TOKEN: 'prueba',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_APP_SECRET: 'secreto-de-prueba',
    WHATSAPP_VERIFY_TOKEN: 'verificacion-de-prueba',
    WHATSAPP_API_URL: 'http://127.0.0.1:9/v26.0',
    CHAT_NUMBER: '5215512345678',
  });

  const WITH_PROOF_CODE =
    /^https:\/\/wa\.me\/5215512345678\?text=.*C%C3%B3digo%20de%20verificaci%C3%B3n%3A%20[A-Z]+\)$/;

  it('the sidebar’s Chat opens WhatsApp, and the page points there instead of simulating', async () => {
    const dora = await registerThroughApi(e2e.server.url, { email: uniqueEmail('dora') });
    const page = await signedInPage(e2e.browser, { token: dora.token }, VIEWPORTS.desktop);
    await page.goto(`${e2e.server.url}/health/home`);
    const sidebar = page.getByRole('complementary', { name: 'Menú del panel' });
    const chatEntry = sidebar.getByRole('link', { name: /^Chat/ });
    await expect.poll(() => chatEntry.count()).toBe(1);
    // Her number is not proven yet: once its one-use code is minted, the link's prefilled text carries it
    // (the first message from that WhatsApp proves the number).
    await expect.poll(() => chatEntry.getAttribute('href')).toMatch(WITH_PROOF_CODE);
    expect(await chatEntry.getAttribute('target')).toBe('_blank');

    await page.goto(`${e2e.server.url}/health/chat`);
    const openWhatsApp = page.getByRole('link', { name: /^Abrir WhatsApp/ });
    await expect.poll(() => openWhatsApp.count()).toBe(1);
    await expect.poll(() => openWhatsApp.getAttribute('href')).toMatch(WITH_PROOF_CODE);
    await expect.poll(() => page.getByText('+5215512345678').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Escribe tu mensaje' }).count()).toBe(0);
    expect(await page.getByText(/Simulador/).count()).toBe(0);
    await page.screenshot({ path: '/tmp/chat-cloud-1280.png' });
    await page.context().close();
  });
});
