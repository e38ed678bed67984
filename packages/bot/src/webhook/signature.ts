import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks `X-Hub-Signature-256` ("sha256=" + hex HMAC-SHA256 of the raw body with the app secret) in
 * constant time. The raw bytes are what Meta signed: a body parsed and serialized again would not match.
 */
export function verifyWhatsAppSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
