import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs (and any others given). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Signs a browser context in as `user`, the way the web app keeps a session (token and healthToken in
 * local storage), before any page script runs; returns a new page in it, not yet navigated.
 */
export async function signedInPage(
  browser: Browser,
  user: { token: string },
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  await context.addInitScript((token) => {
    // Runs in the page, where localStorage exists.
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
      .localStorage;
    storage.setItem('token', token);
    storage.setItem('healthToken', token);
  }, user.token);
  return context.newPage();
}
