// The browser tests' helpers live in @vitalia/testkit (shared with the API tests); this file keeps the
// names the browser tests use.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, fetchTransport, type SignedInUser, type UserCredentials } from '@vitalia/testkit';

export {
  callAs,
  launchChromium,
  signedInPage,
  startServer,
  uniqueEmail,
  uniqueMxPhone,
  VIEWPORTS,
  type RunningServer,
} from '@vitalia/testkit';
export { useServerAndBrowser } from '@vitalia/testkit/vitest';

export type ApiUser = SignedInUser;

/** Registers a user through the API, as the sign-up page does, signed in. */
export function registerThroughApi(serverUrl: string, overrides: Partial<UserCredentials> = {}) {
  return createUser(fetchTransport(serverUrl), { ...overrides, withToken: true });
}

/** Waits (up to 10 s) until the first element with this text is visible. */
export function visibleSoon(page: Page, text: string | RegExp) {
  return expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
}

/** A full-page screenshot named `name`.png in SCREENSHOT_DIR, when that variable asks for screenshots. */
export async function screenshotIfAsked(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
