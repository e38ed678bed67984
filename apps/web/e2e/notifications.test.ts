import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { NotificationsReply } from '@vitalia/contracts/notifications';
import {
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
  callAs,
} from './support/harness';

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

describe('the header bell and the crisis advice in Chromium', () => {
  const e2e = useServerAndBrowser();

  const api = <T>(token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    callAs(e2e.server.url, token)<T>(method, path, body);

  const notifications = (token: string) =>
    api<NotificationsReply>(token, 'GET', '/health-users/notifications/');

  /** The bell's GET: to wait for the list the page asked for after something happened. */
  const bellLoad = (page: Page) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/health-users/notifications/') && response.request().method() === 'GET',
    );

  const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });
  /** The red badge's text ('' without one): the badge is hidden from screen readers, the name counts. */
  const badge = (page: Page) => bell(page).innerText();
  const focusIsIn = (page: Page, selector: string) =>
    page.evaluate((css) => document.activeElement?.closest(css) !== null, selector);
  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

  /** A CSS colour as [r, g, b], whatever notation the browser computes (Tailwind 4 gives oklch). */
  const rgbOf = (locator: Locator, property: 'backgroundColor' | 'borderLeftColor' | 'borderTopColor') =>
    locator.evaluate((element, name) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.fillStyle = getComputedStyle(element)[name];
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
      return [red!, green!, blue!];
    }, property);

  async function saveReadingByForm(page: Page, value: string) {
    const form = page.getByRole('form', { name: 'Registrar lectura' });
    await form.getByLabel(/^Valor/).fill(value);
    const reloaded = bellLoad(page);
    await form.getByRole('button', { name: 'Guardar lectura' }).click();
    await reloaded;
  }

  it('Ana logs a crisis glucose: red alert with the 15-15 steps, the crisis and the tell-your-doctor alert unread, read on opening', async () => {
    const ana = await registerThroughApi(e2e.server.url, { email: uniqueEmail('ana') });
    const page = await signedInPage(e2e.browser, { token: ana.token }, VIEWPORTS.desktop);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const firstLoad = bellLoad(page);
    await page.goto(`${e2e.server.url}/health/home`);
    await firstLoad;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/¡Hola/);

    // Nothing new: no badge, a plain name, and the empty panel.
    expect(await bell(page).getAttribute('aria-label')).toBe('Notificaciones');
    expect(await badge(page)).toBe('');
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
    await bell(page).click();
    await expect.poll(() => panel(page).getByText('No tienes notificaciones.').isVisible()).toBe(true);
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);

    // Glucose 45 on Mis métricas, through the form.
    await page.getByRole('link', { name: 'Métricas', exact: true }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Registrar lectura' }).count()).toBe(1);
    await saveReadingByForm(page, '45');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Valor de crisis: glucosa 45 mg/dL');
    const alertText = (await alert.textContent()) ?? '';
    expect(alertText).toContain(
      'Según la ADA, tu glucosa está muy baja: hipoglucemia nivel 2 (menos de 54 mg/dL).',
    );
    // The 15-15 rule: 15 g of fast sugar, wait 15 minutes, measure again; 911 if it does not get better.
    expect(alertText).toMatch(/Qué hacer ahora: toma 15 g de azúcar rápida .*espera 15 minutos/);
    expect(alertText).toContain('911');
    expect(alertText).toContain('También lo agregamos a tus notificaciones.');
    expect(alertText).not.toMatch(PICTOGRAPH);
    const alertBox = page.locator('[data-tone="urgent"]');
    const [red, green, blue] = await rgbOf(alertBox, 'borderTopColor');
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(80);
    expect(blue).toBeLessThan(80);
    expect(await alertBox.isVisible()).toBe(true);
    await alertBox.screenshot({ path: '/tmp/crisis-alert-1280.png' });

    // The bell rang: the crisis, and the smart alert a level 2 low opens (tell the doctor).
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notificaciones, 2 sin leer');
    expect(await badge(page)).toBe('2');
    const [badgeRed] = await rgbOf(bell(page).locator('span'), 'backgroundColor');
    expect(badgeRed).toBeGreaterThan(180);

    // The panel lists it, as a crisis, unread, just now; focus moves into the panel.
    await bell(page).click();
    const item = panel(page).getByRole('button', { name: /Valor de crisis: glucosa 45 mg\/dL/ });
    await expect.poll(() => item.count()).toBe(1);
    expect(await focusIsIn(page, '[role="dialog"]')).toBe(true);
    expect(await item.getAttribute('aria-label')).toBeNull();
    const itemName = await item.evaluate((element) =>
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | '),
    );
    expect(itemName).toMatch(
      /^Valor de crisis: glucosa 45 mg\/dL \| Sin leer \| hace (un momento|1 minuto)$/,
    );
    expect(await item.getAttribute('data-kind')).toBe('crisis');
    const [edgeRed, edgeGreen] = await rgbOf(item, 'borderLeftColor');
    expect(edgeRed).toBeGreaterThan(180);
    expect(edgeGreen).toBeLessThan(80);
    expect(await item.textContent()).toContain('Qué hacer ahora');
    expect(await item.textContent()).not.toMatch(PICTOGRAPH);
    await page.screenshot({ path: '/tmp/bell-1280.png' });

    const lowsAlert = panel(page).getByRole('button', { name: /Bajas de azúcar en los últimos 7 días/ });
    expect(await lowsAlert.count()).toBe(1);
    expect(await lowsAlert.textContent()).toContain('avisarle a tu médico');

    // Opening it marks it read: the badge counts one less, here and on the server.
    await item.click();
    expect(await item.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notificaciones, 1 sin leer');
    expect(await badge(page)).toBe('1');
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    await expect.poll(async () => (await notifications(ana.token)).unread).toBe(1);
    const onServer = (await notifications(ana.token)).items;
    expect(onServer.find((one) => one.kind === 'crisis')).toMatchObject({
      title: 'Valor de crisis: glucosa 45 mg/dL',
      read: true,
    });
    expect(onServer.find((one) => one.kind === 'alert')).toMatchObject({ read: false });

    // Keyboard: Escape closes the panel and focus goes back to the bell.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await focusedLabel(page)).toBe('Notificaciones, 1 sin leer');
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).count()).toBe(1);
    expect(await focusIsIn(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await focusedLabel(page)).toBe('Notificaciones, 1 sin leer');
    // A click outside closes it too.
    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).count()).toBe(1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => panel(page).count()).toBe(0);

    // A normal reading: a calm notice with its category and advice, and no new notification.
    await saveReadingByForm(page, '110');
    const calm = page.locator('[data-tone="normal"]');
    await expect.poll(() => calm.textContent()).toContain('Glucosa 110 mg/dL: En rango');
    expect(await calm.textContent()).not.toMatch(PICTOGRAPH);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await bell(page).getAttribute('aria-label')).toBe('Notificaciones, 1 sin leer');
    const after = await notifications(ana.token);
    expect(after.unread).toBe(1);
    expect(after.items).toHaveLength(2);
    // Closing the notice leaves focus on the value field, ready for the next reading.
    await calm.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect.poll(() => calm.count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('aria-labelledby')),
    ).toBeTruthy();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px phone, counts 9+ and marks everything read (screenshot)', async () => {
    const bea = await registerThroughApi(e2e.server.url, { email: uniqueEmail('bea') });
    const crisisReadings = [
      { metric: 'glucosa', value: 320 },
      { metric: 'presion', value: 185, v2: 125 },
      ...[40, 41, 42, 43, 44, 46, 47, 48, 49].map((value) => ({ metric: 'glucosa', value })),
    ];
    const start = Date.now() - 60 * 60_000;
    for (const [index, reading] of crisisReadings.entries()) {
      await api(bea.token, 'POST', '/health-metrics/api/readings/', {
        ...reading,
        measured_at: new Date(start + index * 60_000).toISOString(),
      });
    }
    // 11 crisis values, and the repeated-lows alert the lows open (tell the doctor).
    expect((await notifications(bea.token)).unread).toBe(12);

    const page = await signedInPage(e2e.browser, { token: bea.token }, VIEWPORTS.phone);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${e2e.server.url}/health/home`);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notificaciones, 12 sin leer');
    expect(await badge(page)).toBe('9+');

    await bell(page).click();
    const items = panel(page).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(12);
    // Newest first: the last reading logged comes first.
    expect(await items.first().textContent()).toContain('Valor de crisis: glucosa 49 mg/dL');
    expect(await items.last().textContent()).toContain('Valor de crisis: glucosa 320 mg/dL');
    // Closed, an item shows its title and two lines of text; opened, all of it.
    const closedHeight = (await items.first().boundingBox())!.height;
    // Two lines of text at the 16 px body size (CONTRACTS.md section 12), measured in the text's own
    // line height rather than a fixed number of pixels: the clamped text is at most two of its lines.
    const clamped = await items
      .first()
      .locator('.line-clamp-2')
      .evaluate(
        (text) => text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight),
      );
    expect(clamped).toBeLessThanOrEqual(2.01);
    expect(closedHeight).toBeLessThan(160);
    expect(await panel(page).textContent()).toContain('Valor de crisis: presión arterial 185/125 mmHg');
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    const markAll = panel(page).getByRole('button', { name: 'Marcar todas como leídas' });
    expect((await markAll.boundingBox())!.width).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/bell-360.png' });

    await items.first().getByRole('button').click();
    await expect
      .poll(async () => (await items.first().boundingBox())!.height)
      .toBeGreaterThan(closedHeight + 60);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notificaciones, 11 sin leer');
    await markAll.click();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notificaciones');
    expect(await badge(page)).toBe('');
    expect(await markAll.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(async () => (await notifications(bea.token)).unread).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says when it is loading and when the list cannot be loaded, then retries', async () => {
    const carla = await registerThroughApi(e2e.server.url, { email: uniqueEmail('carla') });
    const page = await signedInPage(e2e.browser, { token: carla.token }, VIEWPORTS.desktop);
    let failing = true;
    await page.route('**/health-users/notifications/', async (route) => {
      if (!failing) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 800));
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"detail":"Fallo interno."}',
      });
    });
    await page.goto(`${e2e.server.url}/health/home`);
    await bell(page).click();
    await expect.poll(() => panel(page).getByText('Cargando…').isVisible()).toBe(true);
    await expect
      .poll(() => panel(page).getByText('No se pudieron cargar las notificaciones.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    // The home panel's own error box is not confused with the bell's.
    expect(await page.getByRole('alert').count()).toBe(0);
    failing = false;
    await panel(page).getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => panel(page).getByText('No tienes notificaciones.').isVisible()).toBe(true);
    await page.context().close();
  });
});
