/**
 * Negatives corpus: ordinary code, documentation and logs that hold no secret and no personal
 * data, and how many of their tokens Consentry would mask anyway (false-positive tokens per
 * 1,000, by kind). Code and prose are read at run time from the installed packages listed in
 * manifest.json (permissive licences only; nothing of them is committed), cut into paste-sized
 * chunks chosen with the manifest's seed; logs are generated (logs.ts).
 *
 * Read twice: by the rules and the shipped entity tagger, as the extension reads a paste, and as
 * `consentry scan` reads a line, with the shipped injection detector beside them (its
 * `[INJECTION]` spans count like any other mask).
 *
 *   npm run eval:negatives -- [--list] [--show]   (--list: each flagged span's rule and category;
 *                                                 --show: the span with its context, to study locally)
 *
 * Writes eval/results/negatives.json. Exit status is non-zero only when the harness breaks.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideText } from '../../src/core/decide/decide-text';
import { ENGINE_VERSION } from '../../src/core/version';
import { mulberry32, shuffle, type Rng } from '../census/prng';
import { covered, tokensOf } from '../tokens';
import { syntheticLogs } from './logs';
import { loadNodeInjectionDetector } from '../../src/cli/injection-node';
import { installNodeTagger } from '../../src/cli/tagger-node';
import type { InjectionDetector } from '../../src/core/classifier/injection-detector';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
type Kind = 'code' | 'prose' | 'logs';

interface Manifest {
  seed: number;
  budgetBytes: Record<Kind, number>;
  chunkBytes: number;
  packages: Array<{ name: string; prose: string[]; code: string[] }>;
}

interface Chunk {
  kind: Kind;
  source: string;
  text: string;
}

/** Cuts a file into chunks of about `size` characters at line ends. */
function cut(text: string, size: number): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(text.length, at + size);
    const nl = text.indexOf('\n', end);
    end = nl < 0 || nl - end > 400 ? end : nl;
    out.push(text.slice(at, end));
    at = end;
  }
  return out.filter((c) => c.trim().length > 0);
}

function collect(manifest: Manifest, rng: Rng): { chunks: Chunk[]; files: Array<{ file: string; version: string }>; missing: string[] } {
  const files: Array<{ file: string; version: string }> = [];
  const missing: string[] = [];
  const pools: Record<'code' | 'prose', Chunk[]> = { code: [], prose: [] };
  for (const pkg of manifest.packages) {
    const dir = join(ROOT, 'node_modules', pkg.name);
    const version = existsSync(join(dir, 'package.json')) ? String((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string }).version) : 'absent';
    for (const kind of ['code', 'prose'] as const) {
      for (const f of pkg[kind]) {
        const path = join(dir, f);
        if (!existsSync(path)) {
          missing.push(`${pkg.name}/${f}`);
          continue;
        }
        files.push({ file: `${pkg.name}/${f}`, version });
        for (const text of cut(readFileSync(path, 'utf8'), manifest.chunkBytes)) pools[kind].push({ kind, source: `${pkg.name}/${f}`, text });
      }
    }
  }
  const chunks: Chunk[] = [];
  for (const kind of ['code', 'prose'] as const) {
    let size = 0;
    // Chunks drawn in a seeded order until the budget is spent, so no one big file dominates.
    for (const c of shuffle(rng, pools[kind])) {
      if (size >= manifest.budgetBytes[kind]) break;
      chunks.push(c);
      size += c.text.length;
    }
  }
  for (const text of syntheticLogs(rng, manifest.budgetBytes.logs)) chunks.push({ kind: 'logs', source: 'synthetic', text });
  return { chunks, files, missing };
}

type KindCounts = { chunks: number; chars: number; tokens: number; fpTokens: number; findings: number };
type RuleRow = { category: string; findings: number; tokens: number; kinds: Record<string, number> };

