/**
 * A local stand-in for the WhatsApp Cloud API messages endpoint (POST /{version}/{phone-number-id}/messages)
 * for tests and benchmarks. It validates like the real API (token, path, body and its limits), answers in
 * Graph's success and error shapes, records accepted sends, can be told to fail, and reports delivery
 * statuses to the bot's webhook signed as Meta signs them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGraphMedia, type GraphMedia } from './graph-api-media';
import {
  defaultCode,
  GraphError,
  isReadReceipt,
  sendError,
  validateReadReceipt,
  validateSend,
} from './graph-api-validation';
import {
  buildStatusWebhook,
  DEFAULT_PHONE_NUMBER_ID,
  graphErrorTitle,
  newWamid,
  postSignedWebhook,
  type JsonBody,
  type StatusSpec,
} from './whatsapp-webhooks';

/** The Graph API version the local server answers on by default (the server's default WHATSAPP_API_URL). */
export const GRAPH_API_VERSION = 'v26.0';

export interface GraphFailure {
  status: number;
  code?: number;
  message?: string;
  retryAfterSeconds?: number;
}
export interface SentMessage {
  wamid: string;
  phoneNumberId: string;
  body: JsonBody;
  receivedAt: Date;
}
export interface GraphApiServerOptions {
  token?: string;
  phoneNumberId?: string;
  version?: string;
  port?: number;
  /** Templates created as AUTHENTICATION (copy code), whose sends are checked as Meta checks them. */
  authenticationTemplates?: readonly string[];
}

/** The product's authentication template (the password reset code). */
export const AUTHENTICATION_TEMPLATES: readonly string[] = ['vitalia_codigo'];
export interface StatusWebhookTarget {
  url: string;
  appSecret: string;
}
/** A read receipt (`status: "read"`), with or without the typing indicator. */
export interface ReadReceipt {
  messageId: string;
  typing: boolean;
  receivedAt: Date;
}

