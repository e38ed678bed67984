import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthImportReply } from '@vitalia/contracts/health-imports';
import { MEMBER_MESSAGES } from '@vitalia/contracts/member';
import { actingAs, bearer, createTestApp, registerUser, shareWith, type TestApp } from './support/test-app';

// Carla manages her mother Ana's readings (scope `gestion`) and brings Ana's glucometer CSV; Lucía, who
// may only read, cannot import for her.

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitalia-imports-sharing-'));
  t = await createTestApp({ env: { IMPORT_DIR: dir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const MAP = encodeURIComponent(JSON.stringify({ fecha: 'fecha', valor: 'valor', metrica_fija: 'glucosa' }));
const CSV = 'fecha,valor\n2026-11-01 07:30,98\n2026-11-02 07:30,104\n';

async function waitFor(token: string, url: string, done: (job: HealthImportReply) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = (
      await t.app.inject({ method: 'GET', url, headers: bearer(token) })
    ).json<HealthImportReply>();
    if (done(job)) return job;
    if (Date.now() > deadline) throw new Error(JSON.stringify(job));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('imports for a patient who shares', () => {
  it('a caregiver who manages imports for the patient; one who only reads cannot', async () => {
    const ana = await registerUser(t.app);
    const carla = await registerUser(t.app);
    const lucia = await registerUser(t.app);
    const pacienteId = await shareWith(t.app, ana, carla, 'gestion');
    await shareWith(t.app, ana, lucia, 'lectura');

    const upload = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/health-metrics/api/imports/?format=csv&file_name=glucometro.csv&map=${MAP}&paciente_id=${pacienteId}`,
        headers: { ...bearer(token), 'content-type': 'text/csv' },
        payload: CSV,
      });
    const refused = await upload(lucia.token);
    // The one access check: a patient Lucía may not write to is, for writing, one she cannot find.
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(MEMBER_MESSAGES.patientNotFound);

    const uploaded = await upload(carla.token);
    expect(uploaded.statusCode).toBe(202);
    const jobUrl = `/health-metrics/api/imports/${uploaded.json().id}/?paciente_id=${pacienteId}`;
    const ready = await waitFor(carla.token, jobUrl, (job) => job.state !== 'analyzing');
    expect(ready.preview?.metrics).toEqual([{ metric: 'glucosa', count: 2 }]);
    const confirmed = await actingAs(t.app, carla)(
      'POST',
      `/health-metrics/api/imports/${uploaded.json().id}/confirm/?paciente_id=${pacienteId}`,
    );
    expect(confirmed.statusCode).toBe(202);
    expect(await waitFor(carla.token, jobUrl, (job) => job.state === 'done')).toMatchObject({ imported: 2 });

    // Ana sees them as her own readings, imported.
    const readings = await actingAs(t.app, ana)(
      'GET',
      '/health-metrics/api/readings/?from=2026-10-01&to=2026-11-30',
    );
    expect(
      readings.json().readings.map((r: { value: number; source: string }) => [r.value, r.source]),
    ).toEqual([
      [104, 'import'],
      [98, 'import'],
    ]);
    // Lucía cannot undo it either.
    const undo = await actingAs(t.app, lucia)(
      'DELETE',
      `/health-metrics/api/imports/${uploaded.json().id}/?paciente_id=${pacienteId}`,
    );
    expect(undo.statusCode).toBe(404);
    expect(await t.query('SELECT count(*)::int AS n FROM readings WHERE import_id IS NOT NULL')).toEqual([
      { n: 2 },
    ]);
  });
});
