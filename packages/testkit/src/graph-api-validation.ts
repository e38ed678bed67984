/**
 * What the local Graph API refuses, and how: the request checks the real Cloud API makes on a send
 * (fields, types, WhatsApp's limits) and Graph's error body.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { graphErrorTitle, type JsonBody } from './whatsapp-webhooks';

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
export function defaultCode(status: number): number {
  if (status === 401) return 190;
  if (status === 429) return 130429;
  if (status === 503) return 2;
  if (status >= 500) return 131000;
  return status === 400 ? 100 : 1;
}

export function sendError(
  res: ServerResponse,
  error: GraphError,
  headers: Record<string, string> = {},
): void {
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

/**
 * An AUTHENTICATION template (copy code): Meta's preset body takes the code as its one text parameter, and
 * the copy-code button (a URL button at index 0) takes the same code; nothing else.
 */
function checkAuthenticationTemplate(template: JsonBody): void {
  const components: JsonBody[] = Array.isArray(template.components) ? template.components : [];
  const body = components.filter((component) => component?.type === 'body');
  const buttons = components.filter((component) => component?.type === 'button');
  const count = (component: JsonBody | undefined) =>
    Array.isArray(component?.parameters) ? component.parameters.length : 0;
  if (body.length !== 1 || count(body[0]) !== 1 || body[0]!.parameters[0]?.type !== 'text') {
    throw new GraphError(
      400,
      132000,
      'An authentication template body takes exactly one text parameter: the code.',
    );
  }
  const code: unknown = body[0]!.parameters[0].text;
  if (typeof code !== 'string' || code.length > 15)
    invalid('The code of an authentication template is 1 to 15 characters.');
  const button = buttons[0];
  if (
    buttons.length !== 1 ||
    button?.sub_type !== 'url' ||
    String(button?.index) !== '0' ||
    count(button) !== 1 ||
    button.parameters[0]?.type !== 'text'
  ) {
    throw new GraphError(
      400,
      131008,
      'An authentication template needs its copy-code button: {"type":"button","sub_type":"url","index":"0","parameters":[{"type":"text","text":"<code>"}]}.',
    );
  }
  if (button.parameters[0].text !== code)
    invalid('The copy-code button must carry the same code as the body.');
  if (components.length !== 2)
    invalid('An authentication template takes only its body and its copy-code button.');
}

function checkTemplate(template: unknown, authenticationTemplates: ReadonlySet<string>): void {
  if (!isObject(template)) return missing('The parameter template is required.');
  checkText(template.name, 'template.name', 512);
  checkText(template.language?.code, 'template.language.code', 15);
  if (authenticationTemplates.has(template.name)) checkAuthenticationTemplate(template);
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

/** A business-scoped user id: a country code, a dot, optionally ENT. (a parent BSUID), then up to 128 letters and digits. */
export const BSUID = /^[A-Z]{2}\.(ENT\.)?[A-Za-z0-9]{1,128}$/;

export interface SendRules {
  /** Names of the templates created as AUTHENTICATION (copy code): their shape is checked. */
  authenticationTemplates?: ReadonlySet<string>;
}

/**
 * The checks the real endpoint makes before accepting a send; throws a GraphError naming the problem. The
 * person is `to` (a phone number) or `recipient` (a BSUID); with both, `to` wins, as at Meta.
 */
export function validateSend(raw: unknown, rules: SendRules = {}): JsonBody {
  if (!isObject(raw)) return missing('The request body must be a JSON object.');
  if (raw.messaging_product !== 'whatsapp') missing('The parameter messaging_product must be "whatsapp".');
  if (raw.to === undefined && raw.recipient === undefined) missing('The parameter to is required.');
  if (raw.to !== undefined) {
    if (typeof raw.to !== 'string' || !/^\+?\d{5,15}$/.test(raw.to))
      missing(`The parameter to is not a valid phone number: ${raw.to}.`);
  }
  if (raw.recipient !== undefined && (typeof raw.recipient !== 'string' || !BSUID.test(raw.recipient)))
    missing(`The parameter recipient is not a valid business-scoped user ID: ${raw.recipient}.`);
  checkText(raw.biz_opaque_callback_data, 'biz_opaque_callback_data', 512, false);
  const authenticationTemplates = rules.authenticationTemplates ?? new Set<string>();
  if (raw.to === undefined && raw.type === 'template' && authenticationTemplates.has(raw.template?.name)) {
    throw new GraphError(
      400,
      131062,
      'Business-scoped User ID recipients are not supported for this message.',
    );
  }
  if (raw.type === 'text') checkText(raw.text?.body, 'text.body', 4096);
  else if (raw.type === 'interactive') checkInteractive(raw.interactive);
  else if (raw.type === 'template') checkTemplate(raw.template, authenticationTemplates);
  else invalid(`type must be text, interactive or template (got ${JSON.stringify(raw.type)}).`);
  return raw;
}

/** A read receipt: `{"messaging_product":"whatsapp","status":"read","message_id":…}`, maybe with typing. */
export function isReadReceipt(raw: unknown): raw is JsonBody {
  return isObject(raw) && raw.status === 'read';
}

/** The checks of a read receipt (and its typing indicator, whose only type is "text"). */
export function validateReadReceipt(raw: JsonBody): void {
  if (raw.messaging_product !== 'whatsapp') missing('The parameter messaging_product must be "whatsapp".');
  if (typeof raw.message_id !== 'string' || !raw.message_id.startsWith('wamid.'))
    missing('The parameter message_id is required and must be the wamid of a message the business received.');
  if (raw.typing_indicator !== undefined && raw.typing_indicator?.type !== 'text')
    invalid('typing_indicator.type must be "text".');
}
