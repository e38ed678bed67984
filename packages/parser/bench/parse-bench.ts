import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { loadCorpus } from '../test/corpus-loader';

/**
 * Messages parsed per second on one core, over the test corpus, against baselines measured in the same
 * run:
 *  - the floor: lowercasing each message and splitting it on whitespace (the least any parser must do);
 *  - the old parser: the parser as it was before the conversation layers (who a reading is about,
 *    symptoms, questions, reminders asked for: commit 281c2f5), taken from the repository's history into
 *    a temporary folder. The issue that added those layers asked to keep the parser at the old one's 100k
 *    messages/s; the ratio to it is steadier across machines than the raw figure;
 *  - the parser before "never act on a guess" (42a6e9c: before red flags in words, real words kept from
 *    typo correction, relatives never fuzzed): what that understanding cost.
 * Every parser, today's included, is measured as the server runs it: compiled with esbuild into one ES
 * module with its domain package (apps/server/scripts/build.mjs), not through the TypeScript loader,
 * whose module wrappers put a getter call on every imported name.
 * Targets: ≥ 100,000 messages/s on one core, and the ratios to each parser printed beside it.
 */

const TARGET_PER_SECOND = 100_000;
const MIN_DURATION_MS = 400;
const ROUNDS = 7;
const BASELINES: ReadonlyArray<{ commit: string; label: string }> = [
  { commit: '281c2f51b96253aba45cb0ef85af21e547259127', label: 'old parser' },
  { commit: '42a6e9c185c64ec7d9f5828c1d1999f030cd7a39', label: 'parser before never-a-guess' },
];

type Parse = (text: string) => unknown;

const messages = [...loadCorpus().values()].flat().map((example) => example.text);

function rate(work: Parse): number {
  let sink = 0;
  let parsed = 0;
  const start = process.hrtime.bigint();
  let elapsedMs = 0;
  while (elapsedMs < MIN_DURATION_MS) {
    for (const text of messages) sink += work(text) ? 1 : 0;
    parsed += messages.length;
    elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  }
  return sink >= 0 ? (parsed / elapsedMs) * 1000 : 0;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The parser in `root` (a checkout holding packages/parser and packages/domain) bundled the way the
 * server's build bundles it; the other packages it imports are loaded from the repository's node_modules.
 */
async function bundleParser(root: string, dir: string): Promise<Parse> {
  const outfile = join(dir, 'parser.mjs');
  await build({
    entryPoints: [join(root, 'packages', 'parser', 'src', 'index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    plugins: [
      {
        name: 'this-checkout-only',
        setup(context) {
          context.onResolve({ filter: /^@vitalia\/domain$/ }, () => ({
            path: join(root, 'packages', 'domain', 'src', 'index.ts'),
          }));
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@vitalia/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return ((await import(pathToFileURL(outfile).href)) as { parseMessage: Parse }).parseMessage;
}

/** A temporary folder whose node_modules is the repository's, removed by the returned function. */
function scratch(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vitalia-parser-bench-'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The parser at `commit` with the domain package it was written against, or null without git. */
async function loadOldParser(commit: string): Promise<{ parse: Parse; cleanup: () => void } | null> {
  const { dir, cleanup } = scratch();
  try {
    const archive = execFileSync(
      'git',
      ['-C', repo, 'archive', commit, 'packages/parser/src', 'packages/domain'],
      { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    return { parse: await bundleParser(dir, dir), cleanup };
  } catch (error) {
    cleanup();
    console.log(
      `parser ${commit.slice(0, 7)} not available (${(error as Error).message.split('\n')[0]}): ratio skipped`,
    );
    return null;
  }
}

const format = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US').padStart(12);

const floor: Parse = (text) => text.toLowerCase().split(/\s+/);
const olds: Array<{ label: string; parse: Parse; cleanup: () => void }> = [];
for (const { commit, label } of BASELINES) {
  const loaded = await loadOldParser(commit);
  if (loaded) olds.push({ ...loaded, label: `${label} (${commit.slice(0, 7)})` });
}
const today = scratch();
const parseMessage = await bundleParser(repo, today.dir);
const contenders: Array<[string, Parse]> = [
  ['floor (toLowerCase + split on spaces)', floor],
  ...olds.map((old): [string, Parse] => [old.label, old.parse]),
  ['parseMessage', (text) => parseMessage(text)],
];
console.log(
  `corpus: ${messages.length} messages, one core, ${ROUNDS} interleaved rounds of ≥ ${MIN_DURATION_MS} ms each, medians`,
);
// Warm up the JIT and the parsers' word memos, as in a long-running bot.
for (const [, work] of contenders) for (let i = 0; i < 3; i++) for (const text of messages) work(text);
const rates = new Map<string, number[]>(contenders.map(([label]) => [label, []]));
const ratios = olds.map((): number[] => []);
for (let round = 0; round < ROUNDS; round++) {
  const inRound = contenders.map(([label, work]) => {
    const perSecond = rate(work);
    rates.get(label)!.push(perSecond);
    return perSecond;
  });
  olds.forEach((_, index) => ratios[index]!.push(inRound.at(-1)! / inRound[index + 1]!));
}
for (const [label] of contenders)
  console.log(`${label.padEnd(42)} ${format(median(rates.get(label)!))} messages/s`);
const parser = median(rates.get('parseMessage')!);
console.log(
  `floor ratio: parseMessage runs at 1/${(median(rates.get(contenders[0]![0])!) / parser).toFixed(1)} of the floor's speed`,
);
olds.forEach((old, index) =>
  console.log(
    `ratio to the ${old.label}: parseMessage runs at ${median(ratios[index]!).toFixed(2)} of its speed`,
  ),
);
console.log(
  `target ${TARGET_PER_SECOND.toLocaleString('en-US')} messages/s: ${parser >= TARGET_PER_SECOND ? 'met' : 'NOT met'}`,
);
for (const old of olds) old.cleanup();
today.cleanup();
