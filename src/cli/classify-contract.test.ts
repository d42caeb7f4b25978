import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLASSIFIER_LABELS } from '../core/classifier/labels';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function cli(args: string[], input: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npm', ['run', '-s', 'cli', '--', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('cli classify --jsonl', () => {
  it('answers each input line, in order, with exactly id, category, confidence and scores', () => {
    const lines = [
      { id: 1, text: 'the wifi password is Tulip-Ocean-77' },
      { id: 'b', text: 'lunch at noon?' },
      { id: 3, text: 'Mi abogado dice que la vista es en octubre' },
    ];
    const input = `${JSON.stringify(lines[0])}\n\n${JSON.stringify(lines[1])}\n${JSON.stringify(lines[2])}\n`;
    const r = cli(['classify', '--jsonl'], input);
    expect(r.status).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out.map((o) => o.id)).toEqual([1, 'b', 3]);
    for (const o of out) {
      expect(Object.keys(o).sort()).toEqual(['category', 'confidence', 'id', 'scores']);
      const scores = o.scores as Record<string, number>;
      expect(Object.keys(scores).sort()).toEqual([...CLASSIFIER_LABELS].sort());
      expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
      expect(CLASSIFIER_LABELS).toContain(o.category);
      expect(o.confidence).toBe(scores[o.category as string]);
    }
  }, 90_000);

  it('abstains on empty and one-word text: benign, below the act-alone confidence', () => {
    const r = cli(['classify', '--jsonl'], `${JSON.stringify({ id: 'e', text: '' })}\n${JSON.stringify({ id: 'w', text: 'chemotherapy' })}\n`);
    expect(r.status).toBe(0);
    for (const line of r.stdout.trim().split('\n')) {
      const o = JSON.parse(line) as { category: string; confidence: number };
      expect(o.category).toBe('benign');
      expect(o.confidence).toBeLessThan(0.8);
    }
  }, 90_000);

  it('answers a bad line with an error object in its place, classifies the rest, and exits 2', () => {
    const r = cli(['classify', '--jsonl'], '{"id":1,"text":"hello"}\n{"id":2}\n{"id":3,"text":"still classified"}\n');
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/1 of 3 lines failed; first: line 2/);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out.map((o) => o['id'])).toEqual([1, 2, 3]);
    expect(out[1]).toEqual({ id: 2, error: 'line 2: "text" must be a string' });
    expect(CLASSIFIER_LABELS).toContain(out[2]?.['category']);
  }, 90_000);

  it('exits 2 on input that is not JSON, and without --jsonl', () => {
    const bad = cli(['classify', '--jsonl'], 'not json\n');
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    const noFlag = cli(['classify'], '');
    expect(noFlag.status).toBe(2);
    expect(noFlag.stderr.trim().split('\n')).toHaveLength(1);
  }, 90_000);
});
