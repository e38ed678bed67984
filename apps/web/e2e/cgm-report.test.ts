import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  callAs,
  registerThroughApi,
  screenshotIfAsked,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  visibleSoon,
  VIEWPORTS,
} from './support/harness';

const FIVE_MINUTES = 5 * 60_000;

/**
 * Two weeks of a 5-minute sensor ending now, as xDrip+ uploads them: a daily curve by local time in
 * Mexico City (UTC−6), spread from day to day, a low under 54 two nights at 03:00 and a high evening.
 */
function twoWeeksOfSensor(end: number) {
  const count = 14 * 288;
  return Array.from({ length: count }, (_, k) => {
    const date = end - (count - 1 - k) * FIVE_MINUTES;
    const local = new Date(date - 6 * 3_600_000);
    const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
    const day = Math.floor(k / 288);
    let sgv = 140 + 55 * Math.sin((2 * Math.PI * (minute - 360)) / 1440) + ((day % 7) - 3) * 9;
    if ((day === 3 || day === 9) && minute >= 180 && minute < 240) sgv = 48;
    if (day === 5 && minute >= 1200 && minute < 1320) sgv = 285;
    return {
      type: 'sgv',
      sgv: Math.round(sgv),
      date,
      dateString: new Date(date).toISOString(),
      direction: 'Flat',
      device: 'xDrip-DexcomG7',
    };
  });
}

describe('Sensor de glucosa in Chromium: two weeks of a CGM on Mis métricas and the printable report', () => {
  const e2e = useServerAndBrowser();
  const visible = visibleSoon;

  /** Ana, whose sensor uploaded 14 days through her Nightscout-compatible address. */
  async function anaWithSensor() {
    const ana = await registerThroughApi(e2e.server.url, { email: uniqueEmail('ana-agp') });
    const api = callAs(e2e.server.url, ana.token);
    const site = await api<{ base_url: string }>('GET', '/health-users/nightscout/');
    const { api_secret: secret } = await api<{ api_secret: string }>(
      'POST',
      '/health-users/nightscout/secret/',
    );
    const upload = await fetch(`${e2e.server.url}${new URL(site.base_url).pathname}/api/v1/entries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'api-secret': createHash('sha1').update(secret).digest('hex'),
      },
      body: JSON.stringify(twoWeeksOfSensor(Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES)),
    });
    expect(upload.status).toBe(200);
    return ana;
  }

  /** Until the profile is drawn: uPlot's canvas inside the chart's box. */
  async function waitForProfile(page: Page) {
    await expect
      .poll(() => page.getByTestId('agp-chart').locator('canvas').count(), { timeout: 20_000 })
      .toBe(1);
  }

  const rowsOf = (page: Page, name: string) =>
    page
      .getByRole('table', { name, exact: true })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
      );

  /** Nothing wider than the screen: a 360 px phone never scrolls sideways (tables scroll inside their box). */
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it('Ana sees her time in range, 14-day profile, CV and GMI, at 1280 and 360 px, and prints them', async () => {
    const ana = await anaWithSensor();
    for (const [label, viewport] of [
      ['1280', VIEWPORTS.desktop],
      ['360', VIEWPORTS.phone],
    ] as const) {
      const page = await signedInPage(e2e.browser, ana, viewport);
      await page.goto(`${e2e.server.url}/health/metrics`);
      await visible(page, 'Mis métricas');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Tiempo en rango' }).count(), { timeout: 20_000 })
        .toBe(1);
      await waitForProfile(page);
      await expect(page.getByRole('heading', { name: 'Perfil de glucosa de 14 días' }).count()).resolves.toBe(
        1,
      );

      const ranges = await rowsOf(page, 'Tiempo en cada rango de glucosa');
      expect(ranges.map((row) => row[0])).toEqual([
        'Muy alta (más de 250 mg/dL)',
        'Alta (181 a 250 mg/dL)',
        'En rango (70 a 180 mg/dL)',
        'Baja (54 a 69 mg/dL)',
        'Muy baja (menos de 54 mg/dL)',
      ]);
      // Two hours under 54 out of about 14 days: 0.6 %, under the 1 % target.
      const targets = await rowsOf(page, 'Metas de tiempo en rango');
      expect(targets.find((row) => row[0] === 'Menos de 1 % del tiempo debajo de 54 mg/dL')).toEqual([
        'Menos de 1 % del tiempo debajo de 54 mg/dL',
        expect.stringMatching(/^0\.[56]\s%$/),
        '✓ Sí se cumple',
      ]);
      await visible(page, 'GMI estimado (indicador de glucosa)');
      await visible(page, /Estima la A1c con el promedio del sensor/);
      await visible(page, /El sensor tuvo datos en \d+ de 14 días/);
      // The numbers behind the drawing, for a screen reader or anyone who prefers them.
      await page.getByText('Ver el perfil en números (mg/dL)').click();
      const hours = await rowsOf(page, 'Perfil de glucosa por hora del día, en mg/dL');
      expect(hours).toHaveLength(24);
      expect(hours[3]![0]).toBe('03:00');
      expect(Number(hours[3]![1])).toBeLessThan(54);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await screenshotIfAsked(page, `cgm-metrics-${label}`);

      await page.goto(`${e2e.server.url}/health/report`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
        .toBe('Reporte de salud');
      await waitForProfile(page);
      // With a sensor, its five ranges replace the three-band time in range of all glucose readings.
      expect(await page.getByRole('heading', { name: 'Glucosa: tiempo en rango' }).count()).toBe(0);
      expect(await rowsOf(page, 'Perfil de glucosa por hora del día, en mg/dL')).toHaveLength(24);
      await visible(page, 'Promedio, variabilidad y GMI');
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await screenshotIfAsked(page, `cgm-report-${label}`);
      if (label === '1280') {
        await page.emulateMedia({ media: 'print' });
        await screenshotIfAsked(page, 'cgm-report-print');
      }
      await page.context().close();
    }
  });
});
