/** The CLI contract from DESIGN.md, exercised as a separate process like other tools use it. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../core/ledger/canonical-json';
import { nextDecisionRecord, type LedgerEntry, type StoredRecord } from '../core/ledger/ledger-record';
import { renderTextPng } from '../../test/support/render-text';

const root = join(__dirname, '..', '..');
const launcher = join(root, 'bin', 'consentry.cjs');

function cli(args: string[], input = '') {
  const r = spawnSync(process.execPath, [launcher, ...args], { input, encoding: 'utf8', cwd: root, timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const oneLine = (s: string): boolean => s.trim() !== '' && s.trim().split('\n').length === 1;

describe('cli scan --jsonl', () => {
  it('answers each line with id, masked text and findings in input offsets', () => {
    const lines = [
      { id: 'a', text: 'mail me at jane.roe@example.org' },
      { id: 7, text: 'nothing to see', purpose: 'training', site: 'chatgpt.com' },
    ];
    const r = cli(['scan', '--jsonl'], lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out).toHaveLength(2);
    expect(out[0].id).toBe('a');
    expect(out[0].masked).not.toContain('jane.roe@example.org');
    expect(out[0].findings).toEqual([{ start: 11, end: 31, category: 'contact', rule: 'email', confidence: expect.any(Number) }]);
    expect(lines[0]!.text.slice(11, 31)).toBe('jane.roe@example.org');
    expect(out[1]).toEqual({ id: 7, masked: 'nothing to see', findings: [] });
  });

  it('runs the shipped entity tagger beside the rules, and masks a name whole', () => {
    const text = 'Please send the contract to Johnathan Edward Doe at 42 Harrow Lane, Leeds LS6 2QJ today.';
    const r = cli(['scan', '--jsonl'], JSON.stringify({ id: 'n', text }) + '\n');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout.trim());
    // Rules and tagger both read these; the merged finding may carry either id (the next test
    // takes a name only the tagger finds).
    expect(out.findings.map((f: { category: string }) => f.category)).toEqual(['person_name', 'contact']);
    expect(out.masked).not.toMatch(/Johnathan|Edward|Doe|Harrow|Leeds|LS6/);
  });

  it('finds with the tagger a name the rules alone leave, and each repetition of it', () => {
    const text = 'ok so i talked to zofia wiśniewska yesterday, she agrees. zofia wiśniewska will sign';
    const r = cli(['scan', '--jsonl'], JSON.stringify({ id: 't', text }) + '\n');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout.trim());
    expect(out.findings.some((f: { rule: string }) => f.rule === 'tagger-person-name')).toBe(true);
    expect(out.masked).not.toContain('wiśniewska');
    const tokens = out.masked.match(/\[PERSON[^\]]*\]/g) as string[];
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
  });

  it('answers a bad line with an error object in its place, goes on, and exits 2 at the end', () => {
    const input = [
      '{"id":1,"text":"mail jane.roe@example.org"}',
      'not json',
      '{"id":3}',
      '{"id":"four","text":"x","purpose":"ads"}',
      '{"id": 5, "text": "truncated',
      '',
      '{"id":6,"text":"still answered"}',
    ].join('\n');
    const r = cli(['scan', '--jsonl'], `${input}\n`);
    expect(r.status).toBe(2);
    expect(oneLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(/^4 of 6 lines failed; first: line 2: not valid JSON/);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out.map((o) => o['id'])).toEqual([1, null, 3, 'four', 5, 6]);
    expect(out[1]).toEqual({ id: null, error: 'line 2: not valid JSON' });
    expect(out[2]).toEqual({ id: 3, error: 'line 3: "text" must be a string' });
    expect(out[3]?.['error']).toMatch(/line 4: "purpose" must be one of/);
    expect(out[5]).toEqual({ id: 6, masked: 'still answered', findings: [] });
  });

  it('exits 2 with one line on an unknown command, an unknown flag or a missing --jsonl', () => {
    for (const args of [['nonsense'], ['scan', '--jsonl', '--fast'], ['scan'], ['--verbose'], ['classify', 'extra', '--jsonl'], []]) {
      const r = cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(oneLine(r.stderr), args.join(' ')).toBe(true);
      expect(r.stdout).toBe('');
    }
    expect(cli(['scan', '--jsonl', '--fast']).stderr).toMatch(/Unknown option '--fast'/);
  });
});

describe('cli help', () => {
  it('prints usage on stdout and exits 0 for --help, -h and help, for the tool and each command', () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const r = cli(args);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/^usage: consentry <command>/);
      for (const command of ['scan --jsonl', 'classify --jsonl', 'redact-image IN OUT', 'mcp', 'ledger verify FILE']) expect(r.stdout).toContain(command);
    }
    for (const command of ['scan', 'classify', 'redact-image', 'mcp', 'ledger']) {
      for (const args of [[command, '--help'], [command, '-h'], ['help', command]]) {
        const r = cli(args);
        expect(r.status, args.join(' ')).toBe(0);
        expect(r.stdout).toMatch(new RegExp(`^usage: consentry ${command}`));
      }
    }
  });

  it('runs through npm run -s cli exactly as DESIGN.md states', () => {
    const r = spawnSync('npm', ['run', '-s', 'cli', '--', 'scan', '--jsonl'], { cwd: root, input: '{"id":1,"text":"call +44 20 7946 0958"}\n', encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { id: number; masked: string; findings: Array<{ category: string }> };
    expect(out.id).toBe(1);
    expect(out.masked).not.toContain('7946');
    expect(out.findings[0]?.category).toBe('contact');
  });
});

describe('cli redact-image', () => {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-cli-image-'));
  const png = renderTextPng(['Contact: jane.roe@example.org']);

  it('checks the output path before reading the image', () => {
    const input = join(dir, 'in.png');
    writeFileSync(input, png.subarray(0, 100));
    const r = cli(['redact-image', input, join(dir, 'missing-folder', 'out.png')]);
    expect(r.status).toBe(2);
    expect(oneLine(r.stderr)).toBe(true);
    expect(r.stderr.trim()).toMatch(/^Cannot write .*out\.png: the folder .*missing-folder does not exist\.$/);
    const folder = cli(['redact-image', input, dir]);
    expect(folder.stderr).toMatch(/is a folder; give a file name/);
  });

  it('turns decoder failures into one sentence', () => {
    const truncated = join(dir, 'truncated.png');
    writeFileSync(truncated, png.subarray(0, Math.floor(png.length / 2)));
    const badJpeg = join(dir, 'bad.jpg');
    const jpg = jpeg.encode({ width: 64, height: 64, data: Buffer.alloc(64 * 64 * 4, 200) }, 80).data;
    writeFileSync(badJpeg, jpg.subarray(0, 40));
    const text = join(dir, 'notes.png');
    writeFileSync(text, 'hello');
    const cases: Array<[string, RegExp]> = [
      [truncated, /^truncated\.png is not a readable PNG: the file is truncated or damaged\.$/],
      [badJpeg, /^bad\.jpg is not a readable JPEG: the file is truncated, damaged or too large\.$/],
      [text, /^notes\.png is neither a PNG nor a JPEG image\.$/],
      [join(dir, 'absent.png'), /^Cannot read .*absent\.png: no such file\.$/],
    ];
    for (const [input, message] of cases) {
      const r = cli(['redact-image', input, join(dir, 'out.png')]);
      expect(r.status, input).toBe(2);
      expect(r.stderr.trim()).toMatch(message);
    }
  });

  it('covers what it reads and prints the regions', () => {
    const input = join(dir, 'ok.png');
    writeFileSync(input, png);
    const out = join(dir, 'ok.out.png');
    const r = cli(['redact-image', input, out]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { regions: Array<{ category: string; label: string }> };
    expect(report.regions).toEqual([expect.objectContaining({ category: 'contact', label: 'EMAIL' })]);
    expect(readFileSync(out).subarray(1, 4).toString()).toBe('PNG');
  }, 60_000);
});

describe('cli ledger verify', () => {
  const entry: LedgerEntry = { origin: 'mcp://test', surface: 'paste', categories: { contact: 1 }, decision: 'mask', decidedBy: 'policy', confidence: null, policyGeneration: 0 };

  async function ledgerFile(n: number): Promise<{ path: string; records: StoredRecord[] }> {
    const records: StoredRecord[] = [];
    for (let i = 0; i < n; i++) records.push(await nextDecisionRecord(entry, records.at(-1), 1_800_000_000_000 + i));
    const path = join(mkdtempSync(join(tmpdir(), 'consentry-ledger-')), 'ledger.jsonl');
    writeFileSync(path, records.map((r) => `${canonicalJson(r)}\n`).join(''));
    return { path, records };
  }

  it('exits 0 on an intact ledger', async () => {
    const { path } = await ledgerFile(3);
    const r = cli(['ledger', 'verify', path]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/intact, 3 records/);
  });

  it('exits 1 naming the first broken record', async () => {
    const { path, records } = await ledgerFile(4);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('"contact":1', '"contact":2');
    writeFileSync(path, lines.join('\n'));
    const changed = cli(['ledger', 'verify', path]);
    expect(changed.status).toBe(1);
    expect(oneLine(changed.stderr)).toBe(true);
    expect(changed.stderr).toMatch(/broken at record 2 \(line 2\): record 2 was changed after it was written/);
    writeFileSync(path, [records[0], records[2], records[3]].map((r) => canonicalJson(r)).join('\n') + '\n');
    expect(cli(['ledger', 'verify', path]).stderr).toMatch(/broken at record 2 .*record 2 is missing/);
    writeFileSync(path, `${canonicalJson(records[0])}\n${canonicalJson({ ...records[1], text: 'a value' })}\n`);
    expect(cli(['ledger', 'verify', path]).stderr).toMatch(/unexpected field "text"/);
  });

  it('exits 2 on a ledger it cannot read, or a wrong subcommand', () => {
    expect(cli(['ledger', 'verify', join(tmpdir(), 'no-such-ledger.jsonl')]).status).toBe(2);
    expect(cli(['ledger', 'check', 'x']).status).toBe(2);
  });
});
