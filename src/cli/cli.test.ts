/** The CLI contract from DESIGN.md, exercised as a separate process like other tools use it. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function cli(args: string[], input: string) {
  const r = spawnSync(tsx, [join(root, 'src', 'cli', 'main.ts'), ...args], { input, encoding: 'utf8', cwd: root });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('cli scan --jsonl', () => {
  it('answers each line with id, masked text and findings in input offsets', () => {
    const lines = [
      { id: 'a', text: 'mail me at jane.roe@example.org' },
      { id: 7, text: 'nothing to see', purpose: 'training', site: 'chatgpt.com' },
    ];
    const r = cli(['scan', '--jsonl'], lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(r.status).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out).toHaveLength(2);
    expect(out[0].id).toBe('a');
    expect(out[0].masked).not.toContain('jane.roe@example.org');
    expect(out[0].findings).toEqual([{ start: 11, end: 31, category: 'contact', rule: 'email', confidence: expect.any(Number) }]);
    expect(lines[0]!.text.slice(11, 31)).toBe('jane.roe@example.org');
    expect(out[1]).toEqual({ id: 7, masked: 'nothing to see', findings: [] });
  });

  it('exits 2 with a one-line error on bad input', () => {
    for (const input of ['not json\n', '{"id":1}\n', '{"id":1,"text":"x","purpose":"ads"}\n']) {
      const r = cli(['scan', '--jsonl'], input);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('exits 2 on an unknown command', () => {
    const r = cli(['nonsense'], '');
    expect(r.status).toBe(2);
  });
});
