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
export function validateSend(raw: unknown): JsonBody {
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
