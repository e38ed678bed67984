import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS, useServerAndBrowser } from './support/harness';

// Unusual figures, so the test proves every price and trial figure comes from the server's configuration.
const PRICE_MXN = 47;
const TRIAL_DAYS = 21;

describe('public site', () => {
  const e2e = useServerAndBrowser({ PRICE_MXN: String(PRICE_MXN), TRIAL_DAYS: String(TRIAL_DAYS) });
  let context: BrowserContext;
  let page: Page;

  async function openPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
    await context?.close();
    context = await e2e.browser.newContext({ viewport });
    page = await context.newPage();
    return page;
  }

  const inView = (selector: string) =>
    page.evaluate((sel) => {
      const box = document.querySelector(sel)!.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    }, selector);

  it('shows the landing sections in order with the configured price and trial', async () => {
    await openPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(e2e.server.url);

    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      '¿Por qué elegir Vitalia?',
      '¿Cómo funciona?',
      'Todo lo que necesitas para cuidarte',
      'Un solo plan, todo incluido',
      '¿Quieres verlo en acción antes de decidir?',
      'Funciona con tecnología de confianza',
    ]);
    expect(await main.getByRole('figure').textContent()).toContain('la azúcar amaneció en 140');

    const pricing = page.locator('#precios');
    expect(await pricing.textContent()).toContain(`${PRICE_MXN} MXN al mes • IVA incluido`);
    expect(await pricing.textContent()).toContain(
      `${TRIAL_DAYS} días de prueba gratis, sin tarjeta de crédito`,
    );
    // The defaults (29 MXN, 14 days) must appear nowhere once the server is configured otherwise.
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toContain('29 MXN');
    expect(body).not.toContain('14 días');
    expect(body).toContain(`${TRIAL_DAYS} días gratis`);

    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'Monitoreo 24/7',
      'Alertas inteligentes',
      'Reportes personalizados',
      'Guías clínicas',
    ]);
    const selected = () => page.getByRole('tab', { selected: true }).allTextContents();
    expect(await selected()).toEqual(['Monitoreo 24/7']);
    // The page is painted from the server before its script: the tabs answer keys once it has hydrated
    // (until then they are disabled, and a focus or a key press would fall on nothing).
    const first = page.getByRole('tab', { name: 'Monitoreo 24/7', disabled: false });
    await first.waitFor();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(['Alertas inteligentes']);
    await page.getByRole('tab', { name: 'Guías clínicas' }).click();
    expect(await selected()).toEqual(['Guías clínicas']);
    expect(await page.getByRole('tabpanel').textContent()).toContain(
      'Recomendaciones basadas en guías clínicas',
    );
    expect(errors).toEqual([]);
  });

  it('opens every call to action in the chat: its simulation, in simulator mode', async () => {
    await openPage();
    await page.goto(e2e.server.url);
    const main = page.getByRole('main');
    // No WhatsApp credentials: the chat links open the site's own chat simulator, in the same tab.
    for (const name of ['Comenzar', 'Suscribirme', 'Solicitar demo']) {
      const link = main.getByRole('link', { name });
      expect(await link.getAttribute('href')).toMatch(/^\/probar-chat/);
      expect(await link.getAttribute('target')).toBeNull();
    }
    expect(await main.getByRole('link', { name: 'Solicitar demo' }).getAttribute('href')).toContain(
      `?texto=${encodeURIComponent('Hola, quiero una demo de Vitalia')}`,
    );
    const footerChat = page.getByRole('contentinfo').getByRole('link', { name: 'Inicio', exact: true });
    expect(await footerChat.getAttribute('href')).toBe('/probar-chat');
    expect(await page.getByRole('contentinfo').textContent()).toContain(
      'Abre una simulación del chat de WhatsApp en este sitio',
    );
  });

  it('keeps one FAQ answer open at a time', async () => {
    await openPage();
    await page.goto(`${e2e.server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Sobre Vitalia',
      'Biomarcadores y monitoreo',
      'Alertas y recomendaciones',
      'Recordatorios y horarios',
      'Precios y suscripciones',
      'Configuración y personalización',
      'Seguridad y privacidad',
      'Integraciones y soporte',
    ]);

    const first = page.getByRole('button', { name: '¿Qué es Vitalia?' });
    const price = page.getByRole('button', { name: '¿Cuánto cuesta Vitalia?' });
    const expanded = page.locator('button[aria-expanded="true"]');
    const openAnswers = page.locator('div[role="region"]:not([hidden])');

    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region', { name: '¿Qué es Vitalia?' }).waitFor();

    await price.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await expanded.count()).toBe(1);
    const answer = page.getByRole('region', { name: '¿Cuánto cuesta Vitalia?' });
    expect(await answer.textContent()).toContain(`${PRICE_MXN} MXN al mes, IVA incluido`);
    expect(await openAnswers.count()).toBe(1);

    await price.click();
    expect(await price.getAttribute('aria-expanded')).toBe('false');
    expect(await expanded.count()).toBe(0);
    expect(await openAnswers.count()).toBe(0);
  });

  it('scrolls to the pricing section from the navbar, coming from the FAQ', async () => {
    await openPage();
    await page.goto(`${e2e.server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Precios' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => inView('#precios'), { timeout: 5_000 }).toBe(true);

    // Inicio goes back to the top.
    await page.getByRole('banner').getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Precios also works when the landing page is already open.
    await page.getByRole('banner').getByRole('link', { name: 'Precios' }).click();
    await expect.poll(() => inView('#precios'), { timeout: 5_000 }).toBe(true);
  });

  it('strengthens the navbar shadow once the page is scrolled past 10 px', async () => {
    await openPage();
    await page.goto(e2e.server.url);
    const header = page.getByRole('banner');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
  });

  it('works at 360 px with a toggleable menu', async () => {
    await openPage(VIEWPORTS.phone);
    await page.goto(e2e.server.url);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.getByRole('link', { name: 'Dudas' }).isVisible()).toBe(false);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Dudas' }).isVisible()).toBe(true);

    const backdrop = page.getByTestId('menu-backdrop');
    const box = (await backdrop.boundingBox())!;
    await backdrop.click({ position: { x: box.width / 2, y: box.height - 20 } });
    expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await page.getByRole('link', { name: 'Dudas' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Dudas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('links the footer to the terms and the privacy notice', async () => {
    await openPage();
    await page.goto(e2e.server.url);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Vitalia en Facebook', 'Vitalia en Instagram', 'Vitalia en X (Twitter)']) {
      expect(await footer.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await footer.getByRole('link', { name: 'hola@vitalia.mx' }).getAttribute('href')).toBe(
      'mailto:hola@vitalia.mx',
    );
    expect(await footer.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/signup');
    for (const name of ['Stripe', 'Visa', 'Mastercard', 'American Express']) {
      expect(await footer.getByRole('img', { name }).count()).toBe(1);
    }

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footer.getByRole('link', { name: 'Términos y condiciones' }).click();
    await page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms-conditions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const terms = (await page.getByRole('main').textContent()) ?? '';
    expect(terms).toContain(`${PRICE_MXN} MXN al mes, IVA incluido`);
    expect(terms).toContain(`${TRIAL_DAYS} días de prueba gratis`);
    expect(terms).toContain('911');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footer.getByRole('link', { name: 'Aviso de privacidad' }).click();
    await page.getByRole('heading', { level: 1, name: 'Aviso de Privacidad' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const version = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('vitalia-config')!.textContent!) as {
            privacyNoticeVersion: string;
          }
        ).privacyNoticeVersion,
    );
    expect(await page.getByRole('main').textContent()).toContain(`Versión ${version}`);
  });
});
