// First-load JavaScript of the landing page and of Mis métricas (with and without its chart chunk), from
// the Vite manifest of the last build, gzip-compressed as a browser receives it. Baseline in the same run:
// the landing page's own first load. Run after `npm run build` (npm run bench -w @vitalia/web does both).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
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
  for (const key of keys) {
    const code = readFileSync(`${dist}${manifest[key].file}`);
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return { raw, gzip };
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

const row = (label, { raw, gzip }) =>
  console.log(
    `  ${label.padEnd(48)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip  ${(gzip / landing.gzip).toFixed(2)}× landing`,
  );
console.log('first-load JavaScript (gzip -9), ratios against the landing page measured in the same run');
row('landing page (baseline)', landing);
row('Mis métricas, before the chart chunk', withoutChart);
row('Mis métricas, with the chart chunk (uPlot)', withChart);
// Only with a sensor's data in the period: the CGM section with its profile chart (and uPlot).
if (cgm)
  row(
    'Mis métricas, with a sensor (CGM section)',
    sizes(new Set([...metricsKeys, ...closure(chart), ...closure(cgmLoader), ...closure(cgm)])),
  );
