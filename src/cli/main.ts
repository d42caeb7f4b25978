/**
 * Command line over the same core the extension runs. Contract (see README):
 *   scan --jsonl        stdin JSONL → stdout JSONL
 *   classify --jsonl    stdin {"id","text"} JSONL → stdout {"id","category","confidence","scores"} JSONL
 *   redact-image IN OUT PNG/JPEG → redacted PNG; covered regions as JSON on stdout
 * Exit 0 on success, 2 on bad input with a one-line error on stderr.
 */
import { createInterface } from 'node:readline';
import { BadInputError, scanLine } from './scan-jsonl';

const USAGE = 'usage: cli scan --jsonl | cli classify --jsonl | cli redact-image IN OUT';

function fail(message: string): never {
  process.stderr.write(`${message.replace(/\s+/g, ' ').trim()}\n`);
  process.exit(2);
}

async function runJsonl(handle: (line: string, n: number) => unknown): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let n = 0;
  for await (const line of rl) {
    n++;
    if (line.trim() === '') continue;
    let output: unknown;
    try {
      output = handle(line, n);
    } catch (error) {
      if (error instanceof BadInputError) fail(error.message);
      throw error;
    }
    if (!process.stdout.write(`${JSON.stringify(output)}\n`)) {
      await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'scan': {
      if (!rest.includes('--jsonl')) fail(`scan needs --jsonl; ${USAGE}`);
      // The learned injection detector reads beside the rules; without its file the command stops.
      const { loadNodeInjectionDetector } = await import('./classifier-node');
      const injectionDetector = await loadNodeInjectionDetector();
      await runJsonl((line, n) => scanLine(line, n, { injectionDetector }));
      return;
    }
    case 'classify': {
      if (!rest.includes('--jsonl')) fail(`classify needs --jsonl; ${USAGE}`);
      const { runClassifyJsonl } = await import('./classify-jsonl');
      try {
        await runClassifyJsonl();
      } catch (error) {
        if (error instanceof BadInputError) fail(error.message);
        throw error;
      }
      return;
    }
    case 'redact-image': {
      const [input, output] = rest;
      if (!input || !output) fail(`redact-image needs IN and OUT; ${USAGE}`);
      const { BadImageError, redactImageFile } = await import('./redact-image');
      try {
        process.stdout.write(`${JSON.stringify(await redactImageFile(input, output))}\n`);
      } catch (error) {
        if (error instanceof BadImageError) fail(error.message);
        throw error;
      }
      return;
    }
    default:
      fail(command === undefined ? USAGE : `unknown command "${command}"; ${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(`error: ${error instanceof Error ? error.message : String(error)}`);
});
