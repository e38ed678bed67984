import { z } from 'zod';
import type { Validation } from '@vitalia/contracts';
import { readPatientIdParam } from '@vitalia/contracts/sharing';
import { InvalidInputError, NotFoundError } from '@vitalia/services';

/**
 * A resource id from the path. Anything that is not a positive integer cannot name one of the caller's
 * resources, so it is answered like an id that belongs to nobody: 404 with the resource's message.
 */
export function parseResourceId(raw: unknown, notFoundDetail: string): number {
  const text = String(raw ?? '');
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError(notFoundDetail);
  return id;
}

/** The value of a contracts validation, or the domain error its failure stands for. */
export function validated<T>(result: Validation<T>): T {
  if (result.ok) return result.value;
  throw result.kind === 'not_found' ? new NotFoundError(result.detail) : new InvalidInputError(result.detail);
}

/**
 * A reply schema for Fastify's serializer, from the zod schema in contracts: only the listed fields are
 * written, whatever else the object carries.
 */
export function replySchema(schema: z.ZodType) {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return json;
}

/** The optional `paciente_id` of a health-data query: a shared patient; absent = the caller's own. */
export function patientIdOf(query: unknown): number | undefined {
  return validated(readPatientIdParam(query));
}

export type IdParams = { Params: { id: string } };
