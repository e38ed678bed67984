import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, startServer, type RunningServer } from './support/harness';

describe('the site starts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves the landing page with the configured price and no console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(server.url);
    await expect.poll(() => page.title()).toContain('Vitalia');
    const config = await page.evaluate(() =>
      JSON.parse(document.getElementById('vitalia-config')!.textContent!),
    );
    expect(config).toMatchObject({
      priceMxn: 29,
      trialDays: 14,
      whatsappMode: 'simulator',
      paymentsMode: 'test',
    });
    expect(errors).toEqual([]);
  });
});
