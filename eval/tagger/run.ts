/**
 * `npm run eval:tagger`: the shipped tagger (public/models/tagger.bin) on its held-out test split
 * (test frames, carriers and vocabulary, a quarter spliced into prose of test packages; rebuilt
 * from its seeds) and on the negatives set (test packages' text and the evaluation log family).
 * With `-- --frozen`, also on the frozen hand-labelled set fixtures/labelled/detection-v1.jsonl:
 * the tagger alone and the whole scan with and without it, each measurement appended to
 * eval/tagger/frozen-measurements.json and written into the model card, so the card says how
 * often the frozen set has been looked at. Measures only: nothing here trains or tunes.
 * Writes eval/results/tagger.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { nodeTagger, TAGGER_PATH } from '../../src/cli/tagger-node';
import { scan } from '../../src/core/engine/scan';
import { taggerLayer } from '../../src/core/tagger/findings';
import type { Finding } from '../../src/core/engine/types';
import { ENTITY_KINDS } from '../../src/core/tagger/model-file';
import { CARD_PATH_FOR_EVAL, FROZEN_START } from '../../training/tagger/card';
import { buildDocs, negativeEvalDocs, packageNegatives, TEST_SIZES } from '../../training/tagger/dataset';
import { evalTokens, fbeta, negativesReport, TokenScorer, type KindScores } from '../../training/tagger/evaluate';

const FROZEN = fileURLToPath(new URL('../../fixtures/labelled/detection-v1.jsonl', import.meta.url));
const OUT = fileURLToPath(new URL('../results/tagger.json', import.meta.url));
const LOG = fileURLToPath(new URL('./frozen-measurements.json', import.meta.url));

/** The scan category of each labelled kind the tagger serves. */
const CATEGORY_OF: Record<string, string> = { person: 'person_name', street_address: 'contact', phone: 'contact', date_of_birth: 'government_id' };
const KINDS = ['person', 'street_address', 'phone', 'date_of_birth'];
const CATEGORIES = ['person_name', 'contact', 'government_id'];

const log = (s: string): void => void process.stdout.write(`${s}\n`);
const f3 = (x: number): string => x.toFixed(3);

function table(title: string, rows: Record<string, KindScores>): void {
  log(`\n${title}`);
  log('kind            recall  precision  F2     gold tokens');
  for (const [k, s] of Object.entries(rows)) log(`${k.padEnd(15)} ${f3(s.recall)}   ${f3(s.precision)}      ${f3(s.f2)}  ${s.tp + s.fn}`);
}

interface FrozenSpan {
  start: number;
  end: number;
  category: string;
  kind: string;
}

interface FrozenLine {
  id: string;
  text: string;
  spans: FrozenSpan[];
}

interface Pred {
  start: number;
  end: number;
  category: string;
}

/**
 * Token figures for the whole scan on the frozen set, counted two ways:
 * - exact: a labelled token of kind K is found when a finding of K's category covers it; a
 *   finding token of category C is right when it lies in a labelled span of category C;
 * - any: a labelled token is found when any finding covers it; a finding token is right when it
 *   lies in any labelled span (a national identifier found as `contact` is not a false positive).
 * A finding over unlabelled text is a false positive both ways.
 */
class FrozenScorer {
  readonly recall = new Map<string, { exact: number; any: number; gold: number }>();
  readonly precision = new Map<string, { exact: number; any: number; predicted: number }>();

  add(text: string, gold: readonly FrozenSpan[], found: readonly Pred[]): void {
    for (const [s, e] of evalTokens(text)) {
      const g = gold.filter((x) => x.start < e && s < x.end);
      const p = found.filter((x) => x.start < e && s < x.end);
      for (const k of KINDS) {
        if (!g.some((x) => x.kind === k)) continue;
        const r = this.recall.get(k) ?? { exact: 0, any: 0, gold: 0 };
        r.gold++;
        if (p.some((x) => x.category === CATEGORY_OF[k] || x.category === 'blocked')) r.exact++;
        if (p.length > 0) r.any++;
        this.recall.set(k, r);
      }
      for (const c of new Set(p.map((x) => x.category))) {
        if (!CATEGORIES.includes(c)) continue;
        const q = this.precision.get(c) ?? { exact: 0, any: 0, predicted: 0 };
        q.predicted++;
        if (g.some((x) => x.category === c)) q.exact++;
        if (g.length > 0) q.any++;
        this.precision.set(c, q);
      }
    }
  }

