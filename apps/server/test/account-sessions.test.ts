import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, bearer, createTestApp, registerUser, type TestApp } from './support/test-app';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Session {
  id: number;
  device: string;
  created_at: string;
  last_used_at: string | null;
  current: boolean;
}

describe('password change and the session list', () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function signIn(email: string, password: string, userAgent: string) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    return login.json<{ token: string }>().token;
  }

  const sessionsOf = async (token: string) => {
    const reply = await actingAs(t.app, { token })('GET', '/health-users/sessions/');
    expect(reply.statusCode).toBe(200);
    return reply.json<{ sessions: Session[] }>().sessions;
  };

  it('Ana sees her devices, the current one flagged, and ends the phone session from the laptop', async () => {
    const ana = await registerUser(t.app);
    const phone = await signIn(ana.email, ana.password, PHONE_UA);
    const laptop = await signIn(ana.email, ana.password, LAPTOP_UA);

    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox en Linux']);
    const phoneSession = listed.find((s) => s.device === 'Chrome en Android')!;
    expect(phoneSession.current).toBe(false);
    expect(Object.keys(phoneSession).sort()).toEqual([
      'created_at',
      'current',
      'device',
      'id',
      'last_used_at',
    ]);

    const ended = await actingAs(t.app, { token: laptop })(
      'DELETE',
      `/health-users/sessions/${phoneSession.id}/`,
    );
    expect(ended.statusCode).toBe(204);
    expect((await actingAs(t.app, { token: phone })('GET', '/health-users/profile/')).statusCode).toBe(401);
    const again = await actingAs(t.app, { token: laptop })(
      'DELETE',
      `/health-users/sessions/${phoneSession.id}/`,
    );
    expect(again.statusCode).toBe(404);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneSession.id);
  });

  it('records the last use at most once a minute', async () => {
    const ana = await registerUser(t.app);
    const first = (await sessionsOf(ana.token)).find((s) => s.current)!.last_used_at;
    clock = new Date(clock.getTime() + 30_000);
    expect((await sessionsOf(ana.token)).find((s) => s.current)!.last_used_at).toBe(first);
    clock = new Date(clock.getTime() + 60_000);
    expect((await sessionsOf(ana.token)).find((s) => s.current)!.last_used_at).toBe(clock.toISOString());
  });

  it('another person cannot end or see Ana’s sessions', async () => {
    const ana = await registerUser(t.app);
    const beto = await registerUser(t.app);
    const anaSession = (await sessionsOf(ana.token))[0]!;
    const reply = await actingAs(t.app, beto)('DELETE', `/health-users/sessions/${anaSession.id}/`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ detail: 'No encontramos esa sesión.' });
    expect((await sessionsOf(beto.token)).map((s) => s.id)).not.toContain(anaSession.id);
    expect((await actingAs(t.app, ana)('GET', '/health-users/profile/')).statusCode).toBe(200);
    for (const odd of ['0', '-1', 'abc', '99999999999999999999', '1.5']) {
      expect((await actingAs(t.app, beto)('DELETE', `/health-users/sessions/${odd}/`)).statusCode).toBe(404);
    }
  });

  it('"cerrar sesión en todos los dispositivos" ends every session, this one included', async () => {
    const ana = await registerUser(t.app);
    const phone = await signIn(ana.email, ana.password, PHONE_UA);
    const reply = await actingAs(t.app, ana)('POST', '/health-users/sessions/revoke-all/', {});
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Cerramos la sesión en todos tus dispositivos.' });
    for (const token of [ana.token, phone]) {
      expect((await actingAs(t.app, { token })('GET', '/health-users/profile/')).statusCode).toBe(401);
    }
    expect(await signIn(ana.email, ana.password, LAPTOP_UA)).toBeTruthy();
  });

  it('changing the password keeps this session, ends the others, and the old password stops working', async () => {
    const ana = await registerUser(t.app, { password: 'primera-clave-1' });
    const phone = await signIn(ana.email, 'primera-clave-1', PHONE_UA);
    const change = await actingAs(t.app, ana)('PUT', '/health-users/password/', {
      current_password: 'primera-clave-1',
      new_password: 'segunda-clave-2',
    });
    expect(change.statusCode).toBe(200);
    expect(change.json<{ message: string }>().message).toMatch(/cambiamos tu contraseña/);
    expect((await actingAs(t.app, ana)('GET', '/health-users/profile/')).statusCode).toBe(200);
    expect((await actingAs(t.app, { token: phone })('GET', '/health-users/profile/')).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/',
      payload: { email: ana.email, password: 'primera-clave-1' },
    });
    expect(old.statusCode).toBe(401);
    expect(await signIn(ana.email, 'segunda-clave-2', LAPTOP_UA)).toBeTruthy();
  });

  /** A stolen session mints a sign-in link and an invitation for its holder before the owner acts. */
  async function thiefPrepares(victim: { email: string; password: string }) {
    const thief = await signIn(victim.email, victim.password, PHONE_UA);
    const link = await actingAs(t.app, { token: thief })('POST', '/health-users/link-token/');
    expect(link.statusCode).toBe(201);
    const accomplice = await registerUser(t.app);
    const invited = await actingAs(t.app, { token: thief })('POST', '/health-users/shares/', {
      email: accomplice.email,
      scope: 'lectura',
    });
    expect(invited.statusCode).toBe(201);
    return {
      thief,
      accomplice,
      linkToken: link.json<{ token: string }>().token,
      invitationToken: new URL(invited.json<{ invitation_url: string }>().invitation_url).searchParams.get(
        'code',
      ),
    };
  }

  /** After the owner's credential event: no session, link or invitation minted before it works. */
  async function expectNothingLeft(stolen: Awaited<ReturnType<typeof thiefPrepares>>) {
    expect((await actingAs(t.app, { token: stolen.thief })('GET', '/health-users/profile/')).statusCode).toBe(
      401,
    );
    expect(
      (await actingAs(t.app, { token: stolen.thief })('POST', '/health-users/link-token/')).statusCode,
    ).toBe(401);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/health-users/link-session/',
      payload: { token: stolen.linkToken },
    });
    expect(exchanged.statusCode).toBe(401);
    const accepted = await actingAs(t.app, stolen.accomplice)(
      'POST',
      '/health-users/invitations/accept-link/',
      {
        token: stolen.invitationToken,
      },
    );
    expect(accepted.statusCode).toBe(404);
  }

  it('a password change ends the links and invitations a stolen session minted before it', async () => {
    const ana = await registerUser(t.app, { password: 'primera-clave-1' });
    const stolen = await thiefPrepares({ email: ana.email, password: 'primera-clave-1' });
    const change = await actingAs(t.app, ana)('PUT', '/health-users/password/', {
      current_password: 'primera-clave-1',
      new_password: 'segunda-clave-2',
    });
    expect(change.statusCode).toBe(200);
    await expectNothingLeft(stolen);
    // Her own session goes on, and links she mints now work.
    const fresh = await actingAs(t.app, ana)('POST', '/health-users/link-token/');
    expect(fresh.statusCode).toBe(201);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/health-users/link-session/',
      payload: { token: fresh.json<{ token: string }>().token },
    });
    expect(exchanged.statusCode).toBe(200);
  });

  it('"cerrar sesión en todos los dispositivos" ends the links and invitations minted before it', async () => {
    const ana = await registerUser(t.app);
    const stolen = await thiefPrepares(ana);
    expect((await actingAs(t.app, ana)('POST', '/health-users/sessions/revoke-all/', {})).statusCode).toBe(
      200,
    );
    await expectNothingLeft(stolen);
  });

  it('refuses a wrong current password in Spanish, the sign-up rules, and more than 5 wrong tries', async () => {
    const ana = await registerUser(t.app, { password: 'primera-clave-1' });
    const put = (body: unknown) => actingAs(t.app, ana)('PUT', '/health-users/password/', body);
    const short = await put({ current_password: 'primera-clave-1', new_password: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ detail: 'La contraseña debe tener al menos 8 caracteres.' });
    expect((await put({ current_password: 'primera-clave-1' })).json()).toEqual({
      detail: 'Escribe tu contraseña actual y la nueva.',
    });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await put({ current_password: `mala-${i}-clave`, new_password: 'segunda-clave-2' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ detail: 'La contraseña actual no es correcta.' });
    }
    const limited = await put({ current_password: 'primera-clave-1', new_password: 'segunda-clave-2' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ detail: string }>().detail).toMatch(
      /^Demasiados intentos de cambiar la contraseña/,
    );
    const unsigned = await t.app.inject({ method: 'PUT', url: '/health-users/password/', payload: {} });
    expect(unsigned.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/health-users/sessions/', headers: bearer('x'.repeat(43)) }))
        .statusCode,
    ).toBe(401);
  });

  it('a session used within 30 days goes on, one left 30 days unused ends, and a sign-in starts afresh', async () => {
    clock = new Date();
    const ana = await registerUser(t.app);
    const phone = await signIn(ana.email, ana.password, PHONE_UA);
    const laptop = await signIn(ana.email, ana.password, LAPTOP_UA);
    const me = (token: string) => actingAs(t.app, { token })('GET', '/health-users/sessions/');
    const DAY = 86_400_000;
    try {
      // The phone is used every 29 days: 58 days later it still works.
      for (const days of [29, 58]) {
        clock = new Date(Date.now() + days * DAY);
        expect((await me(phone)).statusCode).toBe(200);
      }
      // The laptop was left unused since the sign-in: it has ended, with the Spanish 401, and is not listed.
      const idle = await me(laptop);
      expect(idle.statusCode).toBe(401);
      expect(idle.json<{ detail: string }>().detail).toMatch(/sesión/i);
      expect((await sessionsOf(phone)).map((s) => s.device)).toEqual(['Chrome en Android']);
      // Signing in again on the laptop gives a session that works.
      const again = await signIn(ana.email, ana.password, LAPTOP_UA);
      expect((await me(again)).statusCode).toBe(200);
    } finally {
      clock = new Date();
    }
  });
});
