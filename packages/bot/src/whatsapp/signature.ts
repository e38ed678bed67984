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
  // Exactly the prefix and 64 hex digits: Buffer.from(…, 'hex') stops at the first non-hex character, so
  // a valid digest followed by anything would otherwise pass.
  if (typeof header !== 'string' || !/^sha256=[0-9a-fA-F]{64}$/.test(header)) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
