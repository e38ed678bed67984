// "60 uploads a minute from 1,000 patients sustained without falling behind": every patient's uploader
// sends once a minute (the newest value and the one or two before it, as xDrip+ and Juggluco re-send),
// spread evenly over the minute, open loop (an upload starts at its time whether or not the previous ones
// finished, as phones do), through the whole app. Latency counts from the upload's scheduled time, so a
// queue building up shows. Baseline in the same run: each upload's rows as one raw INSERT, in sequence.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@vitalia/db';
import { rawQuery } from '@vitalia/db/testing';

const SECRET = 'bench-stream-secret-24chars';
const sha1 = createHash('sha1').update(SECRET).digest('hex');
const secretHash = createHash('sha256').update(sha1).digest('hex');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** `count` patients with a Nightscout site each, made in a few set-based statements. */
async function seedSites(
  db: Database,
  count: number,
  tag: string,
): Promise<Array<{ id: number; path: string }>> {
  const users = await rawQuery<{ id: number }>(
    db,
    `INSERT INTO users (email, password_hash, first_name)
     SELECT 'bench.stream.' || $1 || '.' || g || '@example.com', 'not-a-login', 'Bench'
     FROM generate_series(1, $2::int) g RETURNING id`,
    [tag, count],
  );
  const ids = users.map((u) => Number(u.id));
  const pacientes = await rawQuery<{ id: number }>(
    db,
    `INSERT INTO pacientes (user_id, telefono)
     SELECT u, '+52' || lpad((9000000000 - u)::text, 10, '0') FROM unnest($1::bigint[]) u RETURNING id`,
    [ids],
  );
  const sites = pacientes.map((p, i) => ({
    id: Number(p.id),
    siteId: `b${tag}${String(i).padStart(15 - tag.length, '0')}`.slice(0, 16),
  }));
  await rawQuery(
    db,
    `INSERT INTO nightscout_sites (paciente_id, site_id, secret_hash, read_token, created_at)
     SELECT p, s, $3, 'lectura-' || s, now() FROM unnest($1::bigint[], $2::text[]) AS t(p, s)`,
    [sites.map((s) => s.id), sites.map((s) => s.siteId), secretHash],
  );
  return sites.map((s) => ({ id: s.id, path: `/ns/${s.siteId}` }));
}

export interface StreamLoadReport {
  patients: number;
  seconds: number;
  target: number;
  achieved: number;
  p50: number;
  p99: number;
  keptUp: boolean;
  rawPerSecond: number;
  rawP99: number;
}

export async function runStreamLoad(
  app: FastifyInstance,
  db: Database,
  options: { patients: number; seconds: number },
): Promise<StreamLoadReport> {
  const tag = Date.now().toString(36).slice(-6);
  const sites = await seedSites(db, options.patients, tag);
  const interval = 60_000 / options.patients;
  const total = Math.floor((options.seconds * 1000) / interval);
  const start = Date.now() + 500;
  const latencies: number[] = [];
  const sent: Array<{ pacienteId: number; rows: Array<{ sgv: number; date: number }> }> = [];
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  for (let k = 0; k < total; k++) {
    const due = start + k * interval;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const site = sites[k % sites.length]!;
    // The newest value, and the one or two before it again (1-3 entries).
    const rows = Array.from({ length: 1 + (k % 3) }, (_, j) => ({
      sgv: 100 + ((k + j) % 80),
      date: due - 30_000 - j * 60_000,
    }));
    sent.push({ pacienteId: site.id, rows });
    const body = JSON.stringify(
      rows.map((r) => ({ type: 'sgv', sgv: r.sgv, date: r.date, direction: 'Flat' })),
    );
    const upload = app
      .inject({
        method: 'POST',
        url: `${site.path}/api/v1/entries`,
        headers: { 'api-secret': sha1, 'content-type': 'application/json' },
        payload: body,
      })
      .then((reply) => {
        if (reply.statusCode !== 200) failures++;
        latencies.push(Date.now() - due);
      });
    inFlight.add(upload);
    void upload.finally(() => inFlight.delete(upload));
  }
  await Promise.all(inFlight);
  const elapsed = (Date.now() - start) / 1000;
  const achieved = (total - failures) / elapsed;
  const target = options.patients / 60;

  // Baseline: the same rows for other patients, one raw INSERT per upload, one after another.
  const baseline = await seedSites(db, options.patients, `${tag}r`.slice(-7));
  const rawTimes: number[] = [];
  const rawStart = Date.now();
  for (const [i, upload] of sent.entries()) {
    const t = process.hrtime.bigint();
    await rawQuery(
      db,
      `INSERT INTO readings (paciente_id, metric, value, unit, measured_at, source)
       SELECT $1, 'glucosa', v, 'mg/dL', to_timestamp(d / 1000.0), 'cgm' FROM unnest($2::float8[], $3::float8[]) AS r(v, d)
       ON CONFLICT DO NOTHING`,
      [baseline[i % baseline.length]!.id, upload.rows.map((r) => r.sgv), upload.rows.map((r) => r.date)],
    );
    rawTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const rawPerSecond = sent.length / ((Date.now() - rawStart) / 1000);
  const p99 = percentile(latencies, 99);
  return {
    patients: options.patients,
    seconds: elapsed,
    target,
    achieved,
    p50: percentile(latencies, 50),
    p99,
    // Kept up: every upload answered 200, the rate held, and the slowest 1 % waited under 5 s.
    keptUp: failures === 0 && achieved >= target * 0.95 && p99 < 5_000,
    rawPerSecond,
    rawP99: percentile(rawTimes, 99),
  };
}
