import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from './support/nightscout-site';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * The generated fuzz suite reaches /ns without credentials (401 first); this one sends hostile bodies
 * with the right API secret to every write under /ns: entries, treatments and device statuses shaped
 * like the real ones with any field replaced by junk (wrong types, nested objects, NUL and lone
 * surrogates, huge numbers). Never a 5xx, and every answer is Nightscout's shape.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const junk = fc.oneof(
  fc.constantFrom(null, true, '', '\u0000', '\ud800', 'NaN', '1e400', '{"$gt":""}', -1, 0, 1e308, -1e308),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('$gt', '$ne', '__proto__', 'constructor', 'a'), fc.string({ maxLength: 5 }), {
    maxKeys: 3,
  }),
);

describe('Nightscout-compatible writes with hostile bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`never answer 5xx (seed ${SEED})`, async () => {
    const now = Date.now();
    const shapes: Record<string, Record<string, unknown>> = {
      '/api/v1/entries': { type: 'sgv', sgv: 120, date: now - 60_000, direction: 'Flat', device: 'xDrip' },
      '/api/v1/treatments': {
        _id: 'x1',
        eventType: 'Meal Bolus',
        created_at: new Date(now).toISOString(),
        carbs: 20,
        insulin: 2,
      },
      '/api/v1/devicestatus': {
        device: 'xDrip',
        created_at: new Date(now).toISOString(),
        uploaderBattery: 50,
      },
    };
    const body = (shape: Record<string, unknown>) =>
      fc.oneof(
        junk,
        fc
          .record({ field: fc.constantFrom(...Object.keys(shape), 'glucose', 'mbg', 'type'), value: junk })
          .map(({ field, value }) => [{ ...shape, [field]: value }]),
        fc
          .array(fc.record({ field: fc.constantFrom(...Object.keys(shape)), value: junk }), { maxLength: 4 })
          .map((changes) => changes.map(({ field, value }) => ({ ...shape, [field]: value }))),
      );
    for (const [url, shape] of Object.entries(shapes)) {
      for (const method of url.includes('treatments') ? (['POST', 'PUT'] as const) : (['POST'] as const)) {
        // A site per route, so the per-site rate limit does not answer in place of the route.
        const site = await openSite(t.app, await registerUser(t.app));
        await fc.assert(
          fc.asyncProperty(body(shape), async (payload) => {
            const reply = await t.app.inject({
              method,
              url: `${site.path}${url}`,
              headers: { 'api-secret': site.secret, 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            });
            expect(
              reply.statusCode,
              `${method} ${url} ${JSON.stringify(payload)}: ${reply.body}`,
            ).toBeLessThan(500);
            if (reply.statusCode >= 400) expect(reply.json()).toMatchObject({ status: reply.statusCode });
          }),
          { seed: SEED, numRuns: RUNS },
        );
      }
    }
  });
});
