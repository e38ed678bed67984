/** Small readers for request bodies: each returns the value or the Spanish message of the first problem. */

export type Validation<T> = { ok: true; value: T } | { ok: false; detail: string };

export const ok = <T>(value: T): Validation<T> => ({ ok: true, value });
export const fail = (detail: string): { ok: false; detail: string } => ({ ok: false, detail });

export const NOT_AN_OBJECT = 'El cuerpo de la solicitud debe ser un objeto JSON.';

export function asRecord(body: unknown): Record<string, unknown> | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** An integer given as a number or as a string of digits (HTML forms send strings). */
export function readInteger(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** Whether the field is absent: missing, null, or (for forms) an empty string. */
export const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
