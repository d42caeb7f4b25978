/**
 * The command line's grammar: each command's options, positionals and usage, read with
 * node:util parseArgs (strict: an unknown flag or a stray argument is a usage error). `--help`,
 * `-h` and `help [COMMAND]` print usage on stdout and succeed; everything else that does not
 * parse is a UsageError, which the caller prints as one line on stderr and exits 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

interface CommandSpec {
  /** The synopsis after the program name. */
  synopsis: string;
  summary: string;
  /** Further lines of the command's own help. */
  details: string;
  options: Options;
  positionals: readonly string[];
}

const PROGRAM = 'consentry';

export const COMMANDS = {
  scan: {
    synopsis: 'scan --jsonl',
    summary: 'mask text: stdin {"id","text"[,"site","purpose"]} per line → stdout {"id","masked","findings"}',
    details: [
      'Each input line is answered by one line, in order:',
      '  {"id","masked","findings":[{"start","end","category","rule","confidence"}]}',
      '`masked` is what the assistant would receive under the default policy for the line\'s purpose',
      '(assistant unless given); offsets are UTF-16 offsets into the input text. An input over a',
      'limit is answered {"id","masked":"","findings":[],"blocked":true,"error":KIND}.',
      'A bad line is answered {"id","error"} and the lines after it are still answered; the exit',
      'status is then 2, with one line on stderr.',
    ].join('\n'),
    options: { jsonl: { type: 'boolean' } },
    positionals: [],
  },
  classify: {
    synopsis: 'classify --jsonl',
    summary: 'context classifier: stdin {"id","text"} per line → stdout {"id","category","confidence","scores"}',
    details: [
      'Each input line is answered by one line, in order, from the on-device classifier (public/models).',
      'A bad line is answered {"id","error"} and the lines after it are still classified; the exit',
      'status is then 2, with one line on stderr.',
    ].join('\n'),
    options: { jsonl: { type: 'boolean' } },
    positionals: [],
  },
  'redact-image': {
    synopsis: 'redact-image IN OUT',
    summary: 'cover secrets and identifiers in a PNG/JPEG; writes a PNG, prints the covered regions as JSON',
    details: [
      'IN is a PNG or JPEG file; OUT is where the covered PNG is written (its folder must exist).',
      'stdout: {"width","height","regions":[{"category","label","x","y","w","h"}],"ms"}.',
    ].join('\n'),
    options: {},
    positionals: ['IN', 'OUT'],
  },
  'redact-file': {
    synopsis: 'redact-file IN OUT [--purpose PURPOSE]',
    summary: 'redact an image, PDF or Office file; writes the same type, prints what was covered as JSON',
    details: [
      'IN is a PNG, JPEG, WebP, GIF, PDF, DOCX, XLSX, PPTX, ODT, ODS or ODP file; OUT is where the redacted',
      'copy is written, in the same format (a GIF\'s first frame as PNG; byte for byte IN when nothing is found).',
      'stdout: {"out_path","covered":[{"category","count"}]}, under the default policy for --purpose',
      '(assistant unless given); ask resolves to masking. A file that cannot be read, breaks a limit or holds',
      'a category the policy blocks writes nothing: exit 2 with "<reason>: <message>" on stderr.',
    ].join('\n'),
    options: { purpose: { type: 'string' } },
    positionals: ['IN', 'OUT'],
  },
  mcp: {
    synopsis: 'mcp [--policy FILE] [--ledger FILE] [--out-dir DIR]',
    summary: 'serve the gate to local agents over the Model Context Protocol on stdio',
    details: [
      'Tools: redact_text, redact_image, screenshot, consent_policy (see docs/mcp.md).',
      '  --policy FILE   consent policy in the extension\'s schema (default: $XDG_CONFIG_HOME/consentry/policy.json,',
      '                  else ~/.config/consentry/policy.json; the default policy when there is none)',
      '  --ledger FILE   hash-chained decision ledger, JSONL (default: ledger.jsonl beside the policy file)',
      '  --out-dir DIR   where covered pictures are saved (default: a new private temporary folder)',
    ].join('\n'),
    options: { policy: { type: 'string' }, ledger: { type: 'string' }, 'out-dir': { type: 'string' } },
    positionals: [],
  },
  ledger: {
    synopsis: 'ledger verify FILE',
    summary: "check a ledger file's records and hash chain",
    details: 'Exit 0 when every record is intact and chained; 1, naming the first broken record, when not.',
    options: {},
    positionals: ['verify', 'FILE'],
  },
  help: {
    synopsis: 'help [COMMAND]',
    summary: 'this text, or one command\'s',
    details: '',
    options: {},
    positionals: [],
  },
} as const satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

