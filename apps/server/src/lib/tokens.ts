import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 256 random bits, URL-safe. Only its hash is stored. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, if well formed. */
export function readBearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i);
  return match?.[1] ?? null;
}
