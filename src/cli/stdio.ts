/**
 * Standard input and output for the JSONL commands, read and written on file descriptors 0 and 1
 * through node:fs. `process.stdin` and `process.stdout` on a pipe are sockets: touching them
 * loads Node's net, stream and readline modules, a tenth of `scan`'s start-up for one line. The
 * streams are still the fallback whenever a descriptor will not do plain reads and writes (one
 * that a parent left non-blocking answers EAGAIN): from then on that side goes through the
 * stream, with nothing read or written twice and nothing lost.
 *
 * Lines end at LF, CRLF or a lone CR, as Node's readline splits them; invalid UTF-8 becomes
 * U+FFFD. Lines are yielded as soon as their end arrives, so a caller answering a live pipe
 * answers each line before the next is sent.
 */
import { read, writeSync } from 'node:fs';

const CHUNK = 1 << 16;

function isErrno(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && codes.includes(String((error as NodeJS.ErrnoException).code));
}

function readChunk(fd: number, buffer: Buffer): Promise<number> {
  return new Promise((resolve, reject) => read(fd, buffer, 0, buffer.length, null, (error, n) => (error ? reject(error) : resolve(n))));
}

/** Splits `text` into complete lines and the unfinished rest (which may end in a lone CR). */
function completeLines(text: string, lines: string[]): string {
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      lines.push(text.slice(start, i));
      start = i + 1;
    } else if (c === 13) {
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (i === text.length - 1) break;
      lines.push(text.slice(start, i));
      if (text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  return text.slice(start);
}

/** The lines of a byte stream, each yielded as soon as its end arrives. */
export async function* linesOf(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  for await (const chunk of chunks) {
    const lines: string[] = [];
    rest = completeLines(rest + decoder.decode(chunk, { stream: true }), lines);
    for (const line of lines) yield line;
  }
  const lines: string[] = [];
  rest = completeLines(rest + decoder.decode(), lines);
  for (const line of lines) yield line;
  if (rest.endsWith('\r')) rest = rest.slice(0, -1);
  if (rest !== '') yield rest;
}

/** Standard input's bytes, read on descriptor 0, or through process.stdin once that will not do. */
async function* stdinChunks(): AsyncGenerator<Uint8Array> {
  const buffer = Buffer.allocUnsafe(CHUNK);
  for (;;) {
    let n: number;
    try {
      n = await readChunk(0, buffer);
    } catch (error) {
      if (isErrno(error, 'EOF')) return;
      if (!isErrno(error, 'EAGAIN', 'EWOULDBLOCK', 'EBADF', 'EISDIR', 'EINVAL', 'ENOTSUP', 'EPERM')) throw error;
      // Nothing was read by the failed call: the stream carries on from the same byte.
      for await (const chunk of process.stdin) yield chunk as Buffer;
      return;
    }
    if (n === 0) return;
    // No copy: linesOf decodes each chunk before it asks for the next, so the buffer is free again.
    yield buffer.subarray(0, n);
  }
}

/** The lines of standard input, in order, until its end. */
export function stdinLines(): AsyncGenerator<string> {
  return linesOf(stdinChunks());
}

/** Set once output has had to go through process.stdout. */
let throughStream = false;

function streamWrite(data: Buffer | string): Promise<void> {
  throughStream = true;
  return new Promise((resolve, reject) => {
    const flushed = process.stdout.write(data, (error) => (error ? reject(error) : undefined));
    if (flushed) resolve();
    else process.stdout.once('drain', resolve);
  });
}

/** Writes `text` to standard output; resolves once it is written (or queued behind a full pipe). */
export async function writeStdout(text: string): Promise<void> {
  if (throughStream) return streamWrite(text);
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(1, bytes, at, bytes.length - at);
    } catch (error) {
      if (!isErrno(error, 'EAGAIN', 'EWOULDBLOCK')) throw error;
      // A non-blocking pipe that is full: the stream waits for it to drain.
      return streamWrite(bytes.subarray(at));
    }
  }
}

/** Calls `done` once everything written to standard output has left the process. */
export function whenStdoutSettled(done: () => void): void {
  if (!throughStream || process.stdout.writableLength === 0) done();
  else process.stdout.once('drain', done);
}
