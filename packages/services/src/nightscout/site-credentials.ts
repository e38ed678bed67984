import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A site's credentials. The API secret is stored only as SHA-256 of its SHA-1 hex: Nightscout clients send
 * `api-secret: <SHA-1 hex of the secret>` (xDrip+, AndroidAPS, Juggluco) and a few send the secret itself;
 * both reduce to the SHA-1 hex, whose SHA-256 is compared in constant time. The SHA-1 hex alone must not
 * be what is stored: it is what clients send, so a copy of the table would be a working credential. The
 * secret is 144 random bits, so one fast hash is enough (as for bearer tokens).
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Random text of `length` characters of [a-z0-9] (rejection sampling: no character is likelier). */
function randomId(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && text.length < length) text += ALPHABET[byte % 36];
    }
  }
  return text;
}

export const newSiteId = () => randomId(16);

/** A read-only token in Nightscout's style (`<name>-<16 characters>`). */
export const newReadToken = () => `lectura-${randomId(16)}`;

/** A new API secret: 24 characters of base64url (Nightscout asks for at least 12). */
export const newApiSecret = () => randomBytes(18).toString('base64url');

const sha1Hex = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What is stored of a secret. */
export const hashApiSecret = (secret: string) => sha256Hex(sha1Hex(secret));

/** Whether an `api-secret` header (the SHA-1 hex of the secret, or the secret itself) matches the hash. */
export function apiSecretMatches(given: string, storedHash: string | null): boolean {
  if (!storedHash || given.length === 0 || given.length > 200) return false;
  const asSha1 = /^[0-9a-f]{40}$/i.test(given) ? given.toLowerCase() : sha1Hex(given);
  const candidate = Buffer.from(sha256Hex(asSha1), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(candidate, stored);
}

/** Whether a `?token=` is the site's read token (constant time). */
export function readTokenMatches(given: string, stored: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(stored, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
