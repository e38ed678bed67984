import { notFound } from './http-errors';

/**
 * A resource id from the path. Anything that is not a positive integer cannot name one of the caller's
 * resources, so it is answered like an id that belongs to nobody: 404 with the resource's message.
 */
export function parseResourceId(raw: unknown, notFoundDetail: string): number {
  const text = String(raw ?? '');
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(notFoundDetail);
  return id;
}
