export {
  openTestDatabase,
  createScratchDatabase,
  type TestDatabase,
  type ScratchDatabase,
} from './test-database';
export { uniqueEmail, uniqueMxPhone } from './identities';
export {
  bearer,
  callAs,
  createUser,
  fetchTransport,
  injectTransport,
  type ApiRequest,
  type ApiResponse,
  type ApiTransport,
  type CreateUserOptions,
  type SignedInUser,
  type UserCredentials,
} from './api-client';
export { startServer, type RunningServer } from './server-process';
export { launchChromium, signedInPage, VIEWPORTS } from './browser';
// useServerAndBrowser registers vitest hooks: it is exported from @vitalia/testkit/vitest, so that this
// entry stays loadable without the test runner (the benchmarks import it).
export { GraphError } from './graph-api-validation';
export {
  startGraphApiServer,
  GRAPH_API_VERSION,
  AUTHENTICATION_TEMPLATES,
  type GraphApiServer,
  type GraphApiServerOptions,
  type GraphFailure,
  type ReadReceipt,
  type SentMessage,
  type StatusWebhookTarget,
} from './graph-api-server';
export {
  buildInboundWebhook,
  buildIdentityChangeWebhook,
  buildStatusWebhook,
  graphErrorTitle,
  newWamid,
  postSignedWebhook,
  signWhatsAppBody,
  GRAPH_ERROR_TITLES,
  type InboundSpec,
  type JsonBody,
  type StatusSpec,
} from './whatsapp-webhooks';
export {
  decodeStripeForm,
  webhookOverHttp,
  type RecordedStripeRequest,
  type StripeApiServerOptions,
  type StripeEventRecord,
  type WebhookTarget,
} from './stripe-api-wire';
export { startStripeApiServer, type StripeApiServer } from './stripe-api-server';
export {
  startTranscriptionServer,
  type TranscriptionRequest,
  type TranscriptionServer,
  type TranscriptionServerOptions,
} from './transcription-server';
export type { GraphMedia, MediaSpec } from './graph-api-media';
export { startDexcomShareServer, type DexcomShareServer, type ShareValue } from './dexcom-share-server';
