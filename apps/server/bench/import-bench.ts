import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appleHealthXml as xml,
  appleMinute,
  inPieces,
  pressureFloodXml,
  writeZip,
} from '@vitalia/testkit/zip';
import { freePort, serverEnv, startChild, stopChild, withCleanup } from './support/child-process';
import { expectStatus, request, sleep, waitUntilReady } from './support/loopback-load';
import { readStatus, resetPeak, sampleRss } from './support/process-memory';

/**
 * Health-app imports against the real server (its production build, as `npm start` runs it, on embedded
 * PGlite): for each file, the time from upload to the preview, the server's peak RSS, and how long
 * GET /healthz took meanwhile (polled every 25 ms: the event-loop delay as a client sees it; the contract
 * is 100 ms at most throughout), first with no import running as the machine's own baseline. Files:
 *
 *   flood     the blood-pressure flood of the import finding: 60,000 correlations and 60,000 unpaired
 *             halves, about 1 MB zipped (pairing them one against another was quadratic: 83 s frozen);
 *   export    an export.zip of BENCH_EXPORT_MB (default 200) stored, as a phone sends it: mostly steps,
 *             with glucose, weight, heart rate and blood pressure, as in a real export.
 *
 * Run: npm run build && node --import tsx apps/server/bench/import-bench.ts
 */

const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const EXPORT_MB = Number(process.env.BENCH_EXPORT_MB ?? 200);
const PROBE_MS = 25;

function* realExportXml(targetBytes: number): Generator<string> {
  yield xml.head;
  let written = 0;
  for (let i = 0; written < targetBytes; i += 1) {
    const at = appleMinute(i % 1_000_000);
    let line: string;
    if (i % 50 === 0) line = xml.record('HKQuantityTypeIdentifierBloodGlucose', 'mg/dL', 90 + (i % 60), at);
    else if (i % 50 === 1)
      line = xml.record('HKQuantityTypeIdentifierHeartRate', 'count/min', 60 + (i % 30), at);
    else if (i % 500 === 2) line = xml.record('HKQuantityTypeIdentifierBodyMass', 'kg', 70 + (i % 10), at);
    else if (i % 500 === 3) line = xml.pressure(120 + (i % 20), 75 + (i % 10), at);
    else line = xml.record('HKQuantityTypeIdentifierStepCount', 'count', 100 + (i % 900), at, 'iPhone');
    written += line.length;
    yield line;
  }
  yield xml.tail;
}

function upload(
  port: number,
  token: string,
  path: string,
  size: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/health-metrics/api/imports/?format=apple_health&file_name=export.zip',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/zip',
          'content-length': size,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    createReadStream(path).pipe(req);
  });
}

/** GET /healthz every PROBE_MS until stopped; the answers' durations. */
function probeHealthz(port: number) {
  const durations: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await request(port, 'GET', '/healthz').catch(() => ({ status: 0, body: '' }));
      durations.push(answer.status === 200 ? performance.now() - started : Infinity);
      await sleep(PROBE_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...durations].sort((a, b) => a - b);
      return {
        probes: sorted.length,
        p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
        max: sorted[sorted.length - 1] ?? 0,
      };
    },
  };
}

interface Row {
  file: string;
  mb: number;
  seconds: number;
  records: number;
  peakMb: number;
  healthzP99: number;
  healthzMax: number;
  probes: number;
}

async function measure(port: number, pid: number, token: string, file: string, path: string): Promise<Row> {
  const { size } = await stat(path);
  const canReset = resetPeak(pid);
  const sampler = sampleRss(pid);
  const probe = probeHealthz(port);
  const started = performance.now();
  let health: Awaited<ReturnType<ReturnType<typeof probeHealthz>['stop']>>;
  let sampled: number;
  let job: { id: number; state: string; processed: number; error: string | null };
  try {
    const answer = await upload(port, token, path, size);
    expectStatus(answer, 202);
    job = JSON.parse(answer.body) as typeof job;
    while (job.state === 'analyzing') {
      await sleep(100);
      job = JSON.parse(
        (await request(port, 'GET', `/health-metrics/api/imports/${job.id}/`, { token })).body,
      ) as typeof job;
    }
  } finally {
    health = await probe.stop();
    sampled = sampler.stop();
  }
  if (job.state !== 'ready') throw new Error(`${file}: ${job.state} ${job.error ?? ''}`);
  const hwm = readStatus(pid)?.hwmMb ?? 0;
  return {
    file,
    mb: size / (1024 * 1024),
    seconds: (performance.now() - started) / 1000,
    records: job.processed,
    peakMb: canReset ? Math.max(hwm, sampled) : sampled,
    healthzP99: health.p99,
    healthzMax: health.max,
    probes: health.probes,
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'vitalia-import-bench-'));
  await withCleanup(
    () => rmSync(dir, { recursive: true, force: true }),
    async () => {
      const flood = join(dir, 'flood.zip');
      await writeZip(flood, [
        { name: 'apple_health_export/export.xml', content: inPieces(pressureFloodXml(60_000)) },
      ]);
      const big = join(dir, 'export.zip');
      await writeZip(
        big,
        [
          {
            name: 'apple_health_export/export.xml',
            content: inPieces(realExportXml(EXPORT_MB * 1024 * 1024)),
          },
        ],
        { store: true },
      );
      const port = await freePort();
      const env = serverEnv({
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        IMPORT_DIR: join(dir, 'uploads'),
        IMPORT_MAX_MB: String(EXPORT_MB + 10),
      });
      const child = startChild([SERVER_ENTRY], env, port);
      const rows = await withCleanup(
        () => stopChild(child),
        async () => {
          await waitUntilReady(child, '/healthz');
          const signUp = await request(port, 'POST', '/health-users/register/', {
            body: {
              email: `bench-import-${Date.now()}@example.com`,
              password: 'bench-password-1234',
              phone: `+5255${10_000_000 + (Date.now() % 89_999_999)}`,
            },
          });
          expectStatus(signUp, 201);
          const { token } = JSON.parse(signUp.body) as { token: string };
          const pid = child.proc.pid!;
          const out: Row[] = [];
          // The same probe with no import running: what the machine itself adds.
          const idle = probeHealthz(port);
          await sleep(3000);
          const quiet = await idle.stop();
          out.push({
            file: 'none (idle server)',
            mb: 0,
            seconds: 3,
            records: 0,
            peakMb: readStatus(pid)?.rssMb ?? 0,
            healthzP99: quiet.p99,
            healthzMax: quiet.max,
            probes: quiet.probes,
          });
          out.push(await measure(port, pid, token, 'flood (60k + 60k halves)', flood));
          out.push(await measure(port, pid, token, `export (${EXPORT_MB} MB stored)`, big));
          return out;
        },
      );
      console.log('\nImports: upload to preview, production build on PGlite');
      console.table(
        rows.map((row) => ({
          file: row.file,
          'size MB': row.mb.toFixed(1),
          records: row.records,
          'time s': row.seconds.toFixed(1),
          'peak RSS MB': row.peakMb.toFixed(0),
          '/healthz p99 ms': row.healthzP99.toFixed(1),
          '/healthz max ms': row.healthzMax.toFixed(1),
          probes: row.probes,
        })),
      );
      const slow = rows.slice(1).filter((row) => row.healthzMax > 100);
      if (slow.length > 0) {
        console.error(`/healthz took more than 100 ms during: ${slow.map((row) => row.file).join(', ')}`);
        process.exitCode = 1;
      }
    },
  );
}

await main();
