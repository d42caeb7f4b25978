/**
 * Real text the product meets, read at training and evaluation time from the packages installed
 * in node_modules (none of it is committed or shipped; only the sampling code and its seed are):
 * prose paragraphs and Markdown of READMEs and docs, changelogs, source code, and configuration
 * files (JSON, YAML, TOML, INI). Packages are split by a hash of their name into training,
 * validation and test, so the negatives figures are read on packages no model saw; only packages
 * whose licence is a known open-source one are read. Lines that credit people or hold e-mail
 * addresses are dropped, so what is left can be labelled "no entity". No package that the
 * negatives corpus reads (eval/negatives/manifest.json) is read here, in any split: that corpus
 * measures the whole scan, the tagger included, on text no model of it was fitted or tuned on.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashWord } from '../../src/core/tagger/tokens';
import { negativesPackages } from '../injection/real-text';
import type { Rng } from '../corpus/rng';
import type { Split } from './entities';

export const TEXT_KINDS = ['prose', 'markdown', 'changelog', 'code', 'config'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** Licences under which reading a package's text to fit weights is plainly allowed. */
const OPEN_LICENCE = /\b(MIT|ISC|BSD|Apache|0BSD|CC0|BlueOak|Unlicense|Python|Zlib|MPL|Artistic|CC-BY|WTFPL)\b/i;

/** The split of a package, by a hash of its name: 7 : 1 : 2 (train : validation : test). */
export function packageSplit(name: string): Split {
  const b = (hashWord(`pkg:${name}`) >>> 0) % 10;
  return b < 2 ? 'test' : b === 2 ? 'validation' : 'train';
}

const DOC = /\.(md|markdown|txt|rst)$/i;
const CHANGELOG = /^(changelog|changes|history|news|release[-_ ]?notes)/i;
const CODE = /\.(js|mjs|cjs|ts|mts|cts|jsx|tsx|py|sh|bash|rb|go|rs|java|c|h|cc|cpp|css|scss|html|vue|svelte|sql)$/i;
const CONFIG = /\.(json|ya?ml|toml|ini|cfg|conf|properties|env)$/i;
const SKIP_FILE = /licen[cs]e|copying|authors|contributors|maintainers|funding|security|code[-_]of[-_]conduct|notice|patents|\.min\./i;

export interface PackageFiles {
  /** Files per kind, sorted, so a seed always draws the same ones. */
  files: Record<TextKind, string[]>;
  packages: number;
}

function licenceOk(dir: string): boolean {
  try {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { license?: unknown; licenses?: unknown };
    const l = pkg.license ?? pkg.licenses;
    const text = typeof l === 'string' ? l : JSON.stringify(l ?? '');
    return OPEN_LICENCE.test(text) && !/UNLICENSED|SEE LICENSE/i.test(text);
  } catch {
    return false;
  }
}

/** Files of the packages of one split (nested packages belong to the split of their own name). */
export function listPackageFiles(root: string, split: Split): PackageFiles {
  const files: Record<TextKind, string[]> = { prose: [], markdown: [], changelog: [], code: [], config: [] };
  let packages = 0;
  const measured = negativesPackages();
  const walkPackage = (dir: string, name: string): void => {
    const own = packageSplit(name) === split && !measured.has(name) && licenceOk(dir);
    if (own) packages++;
    const walk = (d: string, depth: number): void => {
      let entries: string[];
      try {
        entries = readdirSync(d).sort();
      } catch {
        return;
      }
      for (const e of entries) {
        if (e.startsWith('.') && e !== '.env.example') continue;
        const p = join(d, e);
        if (e === 'node_modules') {
          walkModules(p);
          continue;
        }
        let st;
        try {
          st = statSync(p);
        } catch {
          continue;
        }
        if (st.isDirectory()) {
          if (depth < 6) walk(p, depth + 1);
          continue;
        }
        if (!own || st.size < 200 || st.size > 400_000 || SKIP_FILE.test(e)) continue;
        if (e === 'package-lock.json' || e.endsWith('.map')) continue;
        if (CHANGELOG.test(e)) files.changelog.push(p);
        else if (DOC.test(e)) {
          files.prose.push(p);
          files.markdown.push(p);
        } else if (CODE.test(e) && !e.endsWith('.d.ts.map')) files.code.push(p);
        else if (CONFIG.test(e)) files.config.push(p);
      }
    };
    walk(dir, 0);
  };
  const walkModules = (modules: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(modules).sort();
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.startsWith('.')) continue;
      if (e.startsWith('@')) {
        let scoped: string[] = [];
        try {
          scoped = readdirSync(join(modules, e)).sort();
        } catch {
          continue;
        }
        for (const s of scoped) walkPackage(join(modules, e, s), `${e}/${s}`);
      } else walkPackage(join(modules, e), e);
    }
  };
  walkModules(root);
  return { files, packages };
}

/** Lines that speak of people or hold contact details (credits, authors, e-mails, handles). */
export const PERSONAL =
  /@|copyright|\(c\)|©|author|licen[cs]|contributor|maintain|thank|sponsor|backer|twitter|mailto|written by|created by|courtesy|\bby [A-Z][a-z]+ [A-Z]|github\.com\/[A-Za-z]|\bkudos\b|\bcredit/i;

/** Draws `count` chunks of one kind from the files, with a filter; deterministic for a seed. */
export function sampleChunks(rng: Rng, files: readonly string[], kind: TextKind, count: number, keep: (chunk: string) => boolean): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let tries = 0;
  while (out.length < count && tries++ < count * 30 && files.length > 0) {
    const f = rng.pick(files);
    let text: string;
    try {
      text = readFileSync(f, 'utf8');
    } catch {
      continue;
    }
    if (text.includes('\u0000')) continue;
    const chunk = kind === 'prose' ? paragraph(rng, text) : lineWindow(rng, text, kind);
    if (!chunk || seen.has(chunk) || wordList(chunk)) continue;
    // A chunk with any line that credits a person is dropped whole (its other lines may name them).
    if (PERSONAL.test(chunk) || !keep(chunk)) continue;
    seen.add(chunk);
    out.push(chunk);
  }
  return out;
}

/** A list of bare words, one a line (dictionaries, frequency lists): data, not text anyone writes. */
function wordList(chunk: string): boolean {
  const lines = chunk.split('\n').filter((l) => l.trim() !== '');
  if (lines.length < 5) return false;
  return lines.filter((l) => /^\s*[\p{L}\p{M}'-]+\s*$/u.test(l)).length >= lines.length * 0.6;
}

function paragraph(rng: Rng, text: string): string | undefined {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.length >= 40 && p.length <= 900 && !/^\s*(```|    |\t|[|<{])/.test(p));
  return paragraphs.length === 0 ? undefined : rng.pick(paragraphs);
}

function lineWindow(rng: Rng, text: string, kind: TextKind): string | undefined {
  const lines = text.split('\n');
  if (lines.length < 3) return undefined;
  const size = rng.int(3, kind === 'config' ? 16 : 24);
  const from = rng.int(0, Math.max(0, lines.length - size));
  const chunk = lines
    .slice(from, from + size)
    .filter((l) => l.length < 240)
    .join('\n');
  return chunk.trim().length > 20 ? chunk : undefined;
}
