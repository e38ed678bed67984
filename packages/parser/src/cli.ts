import { StringDecoder } from 'node:string_decoder';
import { formatParseResultLine } from './format-result';
import { parseMessage } from './parse-message';

/**
 * `npm run --silent parse`: one chat message per stdin line → one JSON line per message on stdout,
 * in order (CONTRACTS.md section 5). Streams: reads chunks, splits lines itself (LF or CRLF), and
 * writes in large buffered blocks, honouring backpressure, so a stream of millions of lines runs in
 * constant memory.
 */

const FLUSH_AT = 64 * 1024;

function parseLine(line: string): string {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (text.trim() === '') return '{"readings":[]}';
  try {
    return formatParseResultLine(parseMessage(text));
  } catch {
    // One odd line must never stop the stream or shift the lines after it.
    return '{"readings":[]}';
  }
}

async function writeBlock(block: string): Promise<void> {
  if (!process.stdout.write(block)) {
    await new Promise<void>((resolve) => process.stdout.once('drain', resolve));
  }
}

async function run(): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let out = '';
  for await (const chunk of process.stdin) {
    pending += decoder.write(chunk as Buffer);
    let newline = pending.indexOf('\n');
    let from = 0;
    while (newline >= 0) {
      out += `${parseLine(pending.slice(from, newline))}\n`;
      if (out.length >= FLUSH_AT) {
        await writeBlock(out);
        out = '';
      }
      from = newline + 1;
      newline = pending.indexOf('\n', from);
    }
    pending = pending.slice(from);
  }
  pending += decoder.end();
  if (pending.length > 0) out += `${parseLine(pending)}\n`;
  if (out) await writeBlock(out);
}

run().catch((error: unknown) => {
  process.stderr.write(`parse: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
