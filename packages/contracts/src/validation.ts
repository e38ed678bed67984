/** Small readers for request bodies: each returns the value or the Spanish message of the first problem. */

export type Validation<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      detail: string;
      /** `not_found` for an id that cannot name anything (answered like an unknown id: 404). */
      kind?: 'not_found';
    };

export const ok = <T>(value: T): Validation<T> => ({ ok: true, value });
export const fail = (
  detail: string,
  kind?: 'not_found',
): { ok: false; detail: string; kind?: 'not_found' } =>
  kind ? { ok: false, detail, kind } : { ok: false, detail };

export const NOT_AN_OBJECT = 'El cuerpo de la solicitud debe ser un objeto JSON.';

export const TEXT_MESSAGES = {
  notText: (field: string) => `El campo «${field}» debe ser texto.`,
  forbiddenCharacters: (field: string) =>
    `El campo «${field}» contiene caracteres no permitidos (caracteres de control o invisibles).`,
} as const;

export function asRecord(body: unknown): Record<string, unknown> | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/**
 * An integer given as a number or as a string of digits (HTML forms send strings), within the range where
 * JavaScript numbers are exact; anything larger is not read (an id that large cannot exist).
 */
export function readInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return null;
}

/** A whole number written out (digits, or a number like 1e20) that is too large to be an id. */
export function isOutOfRangeInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && !Number.isSafeInteger(value);
  return typeof value === 'string' && /^\s*-?\d{16,}\s*$/.test(value);
}

/**
 * A resource id from a path or a query: a positive integer in the range where JavaScript numbers are exact.
 * Anything else cannot name one of the caller's resources, so it fails like an id that belongs to nobody:
 * `not_found`, with the resource's message.
 */
export function readResourceId(raw: unknown, notFoundDetail: string): Validation<number> {
  const text = String(raw ?? '');
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? ok(id) : fail(notFoundDetail, 'not_found');
}

/** Whether the field is absent: missing, null, or (for forms) an empty string. */
export const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The control-character rule, the one definition of it: C0 and C1 control characters (NUL, escape
 * codes...) and bidirectional overrides and isolates, which can make a text read differently from what it
 * is. Tabs and line feeds are control characters too; by default no text takes them (names, notes, every
 * form field). The variations callers need today:
 *
 * | caller                                         | newline | tab | on a match                         |
 * |------------------------------------------------|---------|-----|------------------------------------|
 * | form fields (`readText`)                       | no      | no  | refused                            |
 * | the simulator's chat input (contracts/chat.ts) | yes     | no  | refused                            |
 * | WhatsApp webhook text (bot's webhook reader)   | yes     | yes | removed (tabs first become spaces) |
 *
 * `newline` allows the line feed only: a carriage return is refused or removed like any other.
 */
export interface ControlCharacterOptions {
  /** Line feeds (\n) are allowed: chat messages have lines. */
  newline?: boolean;
  /** Tabs are allowed. */
  tab?: boolean;
}

function forbiddenClass({ newline = false, tab = false }: ControlCharacterOptions): string {
  const upToTab = tab ? '\\u0000-\\u0008' : '\\u0000-\\u0009';
  const lineFeed = newline ? '' : '\\u000a';
  return `[${upToTab}${lineFeed}\\u000b-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]`;
}

const forbiddenPatterns = new Map<string, { test: RegExp; all: RegExp }>();
function forbiddenPattern(options: ControlCharacterOptions) {
  const key = `${options.newline === true}:${options.tab === true}`;
  let pattern = forbiddenPatterns.get(key);
  if (!pattern) {
    const characterClass = forbiddenClass(options);
    pattern = { test: new RegExp(characterClass, 'u'), all: new RegExp(characterClass, 'gu') };
    forbiddenPatterns.set(key, pattern);
  }
  return pattern;
}

// What renders as nothing: spaces, format characters (zero-width space, joiners...), fillers.
const INVISIBLE_CHARACTERS = /[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Whether the text carries a character the rule forbids (see ControlCharacterOptions). */
export function hasForbiddenCharacters(text: string, options: ControlCharacterOptions = {}): boolean {
  return forbiddenPattern(options).test.test(text);
}

/** The text without the characters the rule forbids, for text we must take as it comes (a webhook). */
export function removeForbiddenCharacters(text: string, options: ControlCharacterOptions = {}): string {
  return text.replace(forbiddenPattern(options).all, '');
}

/** Whether the text shows anything at all once spaces and invisible characters are taken out. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE_CHARACTERS, '').length > 0;
}

/**
 * A text field: absent gives '', a non-string or a text with control characters is refused. The result is
 * trimmed; a text of invisible characters only reads as empty, so "required" rules treat it as missing.
 */
export function readText(value: unknown, field: string): Validation<string> {
  if (value === undefined || value === null) return ok('');
  if (typeof value !== 'string') return fail(TEXT_MESSAGES.notText(field));
  if (hasForbiddenCharacters(value)) return fail(TEXT_MESSAGES.forbiddenCharacters(field));
  const trimmed = value.trim();
  return ok(hasVisibleCharacter(trimmed) ? trimmed : '');
}
