// Largest contentful paint of the public pages in Lighthouse's mobile simulation (its default: a mid-range
// phone on slow 4G, 150 ms round trips, 1.6 Mbit/s, CPU slowed 4×), served by the production server.
// Baseline in the same run: the landing page rendered in the browser (the plain app at /index.html,
// which the app's router sends to /), as every public page was before the server rendered them.
// Median of RUNS Lighthouse runs each. Target: every pre-rendered page at or under 1.0 s.
//
//   npm run build && node --import tsx apps/web/scripts/first-paint-bench.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { launchChromium } from '@vitalia/testkit';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/', '/faq', '/terms-conditions', '/privacy-policy', '/signup', '/login'];
const BASELINE = '/index.html';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waitFor(url: string, child?: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child && child.exitCode !== null) throw new Error(`${url} never answered: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} never answered`);
}

async function startProcesses() {
  if (!existsSync(join(ROOT, 'apps/server/dist/server.js')) || !existsSync(join(ROOT, 'apps/web/dist-ssr')))
    throw new Error('run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'vitalia-first-paint-'));
  const [port, debugPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: ROOT, env, stdio: 'ignore' });
  // Lighthouse drives the browser through its debugging port.
  const browser = await launchChromium([`--remote-debugging-port=${debugPort}`]);
  const stop = async () => {
    server.kill('SIGTERM');
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${port}/healthz`, server),
      waitFor(`http://127.0.0.1:${debugPort}/json/version`),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, debugPort, stop };
}

async function largestPaint(url: string, debugPort: number) {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audits = result?.lhr.audits;
  const lcp = audits?.['largest-contentful-paint']?.numericValue;
  const fcp = audits?.['first-contentful-paint']?.numericValue;
  if (lcp === undefined || fcp === undefined) throw new Error(`Lighthouse measured no paint on ${url}`);
  return { lcp, fcp };
}

const { base, debugPort, stop } = await startProcesses();
try {
  // Each page once first: it is rendered on its first request and the file cache is warm.
  for (const path of [...PAGES, BASELINE]) await fetch(`${base}${path}`);
  const results = new Map<string, { lcp: number; fcp: number }>();
  for (const path of [BASELINE, ...PAGES]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await largestPaint(`${base}${path}`, debugPort));
    results.set(path, { lcp: median(runs.map((run) => run.lcp)), fcp: median(runs.map((run) => run.fcp)) });
  }
  const baseline = results.get(BASELINE)!;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `first paint, Lighthouse mobile simulation, median of ${RUNS}; ratios against the landing page rendered in the browser (same run); target LCP ≤ 1.00 s`,
  );
  for (const [path, { lcp, fcp }] of results) {
    const label =
      path === BASELINE ? 'landing, rendered in the browser (baseline)' : `${path} (server-rendered)`;
    const verdict = path === BASELINE ? '' : lcp <= 1000 ? '  meets the target' : '  misses the target';
    console.log(
      `  ${label.padEnd(44)} LCP ${seconds(lcp).padStart(7)} (${(lcp / baseline.lcp).toFixed(2)}×)  FCP ${seconds(fcp).padStart(7)}${verdict}`,
    );
  }
} finally {
  await stop();
}
