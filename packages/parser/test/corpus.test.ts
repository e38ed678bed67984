import { afterAll, describe, expect, it } from 'vitest';
import { parseMessage } from '../src';
import { explainMismatch, loadCorpus } from './corpus-loader';

/**
 * Realistic messages (test/corpus/*.json) with the readings and intents they must give.
 * Prints the overall accuracy and fails on any mismatch, listing each one.
 */
const corpus = loadCorpus();
let total = 0;
let correct = 0;

describe('message corpus', () => {
  for (const [file, cases] of corpus) {
    it(`reads every message in ${file}`, () => {
      const mismatches: string[] = [];
      for (const example of cases) {
        const problem = explainMismatch(parseMessage(example.text), example);
        total++;
        if (problem) mismatches.push(`${JSON.stringify(example.text)}: ${problem}`);
        else correct++;
      }
      expect(mismatches).toEqual([]);
    });
  }

  afterAll(() => {
    const accuracy = total ? ((100 * correct) / total).toFixed(1) : '0';
    console.log(`parser corpus: ${correct}/${total} messages read correctly (${accuracy} %)`);
  });
});
