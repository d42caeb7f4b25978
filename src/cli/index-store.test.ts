import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readIndexFile, writeIndexFile } from './index-store';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-index-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const INDEXES = new Map<string, Int32Array>([
  ['pass\nword\u0000\u0001', Int32Array.from({ length: 1000 }, (_, i) => i * 3 - 7)],
  ['é key — with text', Int32Array.from([1, 2, 3])],
  ['empty', new Int32Array(0)],
]);

describe('the keyword-index file', () => {
  it('reads back exactly what was written', () => {
    const file = join(scratch(), 'consentry.index');
    writeIndexFile(file, INDEXES);
    const read = readIndexFile(file);
    expect([...read.keys()]).toEqual([...INDEXES.keys()]);
    for (const [key, data] of INDEXES) expect(Array.from(read.get(key)!)).toEqual(Array.from(data));
    expect(readdirSync(join(file, '..'))).toEqual(['consentry.index']);
  });

  it('is ignored whole when missing, short, of another layout or damaged anywhere', () => {
    const dir = scratch();
    expect(readIndexFile(join(dir, 'missing.index')).size).toBe(0);
    const file = join(dir, 'consentry.index');
    writeIndexFile(file, INDEXES);
    const bytes = readFileSync(file);
    const damaged = [
      bytes.subarray(0, bytes.length - 4),
      bytes.subarray(0, 6),
      Buffer.concat([Buffer.from('XXXX'), bytes.subarray(4)]),
      Buffer.concat([bytes, Buffer.alloc(4)]),
    ];
    for (const at of [12, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const flipped = Buffer.from(bytes);
      flipped[at] = (flipped[at] as number) ^ 0x10;
      damaged.push(flipped);
    }
    for (const copy of damaged) {
      writeFileSync(file, copy);
      expect(readIndexFile(file).size).toBe(0);
    }
  });
});

describe('the command line with its index file', () => {
  it('writes the file on its first scan, then reads it without writing it again, answering the same', () => {
    const root = join(__dirname, '..', '..');
    const line = `${JSON.stringify({ id: 1, text: 'token ghp_0123456789abcdefghijABCDEFGHIJ0123 and mail jane.roe@example.org' })}\n`;
    const scan = (): string => {
      const r = spawnSync(process.execPath, [join(root, 'bin', 'consentry.cjs'), 'scan', '--jsonl'], { input: line, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as { findings: Array<{ rule: string }> }).findings.map((f) => f.rule).join(',');
    };
    const indexFiles = (): string[] => readdirSync(join(root, 'dist', 'cli')).filter((n) => n.endsWith('.index'));
    for (const name of indexFiles()) rmSync(join(root, 'dist', 'cli', name));
    const first = scan();
    expect(first).toContain('email');
    const written = indexFiles();
    expect(written).toHaveLength(1);
    const file = join(root, 'dist', 'cli', written[0]!);
    expect(readIndexFile(file).size).toBeGreaterThanOrEqual(2);
    const mtime = statSync(file).mtimeMs;
    expect(scan()).toBe(first);
    expect(statSync(file).mtimeMs).toBe(mtime);
    // A damaged file is ignored and written again whole.
    writeFileSync(file, Buffer.from('CXIX'));
    expect(scan()).toBe(first);
    expect(readIndexFile(file).size).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
