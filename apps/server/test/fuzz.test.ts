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

/** The largest doubles, positive and negative: a sum of two of them overflows a double. */
const HUGE = [1.7e308, Number.MAX_VALUE, -1.7e308, 1e308];
/** Bodies whose numeric fields all carry `huge`: one per shape the write routes take. */
const hugeBodies = (huge: number): object[] => [
  { metric: 'temperatura', value: huge, unit: '°C' },
  { metric: 'pasos_diarios', value: huge },
  { metric: 'glucosa', value: huge },
  { metric: 'presion', value: huge, v2: huge },
  { metric: 'peso', value: huge },
  { value: huge, v2: huge },
  {
    dias_sin_lecturas: huge,
    umbrales: { glucosa: { min: huge, max: huge }, temperatura: { min: 0, max: huge } },
  },
  { frecuencia: 'weekly', hora: '08:00', metric_key: 'glucosa', weekday: huge, month_day: huge },
  {
    medicamento_id: huge,
    paciente_id: huge,
    id: huge,
    frecuencia: 'monthly',
    hora: '08:00',
    month_day: huge,
  },
  { email: 'huge@example.com', scope: 'gestion', paciente_id: huge },
];

describe('huge values in every numeric field, then every read', () => {
  let t: TestApp & { routes: ApiRoute[] };
  let user: RegisteredUser;
  beforeAll(async () => {
    t = await createCatalogedApp();
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('no write stores what a read cannot carry, and no stored value breaks a read', async () => {
    const call = (method: ApiRoute['method'], url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
    const writes = t.routes.filter(
      (r) =>
        r.method !== 'GET' && !/logout|sessions|account|password|webhook|link-session|test\//.test(r.url),
    );
    const failures: string[] = [];
    for (const route of writes) {
      for (const huge of HUGE) {
        for (const payload of hugeBodies(huge)) {
          const reply = await call(route.method, fillPath(route.url, '1'), payload);
          if (reply.statusCode >= 500) failures.push(`${route.method} ${route.url} ${reply.statusCode}`);
        }
      }
    }
    // Values stored before any bound (an older release, an import): the reads must still answer.
    expect(
      (await call('POST', '/health-metrics/api/readings/', { metric: 'indicador_x', value: 97 })).statusCode,
    ).toBe(201);
    const [patient] = await t.query<{ id: number }>(
      'SELECT id FROM pacientes WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [user.email],
    );
    for (const [minutes, value] of [
      [90, 1.7e308],
      [60, 1.7e308],
      [30, Number.MAX_VALUE],
    ] as const) {
      await t.query(
        `INSERT INTO readings (paciente_id, metric, value, unit, measured_at, source)
         VALUES ($1, 'indicador_x', $2, '', now() - make_interval(mins => $3), 'web')`,
        [patient!.id, value, minutes],
      );
    }
    const reads = t.routes.filter(
      (r) => r.method === 'GET' && !r.url.includes(':') && r.url.startsWith('/health-'),
    );
    for (const route of reads) {
      for (const query of [
        '?metric=indicador_x',
        '?metric=indicador_x&aggregation=daily',
        '?metric=glucosa',
      ]) {
        const reply = await call(
          'GET',
          `${route.url}${query}&email=${encodeURIComponent(user.email)}`.replace(/^([^?]*)&/, '$1?'),
        );
        // A read refused for a stored value is as broken as a 5xx: every read here must answer.
        if (reply.statusCode >= 400)
          failures.push(`GET ${route.url}${query} ${reply.statusCode} ${reply.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);

    // The bot's «resumen» reads the same aggregates.
    expect((await call('POST', '/health-users/chat/', { text: 'resumen' })).statusCode).toBe(202);
    const deadline = Date.now() + 10_000;
    let reply = '';
    while (!reply && Date.now() < deadline) {
      const items = (await call('GET', '/health-users/chat/')).json<{ items: Array<{ from: string }> }>()
        .items;
      const last = items.at(-1);
      if (last && last.from !== 'user') reply = JSON.stringify(last);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reply).toMatch(/indicador/i);
  }, 180_000);
});
