import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@vitalia/contracts';
import {
  bearer,
  createTestApp,
  registerUser,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from './support/test-app';

const ALREADY_REGISTERED =
  'No pudimos crear la cuenta: ese correo o ese número de WhatsApp ya tienen una cuenta en Vitalia. Si es tuya, inicia sesión o recupera tu contraseña; si no, usa otros datos.';

const DAY_MS = 86_400_000;

describe('sign-up, sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRIAL_DAYS: '14' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('Ana signs up', () => {
    it('creates her account, patient record, consent and trial, and signs her in', async () => {
      const email = uniqueEmail('Ana.Lopez').replace('ana', 'Ana');
      const response = await post('/health-users/register/', {
        email: `  ${email.toUpperCase()} `,
        password: 'mi-clave-2026',
        phone: '+52 1 55 2345 6789',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ success: true, token: expect.any(String), email: email.toLowerCase() });

      const [user] = await t.query<{ id: number; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE email = $1',
        [email.toLowerCase()],
      );
      expect(user!.password_hash).toMatch(/^scrypt\$/);
      expect(user!.password_hash).not.toContain('mi-clave-2026');

      const [paciente] = await t.query<{ telefono: string }>(
        'SELECT telefono FROM pacientes WHERE user_id = $1',
        [user!.id],
      );
      expect(paciente!.telefono).toBe('+525523456789');

      const consents = await t.query<{ purpose: string; document_version: string; accepted_at: Date }>(
        'SELECT purpose, document_version, accepted_at FROM consents WHERE user_id = $1 ORDER BY purpose',
        [user!.id],
      );
      expect(consents.map((c) => c.purpose)).toEqual(['health_data_processing', 'terms']);
      expect(consents[0]!.document_version).toBe(PRIVACY_NOTICE_VERSION);
      expect(Date.now() - consents[0]!.accepted_at.getTime()).toBeLessThan(60_000);

      const [subscription] = await t.query<{ status: string; trial_ends_at: Date }>(
        'SELECT status, trial_ends_at FROM subscriptions WHERE user_id = $1',
        [user!.id],
      );
      expect(subscription!.status).toBe('trialing');
      const trialDays = (subscription!.trial_ends_at.getTime() - Date.now()) / DAY_MS;
      expect(trialDays).toBeGreaterThan(13.9);
      expect(trialDays).toBeLessThanOrEqual(14);

      const [stored] = await t.query<{ token_hash: string }>(
        'SELECT token_hash FROM auth_tokens WHERE user_id = $1',
        [user!.id],
      );
      expect(stored!.token_hash).not.toBe(body.token);
      expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses an e-mail already registered, whatever its case', async () => {
      const ana = await registerUser(t.app);
      const response = await post('/health-users/register/', {
        email: ana.email.toUpperCase(),
        password: 'otra-clave-123',
        phone: uniquePhone(),
      });
      expect(response.statusCode).toBe(409);
      // The same answer as for a registered number: it does not say which of the two has the account.
      expect(response.json().detail).toBe(ALREADY_REGISTERED);
    });

    it('refuses a WhatsApp number already registered, also when written with the 521 prefix', async () => {
      await registerUser(t.app, { phone: '+525598765432' });
      const response = await post('/health-users/register/', {
        email: uniqueEmail(),
        password: 'otra-clave-123',
        phone: '+5215598765432',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(ALREADY_REGISTERED);
    });
  });

  describe('registration validation, in the order of the form', () => {
    const valid = () => ({ email: uniqueEmail(), password: 'clave-segura', phone: uniquePhone() });
    const cases: Array<[string, () => unknown, string]> = [
      ['no fields', () => ({}), 'Por favor completa todos los campos.'],
      ['blank e-mail', () => ({ ...valid(), email: '  ' }), 'Por favor completa todos los campos.'],
      ['missing phone', () => ({ ...valid(), phone: undefined }), 'Por favor completa todos los campos.'],
      ['missing password', () => ({ ...valid(), password: '' }), 'Por favor completa todos los campos.'],
      ['invalid phone', () => ({ ...valid(), phone: '+52 55 12' }), 'Número de teléfono inválido.'],
      ['phone of letters', () => ({ ...valid(), phone: 'mi celular' }), 'Número de teléfono inválido.'],
      [
        'bad phone beats short password',
        () => ({ ...valid(), phone: '+1 555', password: 'x' }),
        'Número de teléfono inválido.',
      ],
      [
        'short password',
        () => ({ ...valid(), password: '1234567' }),
        'La contraseña debe tener al menos 8 caracteres.',
      ],
      [
        'huge password',
        () => ({ ...valid(), password: 'x'.repeat(129) }),
        'La contraseña no puede tener más de 128 caracteres.',
      ],
      [
        'malformed e-mail',
        () => ({ ...valid(), email: 'ana-at-example.com' }),
        'El correo electrónico no es válido.',
      ],
      ['e-mail as a number', () => ({ ...valid(), email: 12345 }), 'El campo «email» debe ser texto.'],
      ['phone as an object', () => ({ ...valid(), phone: { n: 1 } }), 'El campo «phone» debe ser texto.'],
      ['a JSON array', () => [valid()], 'El cuerpo de la solicitud debe ser un objeto JSON.'],
      ['a JSON string', () => 'hola', 'El cuerpo de la solicitud debe ser un objeto JSON.'],
    ];
    it.each(cases)('%s → 400 with the Spanish message', async (_name, payload, detail) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/register/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload()),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    });

    it('stores nothing for a refused registration', async () => {
      const email = uniqueEmail();
      await post('/health-users/register/', { email, password: 'corta', phone: uniquePhone() });
      const rows = await t.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('malformed requests never crash the server', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/register/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "ana@example.com", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'El cuerpo de la solicitud no es JSON válido.' });
    });

    it('answers a 2 MB body with 413', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/login/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe('La solicitud es demasiado grande (máximo 1 MB).');
    });

    it('answers a non-JSON content type with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/login/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=ana&password=secreto',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toMatch(/application\/json/);
    });

    it('answers plain text with 400: the body must be a JSON object', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/login/',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=ana',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'El cuerpo de la solicitud debe ser un objeto JSON.' });
    });

    it('refuses a body that tries to poison object prototypes', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.co", "password": "x", "__proto__": {"admin": true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'El cuerpo de la solicitud no es JSON válido.' });
    });

    it('answers an empty JSON body where one is needed with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/login/',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'El cuerpo de la solicitud debe ser un objeto JSON.' });
    });

    it('accepts a JSON content type with no body where none is needed (logout)', async () => {
      const ana = await registerUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/health-users/logout/',
        headers: { 'content-type': 'application/json', ...bearer(ana.token) },
      });
      expect(response.statusCode).toBe(200);
    });

    it('keeps serving afterwards', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });

  describe('Ana signs in and out', () => {
    it('signs in with her e-mail in any case and gets a new token', async () => {
      const ana = await registerUser(t.app);
      const response = await post('/health-users/login/', {
        email: ana.email.toUpperCase(),
        password: ana.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, token: expect.any(String), email: ana.email });
      expect(response.json().token).not.toBe(ana.token);
    });

    it('gets the same message for a wrong password and an unknown e-mail', async () => {
      const ana = await registerUser(t.app);
      const wrong = await post('/health-users/login/', { email: ana.email, password: 'no-es-la-clave' });
      const unknown = await post('/health-users/login/', {
        email: uniqueEmail('nadie'),
        password: 'no-es-la-clave',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ detail: 'Correo o contraseña incorrectos.' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('is asked for both fields', async () => {
      const response = await post('/health-users/login/', { email: 'ana@example.com' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Por favor completa ambos campos.' });
    });

    it('signs out: the token stops working at once, other sessions stay', async () => {
      const ana = await registerUser(t.app);
      const second = (await post('/health-users/login/', { email: ana.email, password: ana.password })).json()
        .token;
      const out = await post('/health-users/logout/', {}, bearer(ana.token));
      expect(out.statusCode).toBe(200);
      const again = await post('/health-users/logout/', {}, bearer(ana.token));
      expect(again.statusCode).toBe(401);
      expect(again.json().detail).toMatch(/Inicia sesión de nuevo/);
      const other = await post('/health-users/logout/', {}, bearer(second));
      expect(other.statusCode).toBe(200);
    });

    it('refuses sign-out without a token', async () => {
      const response = await post('/health-users/logout/', {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'No hay sesión activa. Inicia sesión de nuevo.' });
    });
  });

  describe('API surface', () => {
    it('answers unknown API paths with a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/health-users/no-existe/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Recurso no encontrado.' });
    });

    it('sends security headers on every reply', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBeDefined();
    });
  });
});
