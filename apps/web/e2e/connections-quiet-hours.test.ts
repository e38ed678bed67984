import { describe, expect, it } from 'vitest';
import {
  registerThroughApi,
  signedInPage,
  uniqueEmail,
  useServerAndBrowser,
  visibleSoon,
  VIEWPORTS,
} from './support/harness';

describe('Conexiones in Chromium: the sensor’s messages', () => {
  const e2e = useServerAndBrowser();

  it('Bety sets quiet hours from 22:00 to 07:00, is told in Spanish what is wrong, and finds them saved', async () => {
    const bety = await registerThroughApi(e2e.server.url, { email: uniqueEmail('bety-quiet') });
    const page = await signedInPage(e2e.browser, bety, VIEWPORTS.phone);
    await page.goto(`${e2e.server.url}/health/connections`);
    await visibleSoon(page, 'Avisos del sensor');

    await page.getByLabel('Inicio de horas de silencio').fill('22:00');
    await page.getByRole('button', { name: 'Guardar avisos' }).click();
    await visibleSoon(page, 'Indica el inicio y el fin de las horas de silencio');

    await page.getByLabel('Fin de horas de silencio').fill('07:00');
    await page.getByLabel('Avisarme si el sensor no envía datos por (horas)').fill('4');
    await page.getByRole('button', { name: 'Guardar avisos' }).click();
    await visibleSoon(page, 'Listo, guardamos tus avisos.');

    await page.reload();
    await visibleSoon(page, 'Avisos del sensor');
    await expect.poll(() => page.getByLabel('Inicio de horas de silencio').inputValue()).toBe('22:00');
    expect(await page.getByLabel('Fin de horas de silencio').inputValue()).toBe('07:00');
    expect(await page.getByLabel('Avisarme si el sensor no envía datos por (horas)').inputValue()).toBe('4');
  });
});
