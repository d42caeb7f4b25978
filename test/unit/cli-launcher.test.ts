/**
 * The launcher behind `consentry` and `npm run cli`: it runs the bundle only while the bundle
 * matches the sources, and rebuilds otherwise. Checked in a throw-away package root whose
 * "bundle" and "build" are tiny stand-ins, so the check runs the real launcher without touching
 * this checkout; and on the real bundle, which must leave model weights and OCR data outside.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const PREFIX = '//# consentry-inputs ';

function fakeRoot(): { root: string; source: string; run: (args?: string[]) => { stdout: string; status: number | null; builds: number } } {
  const root = mkdtempSync(join(tmpdir(), 'consentry-launcher-'));
  for (const dir of ['bin', 'build', 'src/cli', 'dist/cli']) mkdirSync(join(root, dir), { recursive: true });
  copyFileSync(join(ROOT, 'bin', 'consentry.cjs'), join(root, 'bin', 'consentry.cjs'));
  const source = join(root, 'src', 'cli', 'bin.ts');
  writeFileSync(source, 'console.log("v1")\n');
  // A stand-in build: the "bundle" prints the source it was built from and records its inputs.
  writeFileSync(
    join(root, 'build', 'cli-bundle.mjs'),
    `import { readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
const root = join(new URL('.', import.meta.url).pathname, '..');
export async function buildCli() {
  const src = join(root, 'src/cli/bin.ts');
  const s = statSync(src);
  const counter = join(root, 'builds.txt');
  writeFileSync(counter, String((existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0) + 1));
  const body = 'process.stdout.write(' + JSON.stringify(readFileSync(src, 'utf8')) + ');';
  const key = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const extra = existsSync(join(root, 'extra.ts')) ? { 'extra.ts': [statSync(join(root, 'extra.ts')).size, statSync(join(root, 'extra.ts')).mtimeMs] } : {};
  writeFileSync(join(root, 'dist/cli/consentry.cjs'), body + '\\n${PREFIX}' + JSON.stringify({ key, inputs: { 'src/cli/bin.ts': [s.size, s.mtimeMs], ...extra } }) + '\\n');
}
`,
  );
  const run = (args: string[] = []) => {
    const r = spawnSync(process.execPath, [join(root, 'bin', 'consentry.cjs'), ...args], { encoding: 'utf8' });
    let builds = 0;
    try {
      builds = Number(readFileSync(join(root, 'builds.txt'), 'utf8'));
    } catch {
      builds = 0;
    }
    return { stdout: r.stdout, status: r.status, builds };
  };
  return { root, source, run };
}

describe('cli launcher', () => {
  it('builds when there is no bundle, then runs the bundle as built', () => {
    const { run } = fakeRoot();
    expect(run()).toEqual({ stdout: 'console.log("v1")\n', status: 0, builds: 1 });
    expect(run()).toEqual({ stdout: 'console.log("v1")\n', status: 0, builds: 1 });
  });

  it('never runs a bundle older than its sources: a changed file rebuilds, even with its time set back', () => {
    const { source, run } = fakeRoot();
    run();
    const before = statSync(source);
    writeFileSync(source, 'console.log("v2, longer")\n');
    expect(run()).toMatchObject({ stdout: 'console.log("v2, longer")\n', builds: 2 });
    // Same size as the last build, modification time set back to an earlier one (a restore, a copy with -p).
    writeFileSync(source, 'console.log("v3, longer")\n');
    utimesSync(source, before.atime, before.mtime);
    expect(run()).toMatchObject({ stdout: 'console.log("v3, longer")\n', builds: 3 });
  });

  it('rebuilds when a file the bundle was built from is gone', () => {
    const { root, run } = fakeRoot();
    writeFileSync(join(root, 'extra.ts'), 'export {};\n');
    expect(run()).toMatchObject({ builds: 1 });
    expect(run()).toMatchObject({ builds: 1 });
    rmSync(join(root, 'extra.ts'));
    expect(run()).toMatchObject({ stdout: 'console.log("v1")\n', builds: 2 });
  });

  it('keeps a code cache per command, named by the digest the build recorded, and replaces them when the bundle changes', () => {
    const { root, source, run } = fakeRoot();
    const caches = (): string[] => readdirSync(join(root, 'dist', 'cli')).filter((f) => f.endsWith('.cache'));
    const keyOf = (): string => {
      const bundle = readFileSync(join(root, 'dist', 'cli', 'consentry.cjs'), 'utf8');
      return (JSON.parse(bundle.slice(bundle.lastIndexOf(PREFIX) + PREFIX.length)) as { key: string }).key;
    };
    run();
    run(['scan', '--jsonl']);
    const first = keyOf();
    expect(caches().sort()).toEqual([`consentry.${first}.default.cache`, `consentry.${first}.scan.cache`]);
    writeFileSync(source, 'console.log("v2")\n');
    expect(run(['scan'])).toMatchObject({ stdout: 'console.log("v2")\n', builds: 2 });
    expect(keyOf()).not.toBe(first);
    expect(caches()).toEqual([`consentry.${keyOf()}.scan.cache`]);
    // Run from the cache it wrote.
    expect(run(['scan'])).toMatchObject({ stdout: 'console.log("v2")\n', builds: 2 });
  });

  it('rebuilds a bundle that carries no record of its inputs', () => {
    const { root, run } = fakeRoot();
    writeFileSync(join(root, 'dist', 'cli', 'consentry.cjs'), 'process.stdout.write("stale");\n');
    expect(run()).toMatchObject({ stdout: 'console.log("v1")\n', builds: 1 });
  });
});

describe('the command line bundle', () => {
  it('records its sources and leaves model weights, wasm and OCR data to be read at run time', () => {
    spawnSync(process.execPath, [join(ROOT, 'bin', 'consentry.cjs'), '--help'], { encoding: 'utf8' });
    const bundle = readFileSync(join(ROOT, 'dist', 'cli', 'consentry.cjs'), 'utf8');
    const manifest = JSON.parse(bundle.slice(bundle.lastIndexOf(PREFIX) + PREFIX.length)) as { key: unknown; inputs: Record<string, unknown> };
    const inputs = Object.keys(manifest.inputs);
    // The digest that names the code cache.
    expect(manifest.key).toMatch(/^[0-9a-f]{16}$/);
    expect(inputs).toContain('src/cli/bin.ts');
    expect(inputs).toContain('src/core/decide/decide-text.ts');
    expect(inputs.filter((f) => /\.(onnx|bin|traineddata|wasm)$/.test(f) || f.startsWith('public/'))).toEqual([]);
    expect(bundle).toContain('require("tesseract.js")');
    expect(bundle.length).toBeLessThan(1.5 * 1024 * 1024);
    // The MCP server and its SDK sit apart, so the other commands start without reading them.
    expect(bundle).toContain('require("./consentry-mcp.cjs")');
    expect(inputs).toContain('src/cli/mcp/server.ts');
    const mcp = readFileSync(join(ROOT, 'dist', 'cli', 'consentry-mcp.cjs'), 'utf8');
    expect(mcp).toContain('ReadBuffer exceeded maximum size');
    expect(bundle).not.toContain('ReadBuffer exceeded maximum size');
  });
});

describe('the bundle in ASCII', () => {
  it('holds no other character, escapes the rest where an escape means the same, and refuses where it would not', async () => {
    const builder: string = join(__dirname, '..', '..', 'build', 'cli-bundle.mjs');
    const { asciiOnly, BUNDLE, buildCli } = (await import(builder)) as {
      asciiOnly: (code: string, name: string) => string;
      BUNDLE: string;
      buildCli: () => Promise<string>;
    };
    await buildCli();
    const bundle = readFileSync(BUNDLE);
    expect(bundle.every((b) => b < 0x80)).toBe(true);
    expect(bundle.toString('latin1')).toContain('"ascii":true');
    const escaped = asciiOnly('const a = /[äö]+ß/u, b = "Grüße €";', 'test');
    expect(escaped).toBe('const a = /[\\u00e4\\u00f6]+\\u00df/u, b = "Gr\\u00fc\\u00dfe \\u20ac";');
    const [a, b] = new Function(`${escaped} return [a, b];`)() as [RegExp, string];
    expect(a.exec('xäöäß')?.[0]).toBe('äöäß');
    expect(b).toBe('Grüße €');
    expect(() => asciiOnly('const c = String.raw`[äö]`;', 'test')).toThrow(/String\.raw/);
    expect(() => asciiOnly('const d = /\\é/;', 'test')).toThrow(/backslash/);
  }, 120_000);
});

describe('the launcher run as a program', () => {
  // Node names a certificate file it could not read on stderr as it starts: the sign that it
  // read NODE_EXTRA_CA_CERTS before running the script.
  const UNREADABLE = join(tmpdir(), 'consentry-no-such-ca.pem');
  const env = { ...process.env, NODE_EXTRA_CA_CERTS: UNREADABLE };
  const NODE_READ_IT = /extra certs/i;

  it('starts Node without NODE_EXTRA_CA_CERTS, through a link as npm installs it, and answers as through node', () => {
    const dir = mkdtempSync(join(tmpdir(), 'consentry-bin-'));
    const link = join(dir, 'consentry');
    symlinkSync(join(ROOT, 'bin', 'consentry.cjs'), link);
    const viaNode = spawnSync(process.execPath, [join(ROOT, 'bin', 'consentry.cjs'), '--help'], { encoding: 'utf8', env });
    expect(viaNode.status).toBe(0);
    expect(viaNode.stderr).toMatch(NODE_READ_IT);
    const asProgram = spawnSync(link, ['--help'], { encoding: 'utf8', env });
    expect(asProgram.status).toBe(0);
    expect(asProgram.stderr).not.toMatch(NODE_READ_IT);
    expect(asProgram.stdout).toBe(viaNode.stdout);
    expect(asProgram.stdout).toMatch(/usage: consentry <command>/);
    const line = `${JSON.stringify({ id: 7, text: 'write to jane.roe@example.org' })}\n`;
    const scan = spawnSync(link, ['scan', '--jsonl'], { encoding: 'utf8', env, input: line });
    expect(scan.status).toBe(0);
    expect(JSON.parse(scan.stdout) as { id: number; masked: string }).toMatchObject({ id: 7, masked: expect.stringMatching(/^write to \[EMAIL_/) });
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('is strict code to Node: the shell lines are a directive and a comment', () => {
    const text = readFileSync(join(ROOT, 'bin', 'consentry.cjs'), 'utf8');
    expect(text.startsWith('#!/bin/sh\n')).toBe(true);
    expect(statSync(join(ROOT, 'bin', 'consentry.cjs')).mode & 0o111).not.toBe(0);
    const body = text.slice(text.indexOf('\n') + 1);
    // Strict code refuses an assignment to an undeclared name: the prologue kept 'use strict'.
    expect(() => new Function(`${body.slice(0, body.indexOf("'use strict';") + 13)}\nundeclaredName = 1;`)()).toThrow(ReferenceError);
  });
});