  report(): { recall: Record<string, { exact: number; any: number; goldTokens: number }>; precision: Record<string, { exact: number; any: number; predictedTokens: number }>; f2: Record<string, { exact: number; any: number }> } {
    const recall = Object.fromEntries(KINDS.map((k) => {
      const r = this.recall.get(k) ?? { exact: 0, any: 0, gold: 0 };
      return [k, { exact: r.exact / Math.max(1, r.gold), any: r.any / Math.max(1, r.gold), goldTokens: r.gold }];
    }));
    const precision = Object.fromEntries(CATEGORIES.map((c) => {
      const q = this.precision.get(c) ?? { exact: 0, any: 0, predicted: 0 };
      return [c, { exact: q.exact / Math.max(1, q.predicted), any: q.any / Math.max(1, q.predicted), predictedTokens: q.predicted }];
    }));
    const f2 = Object.fromEntries(KINDS.map((k) => [k, {
      exact: fbeta(precision[CATEGORY_OF[k]!]!.exact, recall[k]!.exact),
      any: fbeta(precision[CATEGORY_OF[k]!]!.any, recall[k]!.any),
    }]));
    return { recall, precision, f2 };
  }
}

function printFrozen(title: string, r: ReturnType<FrozenScorer['report']>): void {
  log(`\n${title}`);
  log('kind            recall exact / any   category        precision exact / any   F2 exact / any');
  for (const k of KINDS) {
    const c = CATEGORY_OF[k]!;
    log(`${k.padEnd(15)} ${f3(r.recall[k]!.exact)} / ${f3(r.recall[k]!.any)}        ${c.padEnd(15)} ${f3(r.precision[c]!.exact)} / ${f3(r.precision[c]!.any)}           ${f3(r.f2[k]!.exact)} / ${f3(r.f2[k]!.any)}`);
  }
}

function frozen(tagger: ReturnType<typeof nodeTagger>): Record<string, unknown> {
  const lines = readFileSync(FROZEN, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as FrozenLine);
  const alone = new TokenScorer();
  const rules = new FrozenScorer();
  const both = new FrozenScorer();
  const asPreds = (fs: readonly Finding[]): Pred[] => fs.map((f) => ({ start: f.start, end: f.end, category: f.category }));
  for (const line of lines) {
    const gold = line.spans.filter((s) => KINDS.includes(s.kind)).map((s) => ({ start: s.start, end: s.end, kind: s.kind }));
    alone.add(line.text, gold, tagger.tag(line.text).map((e) => ({ ...e })), KINDS);
    let r: Pred[];
    let b: Pred[];
    try {
      r = asPreds(scan(line.text).findings);
      b = asPreds(scan(line.text, { tagger: taggerLayer(tagger) }).findings);
    } catch {
      // A blocked text covers everything.
      r = b = [{ start: 0, end: line.text.length, category: 'blocked' }];
    }
    rules.add(line.text, line.spans, r);
    both.add(line.text, line.spans, b);
  }
  const aloneScores = Object.fromEntries(KINDS.map((k) => [k, alone.scores(k)]));
  table(`Frozen set (${lines.length} texts) — tagger alone (its kinds against the labelled kinds)`, aloneScores);
  const rulesReport = rules.report();
  const bothReport = both.report();
  printFrozen('Frozen set — whole scan, rules only', rulesReport);
  printFrozen('Frozen set — whole scan, rules + tagger', bothReport);
  return { texts: lines.length, taggerAlone: aloneScores, rulesOnly: rulesReport, rulesAndTagger: bothReport, taggerEce: alone.ece() };
}

interface Measurement {
  date: string;
  sha256: string;
  figures: Record<string, unknown>;
}