export interface GraphApiServer extends GraphMedia {
  /** Base address including the version (what WHATSAPP_API_URL is set to). */
  readonly url: string;
  readonly token: string;
  readonly phoneNumberId: string;
  /** Accepted sends in order; recorded on arrival, before any latency (a lost reply still sent it). */
  readonly sent: SentMessage[];
  /** Requests on any `…/messages` path: accepted, failed or refused (read receipts apart). */
  readonly requests: number;
  /** Accepted read receipts in order (`POST …/messages` with `status: "read"`); not in `sent`. */
  readonly readReceipts: ReadReceipt[];
  /** Read receipts answered with this failure until cleared (they never use failNext's failures). */
  failReadReceipts(failure: GraphFailure | undefined): void;
  /** The next `count` valid sends get this failure; invalid bodies are refused first and don't use one. */
  failNext(count: number, failure: GraphFailure): void;
  /** Adds a rule (rules accumulate until reset; the first that returns a failure wins). */
  failWhen(predicate: (body: JsonBody) => GraphFailure | undefined): void;
  /** Adds a rule: accept, then post only a `failed` status (no sent/delivered), if a webhook is set. */
  failAsync(predicate: (body: JsonBody) => { code: number; title?: string } | undefined): void;
  setLatency(ms: number): void;
  /** After each accepted send, post signed `sent` then `delivered` statuses there (in send order). */
  setStatusWebhook(target: StatusWebhookTarget | undefined): void;
  waitForSent(count: number, timeoutMs?: number): Promise<SentMessage[]>;
  sentTo(waId: string): SentMessage[];
  /**
   * Removes the sends that match and returns them: for a helper that reads a message as its person would
   * (the code that proves a number) so the test after it sees only what came next.
   */
  takeSent(predicate: (message: SentMessage) => boolean): SentMessage[];
  reset(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const describe = (m: SentMessage) =>
  `${m.body.type} to ${m.body.to}: ${JSON.stringify(m.body[m.body.type as string]).slice(0, 80)}`;

export async function startGraphApiServer(options: GraphApiServerOptions = {}): Promise<GraphApiServer> {
  const token = options.token ?? 'test-whatsapp-token';
  const phoneNumberId = options.phoneNumberId ?? DEFAULT_PHONE_NUMBER_ID;
  const version = options.version ?? GRAPH_API_VERSION;
  const rules = {
    authenticationTemplates: new Set(options.authenticationTemplates ?? AUTHENTICATION_TEMPLATES),
  };

  const sent: SentMessage[] = [];
  const readReceipts: ReadReceipt[] = [];
  let readFailure: GraphFailure | undefined;
  let requests = 0;
  let failures: GraphFailure[] = [];
  let failRules: Array<(body: JsonBody) => GraphFailure | undefined> = [];
  let asyncRules: Array<(body: JsonBody) => { code: number; title?: string } | undefined> = [];
  let latencyMs = 0;
  let webhook: StatusWebhookTarget | undefined;
  // Recent refusals, so a waitForSent timeout can say why sends never arrived.
  const refusals: string[] = [];
  const waiters = new Set<{ count: number; resolve: () => void }>();
  const timers = new Set<NodeJS.Timeout>();
  // One queue for all status posts keeps them in send order (sent before delivered) and lets close() drain it.
  let webhookQueue: Promise<void> = Promise.resolve();

  let closing = false;
  const postStatuses = (statuses: StatusSpec[]) => {
    if (!webhook) return;
    webhookQueue = webhookQueue.then(async () => {
      for (const status of statuses) {
        const body = buildStatusWebhook([status], { phoneNumberId });
        // Like Meta, a status the app did not take (it was down: kill tests) is posted again, in order,
        // to whatever address the app has now, for up to two minutes.
        const deadline = Date.now() + 120_000;
        while (!closing && webhook && Date.now() < deadline) {
          const target = webhook;
          const delivered = await postSignedWebhook(target.url, body, target.appSecret, {
            signal: AbortSignal.timeout(5_000),
          })
            .then(async (response) => {
              await response.body?.cancel();
              return response.ok;
            })
            .catch(() => false);
          if (delivered) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    });
  };

  const accept = (body: JsonBody): SentMessage => {
    const message: SentMessage = { wamid: newWamid(), phoneNumberId, body, receivedAt: new Date() };
    sent.push(message);
    for (const waiter of waiters) if (sent.length >= waiter.count) waiter.resolve();
    return message;
  };

  /** Decides the answer for one request on the messages path; runs before the latency delay. */
  const handle = async (req: IncomingMessage, path: string[]): Promise<(res: ServerResponse) => void> => {
    const fail = (error: GraphError, headers?: Record<string, string>) => {
      refusals.push(`${error.status} ${error.message}${error.details ? `: ${error.details}` : ''}`);
      if (refusals.length > 10) refusals.shift();
      return (res: ServerResponse) => sendError(res, error, headers);
    };
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${token}`) {
      const why = auth ? 'Malformed access token' : 'An access token is required to request this resource.';
      return fail(new GraphError(401, 190, undefined, why), {
        'www-authenticate': 'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token"',
      });
    }
    if (path.length !== 3 || path[0] !== version || path[2] !== 'messages') {
      const unknown = `Unknown path components: /${path.join('/')}`;
      return fail(new GraphError(404, 100, undefined, unknown));
    }
    if (req.method !== 'POST') {
      return fail(new GraphError(400, 100, undefined, `Unsupported ${req.method?.toLowerCase()} request.`));
    }
    if (path[1] !== phoneNumberId) {
      const message =
        `Unsupported post request. Object with ID '${path[1]}' does not exist, cannot be loaded due to ` +
        'missing permissions, or does not support this operation.';
      return fail(new GraphError(400, 100, undefined, message, 'GraphMethodException'));
    }
    let body: JsonBody;
    try {
      const raw: unknown = JSON.parse(await readBody(req));
      if (isReadReceipt(raw)) {
        // Not a send: counted apart, and never given a send's failure.
        requests -= 1;
        validateReadReceipt(raw);
        if (readFailure) {
          const code = readFailure.code ?? defaultCode(readFailure.status);
          return fail(new GraphError(readFailure.status, code, readFailure.message ?? graphErrorTitle(code)));
        }
        readReceipts.push({
          messageId: String(raw.message_id),
          typing: raw.typing_indicator?.type === 'text',
          receivedAt: new Date(),
        });
        return (res) => {
          if (!res.destroyed)
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true }));
        };
      }
      body = validateSend(raw, rules);
    } catch (error) {
      if (error instanceof GraphError) return fail(error);
      return fail(new GraphError(400, 100, 'The request body is not valid JSON.'));
    }
    const failure = failures.shift() ?? failRules.map((rule) => rule(body)).find(Boolean);
    if (failure) {
      const code = failure.code ?? defaultCode(failure.status);
      const error = new GraphError(
        failure.status,
        code,
        failure.message ?? graphErrorTitle(code),
        failure.message,
      );
      const retry = failure.retryAfterSeconds;
      return fail(error, retry !== undefined ? { 'retry-after': String(retry) } : {});
    }
    // Recorded now, before any latency: like Meta, a request that arrived is sent even if the reply is lost.
    const message = accept(body);
    const asyncFailure = asyncRules.map((rule) => rule(body)).find(Boolean);
    return (res) => {
      // `to` (a phone) wins over `recipient` (a BSUID), as at Meta.
      const to = String(body.to ?? body.recipient);
      const contact =
        body.to !== undefined ? { input: to, wa_id: to.replace(/^\+/, '') } : { input: to, user_id: to };
      const reply = {
        messaging_product: 'whatsapp',
        contacts: [contact],
        messages: [{ id: message.wamid }],
      };
      // A client killed during the latency never reads this, but Meta would still report the statuses.
      if (!res.destroyed)
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      const common = {
        id: message.wamid,
        recipientId: to,
        bizOpaqueCallbackData: body.biz_opaque_callback_data,
      };
      if (asyncFailure) {
        postStatuses([{ ...common, status: 'failed', errors: [asyncFailure] }]);
      } else {
        const category =
          body.type !== 'template'
            ? 'service'
            : rules.authenticationTemplates.has(body.template?.name)
              ? 'authentication'
              : 'utility';
        postStatuses([
          { ...common, status: 'sent', category },
          { ...common, status: 'delivered', category },
        ]);
      }
    };
  };

  const media = createGraphMedia({ token, version });
  let origin = '';
  const server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://localhost');
    // Media people sent (voice notes): metadata and download, apart from the messages endpoint.
    if (media.handle(req, res, requestUrl, origin)) return;
    const path = requestUrl.pathname.split('/').filter(Boolean);
    if (path.at(-1) === 'messages') requests += 1;
    handle(req, path).then(
      (answer) => {
        if (latencyMs <= 0) return answer(res);
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer(res);
        }, latencyMs);
        timers.add(timer);
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: `http://127.0.0.1:${port}/${version}`,
    token,
    phoneNumberId,
    sent,
    readReceipts,
    addMedia: media.store.addMedia,
    expireMedia: media.store.expireMedia,
    mediaRequests: media.store.mediaRequests,
    get requests() {
      return requests;
    },
    failReadReceipts(failure) {
      readFailure = failure;
    },
    failNext(count, failure) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    failWhen(predicate) {
      failRules.push(predicate);
    },
    failAsync(predicate) {
      asyncRules.push(predicate);
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    setStatusWebhook(target) {
      webhook = target;
    },
    waitForSent(count, timeoutMs = 10_000) {
      if (sent.length >= count) return Promise.resolve([...sent]);
      return new Promise((resolve, reject) => {
        const waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve([...sent]);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const arrived = sent.map((m, i) => `  ${i + 1}. ${describe(m)}`).join('\n') || '  (none)';
          const refused = refusals.length ? `\nlast refusals:\n  ${refusals.join('\n  ')}` : '';
          const summary = `waitForSent(${count}): only ${sent.length} accepted send(s) after ${timeoutMs} ms`;
          reject(new Error(`${summary} (${requests} request(s) in all):\n${arrived}${refused}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    sentTo(waId) {
      const wanted = waId.replace(/^\+/, '');
      return sent.filter((m) => String(m.body.to ?? m.body.recipient).replace(/^\+/, '') === wanted);
    },
    takeSent(predicate) {
      const taken = sent.filter(predicate);
      for (const message of taken) sent.splice(sent.indexOf(message), 1);
      return taken;
    },
    reset() {
      sent.length = 0;
      readReceipts.length = 0;
      readFailure = undefined;
      requests = 0;
      failures = [];
      failRules = [];
      asyncRules = [];
      latencyMs = 0;
      refusals.length = 0;
      media.reset();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      closing = true;
      await webhookQueue;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
