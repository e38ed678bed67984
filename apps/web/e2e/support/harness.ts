// The browser tests' helpers live in @vitalia/testkit (shared with the API tests); this file keeps the
// names the browser tests use.
import { createUser, fetchTransport, type SignedInUser, type UserCredentials } from '@vitalia/testkit';

export {
  callAs,
  launchChromium,
  signedInPage,
  startServer,
  uniqueEmail,
  uniqueMxPhone,
  useServerAndBrowser,
  VIEWPORTS,
  type RunningServer,
} from '@vitalia/testkit';

export type ApiUser = SignedInUser;

/** Registers a user through the API, as the sign-up page does, signed in. */
export function registerThroughApi(serverUrl: string, overrides: Partial<UserCredentials> = {}) {
  return createUser(fetchTransport(serverUrl), { ...overrides, withToken: true });
}