/** Appends this measurement to the log and rewrites the card's frozen-set section from it. */
function recordFrozen(sha256: string, figures: Record<string, unknown>): void {
  const past: { before: number; measurements: Measurement[] } = existsSync(LOG)
    ? (JSON.parse(readFileSync(LOG, 'utf8')) as { before: number; measurements: Measurement[] })
    : { before: 2, measurements: [] };
  past.measurements.push({ date: new Date().toISOString().slice(0, 10), sha256, figures });
  writeFileSync(LOG, JSON.stringify(past, null, 2) + '\n');
  const times = past.before + past.measurements.length;
  const last = figures as { rulesAndTagger: ReturnType<FrozenScorer['report']>; rulesOnly: ReturnType<FrozenScorer['report']>; taggerAlone: Record<string, KindScores> };
  const row = (r: ReturnType<FrozenScorer['report']>, k: string): string => {
    const c = CATEGORY_OF[k]!;
    return `${f3(r.recall[k]!.exact)} / ${f3(r.recall[k]!.any)} | ${f3(r.precision[c]!.exact)} / ${f3(r.precision[c]!.any)} | ${f3(r.f2[k]!.exact)} / ${f3(r.f2[k]!.any)}`;
  };
  const section = `${FROZEN_START}

## Frozen hand-labelled set (fixtures/labelled/detection-v1.jsonl)

Written blind by others; never trained or tuned on. Measured **${times} times** in all (${past.before} before
this log was kept, then ${past.measurements.map((m) => `${m.date} on weights ${m.sha256.slice(0, 12)}`).join('; ')}); its false positives
were looked at by class only. Latest measurement, token level, \`npm run eval:tagger -- --frozen\`:

| kind | scan recall exact / any | category precision exact / any | F2 exact / any | rules alone: same columns |
|---|---|---|---|---|
${KINDS.map((k) => `| ${k} | ${row(last.rulesAndTagger, k)} | ${row(last.rulesOnly, k)} |`).join('\n')}

"Exact" counts a labelled token found only when a finding of its own category covers it, and a
finding token right only inside a labelled span of its own category; "any" counts a labelled token
found when any finding covers it, and a finding token right inside any labelled span (a national
identifier the rules call \`contact\` is then no false positive). Findings over unlabelled text are
false positives both ways. Precision is per category: \`contact\` covers addresses, phones and
e-mail addresses; \`government_id\` covers dates of birth and national identifiers.

Tagger alone (its own kinds): ${KINDS.map((k) => `${k} R ${f3(last.taggerAlone[k]!.recall)} P ${f3(last.taggerAlone[k]!.precision)}`).join('; ')}.
`;
  const card = readFileSync(CARD_PATH_FOR_EVAL, 'utf8');
  const at = card.indexOf(FROZEN_START);
  writeFileSync(CARD_PATH_FOR_EVAL, `${at < 0 ? `${card}\n` : card.slice(0, at)}${section}`);
}

function main(): void {
  const withFrozen = process.argv.includes('--frozen');
  const tagger = nodeTagger();
  const sha256 = createHash('sha256').update(readFileSync(TAGGER_PATH)).digest('hex');
  const results: Record<string, unknown> = { sha256 };
  const test = buildDocs('test', TEST_SIZES, packageNegatives('test', TEST_SIZES.negatives));
  const held = new TokenScorer();
  for (const d of test) held.add(d.text, d.spans, tagger.tag(d.text).map((e) => ({ ...e })), ENTITY_KINDS);
  const heldScores = Object.fromEntries(ENTITY_KINDS.map((k) => [k, held.scores(k)]));
  table(`Held-out test (${test.length} documents; data this project generated)`, heldScores);
  log(`calibration: ECE ${f3(held.ece())}; spans ≥ 0.8: ${(100 * held.precisionAbove(0.8).share).toFixed(1)} %, precision ${f3(held.precisionAbove(0.8).precision)}`);
  results.heldOut = { documents: test.length, perKind: heldScores, ece: held.ece(), above08: held.precisionAbove(0.8) };

  const neg = negativeEvalDocs();
  const clean = negativesReport(neg.clean, (t) => tagger.tag(t));
  const all = negativesReport(neg.all, (t) => tagger.tag(t));
  log(`\nNegatives (test packages where the rules see no name or address, evaluation logs): ${clean.fpPerThousand.toFixed(2)} false-positive tokens per 1,000 (${clean.falsePositiveTokens} of ${clean.tokens})`);
  for (const [k, v] of Object.entries(clean.byKind)) log(`  ${k.padEnd(10)} ${v.fpPerThousand.toFixed(2)} per 1,000 (${v.falsePositiveTokens} of ${v.tokens})`);
  log(`All chunks as they come (real names in changelogs and credits count here): ${all.fpPerThousand.toFixed(2)} per 1,000`);
  results.negatives = { clean, all };

  if (withFrozen) {
    if (!existsSync(FROZEN)) throw new Error('the frozen set fixtures/labelled/detection-v1.jsonl is missing');
    const figures = frozen(tagger);
    results.frozen = figures;
    recordFrozen(sha256, figures);
  } else log('\n(frozen set not measured: it is measured at milestones only, with -- --frozen)');
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(OUT, JSON.stringify(results, null, 2) + '\n');
}

main();
