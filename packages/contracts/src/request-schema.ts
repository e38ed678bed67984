/**
 * Request schemas: zod schemas made from the contracts' readers, the same readers the web's forms call, so
 * one rule and one Spanish message serve the form, the server's validation and its error mapper. The
 * readers stay free of zod because the web app bundles them; only the server imports this file.
 */
import { z } from 'zod';
import { ok, type Validation } from './validation';

/** What a request schema reports when it refuses its input. */
interface RequestIssueParams {
  /** `not_found`: an id that cannot name anything, answered like an unknown id (404). */
  kind: 'invalid' | 'not_found';
}

/**
 * A zod schema that reads its input with a contracts reader: the reader's value on success, else one
 * custom issue carrying the reader's Spanish detail (and whether it stands for a 404).
 */
export function requestSchema<T>(read: (input: unknown) => Validation<T>): z.ZodType<T, unknown> {
  return z.unknown().transform((input, context): T => {
    const result = read(input);
    if (result.ok) return result.value;
    const params: RequestIssueParams = { kind: result.kind ?? 'invalid' };
    context.issues.push({ code: 'custom', message: result.detail, input, params });
    return z.NEVER;
  });
}

/** Reads with `first`, then (on the same input) with `second`, and merges both values; the first problem wins. */
export function readBoth<A extends object, B extends object>(
  first: (input: unknown) => Validation<A>,
  second: (input: unknown) => Validation<B>,
): (input: unknown) => Validation<A & B> {
  return (input) => {
    const a = first(input);
    if (!a.ok) return a;
    const b = second(input);
    return b.ok ? ok({ ...a.value, ...b.value }) : b;
  };
}

/**
 * The refusal a request schema reported, as the error mapper answers it: the Spanish detail, and whether it
 * is a 404. Null for an issue no request schema raised (a zod default message, in English): the mapper
 * then answers with its own generic Spanish text.
 */
export function readRequestRefusal(error: z.ZodError): { detail: string; notFound: boolean } | null {
  const issue = error.issues[0];
  if (issue?.code !== 'custom') return null;
  const params = issue.params as Partial<RequestIssueParams> | undefined;
  return { detail: issue.message, notFound: params?.kind === 'not_found' };
}
