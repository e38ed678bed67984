import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appleHealthXml as xml, writeZip } from '@vitalia/testkit/zip';
import {
  registerThroughApi,
  screenshotIfAsked,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  visibleSoon,
  VIEWPORTS,
} from './support/harness';

let dir: string;
let zipPath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitalia-e2e-health-'));
  zipPath = join(dir, 'export.zip');
  const lines = [xml.head];
  for (let day = 0; day < 30; day += 1) {
    const date = `2026-10-${String(day + 1).padStart(2, '0')}`;
    lines.push(
      xml.record(
        'HKQuantityTypeIdentifierBloodGlucose',
        'mg/dL',
        100 + day,
        `${date} 07:30:00 -0600`,
        'OneTouch',
      ),
    );
    lines.push(xml.pressure(125, 80, `${date} 20:00:00 -0600`));
  }
  lines.push(xml.record('HKQuantityTypeIdentifierBodyMass', 'lb', 165, '2026-10-15 08:00:00 -0600'));
  // Steps make the file big enough for the progress bar to be seen moving.
  for (let i = 0; i < 20_000; i += 1)
    lines.push(
      xml.record('HKQuantityTypeIdentifierStepCount', 'count', 100 + (i % 50), '2026-10-10 10:00:00 -0600'),
    );
  lines.push(xml.tail);
  await writeZip(zipPath, [{ name: 'apple_health_export/export.xml', content: lines }], { store: true });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('Importar in Chromium: Ana brings her iPhone Health export', () => {
  const e2e = useServerAndBrowser();

  it('uploads export.zip with progress, reviews the preview, imports, and undoes it', async () => {
    const ana = await registerThroughApi(e2e.server.url, { email: uniqueEmail('ana-salud') });
    const page = await signedInPage(e2e.browser, ana, VIEWPORTS.phone);
    await page.goto(`${e2e.server.url}/health/metrics/import`);
    const section = page.getByRole('region', { name: 'Importar desde una app de salud' });
    await visibleSoon(page, 'Importar desde una app de salud');
    expect(await section.getByLabel('App Salud del iPhone (export.zip)').isChecked()).toBe(true);
    await section.getByLabel('Archivo export.zip').setInputFiles(zipPath);
    await section.getByRole('button', { name: 'Subir y revisar' }).click();
    // The upload's progress bar shows while the file goes up.
    await expect.poll(() => section.getByRole('progressbar').count(), { timeout: 10_000 }).toBe(1);
    await screenshotIfAsked(page, 'health-import-upload-360');

    await expect
      .poll(() => section.getByRole('heading', { name: 'Revisa antes de importar' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await visibleSoon(page, /Encontramos 61 lecturas/);
    expect(await section.getByRole('listitem').allTextContents()).toEqual([
      'Glucosa30',
      'Presión arterial30',
      'Peso1',
    ]);
    const table = section.getByRole('table', { name: 'Así se guardarán las primeras' });
    await visibleSoon(page, /Encontramos 61 lecturas, del 1 oct 2026 al 30 oct 2026\./);
    // Shown in her time zone (Mexico City by default), as her meter said: 7:30 in the morning.
    expect(await table.getByRole('row').nth(1).textContent()).toMatch(/1 oct 2026, 7:30\sa\.\s?m\./);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('100 mg/dL');
    expect(await table.getByRole('row').nth(1).textContent()).toContain('OneTouch');
    await screenshotIfAsked(page, 'health-import-preview-360');

    await section.getByRole('button', { name: 'Importar 61 lecturas' }).click();
    await expect
      .poll(() => section.getByRole('status').textContent(), { timeout: 30_000 })
      .toBe('Listo: se importaron 61 lecturas.');
    await screenshotIfAsked(page, 'health-import-done-360');

    await section.getByRole('button', { name: 'Deshacer esta importación' }).click();
    await expect
      .poll(() => section.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe('Importación deshecha: se borraron las lecturas que agregó.');
    const readings = await fetch(
      `${e2e.server.url}/health-metrics/api/readings/?from=2026-09-01&to=2026-11-30`,
      {
        headers: { authorization: `Bearer ${ana.token}` },
      },
    );
    expect(((await readings.json()) as { readings: unknown[] }).readings).toEqual([]);
  });
});
