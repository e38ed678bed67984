import { writeFile } from 'node:fs/promises';
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

/** New accounts count local dates in TZ_DEFAULT, America/Mexico_City: UTC-6 all year since 2022. */
const ZONE = 'America/Mexico_City';
const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
function daysAgo(days: number): string {
  const [year, month, day] = todayInZone().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}
const localTime = (date: string, time: string) => `${date}T${time}:00-06:00`;

/** A month of readings: glucose below, within and above 70–180, two blood pressures and a weight. */
const READINGS = [
  { metric: 'glucosa', value: 65, measured_at: localTime(daysAgo(20), '07:10'), context: 'ayunas' },
  { metric: 'glucosa', value: 95, measured_at: localTime(daysAgo(12), '07:30'), context: 'ayunas' },
  { metric: 'glucosa', value: 150, measured_at: localTime(daysAgo(8), '14:00') },
  { metric: 'glucosa', value: 190, measured_at: localTime(daysAgo(5), '15:00'), context: 'despues_de_comer' },
  { metric: 'glucosa', value: 120, measured_at: localTime(daysAgo(2), '08:00') },
  { metric: 'presion', value: 128, v2: 82, measured_at: localTime(daysAgo(9), '09:00') },
  { metric: 'presion', value: 135, v2: 85, measured_at: localTime(daysAgo(3), '21:15') },
  { metric: 'peso', value: 72.5, measured_at: localTime(daysAgo(4), '07:45') },
];

