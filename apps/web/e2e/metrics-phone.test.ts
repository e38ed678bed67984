import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  callAs,
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
} from './support/harness';

const PHONE = { width: 390, height: 844 };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
/** The consensus colours (CONTRACTS.md section 12), as the browser computes them. */
const CONSENSUS = {
  very_low: 'rgb(127, 29, 29)',
  low: 'rgb(220, 38, 38)',
  in_range: 'rgb(22, 163, 74)',
  high: 'rgb(234, 179, 8)',
  very_high: 'rgb(249, 115, 22)',
};

describe('Mis métricas on a 390 px phone (CONTRACTS.md section 12, charts)', () => {
  const e2e = useServerAndBrowser();

  async function ana() {
    const user = await registerThroughApi(e2e.server.url, { email: uniqueEmail('grafica') });
    const api = callAs(e2e.server.url, user.token);
    const log = (body: object) => api('POST', '/health-metrics/api/readings/', body);
    for (let day = 1; day <= 10; day++) {
      await log({
        metric: 'glucosa',
        value: 96 + day,
        context: 'ayunas',
        measured_at: hoursAgo(day * 24 + 6),
      });
      await log({
        metric: 'glucosa',
        value: 150 + day * 7,
        context: 'despues_de_comer',
        measured_at: hoursAgo(day * 24),
      });
      await log({
        metric: 'presion',
        value: 136 + (day % 3),
        v2: 86 + (day % 2),
        measured_at: hoursAgo(day * 24 + 2),
      });
    }
    // A meter's HI, typed as the number past its range, and a low.
    await log({ metric: 'glucosa', value: 650, measured_at: hoursAgo(30) });
    await log({ metric: 'glucosa', value: 52, context: 'ayunas', measured_at: hoursAgo(54) });
    return user;
  }

  async function open(token: string, path = '/health/metrics') {
    const page = await signedInPage(e2e.browser, { token }, PHONE);
    await page.goto(`${e2e.server.url}${path}`);
    await expect
      .poll(() => page.locator('[data-chart-status="ready"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    return page;
  }

  const main = (page: Page) => page.getByRole('figure', { name: 'Glucosa (mg/dL)' }).first();

  it('shows the chart in the first screen, glucose by context in words, the HI at the edge', async () => {
    const { token } = await ana();
    const page = await open(token);
    const canvas = await main(page).locator('canvas').first().boundingBox();
    expect(canvas).not.toBeNull();
    // At least half of the chart is on the first screen.
    expect(canvas!.y + canvas!.height / 2).toBeLessThanOrEqual(PHONE.height);
    const legend = await main(page).locator('.u-legend .u-series').allTextContents();
    expect(legend.join(' | ')).toMatch(/En ayunas.*Después de comer/);
    expect(
      await main(page)
        .getByText(/Triángulo rojo: una lectura fuera del rango del glucómetro/)
        .isVisible(),
    ).toBe(true);
    // The lists flag what is out of the person's range, in words.
    // The list and the person's ranges load after the chart: wait for both, as a reader would.
    const recent = page.getByRole('list', { name: 'Lecturas recientes' }).getByRole('listitem');
    await expect
      .poll(async () => (await recent.allTextContents()).find((row) => row.startsWith('HI')), {
        timeout: 15_000,
      })
      .toContain('Arriba de tu rango');
    const rows = await recent.allTextContents();
    expect(rows.find((row) => row.startsWith('52 mg/dL'))).toContain('Abajo de tu rango');
    expect(rows.find((row) => row.startsWith('106 mg/dL'))).not.toMatch(/de tu rango/);
    await page.context().close();
  });

  it('averages blood pressure in whole numbers', async () => {
    const { token } = await ana();
    const page = await open(token);
    await page.getByLabel('Métrica', { exact: true }).selectOption('presion');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    const pressure = page.getByRole('figure', { name: 'Presión arterial (mmHg)' }).first();
    await expect.poll(() => pressure.locator('dl > div').last().textContent()).toMatch(/^Prom\.\d+\/\d+$/);
    await page.context().close();
  });

  it('paints the time in range of meter readings in the consensus colours, five ranges', async () => {
    const { token } = await ana();
    const page = await open(token, '/health/report');
    const table = page.getByRole('table', { name: 'Glucosa: tiempo en rango' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(6);
    // The table can be drawn again as the person's ranges arrive: read the colours once it settles.
    const swatches = () =>
      table
        .locator('tbody th span[aria-hidden="true"]')
        .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
    await expect
      .poll(swatches, { timeout: 15_000 })
      .toEqual([CONSENSUS.very_high, CONSENSUS.high, CONSENSUS.in_range, CONSENSUS.low, CONSENSUS.very_low]);
    // The server's PDF of the same report, one tap away on a phone.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^reporte-vitalia-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });

  it('draws a watch’s many heart rates as a band of percentiles', async () => {
    const user = await registerThroughApi(e2e.server.url, { email: uniqueEmail('reloj') });
    const csv = [
      'metric,measured_at,value,value2,unit,context,source',
      ...Array.from(
        { length: 400 },
        (_, i) => `frecuencia_cardiaca,${hoursAgo(i * 0.25)},${62 + (i % 30)},,lpm,,`,
      ),
    ].join('\n');
    const response = await fetch(`${e2e.server.url}/health-metrics/api/import.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(response.status, await response.text()).toBeLessThan(300);
    const page = await open(user.token);
    await page.getByLabel('Métrica', { exact: true }).selectOption('frecuencia_cardiaca');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    const heart = page.getByRole('figure', { name: 'Frecuencia cardiaca (lpm)' }).first();
    await expect
      .poll(() => heart.getByText(/la línea es la mediana/).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.context().close();
  });
});
