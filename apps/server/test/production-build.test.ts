import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@vitalia/testkit';

// `npm start` runs the production build (`npm run build`, which `npm test` runs first): plain Node.js,
// no TypeScript compiler at start. What a person reaches through it must be what the sources serve.
describe('the production build', () => {
  let server: RunningServer;

  beforeAll(async () => {
    expect(existsSync('apps/server/dist/server.js'), 'run `npm run build` first').toBe(true);
    server = await startServer({}, { production: true, empty: true });
  }, 120_000);
  afterAll(() => server?.close());

  it('starts on its own database, migrated, and serves the site and the API', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const landing = await fetch(`${server.url}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('<html lang="es-MX"');
    // Every migration ran (the bundle finds them in the db package): an account can be made and used.
    const email = `build.${Date.now()}@example.com`;
    const registered = await fetch(`${server.url}/health-users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'contraseña-segura', phone: '+5215512345678' }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const reading = await fetch(`${server.url}/health-metrics/api/readings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ metric: 'glucosa', value: 104, context: 'ayunas' }),
    });
    expect(reading.status).toBe(201);
    // Bad input still gets a Spanish 4xx from the bundled code.
    const refused = await fetch(`${server.url}/health-metrics/api/readings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ metric: 'glucosa', value: 'mucho' }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/[áéíóúñ]|valor|número/i);
  });
});