describe('Reporte de salud: the printable report for the doctor visit, in Chromium', () => {
  const e2e = useServerAndBrowser();

  /** Ana López, born in 1970, with a month of readings stored through the API (and medications, if given). */
  async function anaWithReadings(medications: string[] = []) {
    const email = uniqueEmail('reporte');
    const { token } = await registerThroughApi(e2e.server.url, { email });
    const api = callAs(e2e.server.url, token);
    await api('PUT', '/health-users/profile/', {
      email,
      first_name: 'Ana',
      last_name: 'López',
      time_zone: ZONE,
    });
    const pacientes = await api<Array<{ id: number; telefono: string }>>('GET', '/health-users/pacientes/');
    const paciente = pacientes[0]!;
    await api('PATCH', `/health-users/pacientes/${paciente.id}/`, {
      telefono: paciente.telefono,
      fecha_nacimiento: '1970-05-10',
    });
    for (const reading of READINGS) await api('POST', '/health-metrics/api/readings/', reading);
    for (const nombre of medications) {
      await api('POST', '/health-users/medicamentos/', { paciente_id: null, nombre, dosis: null });
    }
    return token;
  }

  /** Until the report is in and every chart is drawn (or failed). */
  async function waitForReport(page: Page, charts: number) {
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('Reporte de salud');
    await expect.poll(() => page.getByRole('figure').count(), { timeout: 15_000 }).toBe(charts);
    await expect
      .poll(() => page.locator('[data-chart-status="ready"]').count(), { timeout: 15_000 })
      .toBe(charts);
  }

  const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

  /** A table's body rows as lists of cell texts. */
  const rows = (page: Page, name: string) =>
    table(page, name)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));

  it('Ana opens it from the sidebar: summary, time in range, charts, adherence and every reading', async () => {
    const token = await anaWithReadings(['Metformina']);
    const page = await signedInPage(e2e.browser, { token }, VIEWPORTS.desktop);
    // Charts, bars and tables under the site's CSP (style-src 'self', no inline styles): nothing refused.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${e2e.server.url}/health/home`);
    await page
      .getByRole('complementary', { name: 'Menú del panel' })
      .getByRole('link', { name: 'Reporte' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/health/report');
    await waitForReport(page, 3);

    // The header: who, how old, which period (the last 30 local days) and when it was made.
    const header = await page.locator('article header').innerText();
    expect(header).toContain('Ana López');
    expect(header).toMatch(/Edad:\s*5\d años/);
    expect(header).toMatch(/Periodo:\s*Del \d{1,2}/);
    expect(header).toMatch(/Generado:\s*\d{1,2} de \w+ de \d{4}, \d{2}:\d{2}/);
    expect(await page.getByLabel('Desde').inputValue()).toBe(daysAgo(29));
    expect(await page.getByLabel('Hasta').inputValue()).toBe(todayInZone());

    expect(await rows(page, 'Resumen por métrica')).toEqual([
      ['Glucosa (mg/dL)', '5', '124.0', '65', '190'],
      // Pressure averages in whole numbers, as a doctor writes them (CONTRACTS.md section 12).
      ['Presión arterial (mmHg)', '2', '132/84', '128/82', '135/85'],
      ['Peso (kg)', '1', '72.5', '72.5', '72.5'],
    ]);
    expect(await rows(page, 'Glucosa: tiempo en rango')).toEqual([
      // The consensus's five ranges, as for a sensor (CONTRACTS.md section 12).
      ['Muy alta (más de 250 mg/dL)', '0%'],
      ['Alta (181 a 250 mg/dL)', '20%'],
      ['En rango (70 a 180 mg/dL)', '60%'],
      ['Baja (54 a 69 mg/dL)', '20%'],
      ['Muy baja (menos de 54 mg/dL)', '0%'],
    ]);
    // The sensor target is named as such; no "Meta ADA" for finger-stick readings.
    expect(await page.getByText(/son para sensores de monitoreo continuo/).isVisible()).toBe(true);
    expect(await page.getByText('Meta ADA: más de 70 % en rango.').count()).toBe(0);

    // One chart per metric with readings, as on Mis métricas.
    for (const name of ['Glucosa (mg/dL)', 'Presión arterial (mmHg)', 'Peso (kg)']) {
      expect(await page.getByRole('figure', { name }).isVisible()).toBe(true);
    }

    // A medication without any reminder sent yet: the section says so rather than showing zeros.
    const adherence = page.getByRole('region', { name: 'Adherencia a medicamentos' });
    expect(await adherence.innerText()).toContain(
      'No se enviaron recordatorios de medicamentos en este periodo, así que no hay tomas que contar.',
    );

    // Every reading, newest first, at its local date and time.
    const readings = await rows(page, 'Lecturas del periodo');
    expect(readings).toHaveLength(READINGS.length);
    expect(readings[0]).toEqual([expect.stringMatching(/, 08:00$/), 'Glucosa', '120', 'mg/dL', '-', 'Web']);
    expect(readings[readings.length - 1]).toEqual([
      expect.stringMatching(/, 07:10$/),
      'Glucosa',
      '65',
      'mg/dL',
      'En ayunas',
      'Web',
    ]);
    expect(readings.find((row) => row[1] === 'Presión arterial')?.[2]).toBe('135/85');
    // For the doctor, the same pressures under both guidelines (the person is told NOM-030's).
    expect(await rows(page, 'Presión arterial según las dos guías')).toEqual(
      expect.arrayContaining([
        ['Normal', 'Hipertensión etapa 1', '1'],
        ['Normal alta (fronteriza)', 'Hipertensión etapa 1', '1'],
      ]),
    );
    expect(await rows(page, 'Presión arterial según las dos guías')).toHaveLength(2);
    expect(await page.getByText('Este reporte no sustituye la valoración médica.').isVisible()).toBe(true);

    // The button opens the browser's print dialog.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void (counted.printed += 1);
    });
    await page.getByRole('button', { name: 'Imprimir o guardar PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.screenshot({ path: '/tmp/report-1280.png', fullPage: true });

    // On paper: no sidebar, header, buttons or date fields; the report itself, charts within the page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#member-sidebar').isVisible()).toBe(false);
    expect(await page.getByRole('banner').filter({ hasText: 'Reporte' }).isVisible()).toBe(false);
    expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
    expect(await page.getByLabel('Desde').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Reporte de salud' }).isVisible()).toBe(true);
    expect(await table(page, 'Lecturas del periodo').isVisible()).toBe(true);
    expect(await page.getByRole('figure', { name: 'Glucosa (mg/dL)' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => {
      const article = document.querySelector('article')!.getBoundingClientRect();
      return [...document.querySelectorAll('article canvas')].filter(
        (canvas) => canvas.getBoundingClientRect().right > article.right + 1,
      ).length;
    });
    expect(overflow).toBe(0);
    const color = await page
      .getByRole('heading', { name: 'Resumen por métrica' })
      .evaluate((heading) => getComputedStyle(heading).color);
    expect(color).toBe('rgb(0, 0, 0)');
    await page.screenshot({ path: '/tmp/report-print.png', fullPage: true });

    // A PDF on A4 and on Letter paper, each with pages.
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      await writeFile(`/tmp/report-${format}.pdf`, pdf);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
      expect(pages.length).toBeGreaterThan(0);
    }
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('checks the dates, and says so clearly for a period without readings', async () => {
    const token = await anaWithReadings();
    const page = await signedInPage(e2e.browser, { token }, VIEWPORTS.desktop);
    await page.goto(`${e2e.server.url}/health/report`);
    await waitForReport(page, 3);

    // Desde after Hasta: a Spanish message, and the period stays.
    await page.getByLabel('Desde').fill('2020-02-10');
    await page.getByLabel('Hasta').fill('2020-02-01');
    await page.getByRole('button', { name: 'Ver periodo' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'La fecha Desde debe ser anterior o igual a Hasta.',
    );
    expect(new URL(page.url()).search).toBe('');

    // A month of 2020: nothing was logged then.
    await page.getByLabel('Desde').fill('2020-01-01');
    await page.getByLabel('Hasta').fill('2020-01-31');
    await page.getByRole('button', { name: 'Ver periodo' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?from=2020-01-01&to=2020-01-31');
    await expect
      .poll(() => page.getByText(/^No hay lecturas registradas/).textContent())
      .toBe(
        'No hay lecturas registradas del 1 al 31 de enero de 2020. Elige otro periodo, o registra tus lecturas por WhatsApp o en Mis métricas.',
      );
    expect(await page.locator('article header').innerText()).toContain('Del 1 al 31 de enero de 2020');
    expect(await page.getByRole('figure').count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Lecturas del periodo' }).count()).toBe(0);
    const adherence = page.getByRole('region', { name: 'Adherencia a medicamentos' });
    expect(await adherence.innerText()).toContain('No hay medicamentos registrados.');
    await page.screenshot({ path: '/tmp/report-empty.png', fullPage: true });

    // Back to the default period with the browser's Atrás.
    await page.goBack();
    await waitForReport(page, 3);
    await page.context().close();
  });

  it('fits a 360 px phone: nothing scrolls sideways but the tables inside their frame (screenshot)', async () => {
    const token = await anaWithReadings();
    const page = await signedInPage(e2e.browser, { token }, VIEWPORTS.phone);
    await page.goto(`${e2e.server.url}/health/report`);
    await waitForReport(page, 3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.getByRole('button', { name: 'Imprimir o guardar PDF' }).isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/report-360.png', fullPage: true });
    await page.screenshot({
      path: '/tmp/report-360-top.png',
      clip: { x: 0, y: 0, width: 360, height: 1100 },
    });
    await page.context().close();
  });
});
