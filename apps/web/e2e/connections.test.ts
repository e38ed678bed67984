import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  screenshotIfAsked,
  useServerAndBrowser,
  visibleSoon,
  VIEWPORTS,
} from './support/harness';

describe('Conexiones in Chromium: a CGM app uploads to the person’s Nightscout-compatible address', () => {
  const e2e = useServerAndBrowser();
  const visible = visibleSoon;
  const shot = screenshotIfAsked;

  it('Ana turns it on, renews the secret, xDrip+ uploads, and she sees the last upload and its device', async () => {
    const ana = await registerThroughApi(e2e.server.url, { email: uniqueEmail('ana-cgm') });
    const page = await signedInPage(e2e.browser, ana, VIEWPORTS.desktop);
    await page.goto(`${e2e.server.url}/health/home`);
    await page.getByRole('link', { name: 'Conexiones' }).first().click();
    await visible(page, 'Sensor o glucómetro (compatible con Nightscout)');
    await visible(page, 'Aún no llega ninguna lectura.');
    const baseUrl = await page.getByLabel('Dirección (URL base)', { exact: true }).inputValue();
    // PUBLIC_URL's address; the test calls the same path on the server it started.
    expect(baseUrl).toMatch(/^http:\/\/.+\/ns\/[a-z0-9]{16}$/);
    const siteUrl = `${e2e.server.url}${new URL(baseUrl).pathname}`;
    expect(await page.getByLabel('Token de solo lectura', { exact: true }).inputValue()).toMatch(/^lectura-/);

    await page.getByRole('button', { name: 'Activar y crear API secret' }).click();
    const secretField = page.getByLabel('API secret nuevo', { exact: true });
    await expect.poll(() => secretField.inputValue(), { timeout: 10_000 }).toMatch(/^.{12,}$/);
    const first = await secretField.inputValue();
    await page.getByRole('button', { name: 'Renovar API secret' }).click();
    await expect.poll(() => secretField.inputValue(), { timeout: 10_000 }).not.toBe(first);
    const secret = await secretField.inputValue();
    await visible(page, 'Cópialo ahora: por seguridad no lo volveremos a mostrar.');
    await shot(page, 'connections-secret-1280');

    // xDrip+ uploads three sensor values with the SHA-1 of the secret, as it does.
    const now = Date.now();
    const entries = [0, 5, 10].map((minutes, i) => ({
      type: 'sgv',
      sgv: 118 + i * 4,
      date: now - minutes * 60_000,
      dateString: new Date(now - minutes * 60_000).toISOString(),
      direction: 'Flat',
      device: 'xDrip-LibreReceiver',
    }));
    const sha1 = createHash('sha1').update(secret).digest('hex');
    const stale = await fetch(`${siteUrl}/api/v1/entries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'api-secret': createHash('sha1').update(first).digest('hex'),
      },
      body: JSON.stringify(entries),
    });
    expect(stale.status).toBe(401);
    const upload = await fetch(`${siteUrl}/api/v1/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-secret': sha1 },
      body: JSON.stringify(entries),
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toHaveLength(3);

    await page.reload();
    await visible(page, 'xDrip-LibreReceiver');
    await expect.poll(() => page.getByText('Aún no llega ninguna lectura.').count()).toBe(0);
    // The secret is not shown again after leaving the page.
    expect(await page.getByLabel('API secret nuevo', { exact: true }).count()).toBe(0);
    await visible(page, 'Tu conexión está activa.');
    await shot(page, 'connections-1280');

    const phone = await signedInPage(e2e.browser, ana, VIEWPORTS.phone);
    await phone.goto(`${e2e.server.url}/health/connections`);
    await visible(phone, 'xDrip-LibreReceiver');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone, 'connections-360');

    // The sensor values are on her readings list, marked as from the sensor.
    await phone.goto(`${e2e.server.url}/health/metrics`);
    await visible(phone, 'Sensor (CGM)');
  });
});
