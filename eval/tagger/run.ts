/**
 * `npm run eval:tagger`: the shipped tagger (public/models/tagger.bin) on its held-out test split
 * (test frames, test carriers, test vocabulary; regenerated from its seed), token recall,
 * precision and F2 per kind and calibration; and, when present, on the frozen hand-labelled set
 * fixtures/labelled/detection-v1.jsonl — the tagger alone and the whole scan with and without it.
 * Measures only: nothing here trains or tunes. Writes eval/results/tagger.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeTagger } from '../../src/cli/tagger-node';
import { scan } from '../../src/core/engine/scan';
import { ENTITY_KINDS } from '../../src/core/tagger/model-file';
import { buildDocs, TEST_SIZES } from '../../training/tagger/dataset';
import { TokenScorer, type KindScores, type LabelledSpan } from '../../training/tagger/evaluate';

const FROZEN = fileURLToPath(new URL('../../fixtures/labelled/detection-v1.jsonl', import.meta.url));
const OUT = fileURLToPath(new URL('../results/tagger.json', import.meta.url));

/** The scan's category that covers each labelled kind. */
const CATEGORY_OF: Record<string, string> = { person: 'person_name', street_address: 'contact', phone: 'contact', email: 'contact', date_of_birth: 'government_id' };
const KINDS = ['person', 'street_address', 'phone', 'date_of_birth'];

const log = (s: string): void => void process.stdout.write(`${s}\n`);
const f3 = (x: number): string => x.toFixed(3);

function table(title: string, rows: Record<string, KindScores>): void {
  log(`\n${title}`);
  log('kind            recall  precision  F2     gold tokens');
  for (const [k, s] of Object.entries(rows)) log(`${k.padEnd(15)} ${f3(s.recall)}   ${f3(s.precision)}      ${f3(s.f2)}  ${s.tp + s.fn}`);
}

interface FrozenLine {
  id: string;
  text: string;
  spans: LabelledSpan[];
}

function main(): void {
  const tagger = nodeTagger();
  const results: Record<string, unknown> = {};
  const test = buildDocs('test', TEST_SIZES);
  const held = new TokenScorer();
  for (const d of test) held.add(d.text, d.spans, tagger.tag(d.text).map((e) => ({ ...e })), ENTITY_KINDS);
  const heldScores = Object.fromEntries(ENTITY_KINDS.map((k) => [k, held.scores(k)]));
  table(`Held-out test (${test.length} documents; data this project generated)`, heldScores);
  log(`calibration: ECE ${f3(held.ece())}; spans ≥ 0.8: ${(100 * held.precisionAbove(0.8).share).toFixed(1)} %, precision ${f3(held.precisionAbove(0.8).precision)}`);
  results.heldOut = { documents: test.length, perKind: heldScores, ece: held.ece(), above08: held.precisionAbove(0.8) };

  if (existsSync(FROZEN)) {
    const lines = readFileSync(FROZEN, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as FrozenLine);
    const alone = new TokenScorer();
    const withTagger = new TokenScorer();
    const rulesOnly = new TokenScorer();
    const covers = (pred: string, gold: string): boolean => pred === CATEGORY_OF[gold];
    for (const line of lines) {
      const gold = line.spans.filter((s) => KINDS.includes(s.kind));
      alone.add(line.text, gold, tagger.tag(line.text).map((e) => ({ ...e })), KINDS);
      const asSpans = (fs: ReturnType<typeof scan>['findings']): LabelledSpan[] => fs.map((f) => ({ start: f.start, end: f.end, kind: f.category }));
      let rules: LabelledSpan[] = [];
      let both: LabelledSpan[] = [];
      try {
        rules = asSpans(scan(line.text).findings);
        both = asSpans(scan(line.text, { tagger }).findings);
      } catch {
        // A blocked text covers everything.
        rules = both = [{ start: 0, end: line.text.length, kind: 'blocked' }];
      }
      // Gold spans of other kinds count for precision: a contact finding on an e-mail is right.
      const goldAll = line.spans.map((s) => ({ ...s, kind: s.kind }));
      rulesOnly.add(line.text, goldAll, rules, KINDS, (p, g) => covers(p, g));
      withTagger.add(line.text, goldAll, both, KINDS, (p, g) => covers(p, g));
    }
    const aloneScores = Object.fromEntries(KINDS.map((k) => [k, alone.scores(k)]));
    const sys = (s: TokenScorer): Record<string, KindScores> => Object.fromEntries(KINDS.map((k) => [k, s.scores(k, [CATEGORY_OF[k]!])]));
    table(`Frozen set ${FROZEN.split('/').slice(-3).join('/')} (${lines.length} texts) — tagger alone`, aloneScores);
    table('Frozen set — whole scan, rules only (precision per category)', sys(rulesOnly));
    table('Frozen set — whole scan, rules + tagger (precision per category)', sys(withTagger));
    results.frozen = { texts: lines.length, taggerAlone: aloneScores, rulesOnly: sys(rulesOnly), rulesAndTagger: sys(withTagger), taggerEce: alone.ece() };
  } else {
    log('\n(frozen set fixtures/labelled/detection-v1.jsonl not present: skipped)');
  }
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ sha256: tagger.header.trainedWith ? undefined : undefined, ...results }, null, 2) + '\n');
}

main();
