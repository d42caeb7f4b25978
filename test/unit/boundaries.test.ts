/**
 * The house's boundaries, checked rather than trusted: the pure core has its own type check with
 * no DOM and no Node types, every import stays within its runtime's room
 * (.dependency-cruiser.cjs), and entry points only wire. A fixture of deliberate violations
 * proves each check can fail.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./boundaries/fixture', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');
const require = createRequire(import.meta.url);

interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** Runs dependency-cruiser with the project's rules over `paths`, from `cwd`. */
function cruise(cwd: string, paths: string[]): Violation[] {
  const config = join(ROOT, '.dependency-cruiser.cjs');
  let out: string;
  try {
    out = execFileSync(join(BIN, 'depcruise'), [...paths, '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    out = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const result = JSON.parse(out) as { summary: { violations: Array<{ from: string; to: string; rule: { name: string } }> } };
  return result.summary.violations.map((v) => ({ from: v.from, to: v.to, rule: v.rule.name }));
}

/** Type-checks with a tsconfig; returns the compiler's output (empty when it passes). */
function typecheck(project: string): string {
  try {
    execFileSync(join(BIN, 'tsc'), ['-p', project], { cwd: ROOT, encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: unknown }).stdout ?? 'failed');
  }
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('where code runs', () => {
  it('the tree keeps every boundary', () => {
    expect(cruise(ROOT, ['src', 'entrypoints'])).toEqual([]);
  }, 120_000);

  it('the check fails on a core that imports an adapter or Node, and on one runtime importing another', () => {
    const found = cruise(FIXTURE, ['src']);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'src/core/imports-adapter.ts', to: 'src/worker/tabs.ts', rule: 'core-is-pure' }),
        expect.objectContaining({ from: 'src/core/imports-node.ts', rule: 'core-no-node-builtins' }),
        expect.objectContaining({ from: 'src/content/imports-worker.ts', to: 'src/worker/tabs.ts', rule: 'content-stays-in-its-runtime' }),
      ]),
    );
  }, 120_000);

  it('the core type-checks without DOM or Node types', () => {
    expect(typecheck('tsconfig.core.json')).toBe('');
  }, 120_000);

  it('that type check fails on a core file that reads `document`', () => {
    const out = typecheck(relative(ROOT, join(FIXTURE, 'tsconfig.json')));
    expect(out).toMatch(/reads-document\.ts.*Cannot find name 'document'/);
    expect(out).toMatch(/imports-node\.ts.*(Cannot find module 'node:fs'|Cannot find name)/);
  }, 120_000);

  it('entry points only wire: at most 50 lines, no classes and no functions of their own', () => {
    const entries = files(join(ROOT, 'entrypoints')).filter((f) => /\.(ts|tsx)$/.test(f));
    expect(entries.length).toBeGreaterThan(5);
    for (const file of entries) {
      const source = readFileSync(file, 'utf8');
      const name = relative(ROOT, file);
      expect(source.split('\n').length, name).toBeLessThanOrEqual(50);
      expect(source, name).not.toMatch(/^\s*(export\s+)?(async\s+)?(function|class)\s/m);
    }
  });

  it('the rules name every room the layout has', () => {
    const rooms = readdirSync(join(ROOT, 'src')).filter((d) => statSync(join(ROOT, 'src', d)).isDirectory());
    const config = require(join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: Array<{ name: string }> };
    const names = config.forbidden.map((r) => r.name);
    for (const room of rooms.filter((r) => r !== 'core' && r !== 'protocol')) expect(names, room).toContain(`${room}-stays-in-its-runtime`);
  });
});

describe('the folder map in README', () => {
  it('lists every folder under src/ (two levels) and nothing that is not there', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Where code runs'));
    const block = section.slice(section.indexOf('```') + 3, section.indexOf('```', section.indexOf('```') + 3));
    const listed = new Set<string>();
    let room = '';
    for (const line of block.split('\n')) {
      const top = /^(src\/[a-z-]+)\//.exec(line);
      if (top) {
        room = top[1]!;
        listed.add(room);
        continue;
      }
      if (/^\S/.test(line)) room = '';
      for (const sub of line.matchAll(/(?:^|\s)([a-z-]+)\/(?=\s|$)/g)) if (room) listed.add(`${room}/${sub[1]}`);
    }
    const actual = new Set<string>();
    for (const top of readdirSync(join(ROOT, 'src'))) {
      if (!statSync(join(ROOT, 'src', top)).isDirectory()) continue;
      actual.add(`src/${top}`);
      for (const sub of readdirSync(join(ROOT, 'src', top))) if (statSync(join(ROOT, 'src', top, sub)).isDirectory()) actual.add(`src/${top}/${sub}`);
    }
    expect([...listed].sort()).toEqual([...actual].sort());
  });
});
