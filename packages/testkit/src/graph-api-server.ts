/**
 * A local stand-in for the WhatsApp Cloud API messages endpoint (POST /{version}/{phone-number-id}/messages)
 * for tests and benchmarks. It validates like the real API (token, path, body and its limits), answers in
 * Graph's success and error shapes, records accepted sends, can be told to fail, and reports delivery
 * statuses to the bot's webhook signed as Meta signs them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildStatusWebhook,
  DEFAULT_PHONE_NUMBER_ID,
  graphErrorTitle,
  newWamid,
  postSignedWebhook,
  type JsonBody,
  type StatusSpec,
} from './whatsapp-webhooks';

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
}
export interface StatusWebhookTarget {
  url: string;
  appSecret: string;
}
export interface GraphApiServer {
  /** Base address including the version (what WHATSAPP_API_URL is set to). */
  readonly url: string;
  readonly token: string;
  readonly phoneNumberId: string;
  /** Accepted sends in order; recorded on arrival, before any latency (a lost reply still sent it). */
  readonly sent: SentMessage[];
  /** Requests on any `…/messages` path: accepted, failed or refused. */
  readonly requests: number;
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
  reset(): void;
  close(): Promise<void>;
}

/** A refusal in Graph's shape; thrown by validation, rendered by `sendError`. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly details?: string,
    message = `(#${code}) ${graphErrorTitle(code)}`,
    readonly type = 'OAuthException',
  ) {
    super(message);
  }
}

/** Without an explicit code, pick the one Meta uses for that HTTP status. */
function defaultCode(status: number): number {
  if (status === 401) return 190;
  if (status === 429) return 130429;
  if (status === 503) return 2;
  if (status >= 500) return 131000;
  return status === 400 ? 100 : 1;
}

function sendError(res: ServerResponse, error: GraphError, headers: Record<string, string> = {}): void {
  const body = {
    error: {
      message: error.message,
      type: error.type,
      code: error.code,
      ...(error.details !== undefined
        ? { error_data: { messaging_product: 'whatsapp', details: error.details } }
        : {}),
      fbtrace_id: randomBytes(12).toString('base64url'),
    },
  };
  res.writeHead(error.status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

const isObject = (value: unknown): value is JsonBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
// Missing or mistyped fields get Graph's generic 100; present values outside a limit get 131009.
const missing = (details: string): never => {
  throw new GraphError(400, 100, details);
};
const invalid = (details: string): never => {
  throw new GraphError(400, 131009, details);
};

/** A string of 1..max characters (code points, so one emoji counts once, as WhatsApp shows it). */
function checkText(value: unknown, path: string, max: number, required = true): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'string') return missing(`The parameter ${path} is required and must be a string.`);
  const length = [...value].length;
  if (length < 1 || length > max) invalid(`${path} must be 1 to ${max} characters long (got ${length}).`);
}

function checkUnique(values: unknown[], what: string): void {
  if (new Set(values).size !== values.length) invalid(`${what} must be unique within the message.`);
}

function checkButtons(buttons: unknown): void {
  const count = Array.isArray(buttons) ? buttons.length : 0;
  if (!Array.isArray(buttons) || count < 1 || count > 3) {
    return invalid(`interactive.action.buttons must hold 1 to 3 buttons (got ${count}).`);
  }
  buttons.forEach((button: JsonBody | undefined, n) => {
    const at = `interactive.action.buttons[${n}]`;
    if (button?.type !== 'reply') invalid(`${at}.type must be "reply".`);
    checkText(button?.reply?.id, `${at}.reply.id`, 256);
    checkText(button?.reply?.title, `${at}.reply.title`, 20);
    if (button?.reply.id.trim() !== button?.reply.id)
      invalid(`${at}.reply.id has leading or trailing spaces.`);
  });
  checkUnique(
    buttons.map((b: JsonBody) => b.reply.id),
    'Button ids',
  );
  checkUnique(
    buttons.map((b: JsonBody) => b.reply.title),
    'Button titles',
  );
}

function checkList(action: JsonBody): void {
  checkText(action.button, 'interactive.action.button', 20);
  const sections: unknown = action.sections;
  const count = Array.isArray(sections) ? sections.length : 0;
  if (!Array.isArray(sections) || count < 1 || count > 10) {
    return invalid(`interactive.action.sections must hold 1 to 10 sections (got ${count}).`);
  }
  const rows = sections.flatMap((section: JsonBody | undefined, n) => {
    const at = `interactive.action.sections[${n}]`;
    // A title is optional for a single section and required once there are several.
    if (count > 1 || section?.title !== undefined) checkText(section?.title, `${at}.title`, 24);
    if (!Array.isArray(section?.rows) || section.rows.length === 0) invalid(`${at}.rows must not be empty.`);
    return (section?.rows as unknown[]).map((row, k) => ({
      row: row as JsonBody | undefined,
      at: `${at}.rows[${k}]`,
    }));
  });
  if (rows.length > 10) invalid(`Total row count exceed max allowed count: 10 (got ${rows.length}).`);
  for (const { row, at } of rows) {
    checkText(row?.id, `${at}.id`, 200);
    checkText(row?.title, `${at}.title`, 24);
    checkText(row?.description, `${at}.description`, 72, false);
  }
  checkUnique(
    rows.map(({ row }) => row?.id),
    'Row ids',
  );
}

