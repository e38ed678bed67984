import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileReply } from '@vitalia/contracts/replies';
import { keepRawBodies } from '../src/plugins/body-parsers';
import { replySchema } from '../src/routes/route-support';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

describe('replies list their fields', () => {
  it('a reply schema writes only the fields it lists, whatever the object carries', async () => {
    const app = Fastify();
    app.get('/perfil', { schema: { response: { 200: replySchema(profileReply) } } }, async () => ({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'López',
      time_zone: 'America/Mexico_City',
      password_hash: 'scrypt$secreto',
      id: 7,
    }));
    const body = (await app.inject({ method: 'GET', url: '/perfil' })).json();
    expect(body).toEqual({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'López',
      time_zone: 'America/Mexico_City',
    });
    await app.close();
  });

  it('the profile, patient and home replies carry exactly their documented fields', async () => {
    const t = await createTestApp();
    try {
      const call = actingAs(t.app, await registerUser(t.app));
      expect(Object.keys((await call('GET', '/health-users/profile/')).json()).sort()).toEqual([
        'email',
        'first_name',
        'last_name',
        'time_zone',
      ]);
      const [paciente] = (await call('GET', '/health-users/pacientes/')).json();
      expect(Object.keys(paciente).sort()).toEqual(['edad', 'fecha_nacimiento', 'id', 'telefono']);
      expect(Object.keys((await call('GET', '/health-users/home/')).json()).sort()).toEqual([
        'medicamentos',
        'reminders',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('webhook scope', () => {
  it('keeps the exact bytes of a body, so a signature over them can be checked', async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      keepRawBodies(scope);
      scope.post('/firmado', async (request) => {
        const raw = request.body as Buffer;
        const signature = `sha256=${createHmac('sha256', 'secreto').update(raw).digest('hex')}`;
        return { bytes: raw.length, signed: signature === request.headers['x-hub-signature-256'] };
      });
    });
    // Odd spacing and key order that a JSON round trip would change.
    const payload = '{"b": 1,   "a":"ñ"}';
    const signature = `sha256=${createHmac('sha256', 'secreto').update(payload).digest('hex')}`;
    const response = await app.inject({
      method: 'POST',
      url: '/firmado',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload,
    });
    expect(response.json()).toEqual({ bytes: Buffer.byteLength(payload), signed: true });
    await app.close();
  });

  describe('WhatsApp verification handshake', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          WHATSAPP_TOKEN: 'token-de-prueba',
          WHATSAPP_PHONE_NUMBER_ID: '123456',
          WHATSAPP_APP_SECRET: 'secreto-app',
          WHATSAPP_VERIFY_TOKEN: 'verificame',
        },
      });
    });
    afterAll(() => t.close());

    const handshake = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });

    it('echoes the challenge when the verify token matches', async () => {
      const response = await handshake('verificame');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('1158201444');
    });

    it('answers a repeated parameter with a Spanish 400, never a 5xx', async () => {
      for (const query of [
        'hub.mode=subscribe&hub.verify_token=verificame&hub.verify_token=verificame&hub.challenge=1',
        'hub.mode=subscribe&hub.verify_token=verificame&hub.challenge=1&hub.challenge=2',
        'hub.mode=subscribe&hub.mode=subscribe&hub.verify_token=verificame&hub.challenge=1',
        'hub.mode=subscribe&hub.verify_token=otro&hub.verify_token=verificame&hub.challenge=1',
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `/webhooks/whatsapp?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().detail).toMatch(/una sola vez/);
      }
    });

    it('refuses a wrong verify token', async () => {
      const response = await handshake('otro');
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Token de verificación inválido.');
    });
  });

  it('refuses the handshake in simulator mode (no verify token configured)', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=&hub.challenge=1',
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

// A pool only exists on PostgreSQL; the embedded database has one connection that queues its callers.
describe.runIf(process.env.DATABASE_URL)('with no free database connection', () => {
  it('member endpoints answer 503 with Retry-After and a Spanish message, then recover', async () => {
    const t = await createTestApp({ database: { maxConnections: 1, connectionTimeoutMs: 300 } });
    try {
      const call = actingAs(t.app, await registerUser(t.app));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = t.db.transaction(() => held); // takes the only connection
      const busy = await call('GET', '/health-users/home/');
      expect(busy.statusCode).toBe(503);
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
      expect(busy.json().detail).toBe(
        'El servicio está ocupado en este momento. Inténtalo de nuevo en unos segundos.',
      );
      release();
      await holding;
      expect((await call('GET', '/health-users/home/')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
