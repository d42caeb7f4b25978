/**
 * What `scan` loads: the modules its start-up initialises (the command line's static imports and
 * the scan command's own dynamic import, followed through every static import) hold no context
 * classifier, no file, image or PDF code, no OCR and no MCP SDK, which only other commands need.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** Static imports and re-exports of a module (type-only ones erased), as written. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1] === undefined) found.push(m[2] as string);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  return undefined;
}

/** Every module (relative path) and package reached from `entries` by static imports. */
function reach(entries: readonly string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((e) => join(ROOT, e));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const rel = relative(ROOT, file).split('\\').join('/');
    if (modules.has(rel)) continue;
    modules.add(rel);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveModule(file, specifier);
        if (target) queue.push(target);
        else if (!/\.json$/.test(specifier)) throw new Error(`${rel}: cannot resolve ${specifier}`);
      } else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string));
    }
  }
  return { modules, packages };
}

describe('the scan command', () => {
  it('starts without the classifier, file and image code, OCR or the MCP SDK', () => {
    const main = readFileSync(join(ROOT, 'src/cli/main.ts'), 'utf8');
    // The scan command's own dynamic import.
    const scanCase = main.slice(main.indexOf("case 'scan':"), main.indexOf("case 'classify':"));
    const dynamic = [...scanCase.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => `src/cli/${(m[1] as string).slice(2)}.ts`);
    expect(dynamic).toEqual(['src/cli/injection-node.ts']);
    const { modules, packages } = reach(['src/cli/bin.ts', ...dynamic]);
    expect(modules).toContain('src/core/decide/decide-text.ts');
    expect(modules).toContain('src/core/classifier/injection-detector.ts');
    const unwanted = [...modules].filter((m) =>
      /(?:^src\/core\/classifier\/classifier\.ts$|^src\/cli\/classifier-node\.ts$|\/mcp\/|^src\/core\/files\/|^src\/core\/screen\/|^src\/core\/ocr\/|^src\/cli\/(?:redact-image|redact-file|file-runtime|ocr-node|screen-capture|classify-jsonl|ledger-file)\.ts$)/.test(m),
    );
    expect(unwanted).toEqual([]);
    expect([...packages].filter((p) => /^(?:@modelcontextprotocol|tesseract\.js|pdfjs-dist|pdf-lib|pngjs|jpeg-js|fflate|@napi-rs)/.test(p))).toEqual([]);
  });

  it('reads and answers a pipe without loading the sockets or readline of process.stdin', () => {
    const dir = mkdtempSync(join(tmpdir(), 'consentry-modules-'));
    try {
      // Preloaded before the launcher: on exit, the built-in modules the process loaded.
      const preload = join(dir, 'modules.cjs');
      writeFileSync(preload, "process.on('exit', () => require('node:fs').writeSync(2, '\\nMODULES ' + JSON.stringify(process.moduleLoadList) + '\\n'));\n");
      const r = spawnSync(process.execPath, ['--require', preload, join(ROOT, 'bin', 'consentry.cjs'), 'scan', '--jsonl'], {
        input: `${JSON.stringify({ id: 1, text: 'Reach me at jane.roe@example.org.' })}\n`,
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout.trim()).masked).not.toContain('jane.roe');
      const loaded = JSON.parse(/MODULES (.*)/.exec(r.stderr)?.[1] ?? '[]') as string[];
      expect(loaded).toContain('NativeModule vm');
      expect(loaded.filter((m) => /^NativeModule (?:net|readline|internal\/readline\/interface)$/.test(m))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