function checkInteractive(interactive: unknown): void {
  if (!isObject(interactive)) return missing('The parameter interactive is required.');
  const { type, header, footer, action } = interactive;
  checkText(interactive.body?.text, 'interactive.body.text', 1024);
  if (footer !== undefined) checkText(footer?.text, 'interactive.footer.text', 60);
  if (header?.type === 'text') checkText(header.text, 'interactive.header.text', 60);
  else if (
    header !== undefined &&
    (type === 'list' || !['image', 'video', 'document'].includes(header?.type))
  ) {
    invalid(`interactive.header.type ${JSON.stringify(header?.type)} is not allowed for ${type} messages.`);
  }
  if (!isObject(action)) return missing('The parameter interactive.action is required.');
  if (type === 'button') return checkButtons(action.buttons);
  if (type === 'list') return checkList(action);
  if (type === 'cta_url') {
    checkText(action.parameters?.display_text, 'interactive.action.parameters.display_text', 20);
    return checkText(action.parameters?.url, 'interactive.action.parameters.url', 2000);
  }
  invalid(`interactive.type must be button, list or cta_url (the fake checks only these), got ${type}.`);
}

function checkTemplate(template: unknown): void {
  if (!isObject(template)) return missing('The parameter template is required.');
  checkText(template.name, 'template.name', 512);
  checkText(template.language?.code, 'template.language.code', 15);
  const components: unknown = template.components;
  if (components === undefined) return;
  if (!Array.isArray(components)) return invalid('template.components must be an array.');
  components.forEach((component: JsonBody | undefined, n) => {
    const at = `template.components[${n}]`;
    if (!['header', 'body', 'button', 'footer'].includes(component?.type))
      invalid(`${at}.type is not valid.`);
    const parameters: unknown = component?.parameters;
    if (parameters === undefined) return;
    if (!Array.isArray(parameters)) return invalid(`${at}.parameters must be an array.`);
    parameters.forEach((parameter: JsonBody | undefined, k) => {
      // Only text parameters are checked; currency, date_time, media and payloads pass as they are.
      if (parameter?.type !== 'text') return;
      checkText(parameter.text, `${at}.parameters[${k}].text`, 32_768);
      if (component?.type === 'body' && /[\n\t]| {5}/.test(parameter.text)) {
        const rule = 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
        throw new GraphError(400, 132018, `${rule} (${at}.parameters[${k}].text)`);
      }
    });
  });
}

/** The checks the real endpoint makes before accepting a send; throws a GraphError naming the problem. */
function validateSend(raw: unknown): JsonBody {
  if (!isObject(raw)) return missing('The request body must be a JSON object.');
  if (raw.messaging_product !== 'whatsapp') missing('The parameter messaging_product must be "whatsapp".');
  if (typeof raw.to !== 'string') missing('The parameter to is required.');
  if (!/^\+?\d{5,15}$/.test(raw.to)) missing(`The parameter to is not a valid phone number: ${raw.to}.`);
  checkText(raw.biz_opaque_callback_data, 'biz_opaque_callback_data', 512, false);
  if (raw.type === 'text') checkText(raw.text?.body, 'text.body', 4096);
  else if (raw.type === 'interactive') checkInteractive(raw.interactive);
  else if (raw.type === 'template') checkTemplate(raw.template);
  else invalid(`type must be text, interactive or template (got ${JSON.stringify(raw.type)}).`);
  return raw;
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
  const version = options.version ?? 'v21.0';

  const sent: SentMessage[] = [];
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
      body = validateSend(JSON.parse(await readBody(req)));
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
      const to = String(body.to);
      const reply = {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
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
        const category = body.type === 'template' ? 'utility' : 'service';
        postStatuses([
          { ...common, status: 'sent', category },
          { ...common, status: 'delivered', category },
        ]);
      }
    };
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.split('/').filter(Boolean);
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

  return {
    url: `http://127.0.0.1:${port}/${version}`,
    token,
    phoneNumberId,
    sent,
    get requests() {
      return requests;
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
      return sent.filter((m) => String(m.body.to).replace(/^\+/, '') === wanted);
    },
    reset() {
      sent.length = 0;
      requests = 0;
      failures = [];
      failRules = [];
      asyncRules = [];
      latencyMs = 0;
      refusals.length = 0;
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
