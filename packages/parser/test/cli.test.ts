import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function runCli(input: string): string[] {
  const output = execFileSync(process.execPath, ['--import', 'tsx', cli], {
    cwd: root,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\n').slice(0, -1);
}

describe('npm run parse (CONTRACTS.md section 5)', () => {
  it('writes one JSON line per input line, in order, for LF, CRLF, empty lines and a last line without newline', () => {
    const lines = runCli('glucosa 120\r\n\npresión 120/80\r\nhola\n\n140');
    expect(lines).toHaveLength(6);
    const parsed = lines.map((line) => JSON.parse(line) as { readings: unknown[]; intent?: string });
    expect(parsed[0]?.readings).toEqual([{ metric: 'glucosa', value: 120, unit: 'mg/dL' }]);
    expect(parsed[1]).toEqual({ readings: [] });
    expect(parsed[2]?.readings).toEqual([{ metric: 'presion', systolic: 120, diastolic: 80, unit: 'mmHg' }]);
    expect(parsed[3]).toEqual({ readings: [], intent: 'greeting' });
    expect(parsed[4]).toEqual({ readings: [] });
    expect(parsed[5]?.readings).toEqual([{ metric: 'glucosa', value: 140, unit: 'mg/dL' }]);
  });

  it('answers the example of the issue', () => {
    const [line] = runCli('la presión 13/8 y azúcar 5,6 mmol\n');
    expect(JSON.parse(line as string)).toMatchObject({
      readings: [
        { metric: 'presion', systolic: 130, diastolic: 80 },
        { metric: 'glucosa', value: 100.9 },
      ],
    });
  });

  it('keeps the line count on a large stream', () => {
    const input = Array.from({ length: 20_000 }, (_, i) =>
      i % 3 === 0 ? '' : `glucosa ${100 + (i % 50)}`,
    ).join('\n');
    const lines = runCli(`${input}\n`);
    expect(lines).toHaveLength(20_000);
    expect(JSON.parse(lines[19_999] as string)).toEqual({
      readings: [{ metric: 'glucosa', value: 149, unit: 'mg/dL' }],
      intent: 'log_reading',
    });
  });
});
