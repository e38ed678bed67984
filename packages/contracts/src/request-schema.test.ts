import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readRequestRefusal, requestSchema } from './request-schema';
import { validateLogin } from './auth';
import { metricsRequests } from './requests';

function refusalOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return readRequestRefusal(result.error);
}

describe('request schemas made from the contracts readers', () => {
  it('give the reader’s value, and its Spanish detail when it refuses', () => {
    const login = requestSchema(validateLogin);
    expect(login.parse({ email: ' Ana@Example.MX ', password: 'x' })).toEqual({
      email: 'ana@example.mx',
      password: 'x',
    });
    const refused = validateLogin({ email: 'ana@example.mx' });
    expect(refused.ok).toBe(false);
    expect(refusalOf(login, { email: 'ana@example.mx' })).toEqual({
      detail: refused.ok ? null : refused.detail,
      notFound: false,
    });
  });

  it('mark an id that cannot name anything as not found, with the resource’s message', () => {
    expect(metricsRequests.readingParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-3', '99999999999999999999', '1e3', undefined]) {
      expect(refusalOf(metricsRequests.readingParams, { id })).toEqual({
        detail: 'Lectura no encontrada.',
        notFound: true,
      });
    }
  });

  it('read a metrics query and its paciente_id, the query’s own problem first', () => {
    expect(metricsRequests.seriesQuery.parse({ metric: 'glucosa', paciente_id: '7' })).toEqual({
      metric: 'glucosa',
      aggregation: 'none',
      from: undefined,
      to: undefined,
      paciente_id: 7,
    });
    expect(refusalOf(metricsRequests.seriesQuery, { metric: 'glucosa', paciente_id: 'x' })).toEqual({
      detail: 'Paciente no encontrado.',
      notFound: true,
    });
    expect(refusalOf(metricsRequests.seriesQuery, { paciente_id: 'x' })?.detail).toMatch(
      /^Indica la métrica/,
    );
  });

  it('leave an issue no reader raised to the error mapper’s generic text', () => {
    const result = z.object({ a: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(readRequestRefusal(result.error)).toBeNull();
  });
});
