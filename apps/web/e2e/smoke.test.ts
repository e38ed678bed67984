import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';

describe('the site starts in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('serves the landing page with the configured price and no console errors', async () => {
    const page = await e2e.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(e2e.server.url);
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
