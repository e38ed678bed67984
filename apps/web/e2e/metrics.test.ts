import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
  callAs,
} from './support/harness';

/** New accounts count local dates in TZ_DEFAULT, America/Mexico_City: UTC-6 all year since 2022. */
const ZONE = 'America/Mexico_City';
const OFFSET = '-06:00';

const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
function daysAgo(days: number): string {
  const [year, month, day] = todayInZone().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}
const localTime = (date: string, time: string) => `${date}T${time}:00${OFFSET}`;

interface ReadingBody {
  metric: string;
  value: number;
  v2?: number;
  measured_at: string;
  context?: string;
}

describe('Mis métricas in Chromium: charts, readings, CSV and chat links', () => {
  const e2e = useServerAndBrowser();

  async function newPatient(name = 'ana') {
    return registerThroughApi(e2e.server.url, { email: uniqueEmail(name) });
  }

  const api = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    callAs(e2e.server.url, token)(method, path, body);

  const logReading = (token: string, reading: ReadingBody) =>
    api(token, 'POST', '/health-metrics/api/readings/', reading);

  async function openMetrics(token: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const page = await signedInPage(e2e.browser, { token }, viewport);
    await page.goto(`${e2e.server.url}/health/metrics`);
    await waitForCharts(page);
    return page;
  }

  /** Until the data is in and every chart is drawn (or failed). */
  async function waitForCharts(page: Page) {
    await expect.poll(() => page.getByRole('figure').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-chart-status="loading"]').count(), { timeout: 15_000 })
      .toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Actualizar' }).count()).toBe(1);
  }

  const mainChart = (page: Page, name: string) => page.getByRole('figure', { name }).first();

  /** N, Mín., Máx. and Prom. as the figure shows them. */
  const stats = (figure: Locator) =>
    figure
      .locator('dl > div')
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((row) => [
            row.querySelector('dt')?.textContent ?? '',
            row.querySelector('dd')?.textContent ?? '',
          ]),
        ),
      );

  const notice = (page: Page) => page.locator('[aria-live="polite"][role="status"]').textContent();

  const recentRows = (page: Page) =>
    page.getByRole('list', { name: 'Lecturas recientes' }).getByRole('listitem').allTextContents();

  /** Pixels of the normal-range green in a figure's canvas (the band under the grid and the lines). */
  const greenBandPixels = (figure: Locator) =>
    figure.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        // rgba(22, 163, 74, 0.16) on the transparent canvas.
        const [red, green, blue, alpha] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
        if (
          Math.abs(red - 22) < 4 &&
          Math.abs(green - 163) < 4 &&
          Math.abs(blue - 74) < 4 &&
          Math.abs(alpha - 41) < 3
        ) {
          count += 1;
        }
      }
      return count;
    });

  async function registerByForm(
    page: Page,
    fields: {
      metric?: string;
      value?: string;
      systolic?: string;
      diastolic?: string;
      date: string;
      time: string;
    },
    extra: { context?: string; note?: string } = {},
  ) {
    const form = page.getByRole('form', { name: 'Registrar lectura' });
    if (fields.metric) await form.getByLabel('Métrica de la lectura').selectOption({ label: fields.metric });
    if (fields.value !== undefined) await form.getByLabel(/^Valor/).fill(fields.value);
    if (fields.systolic !== undefined) await form.getByLabel(/^Sistólica/).fill(fields.systolic);
    if (fields.diastolic !== undefined) await form.getByLabel(/^Diastólica/).fill(fields.diastolic);
    await form.getByLabel('Fecha').fill(fields.date);
    await form.getByLabel('Hora').fill(fields.time);
    if (extra.context) await form.getByLabel('Contexto').selectOption({ label: extra.context });
    if (extra.note !== undefined) await form.getByLabel('Nota (opcional)').fill(extra.note);
    await form.getByRole('button', { name: 'Guardar lectura' }).click();
    return form;
  }

  it('Ana logs a week of readings, reads them on the chart, edits, deletes and downloads the CSV', async () => {
    const ana = await newPatient();
    // Most of the week through the API (as the bot or another device would store them)...
    const byApi: ReadingBody[] = [
      { metric: 'glucosa', value: 95, measured_at: localTime(daysAgo(7), '08:00'), context: 'ayunas' },
      { metric: 'glucosa', value: 110, measured_at: localTime(daysAgo(6), '08:00') },
      {
        metric: 'glucosa',
        value: 180,
        measured_at: localTime(daysAgo(5), '14:00'),
        context: 'despues_de_comer',
      },
      { metric: 'glucosa', value: 102, measured_at: localTime(daysAgo(4), '08:00') },
      { metric: 'glucosa', value: 130, measured_at: localTime(daysAgo(3), '08:00') },
      { metric: 'peso', value: 72.5, measured_at: localTime(daysAgo(3), '07:45') },
    ];
    for (const reading of byApi) await logReading(ana.token, reading);

    const page = await openMetrics(ana.token);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mis métricas');
    const metricOptions = await page
      .getByLabel('Métrica', { exact: true })
      .locator('option')
      .allTextContents();
    expect(metricOptions.slice(0, 3)).toEqual(['Glucosa', 'Presión arterial', 'Peso']);
    expect(await page.getByLabel('Agregación').locator('option').allTextContents()).toEqual([
      'Sin agregación',
      'Diaria',
      'Semanal',
      'Mensual',
    ]);
    // The last 30 local days by default.
    expect(await page.getByLabel('Desde').inputValue()).toBe(daysAgo(29));
    expect(await page.getByLabel('Hasta').inputValue()).toBe(daysAgo(0));

    const glucose = mainChart(page, 'Glucosa (mg/dL)');
    expect(await stats(glucose)).toEqual({ N: '5', 'Mín.': '95', 'Máx.': '180', 'Prom.': '123.4' });
    expect(await glucose.locator('canvas').getAttribute('height')).not.toBeNull();
    expect(await glucose.locator('.u-wrap').evaluate((node) => node.getBoundingClientRect().height)).toBe(
      380,
    );

    // ...and the rest by hand. An implausible value (a typo: 1200; 700 would be a meter's "HI") is refused
    // with the server's words; nothing typed is lost.
    const form = await registerByForm(
      page,
      { value: '1200', date: daysAgo(2), time: '07:30' },
      { context: 'En ayunas' },
    );
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toContain('debe estar entre 20 y 600 mg/dL');
    expect(await form.getByLabel(/^Valor/).inputValue()).toBe('1200');
    expect(await form.getByLabel('Contexto').inputValue()).toBe('ayunas');
    await form.getByLabel(/^Valor/).fill('98');
    await form.getByRole('button', { name: 'Guardar lectura' }).click();
    await expect.poll(() => notice(page)).toContain('Lectura guardada');
    expect(await form.getByLabel(/^Valor/).inputValue()).toBe('');

    await registerByForm(
      page,
      { value: '145', date: daysAgo(1), time: '20:00' },
      { note: 'después de cenar' },
    );
    await expect
      .poll(() => stats(glucose))
      .toEqual({ N: '7', 'Mín.': '95', 'Máx.': '180', 'Prom.': '122.9' });

    await registerByForm(page, {
      metric: 'Presión arterial',
      systolic: '130',
      diastolic: '85',
      date: daysAgo(1),
      time: '09:00',
    });
    await expect.poll(() => notice(page)).toContain('Lectura guardada');

    // The normal range is a green band; the summary says the same for screen readers.
    expect(await greenBandPixels(glucose)).toBeGreaterThan(1000);
    expect(await glucose.getByText(/Franja verde: rango normal 70–180 mg\/dL/).isVisible()).toBe(true);
    const summary = await glucose.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${summary}"]`).textContent()).toMatch(
      /^Glucosa \(mg\/dL\), del .* al .*, sin agregación: 7 lecturas; mínimo 95, máximo 180, promedio 122\.9 mg\/dL\. Rango normal: 70 a 180 mg\/dL\./,
    );

    // One chart per series of the overview, each with its name and unit; presion draws both lines.
    const overview = page.getByRole('region', { name: 'Todas tus métricas' });
    expect(await overview.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Glucosa (mg/dL)',
      'Presión arterial (mmHg)',
      'Peso (kg)',
    ]);
    const pressure = overview.getByRole('figure', { name: 'Presión arterial (mmHg)' });
    // The notice above may still be the one of the previous save: wait for the figures themselves (the
    // overview refetches after the save; on a loaded machine that takes more than the default second).
    await expect
      .poll(() => stats(pressure), { timeout: 10_000 })
      .toEqual({
        N: '1',
        'Mín.': '130/85',
        'Máx.': '130/85',
        'Prom.': '130/85', // whole numbers for pressure (CONTRACTS.md section 12)
      });
    expect(await pressure.locator('.u-legend .u-series').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Sistólica'), expect.stringContaining('Diastólica')]),
    );
    expect(await stats(overview.getByRole('figure', { name: 'Peso (kg)' }))).toMatchObject({
      N: '1',
      'Mín.': '72.5',
    });

    // The legend reads a point in Spanish, with its unit and local date and time.
    const plot = glucose.locator('.u-over');
    const box = (await plot.boundingBox())!;
    await plot.hover({ position: { x: box.width - 2, y: box.height / 2 } });
    await expect
      .poll(() => glucose.locator('.u-legend').textContent())
      .toMatch(/Fecha.*\d{1,2} \w+\.? \d{4}, 20:00.*145 mg\/dL/);
    // With the keyboard, the arrow keys walk the points and each is read out.
    await glucose.getByRole('group', { name: 'Gráfica de Glucosa' }).focus();
    await page.keyboard.press('Home');
    await expect
      .poll(() => glucose.locator('[aria-live="polite"]').textContent())
      // Glucose is drawn by context (CONTRACTS.md section 12): the point names its own.
      .toMatch(/, 08:00: En ayunas 95 mg\/dL$/);

    // Daily and weekly buckets: the points change, the figures stay exact.
    const daily = page.waitForResponse(
      (response) => response.url().includes('/series/?') && response.url().includes('aggregation=daily'),
    );
    await page.getByLabel('Agregación').selectOption({ label: 'Diaria' });
    const dailySeries = (await (await daily).json()) as { points: unknown[] };
    expect(dailySeries.points).toHaveLength(7);
    await expect
      .poll(() => page.locator(`[id="${summary}"]`).textContent())
      .toContain(', diaria: 7 lecturas');
    expect(await stats(glucose)).toEqual({ N: '7', 'Mín.': '95', 'Máx.': '180', 'Prom.': '122.9' });
    const weekly = page.waitForResponse(
      (response) => response.url().includes('/series/?') && response.url().includes('aggregation=weekly'),
    );
    await page.getByLabel('Agregación').selectOption({ label: 'Semanal' });
    const weeklySeries = (await (await weekly).json()) as { points: unknown[] };
    expect(weeklySeries.points.length).toBeGreaterThanOrEqual(1);
    expect(weeklySeries.points.length).toBeLessThanOrEqual(2);
    await expect
      .poll(() => page.locator(`[id="${summary}"]`).textContent())
      .toContain(', semanal: 7 lecturas');

    // A shorter range: the dates apply with Actualizar.
    await page.getByLabel('Agregación').selectOption({ label: 'Sin agregación' });
    await page.getByLabel('Desde').fill(daysAgo(3));
    await page.getByLabel('Hasta').fill(daysAgo(1));
    expect(await page.getByText('Pulsa Actualizar para ver las fechas elegidas.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect
      .poll(() => stats(glucose))
      .toEqual({ N: '3', 'Mín.': '98', 'Máx.': '145', 'Prom.': '124.3' });
    await expect.poll(() => recentRows(page)).toHaveLength(3);
    const rows = await recentRows(page);
    expect(rows[0]).toMatch(/^145 mg\/dL.*20:00 · Web.*después de cenar/);
    expect(rows[1]).toMatch(/^98 mg\/dL.*07:30 · En ayunas · Web/);
    expect(rows[2]).toMatch(/^130 mg\/dL.*08:00 · Web/);

    // Edit one reading in a dialog.
    await page.getByRole('button', { name: /^Editar lectura de 145 mg\/dL del / }).click();
    const edit = page.getByRole('dialog', { name: 'Editar lectura de glucosa' });
    expect(await edit.getByLabel(/^Valor/).inputValue()).toBe('145');
    expect(await edit.getByLabel('Hora').inputValue()).toBe('20:00');
    await edit.getByLabel(/^Valor/).fill('150');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => notice(page)).toContain('Lectura actualizada');
    await expect
      .poll(() => stats(glucose))
      .toEqual({ N: '3', 'Mín.': '98', 'Máx.': '150', 'Prom.': '126.0' });

    // Delete another, after confirming; cancelling first changes nothing.
    await page.getByRole('button', { name: /^Eliminar lectura de 130 mg\/dL del / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar lectura' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect(await recentRows(page)).toHaveLength(3);
    await page.getByRole('button', { name: /^Eliminar lectura de 130 mg\/dL del / }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => notice(page)).toContain('Lectura eliminada');
    await expect.poll(() => recentRows(page)).toHaveLength(2);
    expect(await stats(glucose)).toEqual({ N: '2', 'Mín.': '98', 'Máx.': '150', 'Prom.': '124.0' });

    // The CSV of what she is looking at: BOM, header row and her rows.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`vitalia-glucosa-${daysAgo(3)}-${daysAgo(1)}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('metric,measured_at,value,value2,unit,context,source');
    const values = lines.slice(1).map((line) => line.split(','));
    expect(values.map((cells) => [cells[0], cells[2], cells[4], cells[6]]).sort()).toEqual([
      ['glucosa', '150', 'mg/dL', 'web'],
      ['glucosa', '98', 'mg/dL', 'web'],
    ]);
    expect(values.map((cells) => Date.parse(cells[1]!)).sort()).toEqual(
      [Date.parse(localTime(daysAgo(2), '07:30')), Date.parse(localTime(daysAgo(1), '20:00'))].sort(),
    );
    await page.context().close();
  });

  it('imports a CSV with a progress bar and a summary, and the same file again adds nothing', async () => {
    const ana = await newPatient();
    await logReading(ana.token, {
      metric: 'glucosa',
      value: 99,
      measured_at: localTime(daysAgo(2), '08:00'),
    });
    const page = await openMetrics(ana.token);
    await page.getByRole('link', { name: 'Importar CSV' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Importar CSV');
    expect(new URL(page.url()).pathname).toBe('/health/metrics/import');
    expect(await page.getByText('metric,measured_at,value,value2,unit,context,source').isVisible()).toBe(
      true,
    );
    expect(await page.getByText(/importar el mismo archivo dos veces no agrega nada/).isVisible()).toBe(true);

    // Three thousand glucose readings two to three months ago, one already stored, and one impossible.
    const header = 'metric,measured_at,value,value2,unit,context,source';
    const start = Date.parse(`${daysAgo(95)}T06:00:00Z`);
    const rows = Array.from({ length: 3000 }, (_, index) => {
      const time = new Date(start + index * 15 * 60_000).toISOString();
      return `glucosa,${time},${90 + (index % 60)},,mg/dL,,import`;
    });
    rows.push(`glucosa,${localTime(daysAgo(2), '08:00')},99,,mg/dL,,web`);
    rows.push(`glucosa,${localTime(daysAgo(1), '08:00')},900,,mg/dL,,web`);
    const file = {
      name: 'lecturas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[header, ...rows].join('\n')}\n`),
    };

    // A slow upload, so the bar has something to show between 0 and 100 %.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 60 * 1024,
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar && seen[seen.length - 1] !== bar.value) seen.push(bar.value);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['value'],
      });
    });

    const form = page.getByRole('form', { name: 'Importar lecturas desde un CSV' });
    await form.getByLabel('Archivo CSV').setInputFiles(file);
    await form.getByRole('button', { name: 'Importar' }).click();
    await expect.poll(() => form.getByRole('progressbar').count()).toBe(1);
    const result = page.getByRole('region', { name: 'Resultado de la importación' });
    await expect.poll(() => result.count(), { timeout: 30_000 }).toBe(1);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect(seen[seen.length - 1]).toBe(100);
    expect(await form.getByRole('progressbar').getAttribute('value')).toBe('100');

    const counts = () =>
      result
        .locator('dl > div')
        .evaluateAll((items) =>
          items.map(
            (item) => `${item.querySelector('dt')?.textContent}: ${item.querySelector('dd')?.textContent}`,
          ),
        );
    expect(await result.getByRole('status').textContent()).toBe('Se importaron 3000 lecturas.');
    expect(await counts()).toEqual([
      'Importadas: 3000',
      'Omitidas (ya estaban guardadas): 1',
      'Rechazadas: 1',
    ]);
    // The header is row 1: the impossible reading is the file's row 3003.
    expect(await result.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Fila 3003: .*glucosa.*entre 20 y 600/),
    ]);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await form.getByLabel('Archivo CSV').setInputFiles(file);
    await form.getByRole('button', { name: 'Importar' }).click();
    await expect.poll(() => result.count()).toBe(1);
    await expect
      .poll(() => counts())
      .toEqual(['Importadas: 0', 'Omitidas (ya estaban guardadas): 3001', 'Rechazadas: 1']);
    expect(await result.getByRole('status').textContent()).toBe('No se importó ninguna lectura.');

    // The imported readings are on her chart, marked as imported.
    await page.getByRole('link', { name: '← Volver a Mis métricas' }).click();
    await waitForCharts(page);
    await page.getByLabel('Desde').fill(daysAgo(95));
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => stats(mainChart(page, 'Glucosa (mg/dL)')).then((s) => s.N)).toBe('3001');
    await expect.poll(() => recentRows(page).then((items) => items.length)).toBe(50);
    await page.getByLabel('Desde').fill(daysAgo(95));
    await page.getByLabel('Hasta').fill(daysAgo(60));
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(async () => (await recentRows(page))[0] ?? '').toMatch(/ · Importada/);
    await page.context().close();
  });

  it('opens /health/metrics?token= from a chat link signed in, and the used link sends to login', async () => {
    const ana = await newPatient();
    const { token: linkToken } = (await api(ana.token, 'POST', '/health-users/link-token/')) as {
      token: string;
    };

    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/health/metrics?token=${linkToken}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mis métricas');
    await waitForCharts(page);
    expect(page.url()).toBe(`${e2e.server.url}/health/metrics`);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      healthToken: localStorage.getItem('healthToken'),
      email: localStorage.getItem('email'),
    }));
    expect(stored.email).toBe(ana.email);
    expect(stored.token).toMatch(/\S{20,}/);
    expect(stored.healthToken).toBe(stored.token);
    expect(stored.token).not.toBe(linkToken);
    // The token is not in the history either: one step back is the blank tab the test opened.
    await page.goBack();
    expect(page.url()).not.toContain(linkToken);
    await context.close();

    // The link works once.
    const other = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-MX' });
    const again = await other.newPage();
    await again.goto(`${e2e.server.url}/health/metrics?token=${linkToken}`);
    await expect.poll(() => new URL(again.url()).pathname).toBe('/login');
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toBe('El enlace expiró o ya se usó. Inicia sesión para ver tus gráficas.');
    expect(again.url()).not.toContain(linkToken);
    // Signing in there goes back to the charts.
    await again.getByLabel('Correo electrónico').fill(ana.email);
    await again.getByLabel('Contraseña').fill(ana.password);
    await again.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => again.url()).toBe(`${e2e.server.url}/health/metrics`);
    await other.close();
  });

  it('says so when the chart code cannot load, and draws once it can', async () => {
    const ana = await newPatient();
    await logReading(ana.token, {
      metric: 'glucosa',
      value: 101,
      measured_at: localTime(daysAgo(1), '08:00'),
    });
    const page = await signedInPage(e2e.browser, { token: ana.token });
    await page.route(/\/assets\/uplot-chart-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${e2e.server.url}/health/metrics`);
    await expect
      .poll(() => page.getByText('No se pudo cargar la gráfica').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The figures and the list do not need the chart code.
    expect(await stats(mainChart(page, 'Glucosa (mg/dL)'))).toEqual({
      N: '1',
      'Mín.': '101',
      'Máx.': '101',
      'Prom.': '101.0',
    });
    await page.unroute(/\/assets\/uplot-chart-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reintentar' }).first().click();
    await expect.poll(() => mainChart(page, 'Glucosa (mg/dL)').locator('canvas').count()).toBe(1);
    await page.context().close();
  });

  it('reads well on a 360 px phone and at 1280 px (screenshots)', async () => {
    const ana = await newPatient();
    const week = [96, 142, 118, 188, 104, 131, 99];
    for (const [index, value] of week.entries()) {
      await logReading(ana.token, {
        metric: 'glucosa',
        value,
        measured_at: localTime(daysAgo(7 - index), '08:00'),
      });
      await logReading(ana.token, {
        metric: 'glucosa',
        value: value + 35,
        measured_at: localTime(daysAgo(7 - index), '15:00'),
        context: 'despues_de_comer',
      });
    }
    for (const [index, [systolic, diastolic]] of [
      [128, 82],
      [135, 88],
      [121, 79],
      [142, 91],
    ].entries()) {
      await logReading(ana.token, {
        metric: 'presion',
        value: systolic!,
        v2: diastolic!,
        measured_at: localTime(daysAgo(8 - index * 2), '09:00'),
      });
    }
    for (const [index, value] of [73.4, 73.1, 72.8, 72.6].entries()) {
      await logReading(ana.token, {
        metric: 'peso',
        value,
        measured_at: localTime(daysAgo(21 - index * 6), '07:00'),
      });
    }

    for (const [viewport, path] of [
      [VIEWPORTS.phone, '/tmp/metrics-360.png'],
      [VIEWPORTS.desktop, '/tmp/metrics-1280.png'],
    ] as const) {
      const page = await signedInPage(e2e.browser, { token: ana.token }, viewport);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${e2e.server.url}/health/metrics`);
      await waitForCharts(page);
      // The charts need nothing the content policy refuses, and nothing fails on the way.
      expect(problems).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const figure = mainChart(page, 'Glucosa (mg/dL)');
      const width = await figure.locator('canvas').evaluate((canvas) => canvas.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(viewport.width === 360 ? 250 : 600);
      await page.screenshot({ path, fullPage: true });
      if (viewport.width === 360) {
        await figure.screenshot({ path: '/tmp/metrics-360-chart.png' });
        await page.screenshot({ path: '/tmp/metrics-360-top.png' });
        await page
          .getByRole('figure', { name: 'Presión arterial (mmHg)' })
          .screenshot({ path: '/tmp/metrics-360-bp.png' });
      }
      await page.context().close();
    }
  });
});
