import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOf } from './stdio';

async function* chunksOf(...parts: Array<string | number[]>): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? new TextEncoder().encode(part) : Uint8Array.from(part);
}

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

describe('lines of standard input', () => {
  it('ends lines at LF, CRLF and a lone CR, as readline does', async () => {
    expect(await collect(linesOf(chunksOf('a\nb\r\nc\rd')))).toEqual(['a', 'b', 'c', 'd']);
    expect(await collect(linesOf(chunksOf('a\n\nb\n')))).toEqual(['a', '', 'b']);
  });

  it('keeps a CRLF split across two reads as one line end', async () => {
    expect(await collect(linesOf(chunksOf('a\r', '\nb\r', 'c\r')))).toEqual(['a', 'b', 'c']);
  });

  it('joins a character whose bytes arrive in two reads, and replaces invalid bytes', async () => {
    const euro = [...new TextEncoder().encode('€')];
    expect(await collect(linesOf(chunksOf([0x61, euro[0]!], [euro[1]!, euro[2]!, 0x0a], [0xff, 0x0a])))).toEqual(['a€', '\ufffd']);
  });

  it('yields nothing for empty input and the last line without its end', async () => {
    expect(await collect(linesOf(chunksOf()))).toEqual([]);
    expect(await collect(linesOf(chunksOf('{"id":1}')))).toEqual(['{"id":1}']);
  });
});

describe('scan on a live pipe', () => {
  it('answers each line before the next one is sent', async () => {
    const launcher = join(__dirname, '..', '..', 'bin', 'consentry.cjs');
    const child = spawn(process.execPath, [launcher, 'scan', '--jsonl'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const answers: string[] = [];
    let pending = '';
    let waiting: (() => void) | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      let nl: number;
      while ((nl = pending.indexOf('\n')) !== -1) {
        answers.push(pending.slice(0, nl));
        pending = pending.slice(nl + 1);
        waiting?.();
      }
    });
    const answered = (count: number): Promise<void> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer ${count} within 20 s`)), 20_000);
        waiting = () => {
          if (answers.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        waiting();
      });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.write(`${JSON.stringify({ id: 'a', text: 'mail jane.roe@example.org' })}\n`);
    await answered(1);
    child.stdin.write(`${JSON.stringify({ id: 'b', text: 'nothing here' })}\r\n`);
    await answered(2);
    child.stdin.end();
    expect(await closed).toBe(0);
    const parsed = answers.map((a) => JSON.parse(a) as { id: string; masked: string });
    expect(parsed.map((p) => p.id)).toEqual(['a', 'b']);
    expect(parsed[0]!.masked).not.toContain('jane.roe');
    expect(parsed[1]!.masked).toBe('nothing here');
  }, 60_000);
});
