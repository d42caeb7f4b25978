/**
 * Scores Consentry on a hand-labelled detection set: one JSON object per line,
 * {"id","carrier","lang","text","spans":[{"start","end","category","kind"}]}, UTF-16 offsets.
 * The text goes through decideText as the command line runs it (default policy, `ask` resolves
 * to masking, the shipped entity tagger installed; `--no-tagger` leaves it out); what was masked is compared with the labelled spans, token by token (tokens are
 * the runs of letters and digits of a text, as eval/tokens.ts cuts them).
 *
 * - recall of a category: its labelled tokens under any masked finding ÷ its labelled tokens
 *   ("any"), and under a finding of the same category ("exact");
 * - precision: masked tokens inside a labelled span ÷ masked tokens (per category: by the
 *   finding's category);
 * - F2 = 5PR / (4P + R), recall-weighted as a guard should be;
 * - counts of spans and tokens, spans caught whole, and breakdowns by carrier and by span kind.
 *
 *   npm run eval:labelled                                  (fixtures/labelled/detection-v1.jsonl)
 *   npm run eval:labelled -- --set eval/dev/dev-v1.jsonl   (any set in the same format)
 *   npm run eval:labelled -- --misses                      (failures by class: category, kind, carrier — no text)
 *
 * The frozen set is measured at milestones only and never read to write rules; the failure list
 * gives classes and ids, not texts. Writes eval/results/labelled-<set>.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideText } from '../../src/core/decide/decide-text';
import { installNodeTagger } from '../../src/cli/tagger-node';
import { ENGINE_VERSION } from '../../src/core/version';
import { covered, tokensOf, type Token } from '../tokens';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const CATEGORIES = ['credential', 'government_id', 'payment', 'contact', 'person_name'] as const;

interface Span {
  start: number;
  end: number;
  category: string;
  kind?: string;
}
interface Record {
  id: string;
  carrier: string;
  lang: string;
  text: string;
  spans: Span[];
}

interface Tally {
  spans: number;
  spansWhole: number;
  tokens: number;
  caughtAny: number;
  caughtExact: number;
  predicted: number;
  predictedTrue: number;
  predictedExact: number;
}
const tally = (): Tally => ({ spans: 0, spansWhole: 0, tokens: 0, caughtAny: 0, caughtExact: 0, predicted: 0, predictedTrue: 0, predictedExact: 0 });

function f2(p: number, r: number): number {
  return p + r === 0 ? 0 : (5 * p * r) / (4 * p + r);
}

function readSet(path: string): Record[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l, i) => {
      const r = JSON.parse(l) as Record;
      if (typeof r.text !== 'string' || !Array.isArray(r.spans)) throw new Error(`${path}:${i + 1}: not a record`);
      return r;
    });
}

function main(): void {
  const args = process.argv.slice(2);
  const setArg = args.indexOf('--set');
  const setPath = setArg >= 0 ? (args[setArg + 1] as string) : join(ROOT, 'fixtures', 'labelled', 'detection-v1.jsonl');
  const showMisses = args.includes('--misses');
  const withTagger = !args.includes('--no-tagger');
  if (withTagger) installNodeTagger();
  const records = readSet(setPath);
  const byCategory = new Map<string, Tally>(CATEGORIES.map((c) => [c, tally()]));
  const byCarrier = new Map<string, Tally>();
  const byKind = new Map<string, Tally>();
  const overall = tally();
  const misses = new Map<string, string[]>();
  let blocked = 0;
  const t0 = performance.now();
  for (const rec of records) {
    const r = decideText(rec.text, { askResolvesTo: 'mask', ...(withTagger ? {} : { tagger: null }) });
    const masked = r.ok ? r.applied.filter((a) => a.replacement !== '') : [];
    if (!r.ok) blocked++;
    // A blocked text sends nothing: every labelled token is protected, and no text is left to the person.
    const all: ReadonlyArray<{ start: number; end: number; category: string }> = r.ok ? masked : [{ start: 0, end: rec.text.length, category: 'blocked' }];
    const carrier = byCarrier.get(rec.carrier) ?? tally();
    byCarrier.set(rec.carrier, carrier);
    for (const span of rec.spans) {
      const toks = tokensOf(rec.text, span.start, span.end);
      const cat = byCategory.get(span.category) ?? tally();
      byCategory.set(span.category, cat);
      const kindKey = `${span.category}/${span.kind ?? '-'}`;
      const kind = byKind.get(kindKey) ?? tally();
      byKind.set(kindKey, kind);
      let any = 0;
      let exact = 0;
      for (const t of toks) {
        if (covered(t, all)) any++;
        if (covered(t, all.filter((f) => f.category === span.category || f.category === 'blocked'))) exact++;
      }
      for (const x of [cat, carrier, kind, overall]) {
        x.spans++;
        x.tokens += toks.length;
        x.caughtAny += any;
        x.caughtExact += exact;
        if (any === toks.length) x.spansWhole++;
      }
      if (any < toks.length) {
        const key = `${span.category} / ${span.kind ?? '-'} / ${rec.carrier} / ${rec.lang}`;
        const list = misses.get(key) ?? [];
        list.push(`${rec.id}${any > 0 ? ' (partly)' : ''}`);
        misses.set(key, list);
      }
    }
    // Precision: every masked token, true when it lies in a labelled span.
    const textTokens: Token[] = tokensOf(rec.text);
    for (const t of textTokens) {
      const hit = all.find((f) => f.start < t.end && f.end > t.start);
      if (!hit) continue;
      const inSpan = rec.spans.find((s) => s.start < t.end && s.end > t.start);
      const cat = byCategory.get(hit.category);
      for (const x of [overall, carrier, ...(cat ? [cat] : [])]) {
        x.predicted++;
        if (inSpan) x.predictedTrue++;
        if (inSpan && (inSpan.category === hit.category || hit.category === 'blocked')) x.predictedExact++;
      }
    }
  }
  const ms = performance.now() - t0;
  const row = (name: string, t: Tally) => {
    const recall = t.tokens ? t.caughtAny / t.tokens : 0;
    const recallExact = t.tokens ? t.caughtExact / t.tokens : 0;
    const precision = t.predicted ? t.predictedTrue / t.predicted : t.tokens ? 0 : 1;
    const precisionExact = t.predicted ? t.predictedExact / t.predicted : t.tokens ? 0 : 1;
    return {
      name,
      spans: t.spans,
      spansWhole: t.spansWhole,
      tokens: t.tokens,
      recall,
      recallExact,
      precision,
      precisionExact,
      f2: f2(precision, recall),
      f2Exact: f2(precisionExact, recallExact),
      predictedTokens: t.predicted,
    };
  };
  const categories = CATEGORIES.map((c) => row(c, byCategory.get(c) ?? tally()));
  const all = row('all', overall);
  const fmt = (x: number): string => x.toFixed(3);
  const print = (title: string, rows: ReturnType<typeof row>[]): void => {
    process.stdout.write(`\n${title}\n${'name'.padEnd(34)} spans  whole  tokens  recall  exact  precision  exact    F2  F2exact\n`);
    for (const r of rows) {
      process.stdout.write(
        `${r.name.padEnd(34)} ${String(r.spans).padStart(5)} ${String(r.spansWhole).padStart(6)} ${String(r.tokens).padStart(7)}  ${fmt(r.recall)}  ${fmt(r.recallExact)}      ${fmt(r.precision)}  ${fmt(r.precisionExact)}  ${fmt(r.f2)}    ${fmt(r.f2Exact)}\n`,
      );
    }
  };
  process.stdout.write(`Labelled set ${relative(ROOT, setPath)}: ${records.length} texts, ${overall.spans} spans, ${overall.tokens} labelled tokens; ${blocked} blocked\n`);
  print('By category (recall: tokens under any masked finding; exact: under one of the same category)', [...categories, all]);
  print('By carrier', [...byCarrier.entries()].sort((a, b) => b[1].tokens - a[1].tokens).map(([k, t]) => row(k, t)));
  process.stdout.write(`\nBy span kind (recall; precision has no meaning per kind)\n${'kind'.padEnd(40)} spans  whole  tokens  recall  exact\n`);
  for (const [k, t] of [...byKind.entries()].sort((a, b) => b[1].tokens - a[1].tokens)) {
    const r = row(k, t);
    process.stdout.write(`${k.padEnd(40)} ${String(r.spans).padStart(5)} ${String(r.spansWhole).padStart(6)} ${String(r.tokens).padStart(7)}  ${fmt(r.recall)}  ${fmt(r.recallExact)}\n`);
  }
  if (showMisses) {
    process.stdout.write('\nMissed spans by class (category / kind / carrier / lang): ids\n');
    for (const [k, ids] of [...misses.entries()].sort((a, b) => b[1].length - a[1].length)) process.stdout.write(`${k}: ${ids.length} — ${ids.join(', ')}\n`);
  }
  const outDir = join(ROOT, 'eval', 'results');
  mkdirSync(outDir, { recursive: true });
  const name = basename(setPath).replace(/\.jsonl$/, '');
  const file = join(outDir, `labelled-${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        engine: ENGINE_VERSION,
        set: relative(ROOT, setPath),
        texts: records.length,
        blocked,
        categories,
        all,
        carriers: [...byCarrier.entries()].map(([k, t]) => row(k, t)),
        kinds: [...byKind.entries()].map(([k, t]) => { const r = row(k, t); return { name: r.name, spans: r.spans, spansWhole: r.spansWhole, tokens: r.tokens, recall: r.recall, recallExact: r.recallExact }; }),
        ms,
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`\nWrote ${relative(process.cwd(), file)} in ${(ms / 1000).toFixed(1)} s\n`);
}

try {
  main();
} catch (error) {
  process.stderr.write(`Labelled-set harness error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
