import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callAs, registerThroughApi, uniqueEmail, useServerAndBrowser } from './support/harness';
import { comfortOffenders, contrastOffenders, overflowOffenders } from './support/reading-comfort';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A 1280 px window at 200 % zoom lays pages out in 640 CSS px. */
const ZOOMED = { width: 640, height: 400 };

const PUBLIC_PAGES = [
  '/',
  '/faq',
  '/terms-conditions',
  '/privacy-policy',
  '/signup',
  '/login',
  '/forgot-password',
  '/probar-chat',
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('reading comfort at 65: every page at 390 px and 1280 px (CONTRACTS.md section 12)', () => {
  const e2e = useServerAndBrowser();

  /** Ana with a week of readings, a medication with its schedule, sharing with Beto, who accepted. */
  async function peopleWithData() {
    const ana = await registerThroughApi(e2e.server.url, { email: uniqueEmail('comodidad') });
    const beto = await registerThroughApi(e2e.server.url, { email: uniqueEmail('beto') });
    const asAna = callAs(e2e.server.url, ana.token);
    await asAna('PUT', '/health-users/profile/', { email: ana.email, first_name: 'Ana', last_name: 'Ríos' });
    const readings = [
      { metric: 'glucosa', value: 62, context: 'ayunas', measured_at: hoursAgo(150) },
      { metric: 'glucosa', value: 110, context: 'ayunas', measured_at: hoursAgo(100) },
      { metric: 'glucosa', value: 212, context: 'despues_de_comer', measured_at: hoursAgo(90) },
      { metric: 'glucosa', value: 140, context: 'despues_de_comer', measured_at: hoursAgo(30) },
      { metric: 'presion', value: 142, v2: 91, measured_at: hoursAgo(50) },
      { metric: 'presion', value: 128, v2: 80, measured_at: hoursAgo(20) },
      { metric: 'peso', value: 74.5, measured_at: hoursAgo(10) },
    ];
    for (const reading of readings) await asAna('POST', '/health-metrics/api/readings/', reading);
    const medication = await asAna<{ id: number }>('POST', '/health-users/medicamentos/', {
      paciente_id: null,
      nombre: 'Metformina',
      dosis: '850 mg',
    });
    await asAna('POST', '/health-users/medication_schedules/', {
      medicamento_id: medication.id,
      frecuencia: 'daily',
      hora: '21:00',
    });
    const pacienteId = (await asAna<Array<{ id: number }>>('GET', '/health-users/pacientes/'))[0]!.id;
    const invited = await asAna<{ invitation_url: string }>('POST', '/health-users/shares/', {
      email: beto.email,
      scope: 'lectura',
    });
    const code = new URL(invited.invitation_url).searchParams.get('code')!;
    return { ana, beto, pacienteId, code };
  }

  async function openAs(browser: Browser, token: string | null, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, locale: 'es-MX' });
    if (token) {
      await context.addInitScript((value) => {
        const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
        storage.setItem('token', value);
        storage.setItem('healthToken', value);
      }, token);
    }
    return context.newPage();
  }

  /** Until the page has its heading and nothing on it is still loading. */
  async function settle(page: Page) {
    // Controls wait for the app's code (disabled in the server's HTML): measure the page it hydrated.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              /Cargando|Aceptando/.test(document.body.innerText) ||
              !!document.querySelector('[data-chart-status="loading"]') ||
              // The public navbar's menu button waits for the app's code too: hydrated once it is enabled.
              !!document.querySelector('button[aria-controls][aria-label="Abrir menú"]:disabled'),
          ),
        { timeout: 15_000 },
      )
      .toBe(false);
  }

  async function walk(page: Page, paths: string[], checks: Array<(page: Page) => Promise<string[]>>) {
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`${e2e.server.url}${path}`);
      await settle(page);
      for (const check of checks)
        for (const offender of await check(page)) found.push(`${path}: ${offender}`);
    }
    return found;
  }

  it('public pages: text, line height, targets and contrast at 390 px and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAs(e2e.browser, null, viewport);
      const found = await walk(page, PUBLIC_PAGES, [comfortOffenders, contrastOffenders, overflowOffenders]);
      expect(found, `at ${viewport.width} px`).toEqual([]);
      await page.context().close();
    }
  });

  it('member pages: text, line height, targets and contrast at 390 px and 1280 px', async () => {
    const { ana, beto, pacienteId, code } = await peopleWithData();
    const annPages = [
      '/health/home',
      '/health/metrics',
      '/health/metrics/import',
      '/health/report',
      '/health/chat',
      '/health/sharing',
      '/health/connections',
      '/health/profile',
      '/health/profile/eliminar-cuenta',
      '/health/payments',
      '/health/checkout/cancel',
      '/health/checkout/test',
    ];
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAs(e2e.browser, ana.token, viewport);
      const found = await walk(page, annPages, [comfortOffenders, contrastOffenders, overflowOffenders]);
      expect(found, `at ${viewport.width} px`).toEqual([]);
      await page.context().close();
    }
    // Beto accepts Ana's invitation, then reads her metrics.
    const page = await openAs(e2e.browser, beto.token, PHONE);
    const found = await walk(
      page,
      [`/health/invitation?code=${code}`, '/health/shared', `/health/shared/${pacienteId}`],
      [comfortOffenders, contrastOffenders, overflowOffenders],
    );
    expect(found).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('a form error shows beside its field at 390 px, linked to it and announced', async () => {
    const page = await openAs(e2e.browser, null, PHONE);
    await page.goto(`${e2e.server.url}/signup`);
    await settle(page);
    const register = page.getByRole('button', { name: 'Registrarme' });
    // Disabled until the number is whole, and it says so under it.
    expect(await register.isDisabled()).toBe(true);
    expect(await comfortOffenders(page)).toEqual([]);
    await page.getByLabel('Teléfono de WhatsApp').fill('2015550123');
    await page.getByLabel('Tu nombre').fill('Ana');
    await register.click();
    const email = page.getByLabel('Correo electrónico');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-errormessage'))!;
    const error = page.locator(`[id="${errorId}"]`);
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.textContent()).toBe('Por favor completa todos los campos.');
    expect(await comfortOffenders(page)).toEqual([]);
    await email.fill(uniqueEmail('corta'));
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await page.getByLabel('Confirmar contraseña').fill('corta');
    await register.click();
    await expect
      .poll(() => page.getByLabel('Contraseña', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await comfortOffenders(page)).toEqual([]);
    await page.context().close();

    // Mi Perfil and Registrar lectura, long forms on a phone: each error under its field.
    const { ana } = await peopleWithData();
    const member = await openAs(e2e.browser, ana.token, PHONE);
    await member.goto(`${e2e.server.url}/health/profile`);
    await settle(member);
    await member.getByLabel('Nombre', { exact: true }).fill('');
    await member.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .poll(() => member.getByLabel('Nombre', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await comfortOffenders(member)).toEqual([]);
    await member.goto(`${e2e.server.url}/health/metrics`);
    await settle(member);
    await member.getByRole('button', { name: 'Guardar lectura' }).click();
    await expect.poll(() => member.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await comfortOffenders(member)).toEqual([]);
    await member.context().close();
  });

  it('at 200 % zoom (640 CSS px) nothing is cut or pushed sideways', async () => {
    const { ana } = await peopleWithData();
    const page = await openAs(e2e.browser, ana.token, ZOOMED);
    const found = await walk(
      page,
      [
        ...PUBLIC_PAGES,
        '/health/home',
        '/health/metrics',
        '/health/report',
        '/health/profile',
        '/health/sharing',
      ],
      [overflowOffenders],
    );
    expect(found).toEqual([]);
    await page.context().close();
  });
});