const isCommand = (name: string): name is CommandName => Object.prototype.hasOwnProperty.call(COMMANDS, name);

export function toolUsage(): string {
  const lines = Object.values(COMMANDS).flatMap((c) => [`  ${c.synopsis}`, `      ${c.summary}`]);
  return [
    `usage: ${PROGRAM} <command> [options]        (in the repository: npm run -s cli -- <command> [options])`,
    '',
    'Commands:',
    ...lines,
    '',
    `Run "${PROGRAM} help <command>" or "${PROGRAM} <command> --help" for one command.`,
    'Exit status: 0 on success; 2 on bad input or usage, with one line on stderr; `ledger verify` exits 1 on a broken ledger.',
  ].join('\n');
}

export function commandUsage(name: CommandName): string {
  const c: CommandSpec = COMMANDS[name];
  return [`usage: ${PROGRAM} ${c.synopsis}`, '', c.summary, ...(c.details ? ['', c.details] : [])].join('\n');
}

export type Parsed =
  | { kind: 'help'; text: string }
  | { kind: 'run'; command: Exclude<CommandName, 'help'>; values: Record<string, string | boolean | undefined>; positionals: string[] };

const HELP = new Set(['--help', '-h', 'help']);

/** Reads argv (without node and the script); throws UsageError with a one-line message. */
export function parseCommandLine(argv: readonly string[]): Parsed {
  const [first, ...rest] = argv;
  if (first === undefined) throw new UsageError(`a command is needed; run "${PROGRAM} --help" for usage`);
  if (HELP.has(first)) {
    const topic = rest[0];
    if (first === 'help' && topic !== undefined) {
      if (!isCommand(topic)) throw new UsageError(`unknown command "${topic}"; run "${PROGRAM} --help" for the list`);
      if (rest.length > 1) throw new UsageError('help takes one command at most');
      return { kind: 'help', text: commandUsage(topic) };
    }
    if (rest.length > 0 && first !== 'help') throw new UsageError(`unexpected argument "${rest[0]}" after ${first}`);
    return { kind: 'help', text: toolUsage() };
  }
  if (!isCommand(first) || first === 'help') {
    throw new UsageError(first.startsWith('-') ? `unknown option "${first}"; run "${PROGRAM} --help" for usage` : `unknown command "${first}"; run "${PROGRAM} --help" for the list`);
  }
  const spec: CommandSpec = COMMANDS[first];
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...rest], options: { ...spec.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs' messages are one sentence each, with a hint for dashes; keep the first line.
    const message = (error as Error).message.split(/\.\s|\n/)[0] ?? 'bad arguments';
    throw new UsageError(`${first}: ${message.replace(/\.$/, '')}; run "${PROGRAM} ${first} --help" for usage`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values['help']) return { kind: 'help', text: commandUsage(first) };
  const positionals = parsed.positionals;
  const wanted = spec.positionals;
  if (positionals.length !== wanted.length) {
    const expected = wanted.length === 0 ? 'takes no arguments' : `needs ${wanted.join(' ')}`;
    throw new UsageError(`${first} ${expected}; usage: ${PROGRAM} ${spec.synopsis}`);
  }
  if (first === 'ledger' && positionals[0] !== 'verify') throw new UsageError(`unknown ledger command "${positionals[0]}"; usage: ${PROGRAM} ${spec.synopsis}`);
  if ((first === 'scan' || first === 'classify') && !values['jsonl']) throw new UsageError(`${first} needs --jsonl; usage: ${PROGRAM} ${spec.synopsis}`);
  return { kind: 'run', command: first, values, positionals };
}
