// The browser tests' helpers live in @vitalia/testkit (shared with the API tests); this file keeps the
// names the browser tests use.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  createUser,
  fetchTransport,
  startGraphApiServer,
  startServer,
  type GraphApiServer,
  type RunningServer,
  type SignedInUser,
  type UserCredentials,
} from '@vitalia/testkit';

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

/** The WhatsApp app secret of startCloudApiServer's webhooks. */
export const E2E_APP_SECRET = 'e2e-app-secret';

/**
 * The built server in WhatsApp Cloud API mode against a local Graph API (codes and replies are read there),
 * as in production; the chat number of its links is 15550001234.
 */
export async function startCloudApiServer(): Promise<{ graph: GraphApiServer; server: RunningServer }> {
  const graph = await startGraphApiServer();
  const server = await startServer(
    {
      WHATSAPP_TOKEN: graph.token,
      WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
      WHATSAPP_APP_SECRET: E2E_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'e2e-verify',
      WHATSAPP_API_URL: graph.url,
      CHAT_NUMBER: '15550001234',
      CHAT_POLL_MS: '50',
    },
    { production: true },
  );
  return { graph, server };
}
