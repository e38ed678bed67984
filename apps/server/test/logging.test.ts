import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { bearer, createTestApp, registerUser, type TestApp } from './support/test-app';

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp({ logger: pino(loggerOptions('trace'), sink) });
  });
  afterAll(() => t.close());

  it('never contain passwords, tokens or credentials, even at trace level', async () => {
    const ana = await registerUser(t.app, { password: 'clave-muy-secreta-77' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/health-users/login/?token=query-secret-123',
      payload: { email: ana.email, password: 'clave-muy-secreta-77' },
    });
    const token = login.json<{ token: string }>().token;
    await t.app.inject({ method: 'POST', url: '/health-users/logout/', payload: {}, headers: bearer(token) });

    const log = lines.join('');
    expect(log).toContain('/health-users/login/');
    expect(log).not.toContain('clave-muy-secreta-77');
    expect(log).not.toContain(token);
    expect(log).not.toContain(ana.token);
    expect(log).not.toContain('query-secret-123');
  });
});
