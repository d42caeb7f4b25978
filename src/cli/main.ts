/**
 * Command line over the same core the extension runs (contract in DESIGN.md and the README):
 *   scan --jsonl        stdin JSONL → stdout JSONL
 *   classify --jsonl    stdin {"id","text"} JSONL → stdout {"id","category","confidence","scores"} JSONL
 *   redact-image IN OUT PNG/JPEG → redacted PNG; covered regions as JSON on stdout
 *   redact-file IN OUT  image, PDF or Office file → the same type, redacted; {"out_path","covered"} on stdout
 *   mcp                 the gate for local agents (Model Context Protocol on stdio)
 *   ledger verify FILE  checks a ledger file's hash chain
 * Exit 0 on success, 2 on bad input or usage with a one-line error on stderr (ledger verify: 1
 * when the ledger is broken). Commands load their own modules, so `scan` starts without the
 * classifier, OCR or the MCP SDK.
 */
import { dirname, join } from 'node:path';
import { parseCommandLine, UsageError } from './commands';
import { answerLines, failureLine, stdinLines, writeStdout, type JsonlTally } from './jsonl';
import { scanLine } from './scan-jsonl';
import { whenStdoutSettled } from './stdio';
import { installLazyNodeTagger } from './tagger-node';

class CommandError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const oneLine = (message: string): string => message.replace(/\s+/g, ' ').trim();

function tallyStatus(tally: JsonlTally): number {
  const failed = failureLine(tally);
  if (failed === null) return 0;
  process.stderr.write(`${oneLine(failed)}\n`);
  return 2;
}

async function run(argv: readonly string[]): Promise<number> {
  const parsed = parseCommandLine(argv);
  if (parsed.kind === 'help') {
    await writeStdout(`${parsed.text}\n`);
    return 0;
  }
  const { command, values, positionals } = parsed;
  switch (command) {
    case 'scan': {
      // The entity tagger and the learned injection detector read beside the rules; without
      // their files the command stops. The tagger's weights are read with the first line.
      installLazyNodeTagger();
      const { loadNodeInjectionDetector } = await import('./injection-node');
      const injectionDetector = await loadNodeInjectionDetector();
      return tallyStatus(await answerLines(stdinLines(), (line, n) => scanLine(line, n, { injectionDetector }), writeStdout));
    }
    case 'classify': {
      const { runClassifyJsonl } = await import('./classify-jsonl');
      return tallyStatus(await runClassifyJsonl());
    }
    case 'redact-image': {
      const { BadImageError, redactImageFile } = await import('./redact-image');
      // Read text is decided as a paste is: the rules and the entity tagger.
      installLazyNodeTagger();
      try {
        await writeStdout(`${JSON.stringify(await redactImageFile(positionals[0] as string, positionals[1] as string))}\n`);
      } catch (error) {
        if (error instanceof BadImageError) throw new CommandError(error.message, 2);
        throw error;
      }
      return 0;
    }
    case 'redact-file': {
      const purpose = typeof values['purpose'] === 'string' ? values['purpose'] : 'assistant';
      const { PURPOSES, isPurpose } = await import('../core/vocabulary');
      if (!isPurpose(purpose)) throw new CommandError(`redact-file: --purpose must be one of ${PURPOSES.join(', ')}`, 2);
      const { FileRedactionError, redactFile } = await import('./redact-file');
      // The text read from the file is decided as a pasted text is: rules and the tagger.
      installLazyNodeTagger();
      try {
        const result = await redactFile(positionals[0] as string, positionals[1] as string, { purpose });
        await writeStdout(`${JSON.stringify(result)}\n`);
      } catch (error) {
        if (error instanceof FileRedactionError) throw new CommandError(`${error.problem}: ${error.message}`, 2);
        throw error;
      }
      return 0;
    }
    case 'ledger': {
      const file = positionals[1] as string;
      const { verifyLedgerFile } = await import('./ledger-file');
      let result;
      try {
        result = await verifyLedgerFile(file);
      } catch (error) {
        throw new CommandError(`Cannot read the ledger ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`, 2);
      }
      if (result.ok) {
        const from = result.anchorSeq > 0 ? ` (from record ${result.anchorSeq + 1}; earlier records were dropped before this file was written)` : '';
        await writeStdout(`${file}: intact, ${result.count} ${result.count === 1 ? 'record' : 'records'}${from}\n`);
        return 0;
      }
      process.stderr.write(`${oneLine(`${file}: broken at record ${result.brokenAt} (line ${result.line}): ${result.reason}`)}\n`);
      return 1;
    }
    case 'mcp': {
      const { defaultPolicyPath } = await import('./policy-file');
      const { runMcpServer } = await import('./mcp/server');
      installLazyNodeTagger();
      const policyPath = typeof values['policy'] === 'string' ? values['policy'] : defaultPolicyPath();
      const ledgerPath = typeof values['ledger'] === 'string' ? values['ledger'] : join(dirname(policyPath), 'ledger.jsonl');
      const outDir = typeof values['out-dir'] === 'string' ? values['out-dir'] : undefined;
      try {
        await runMcpServer({ policyPath, ledgerPath, ...(outDir !== undefined ? { outDir } : {}) });
      } catch (error) {
        // The policy or the ledger could not be used: the gate does not start.
        throw new CommandError(`mcp: ${(error as Error).message}`, 2);
      }
      return 0;
    }
  }
}

/** Runs the command line and resolves to its exit status; errors are printed, never thrown. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (error) {
    if (error instanceof UsageError || error instanceof CommandError) {
      process.stderr.write(`${oneLine(error.message)}\n`);
      return error instanceof CommandError ? error.status : 2;
    }
    process.stderr.write(`${oneLine(`error: ${error instanceof Error ? error.message : String(error)}`)}\n`);
    return 2;
  }
}

/** Exit once stdout has drained, so piped answers are never cut short. */
export function exitWith(status: number): void {
  process.exitCode = status;
  whenStdoutSettled(() => process.exit(status));
}
