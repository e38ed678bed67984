import { afterAll, describe, expect, it } from 'vitest';
import { parseMessage } from '../src';
import { explainMismatch, loadCorpus } from './corpus-loader';

/**
 * Realistic messages (test/corpus/*.json) with the readings and intents they must give.
 * Prints the overall accuracy and fails on any mismatch, listing each one; a case marked `pending` (a
 * known misreading, with its reason) is counted and listed but does not fail, and fails once it passes.
 */
const corpus = loadCorpus();
let total = 0;
let correct = 0;
const pending: string[] = [];

describe('message corpus', () => {
  for (const [file, cases] of corpus) {
    it(`reads every message in ${file}`, () => {
      const mismatches: string[] = [];
      for (const example of cases) {
        const problem = explainMismatch(parseMessage(example.text), example);
        total++;
        if (!problem) correct++;
        // A pending mark is strict: once the case reads correctly, the mark must go.
        if (!problem && example.pending)
          mismatches.push(`${JSON.stringify(example.text)}: passes now, drop "pending"`);
        else if (problem && example.pending)
          pending.push(`${file} ${JSON.stringify(example.text)}: ${example.pending}`);
        else if (problem) mismatches.push(`${JSON.stringify(example.text)}: ${problem}`);
      }
      expect(mismatches).toEqual([]);
    });
  }

  afterAll(() => {
    const accuracy = total ? ((100 * correct) / total).toFixed(1) : '0';
    console.log(`parser corpus: ${correct}/${total} messages read correctly (${accuracy} %)`);
    if (pending.length) console.log(`known misreadings (pending):\n  ${pending.join('\n  ')}`);
  });
});
