import { parseMessage } from '../src';
import { loadCorpus } from '../test/corpus-loader';

/**
 * Messages parsed per second on one core, over the test corpus, against a trivial baseline measured
 * in the same run: lowercasing each message and splitting it on whitespace (the least any parser
 * must do). The ratio says how many times slower than that floor the real parser is, which is
 * steadier across machines than the raw figure. Target: ≥ 20,000 messages/s.
 */

const TARGET_PER_SECOND = 20_000;
const MIN_DURATION_MS = 1_500;

const messages = [...loadCorpus().values()].flat().map((example) => example.text);

function measure(label: string, work: (text: string) => unknown): number {
  let sink = 0;
  // Warm up the JIT and the parser's word memo, as in a long-running bot.
  for (let i = 0; i < 3; i++) for (const text of messages) sink += work(text) ? 1 : 0;
  let parsed = 0;
  const start = process.hrtime.bigint();
  let elapsedMs = 0;
  while (elapsedMs < MIN_DURATION_MS) {
    for (const text of messages) sink += work(text) ? 1 : 0;
    parsed += messages.length;
    elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  }
  const perSecond = (parsed / elapsedMs) * 1000;
  console.log(`${label.padEnd(42)} ${Math.round(perSecond).toLocaleString('en-US').padStart(12)} messages/s`);
  return sink >= 0 ? perSecond : 0;
}

console.log(`corpus: ${messages.length} messages, one core, ≥ ${MIN_DURATION_MS} ms per measure`);
const baseline = measure('baseline (toLowerCase + split on spaces)', (text) =>
  text.toLowerCase().split(/\s+/),
);
const parser = measure('parseMessage', (text) => parseMessage(text));
console.log(`ratio: parseMessage runs at 1/${(baseline / parser).toFixed(1)} of the baseline's speed`);
console.log(
  `target ${TARGET_PER_SECOND.toLocaleString('en-US')} messages/s: ${parser >= TARGET_PER_SECOND ? 'met' : 'NOT met'}`,
);
