import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogedApp, fillPath, type ApiRoute } from './support/route-catalog';
import { bearer, registerUser, type RegisteredUser, type TestApp } from './support/test-app';

/**
 * Fuzzed bodies on every route that takes one (read from the app, so new routes are fuzzed too):
 * arbitrary JSON, the API's own field names with hostile values (control and invisible characters, huge
 * and odd numbers, wrong types, deep nesting), malformed JSON and odd path ids. No reply may be a 5xx,
 * and the server must still answer /healthz. The seed is fixed and printed; FUZZ_SEED replays another.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_124);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);

const FIELDS = [
  'email',
  'password',
  'phone',
  'current_password',
  'new_password',
  'code',
  'token',
  'metric_key',
  'frecuencia',
  'hora',
  'weekday',
  'month_day',
  'medicamento_id',
  'paciente_id',
  'nombre',
  'dosis',
  'first_name',
  'last_name',
  'time_zone',
  'fecha_nacimiento',
  'metric',
  'value',
  'v2',
  'unit',
  'context',
  'measured_at',
  'text',
  'option_id',
  'title',
  'subscription_id',
  'success_url',
  'cancel_url',
  'return_url',
  'metadata',
  'thresholds',
  'inactivity_days',
  'id',
  'ids',
  'csv',
];

const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u200b', '\u200e', '\u202e', '\u2066', '\ufeff'),
    fc.constantFrom('\n', '\r', '\t', ' ', '"', "'", '\\', '/', '%', '$', '{', '<', ';', ':'),
    fc.constantFrom('a', 'Ñ', 'é', '1', '0', '-', '.', '@', '😀', '\ud800', '\udfff'),
  ),
  maxLength: 64,
});
const oddNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 63, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, -0, 0.1, 1e-320),
  fc.double({ noNaN: true }),
  fc.integer(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.array(fc.oneof(hostileText, oddNumber), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom('glucosa', 'presion', 'peso', 'daily', 'weekly', 'monthly', '08:00', '2024-02-30', '+5255'),
);
const hostileRecord = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileText), hostileValue, {
  maxKeys: 8,
});
const rawBody = fc.oneof(
  fc.constantFrom('{', '[', '{"email":', 'null', '""', '{"a":1}{', '\u0000', '{"__proto__":{"x":1}}'),
  hostileText,
);
const body = fc.oneof(
  { weight: 4, arbitrary: hostileRecord.map((value) => ({ json: value })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => ({ json: value })) },
  { weight: 1, arbitrary: rawBody.map((raw) => ({ raw })) },
);
/** A path segment from any text (a lone surrogate cannot be encoded: it is dropped). */
function encodePathPart(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) || 'x';
}
const pathId = fc.oneof(
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.constantFrom('0', '1e3', '99999999999999999999', '%00', '..%2F..', 'null', '-0'),
  hostileText.map(encodePathPart),
);

describe('fuzzed bodies on every route', () => {
  let t: TestApp & { routes: ApiRoute[] };
  let user: RegisteredUser;

  beforeAll(async () => {
    t = await createCatalogedApp();
    user = await registerUser(t.app, { password: 'clave-del-fuzz-1' });
    console.log(`fuzz seed ${SEED}, ${RUNS_PER_ROUTE} runs per route`);
  });
  afterAll(() => t.close());

  /** A valid token for the fuzzing user (a fuzzed body may have ended the session or changed nothing). */
  async function freshToken(): Promise<string> {
    const probe = await t.app.inject({
      method: 'GET',
      url: '/health-users/profile/',
      headers: bearer(user.token),
    });
    if (probe.statusCode === 200) return user.token;
    const login = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email: user.email, password: 'clave-del-fuzz-1' },
      remoteAddress: '10.77.0.1',
    });
    user = { ...user, token: login.json<{ token: string }>().token };
    return user.token;
  }

  it('never answers 5xx, and the server still answers /healthz', async () => {
    const routes = t.routes.filter((r) => r.method !== 'GET');
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      const token = await freshToken();
      try {
        await fc.assert(
          fc.asyncProperty(body, pathId, async (generated, id) => {
            const reply = await t.app.inject({
              method: route.method,
              url: fillPath(route.url, id),
              headers: { ...bearer(token), 'content-type': 'application/json' },
              payload: 'raw' in generated ? generated.raw : JSON.stringify(generated.json),
            });
            if (reply.statusCode >= 500) throw new Error(`${reply.statusCode} ${reply.body.slice(0, 200)}`);
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      } catch (error) {
        failures.push(
          `${route.method} ${route.url}: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  }, 180_000);
});
