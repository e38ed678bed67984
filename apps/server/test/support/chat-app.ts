import type { FastifyBaseLogger } from 'fastify';
import {
  buildInboundWebhook,
  newWamid,
  postSignedWebhook,
  startGraphApiServer,
  type GraphApiServer,
  type InboundSpec,
  type SentMessage,
} from '@vitalia/testkit';
import { actingAs, createTestApp, registerUser, type RegisteredUser, type TestApp } from './test-app';

export const APP_SECRET = 'test-app-secret';

export interface ChatTestApp extends TestApp {
  graph: GraphApiServer;
  /** The app's own address (it listens on a port: the fake Graph API posts status webhooks to it). */
  baseUrl: string;
  webhookUrl: string;
  /** Posts a signed inbound webhook as WhatsApp would. */
  inbound(messages: InboundSpec | InboundSpec[]): Promise<Response>;
  /** Sends `text` from `waId` and waits for the reply to that very message. */
  say(waId: string, text: string): Promise<SentMessage>;
  /** Sends one inbound message and waits for its reply. */
  exchange(spec: InboundSpec): Promise<SentMessage>;
  /**
   * A registered patient and the wa_id WhatsApp gives their number (Mexico's 521 form). Their number is
   * proven as on the web: the code sign-up sent is read at the Graph API (and taken off its record) and
   * entered; `{ proven: false }` leaves it unproven, the code message still on the record.
   */
  patient(firstName?: string, options?: { proven?: boolean }): Promise<RegisteredUser & { waId: string }>;
  /** The 6-digit code the last code message to `recipient` carried, taken off the Graph API's record. */
  takeCode(recipient: string): Promise<string>;
  /**
   * The one-use link of "ver mis gráficas" (or `words`) that `waId` asks for in the chat, exchanged for a
   * session of the account: the session's token and the link's.
   */
  signInFromChat(waId: string, words?: string): Promise<{ token: string; linkToken: string }>;
}

/** The text a person reads in a message the app sent. */
export function textOf(message: SentMessage): string {
  const body = message.body;
  if (body.type === 'text') return body.text.body as string;
  if (body.type === 'interactive') return body.interactive.body.text as string;
  if (body.type === 'template') {
    return (body.template.components?.[0]?.parameters ?? []).map((p: { text: string }) => p.text).join(' | ');
  }
  return '';
}

/** The server in WhatsApp Cloud API mode against a local Graph API, listening on a loopback port. */
export async function createChatTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; logger?: FastifyBaseLogger } = {},
): Promise<ChatTestApp> {
  const graph = await startGraphApiServer();
  const app = await createTestApp({
    now: options.now,
    logger: options.logger,
    env: {
      WHATSAPP_TOKEN: graph.token,
      WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_API_URL: graph.url,
      PUBLIC_URL: 'https://vitalia.example',
      CHAT_POLL_MS: '50',
      ...env,
    },
  });
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `${address}/webhooks/whatsapp`;
  graph.setStatusWebhook({ url: webhookUrl, appSecret: APP_SECRET });

  const inbound = (messages: InboundSpec | InboundSpec[]) =>
    postSignedWebhook(
      webhookUrl,
      buildInboundWebhook(messages, { phoneNumberId: graph.phoneNumberId }),
      APP_SECRET,
    );

  // The reply to a message is the one queued under its id; it is found at the Graph API by the id
  // WhatsApp gave it.
  async function exchange(spec: InboundSpec): Promise<SentMessage> {
    const id = spec.id ?? newWamid();
    const response = await inbound({ ...spec, id });
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [row] = await app.query<{ provider_message_id: string | null }>(
        `SELECT provider_message_id FROM chat_outbound WHERE dedupe_key = $1 AND state = 'sent'`,
        [`reply:${id}`],
      );
      const sent = row?.provider_message_id && graph.sent.find((m) => m.wamid === row.provider_message_id);
      if (sent) return sent;
      if (Date.now() > deadline) throw new Error(`no reply to ${JSON.stringify(spec)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function takeCode(recipient: string): Promise<string> {
    const isCode = (m: SentMessage) =>
      String(m.body.to) === recipient &&
      m.body.type === 'template' &&
      m.body.template?.name === 'vitalia_codigo';
    const deadline = Date.now() + 15_000;
    while (!graph.sent.some(isCode)) {
      if (Date.now() > deadline) throw new Error(`no code reached ${recipient}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const taken = graph.takeSent(isCode);
    return textOf(taken[taken.length - 1]!);
  }

  return {
    ...app,
    graph,
    baseUrl: address,
    webhookUrl,
    inbound,
    say(waId, text) {
      return exchange({ from: waId, text });
    },
    exchange,
    takeCode,
    async signInFromChat(waId, words = 'ver mis gráficas') {
      const link = textOf(await exchange({ from: waId, text: words }));
      const linkToken = decodeURIComponent(/\/health\/metrics\?token=([\w%-]+)/.exec(link)![1]!);
      const session = await app.app.inject({
        method: 'POST',
        url: '/health-users/link-session/',
        payload: { token: linkToken },
      });
      if (session.statusCode !== 200) throw new Error(`link-session: ${session.body}`);
      return { token: session.json<{ token: string }>().token, linkToken };
    },
    async patient(firstName = 'Ana', { proven = true } = {}) {
      const user = await registerUser(app.app, {}, { proven: false });
      if (proven) {
        const code = await takeCode(user.phone.slice(1));
        const verified = await actingAs(app.app, user)('POST', '/health-users/phone/verify/', { code });
        if (verified.statusCode !== 204) throw new Error(`verify: ${verified.body}`);
      }
      if (firstName) {
        const put = await actingAs(app.app, user)('PUT', '/health-users/profile/', {
          email: user.email,
          first_name: firstName,
          last_name: 'Prueba',
        });
        if (put.statusCode !== 200) throw new Error(`profile: ${put.body}`);
      }
      return { ...user, waId: `521${user.phone.slice(3)}` };
    },
    async close() {
      // The Graph API first: it posts status webhooks again until the app takes them, and a closing app
      // answers 503, so the app would wait for a connection that never goes idle.
      await graph.close();
      await app.close();
    },
  };
}
