/**
 * Builders for the webhooks Meta sends to a WhatsApp Cloud API app, and the signing it uses, so tests can
 * post realistic inbound messages and delivery statuses to the bot. Shapes follow Meta's "messages webhook
 * reference": object `whatsapp_business_account`, `entry[].changes[].value` with `messaging_product`,
 * `metadata`, then `contacts` + `messages` (inbound) or `statuses` (delivery reports); ids and timestamps are
 * strings as Meta sends them.
 */
import { createHmac, randomBytes } from 'node:crypto';

/**
 * A JSON payload as tests read it: deep property access without casts (`body.entry[0].changes[0].value`).
 * `unknown` would force a cast at every step of a fixture, so this one alias carries the `any`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: free-form JSON for test code
export type JsonBody = Record<string, any>;

export const DEFAULT_PHONE_NUMBER_ID = '100200300400';
export const DEFAULT_DISPLAY_PHONE_NUMBER = '15550001234';
export const DEFAULT_BUSINESS_ACCOUNT_ID = '102290129340398';

/**
 * Titles of the Cloud API error codes tests are likely to simulate. Meta repeats the title as the `message`
 * of a webhook error and inside `(#code) title` of a Graph error reply, so both sides share this table.
 */
export const GRAPH_ERROR_TITLES: Readonly<Record<number, string>> = {
  1: 'An unknown error occurred',
  2: 'Service temporarily unavailable',
  4: 'Application request limit reached',
  100: 'Invalid parameter',
  190: 'Invalid OAuth access token',
  130429: 'Rate limit hit',
  131000: 'Something went wrong',
  131008: 'Required parameter is missing',
  131009: 'Parameter value is not valid',
  131026: 'Message undeliverable',
  131047: 'Re-engagement message',
  131048: 'Spam rate limit hit',
  131049: 'This message was not delivered to maintain healthy ecosystem engagement.',
  131056: '(Business Account, Consumer Account) pair rate limit hit',
  131062: 'Business-scoped User ID recipients are not supported for this message.',
  132000: 'Number of parameters does not match the expected number of params',
  132001: 'Template name does not exist in the translation',
  132018: 'There was an issue with the parameters in your template.',
};

export function graphErrorTitle(code: number): string {
  return GRAPH_ERROR_TITLES[code] ?? 'Message failed to send';
}

/** A fresh id in the look of Meta's (`wamid.` + base64), unique across the process. */
export function newWamid(): string {
  return `wamid.${randomBytes(30).toString('base64')}`;
}

