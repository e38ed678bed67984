import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs the real entry point; resolves with its exit code and output, or when `until` matches the output. */
function runServer(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const done = new Promise<{ code: number | null; output: string }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve({ code: null, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ code, output }));
  });
  return { child, done };
}

describe('starting the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitalia-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same embedded-database folder, with a clear message', async () => {
    const first = runServer({ PORT: '0', DATA_DIR: dataDir }, /Vitalia is serving/);
    const started = await first.done;
    expect(started.output).toMatch(/Vitalia is serving/);
    try {
      const second = await runServer({ PORT: '0', DATA_DIR: dataDir }).done;
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The data folder ${dataDir} is in use by another Vitalia process`);
    } finally {
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.once('exit', resolve));
    }
    // Once the first one has stopped, the folder is free again.
    const third = runServer({ PORT: '0', DATA_DIR: dataDir }, /Vitalia is serving/);
    expect((await third.done).output).toMatch(/Vitalia is serving/);
    third.child.kill('SIGTERM');
    await new Promise((resolve) => third.child.once('exit', resolve));
  }, 60_000);

  it('says so when the port is taken, and leaves the data folder free', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const result = await runServer({ PORT: String(port), DATA_DIR: dataDir }).done;
      expect(result.code).toBe(1);
      expect(result.output).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
    const next = runServer({ PORT: '0', DATA_DIR: dataDir }, /Vitalia is serving/);
    expect((await next.done).output).toMatch(/Vitalia is serving/);
    next.child.kill('SIGTERM');
    await new Promise((resolve) => next.child.once('exit', resolve));
  }, 60_000);

  it('stops with the name of a bad variable', async () => {
    const result = await runServer({ PORT: 'abc', TRIAL_DAYS: 'catorce' }).done;
    expect(result.code).toBe(1);
    expect(result.output).toContain('PORT');
    expect(result.output).toContain('TRIAL_DAYS');
  }, 30_000);
});