/** Every chunk through decideText (with the detector when given): masked tokens by kind and by rule. */
function measure(chunks: readonly Chunk[], injectionDetector: InjectionDetector | undefined, list: boolean, show: boolean) {
  const byKind: Record<Kind, KindCounts> = {
    code: { chunks: 0, chars: 0, tokens: 0, fpTokens: 0, findings: 0 },
    prose: { chunks: 0, chars: 0, tokens: 0, fpTokens: 0, findings: 0 },
    logs: { chunks: 0, chars: 0, tokens: 0, fpTokens: 0, findings: 0 },
  };
  const byRule = new Map<string, RuleRow>();
  let blocked = 0;
  for (const c of chunks) {
    const k = byKind[c.kind];
    const tokens = tokensOf(c.text);
    k.chunks++;
    k.chars += c.text.length;
    k.tokens += tokens.length;
    const r = decideText(c.text, { askResolvesTo: 'mask', ...(injectionDetector ? { injectionDetector } : {}) });
    if (!r.ok) {
      // A blocked chunk is lost to the person entirely: every token counts against us.
      blocked++;
      k.fpTokens += tokens.length;
      continue;
    }
    const masked = r.applied.filter((a) => a.replacement !== '');
    k.findings += masked.length;
    for (const t of tokens) if (covered(t, masked)) k.fpTokens++;
    for (const f of masked) {
      const n = tokensOf(c.text, f.start, f.end).length;
      const row = byRule.get(f.rule) ?? { category: f.category, findings: 0, tokens: 0, kinds: {} };
      row.findings++;
      row.tokens += n;
      row.kinds[c.kind] = (row.kinds[c.kind] ?? 0) + 1;
      byRule.set(f.rule, row);
      if (list) process.stdout.write(`${c.kind}\t${c.source}\t${f.category}\t${f.rule}\t${n} token(s)\n`);
      if (show) process.stdout.write(`${f.rule}\t${JSON.stringify(c.text.slice(Math.max(0, f.start - 40), f.start))} [[${JSON.stringify(c.text.slice(f.start, f.end))}]] ${JSON.stringify(c.text.slice(f.end, f.end + 20))}\n`);
    }
  }
  const total = Object.values(byKind).reduce((acc, k) => ({ tokens: acc.tokens + k.tokens, fpTokens: acc.fpTokens + k.fpTokens }), { tokens: 0, fpTokens: 0 });
  return { byKind, byRule, blocked, total };
}

const per1000 = (k: { tokens: number; fpTokens: number }): number => (k.tokens === 0 ? 0 : (1000 * k.fpTokens) / k.tokens);

function printTable(title: string, m: ReturnType<typeof measure>): void {
  process.stdout.write(`\n${title}\nkind    chunks   tokens  FP tokens  FP / 1,000\n`);
  for (const kind of ['code', 'prose', 'logs'] as const) {
    const k = m.byKind[kind];
    process.stdout.write(`${kind.padEnd(6)} ${String(k.chunks).padStart(7)} ${String(k.tokens).padStart(8)} ${String(k.fpTokens).padStart(10)} ${per1000(k).toFixed(2).padStart(11)}\n`);
  }
  const chunks = Object.values(m.byKind).reduce((n, k) => n + k.chunks, 0);
  process.stdout.write(`all    ${String(chunks).padStart(7)} ${String(m.total.tokens).padStart(8)} ${String(m.total.fpTokens).padStart(10)} ${per1000(m.total).toFixed(2).padStart(11)}\n`);
  process.stdout.write(`Flagged spans by rule (category): ${[...m.byRule.entries()].sort((a, b) => b[1].tokens - a[1].tokens).map(([r, v]) => `${r} (${v.category}) ${v.findings}/${v.tokens}t`).join(', ') || 'none'}\n`);
}

const summary = (m: ReturnType<typeof measure>) => ({
  blockedChunks: m.blocked,
  kinds: Object.fromEntries(Object.entries(m.byKind).map(([k, v]) => [k, { ...v, fpPer1000: per1000(v) }])),
  all: { ...m.total, fpPer1000: per1000(m.total) },
  byRule: Object.fromEntries(m.byRule),
});

async function main(): Promise<void> {
  const list = process.argv.includes('--list');
  const show = process.argv.includes('--show');
  const manifest = JSON.parse(readFileSync(join(HERE, 'manifest.json'), 'utf8')) as Manifest;
  const rng = mulberry32(manifest.seed);
  const { chunks, files, missing } = collect(manifest, rng);
  // The entity tagger reads every text the extension and the command line decide.
  installNodeTagger();
  const t0 = performance.now();
  const rules = measure(chunks, undefined, list, show);
  const commandLine = measure(chunks, await loadNodeInjectionDetector(), list, show);
  const ms = performance.now() - t0;
  process.stdout.write(`Negatives corpus — ${chunks.length} chunks from ${files.length} files of ${manifest.packages.length} packages plus synthetic logs (seed ${manifest.seed})\n`);
  if (missing.length) process.stdout.write(`Not installed (skipped): ${missing.join(', ')}\n`);
  printTable('Rules and the entity tagger (as the extension reads a paste):', rules);
  printTable('As consentry scan reads a line (rules, the entity tagger and the injection detector):', commandLine);
  const outDir = join(ROOT, 'eval', 'results');
  mkdirSync(outDir, { recursive: true });
  const result = {
    generatedAt: new Date().toISOString(),
    engine: ENGINE_VERSION,
    seed: manifest.seed,
    files,
    missing,
    ...summary(rules),
    commandLine: summary(commandLine),
    ms,
  };
  const file = join(outDir, 'negatives.json');
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`Wrote ${relative(process.cwd(), file)} in ${(ms / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Negatives harness error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
