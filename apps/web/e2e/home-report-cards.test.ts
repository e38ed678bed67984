import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import {
  callAs,
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  VIEWPORTS,
} from './support/harness';

const EMPTY_SUMMARY = { metrics: [], glucose_time_in_range: null, adherence: [] };

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

describe('the home panel: Tu adherencia and Tu reporte semanal in Chromium', () => {
  const e2e = useServerAndBrowser();

  async function homePage(prepare?: (page: Page) => Promise<unknown>, medications: string[] = []) {
    const { token } = await registerThroughApi(e2e.server.url, { email: uniqueEmail('tarjetas') });
    const api = callAs(e2e.server.url, token);
    for (const nombre of medications) {
      await api('POST', '/health-users/medicamentos/', { paciente_id: null, nombre, dosis: null });
    }
    const page = await signedInPage(e2e.browser, { token }, VIEWPORTS.desktop);
    await prepare?.(page);
    await page.goto(`${e2e.server.url}/health/home`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/¡Hola/);
    return page;
  }

  const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
  /** Until the card is on the page and done loading. */
  const settled = (page: Page, title: string) =>
    expect
      .poll(
        async () =>
          (await card(page, title).count()) === 1 &&
          (await card(page, title).getByText('Cargando...').count()) === 0,
        { timeout: 10_000 },
      )
      .toBe(true);

  it('a new account: no doses to count yet, and the first weekly report on its way', async () => {
    // A medication without a schedule: nothing is reminded, so nothing is counted.
    const page = await homePage(undefined, ['Metformina']);
    await settled(page, 'Tu adherencia');
    await settled(page, 'Tu reporte semanal');
    expect(await card(page, 'Tu adherencia').innerText()).toContain(
      'Aún no hay tomas programadas: agrega un horario a tu medicamento y te recordaremos por WhatsApp.',
    );
    expect(await card(page, 'Tu reporte semanal').innerText()).toContain(
      'Tu primer reporte semanal llegará el lunes a las 8:00.',
    );
    await page.context().close();
  });

  it('adherence of the last 7 and 30 local days, asked for as dates, drawn as meters', async () => {
    const asked: Array<{ from: string | null; to: string | null }> = [];
    const page = await homePage((page) =>
      page.route(
        (url) => url.pathname === '/health-metrics/api/report/',
        (route) => {
          const url = new URL(route.request().url());
          const from = url.searchParams.get('from');
          const to = url.searchParams.get('to');
          asked.push({ from, to });
          const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
          const adherence =
            days === 7
              ? [{ medicamento_id: 1, nombre: 'Metformina', taken: 6, scheduled: 7 }]
              : [
                  { medicamento_id: 1, nombre: 'Metformina', taken: 24, scheduled: 30 },
                  { medicamento_id: 2, nombre: 'Losartán', taken: 3, scheduled: 4 },
                ];
          return json(route, { from, to, ...EMPTY_SUMMARY, adherence });
        },
      ),
    );
    await settled(page, 'Tu adherencia');
    const adherence = card(page, 'Tu adherencia');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect(asked.every(({ to }) => to === today)).toBe(true);
    expect(
      asked.map(({ from, to }) => (Date.parse(to!) - Date.parse(from!)) / 86_400_000 + 1).sort(),
    ).toEqual([30, 7]);

    const metformina = adherence.getByRole('listitem', { name: 'Metformina' });
    const meters = metformina.getByRole('meter');
    expect(await meters.count()).toBe(2);
    expect(await meters.nth(0).getAttribute('aria-valuenow')).toBe('86');
    expect(await meters.nth(0).getAttribute('aria-valuetext')).toBe('6 de 7 tomas (86%)');
    expect(await meters.nth(1).getAttribute('aria-valuetext')).toBe('24 de 30 tomas (80%)');
    expect(await page.getByRole('meter', { name: 'Últimos 7 días' }).count()).toBe(1);
    // Losartán had no reminder in the last 7 days: words, no empty bar.
    const losartan = adherence.getByRole('listitem', { name: 'Losartán' });
    expect(await losartan.innerText()).toContain('Sin tomas programadas');
    expect(await losartan.getByRole('meter').count()).toBe(1);
    await adherence.screenshot({ path: '/tmp/home-adherence-card.png' });
    await page.context().close();
  });

  it('the latest weekly report with its line breaks, and a link to print that week', async () => {
    const text = 'Tu semana en Vitalia\nGlucosa: 7 lecturas, promedio 118 mg/dL.\n\n¡Sigue así!';
    const page = await homePage((page) =>
      page.route('**/health-users/weekly_reports/latest/', (route) =>
        json(route, {
          report: {
            week_start: '2025-11-16',
            week_end: '2025-11-22',
            created_at: '2025-11-24T14:00:00Z',
            text,
            summary: { from: '2025-11-16', to: '2025-11-22', ...EMPTY_SUMMARY },
          },
        }),
      ),
    );
    await settled(page, 'Tu reporte semanal');
    const weekly = card(page, 'Tu reporte semanal');
    expect(await weekly.getByRole('heading', { level: 3 }).textContent()).toBe(
      'Semana del 16 al 22 de noviembre',
    );
    expect(await weekly.getByText(/^Tu semana en Vitalia/).innerText()).toBe(text);
    await page.screenshot({ path: '/tmp/home-report-cards-1280.png', fullPage: true });

    await weekly.getByRole('link', { name: 'Ver reporte para imprimir' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?from=2025-11-16&to=2025-11-22');
    await expect
      .poll(() => page.locator('article header').innerText(), { timeout: 10_000 })
      .toContain('Del 16 al 22 de noviembre de 2025');
    await page.context().close();
  });

  it('before the first weekly report, and when the server fails, the card stays calm', async () => {
    let reply: 'none' | 'failure' = 'none';
    const page = await homePage((page) =>
      page.route('**/health-users/weekly_reports/latest/', (route) =>
        reply === 'none'
          ? json(route, { report: null })
          : route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"detail":"Intenta luego."}',
            }),
      ),
    );
    await settled(page, 'Tu reporte semanal');
    expect(await card(page, 'Tu reporte semanal').innerText()).toContain(
      'Tu primer reporte semanal llegará el lunes a las 8:00.',
    );

    reply = 'failure';
    await page.reload();
    await settled(page, 'Tu reporte semanal');
    const weekly = card(page, 'Tu reporte semanal');
    expect(await weekly.innerText()).toContain('Tu reporte semanal no está disponible por ahora.');
    expect(await weekly.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });
});