/** The value of `X-Hub-Signature-256`: hex HMAC-SHA256 of the exact raw body with the app secret. */
export function signWhatsAppBody(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export interface InboundSpec {
  /** The sender's phone (`from`, `contacts[].wa_id`); a person with a username may come without it. */
  from?: string;
  /** The sender's business-scoped user id (`from_user_id`, `contacts[].user_id`), e.g. MX.1349120865530274. */
  userId?: string;
  id?: string;
  timestamp?: number /* unix s */;
  name?: string;
  text?: string;
  buttonReply?: { id: string; title: string };
  listReply?: { id: string; title: string; description?: string };
  /** A template's quick-reply button pressed: WhatsApp sends it as type "button" with its payload. */
  templateButton?: { payload: string; text: string };
  kind?: 'image' | 'audio' | 'location' | 'system' | 'reaction' | 'sticker' | 'document' | 'video';
  /** For `kind: 'audio'`: the media id at the Graph API (see addMedia) and the type WhatsApp announces. */
  media?: { id: string; mimeType?: string };
  /** The wamid of the business message a button/list reply or reaction refers to (fresh when omitted). */
  contextId?: string;
}

interface WebhookOptions {
  phoneNumberId?: string;
  displayPhoneNumber?: string;
  businessAccountId?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const digits = (phone: string) => phone.replace(/^\+/, '');
const media = (mimeType: string) => ({
  mime_type: mimeType,
  sha256: randomBytes(32).toString('base64'),
  id: randomBytes(8).readBigUInt64BE().toString(),
});

function envelope(value: Record<string, unknown>, options: WebhookOptions): JsonBody {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: options.businessAccountId ?? DEFAULT_BUSINESS_ACCOUNT_ID,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: options.displayPhoneNumber ?? DEFAULT_DISPLAY_PHONE_NUMBER,
                phone_number_id: options.phoneNumberId ?? DEFAULT_PHONE_NUMBER_ID,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** The type-specific part of one inbound message; `kind` wins over replies, replies over text. */
function messageContent(spec: InboundSpec, businessNumber: string): Record<string, unknown> {
  const context = { context: { from: businessNumber, id: spec.contextId ?? newWamid() } };
  switch (spec.kind) {
    case 'image':
      return {
        type: 'image',
        image: { ...(spec.text ? { caption: spec.text } : {}), ...media('image/jpeg') },
      };
    case 'audio':
      return {
        type: 'audio',
        audio: {
          ...media(spec.media?.mimeType ?? 'audio/ogg; codecs=opus'),
          ...(spec.media ? { id: spec.media.id } : {}),
          voice: true,
        },
      };
    case 'video':
      return { type: 'video', video: media('video/mp4') };
    case 'sticker':
      return { type: 'sticker', sticker: { ...media('image/webp'), animated: false } };
    case 'document':
      return { type: 'document', document: { filename: 'document.pdf', ...media('application/pdf') } };
    case 'location':
      return { type: 'location', location: { latitude: 19.4326, longitude: -99.1332, name: 'Zócalo' } };
    case 'reaction':
      return { type: 'reaction', reaction: { message_id: context.context.id, emoji: spec.text ?? '👍' } };
    case 'system': {
      const from = digits(spec.from ?? '');
      const newNumber = `${from.slice(0, -1)}9`;
      const body = `User ${spec.name ?? from} changed from ${from} to ${newNumber}`;
      return { type: 'system', system: { body, wa_id: newNumber, type: 'user_changed_number' } };
    }
    case undefined:
      break;
  }
  if (spec.buttonReply) {
    const reply = { type: 'button_reply', button_reply: spec.buttonReply };
    return { ...context, type: 'interactive', interactive: reply };
  }
  if (spec.listReply) {
    const reply = { type: 'list_reply', list_reply: spec.listReply };
    return { ...context, type: 'interactive', interactive: reply };
  }
  if (spec.templateButton) return { ...context, type: 'button', button: spec.templateButton };
  if (spec.text !== undefined) return { type: 'text', text: { body: spec.text } };
  throw new TypeError('InboundSpec needs text, buttonReply, listReply, templateButton or kind');
}

/** An inbound `messages` webhook: one contact per distinct sender, messages in the given order. */
export function buildInboundWebhook(
  messages: InboundSpec | InboundSpec[],
  options: { phoneNumberId?: string; displayPhoneNumber?: string; businessAccountId?: string } = {},
): JsonBody {
  const specs = Array.isArray(messages) ? messages : [messages];
  const businessNumber = options.displayPhoneNumber ?? DEFAULT_DISPLAY_PHONE_NUMBER;
  const contacts = new Map<string, { profile: { name: string }; wa_id?: string; user_id?: string }>();
  for (const spec of specs) {
    if (spec.from === undefined && spec.userId === undefined)
      throw new TypeError('InboundSpec needs from (a phone) or userId (a BSUID)');
    const key = spec.userId ?? digits(spec.from!);
    if (!contacts.has(key))
      contacts.set(key, {
        profile: { name: spec.name ?? 'Test User' },
        ...(spec.from !== undefined ? { wa_id: digits(spec.from) } : {}),
        ...(spec.userId !== undefined ? { user_id: spec.userId } : {}),
      });
  }
  const built = specs.map((spec) => ({
    ...(spec.from !== undefined ? { from: digits(spec.from) } : {}),
    ...(spec.userId !== undefined ? { from_user_id: spec.userId } : {}),
    id: spec.id ?? newWamid(),
    timestamp: String(spec.timestamp ?? nowSeconds()),
    ...messageContent(spec, businessNumber),
  }));
  return envelope({ contacts: [...contacts.values()], messages: built }, options);
}

/**
 * A `system` messages webhook (no contacts array): `user_changed_number` (the old phone in `from`, the new
 * one in `system.wa_id`, the new and previous BSUIDs in `system.user_id` and `system.previous_user_id`) or
 * `user_changed_user_id` (the BSUIDs only, no phone).
 */
export function buildIdentityChangeWebhook(
  change:
    | {
        type: 'user_changed_number';
        from: string;
        newPhone: string;
        userId?: string;
        previousUserId?: string;
      }
    | { type: 'user_changed_user_id'; userId: string; previousUserId: string; from?: string },
  options: WebhookOptions & { id?: string; timestamp?: number; name?: string } = {},
): JsonBody {
  const from = change.from === undefined ? undefined : digits(change.from);
  const body =
    change.type === 'user_changed_number'
      ? `User ${options.name ?? from} changed from ${from} to ${digits(change.newPhone)}`
      : `User ${options.name ?? 'A WhatsApp user'} changed their business-scoped user ID`;
  const system = {
    body,
    type: change.type,
    ...(change.type === 'user_changed_number' ? { wa_id: digits(change.newPhone) } : {}),
    ...(change.userId !== undefined ? { user_id: change.userId } : {}),
    ...(change.previousUserId !== undefined ? { previous_user_id: change.previousUserId } : {}),
  };
  const message = {
    ...(from !== undefined ? { from } : {}),
    ...(change.previousUserId !== undefined ? { from_user_id: change.previousUserId } : {}),
    id: options.id ?? newWamid(),
    timestamp: String(options.timestamp ?? nowSeconds()),
    type: 'system',
    system,
  };
  return envelope({ messages: [message] }, options);
}

export interface StatusSpec {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipientId: string;
  timestamp?: number;
  bizOpaqueCallbackData?: string;
  errors?: Array<{ code: number; title?: string }>;
  /** Pricing category reported on sent/delivered/read; 'service' (free-form reply) unless given. */
  category?: 'service' | 'utility' | 'marketing' | 'authentication';
}

/** A `statuses` webhook (delivery report). Failed statuses carry Meta's error objects, others pricing. */
export function buildStatusWebhook(
  statuses: StatusSpec[],
  options: { phoneNumberId?: string; displayPhoneNumber?: string; businessAccountId?: string } = {},
): JsonBody {
  const built = statuses.map((status) => {
    const category = status.category ?? 'service';
    return {
      id: status.id,
      status: status.status,
      timestamp: String(status.timestamp ?? nowSeconds()),
      recipient_id: digits(status.recipientId),
      ...(status.bizOpaqueCallbackData !== undefined
        ? { biz_opaque_callback_data: status.bizOpaqueCallbackData }
        : {}),
      ...(status.status === 'failed'
        ? {
            errors: (status.errors ?? [{ code: 131000 }]).map(({ code, title = graphErrorTitle(code) }) => ({
              code,
              title,
              message: title,
              error_data: { details: title },
              href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
            })),
          }
        : { pricing: { billable: category !== 'service', pricing_model: 'PMP', category } }),
    };
  });
  return envelope({ statuses: built }, options);
}

/**
 * POSTs a webhook as Meta does: JSON body, `X-Hub-Signature-256` over the exact bytes sent. A string body is
 * sent verbatim (to test raw-body handling); `signature: null` omits the header, a string replaces it.
 */
export async function postSignedWebhook(
  url: string,
  body: unknown,
  appSecret: string,
  options: { signature?: string | null; signal?: AbortSignal } = {},
): Promise<Response> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'facebookexternalua',
  };
  const signature = options.signature === undefined ? signWhatsAppBody(raw, appSecret) : options.signature;
  if (signature !== null) headers['x-hub-signature-256'] = signature;
  return fetch(url, { method: 'POST', headers, body: raw, signal: options.signal });
}
