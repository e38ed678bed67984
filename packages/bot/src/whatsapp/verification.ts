import { createHash, timingSafeEqual } from 'node:crypto';

/** What the Cloud API's verification handshake (GET /webhooks/whatsapp) answers. */
export type HandshakeOutcome =
  | { kind: 'challenge'; challenge: string }
  | { kind: 'refused'; detail: string }
  | { kind: 'invalid'; detail: string };

export const HANDSHAKE_MESSAGES = {
  refused: 'Token de verificación inválido.',
  repeated: 'Cada parámetro de la verificación (hub.mode, hub.verify_token, hub.challenge) va una sola vez.',
} as const;

const FIELDS = ['hub.mode', 'hub.verify_token', 'hub.challenge'] as const;

/** Compares two secrets in constant time, whatever their lengths. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * Reads the handshake's query: the challenge is echoed when `hub.mode` is `subscribe` and the verify token
 * matches (`expected` unset, in simulator mode, refuses every handshake). A parameter given more than once
 * arrives as a list, which Meta never sends: it is refused as a client error, not read as text.
 */
export function answerVerificationHandshake(
  query: Record<string, unknown>,
  expected: string | undefined,
): HandshakeOutcome {
  const values: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const value = query[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { kind: 'invalid', detail: HANDSHAKE_MESSAGES.repeated };
    values[field] = value;
  }
  if (values['hub.mode'] === 'subscribe' && expected && sameSecret(values['hub.verify_token'], expected)) {
    return { kind: 'challenge', challenge: values['hub.challenge'] ?? '' };
  }
  return { kind: 'refused', detail: HANDSHAKE_MESSAGES.refused };
}
