// First-load JavaScript of the landing page and of Mis métricas (with and without its chart chunk), from
// the Vite manifest of the last build, compressed as a browser receives it: gzip -9, and Brotli, which the
// server sends to every browser that accepts it (the build's .br copies). Target: the landing page's
// JavaScript at most 100 KB on the wire. Baseline in the same run:
// the landing page's own first load. Run after `npm run build` (npm run bench -w @vitalia/web does both).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', `file://${dist}`), 'utf8'));

/** A chunk and everything it imports statically (what loads before it runs), as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function sizes(keys) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const key of keys) {
    const code = readFileSync(`${dist}${manifest[key].file}`);
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    brotli += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const metricsPage = 'src/features/member/pages/metrics-page.tsx';
const guard = 'src/app/member-area.ts';

const landing = sizes(closure('index.html'));
const metricsKeys = new Set([...closure('index.html'), ...closure(guard), ...closure(metricsPage)]);
// The chart's dynamic import sits in whichever shared chunk holds the chart component, not always in the
// page's own chunk: look for it across everything the page loads first.
const dynamicOf = (fragment) =>
  [...metricsKeys].flatMap((key) => manifest[key].dynamicImports ?? []).find((key) => key.includes(fragment));
const chart = dynamicOf('uplot-chart');
const cgmLoader = dynamicOf('cgm-report-loader');
const cgm = cgmLoader && manifest[cgmLoader].dynamicImports?.find((key) => key.includes('cgm-section'));
const withoutChart = sizes(metricsKeys);
const withChart = sizes(new Set([...metricsKeys, ...closure(chart)]));

const row = (label, { raw, gzip, brotli }) =>
  console.log(
    `  ${label.padEnd(48)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip ${kb(brotli).padStart(10)} brotli  ${(gzip / landing.gzip).toFixed(2)}× landing`,
  );
console.log('first-load JavaScript, ratios against the landing page measured in the same run');
row('landing page (baseline)', landing);
row('Mis métricas, before the chart chunk', withoutChart);
row('Mis métricas, with the chart chunk (uPlot)', withChart);
// Only with a sensor's data in the period: the CGM section with its profile chart (and uPlot).
if (cgm)
  row(
    'Mis métricas, with a sensor (CGM section)',
    sizes(new Set([...metricsKeys, ...closure(chart), ...closure(cgmLoader), ...closure(cgm)])),
  );
const onTheWire = landing.brotli / 1000;
console.log(
  `  landing page on the wire (Brotli): ${onTheWire.toFixed(1)} KB, target ≤ 100 KB: ${onTheWire <= 100 ? 'met' : 'not met'}`,
);
