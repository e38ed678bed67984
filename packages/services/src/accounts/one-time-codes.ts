import { createHash, timingSafeEqual } from 'node:crypto';

/** The stored form of a one-time code (a password reset's, a phone proof's): a salted SHA-256. */
export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Compares two hashes of `hashCode` in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
