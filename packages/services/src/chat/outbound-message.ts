/**
 * A message the product sends by chat, independent of the channel (the WhatsApp Cloud API or the
 * simulator). The limits are WhatsApp's own: a message that breaks one is refused by the API, so it is
 * refused here first, where the mistake is ours.
 */
export interface ButtonOption {
  id: string;
  title: string;
}

export interface ListRow {
  id: string;
  title: string;
  description?: string;
}

export type OutboundMessage =
  | { type: 'text'; text: string }
  | { type: 'buttons'; text: string; buttons: ButtonOption[] }
  | { type: 'list'; text: string; button: string; rows: ListRow[] }
  | {
      type: 'template';
      name: string;
      language: string;
      params: string[];
      /** The template's quick-reply buttons, in order: `id` travels as the button's payload. */
      buttons?: ButtonOption[];
    };

export const MESSAGE_LIMITS = {
  text: 4096,
  interactiveBody: 1024,
  buttons: 3,
  buttonTitle: 20,
  listRows: 10,
  listButton: 20,
  rowTitle: 24,
  rowDescription: 72,
  optionId: 200,
  templateParam: 1024,
} as const;

/** Cuts a text to `max` characters, ending with an ellipsis when cut. */
export function fitText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A template parameter as WhatsApp accepts it: no line breaks or tabs, no run of more than four spaces
 * (error 132018), at most 1,024 characters.
 */
export function toTemplateParam(text: string): string {
  const flat = text
    .replace(/\s*\n+\s*/g, ' · ')
    .replace(/\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return fitText(flat, MESSAGE_LIMITS.templateParam);
}

/**
 * A message cut to WhatsApp's lengths where a long text can come from data (a summary of many
 * indicators): text bodies and interactive bodies. Titles and ids are the product's own and stay checked.
 */
export function fitMessage(message: OutboundMessage): OutboundMessage {
  if (message.type === 'text') return { ...message, text: fitText(message.text, MESSAGE_LIMITS.text) };
  if (message.type === 'buttons' || message.type === 'list') {
    return { ...message, text: fitText(message.text, MESSAGE_LIMITS.interactiveBody) };
  }
  return message;
}

/** Throws when a message breaks a WhatsApp limit (a programming error, never user input). */
export function assertWithinLimits(message: OutboundMessage): void {
  const fail = (what: string) => {
    throw new Error(`Outbound message breaks a WhatsApp limit: ${what}`);
  };
  const length = (text: string) => [...text].length;
  switch (message.type) {
    case 'text':
      if (length(message.text) === 0 || length(message.text) > MESSAGE_LIMITS.text) fail('text length');
      return;
    case 'buttons':
      if (length(message.text) > MESSAGE_LIMITS.interactiveBody) fail('body length');
      if (message.buttons.length === 0 || message.buttons.length > MESSAGE_LIMITS.buttons) fail('buttons');
      for (const button of message.buttons) {
        if (length(button.title) > MESSAGE_LIMITS.buttonTitle) fail(`button title "${button.title}"`);
      }
      return;
    case 'list':
      if (length(message.text) > MESSAGE_LIMITS.interactiveBody) fail('body length');
      if (length(message.button) > MESSAGE_LIMITS.listButton) fail('list button');
      if (message.rows.length === 0 || message.rows.length > MESSAGE_LIMITS.listRows) fail('list rows');
      for (const row of message.rows) {
        if (length(row.title) > MESSAGE_LIMITS.rowTitle) fail(`row title "${row.title}"`);
        if (row.description && length(row.description) > MESSAGE_LIMITS.rowDescription)
          fail('row description');
      }
      return;
    case 'template':
      if ((message.buttons?.length ?? 0) > MESSAGE_LIMITS.buttons) fail('template buttons');
      for (const param of message.params) {
        if (/[\n\t]| {5,}/.test(param) || length(param) > MESSAGE_LIMITS.templateParam)
          fail('template param');
      }
      return;
  }
}

/** The text a person reads in a message, for the chat history and logs of length only. */
export function messageText(message: OutboundMessage): string {
  return message.type === 'template' ? message.params.join(' ') : message.text;
}
