/**
 * The shipped tagger weights (public/models/tagger.bin): they load, they match the sha256 in the
 * model card, and they reproduce the recorded figures on the fixed evaluation written by the
 * training run (fixtures/tagger/). Also the file format's refusals, exact UTF-16 offsets, whole
 * multi-part names, repetitions, and the merge with rule findings. Nothing here trains.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideText } from '../decide/decide-text';
import { scan } from '../engine/scan';
import { ENTITY_KINDS, ModelFileError, readModelFile, writeModelFile } from './model-file';
import { defaultTagger, installDefaultTagger, installDefaultTaggerLoader } from './default-tagger';
import { taggerLayer } from './findings';
import { loadTagger, personSupported, modelFromData } from './tagger';

const root = join(__dirname, '..', '..', '..');
const bytes = new Uint8Array(readFileSync(join(root, 'public', 'models', 'tagger.bin')));
const tagger = loadTagger(bytes);

interface Scores {
  recall: number;
  precision: number;
}

/** Token recall and precision per kind, counted as training/tagger/evaluate.ts counts them. */
function tokenScores(docs: Array<{ text: string; spans: Array<{ start: number; end: number; kind: string }> }>): Record<string, Scores> {
  const c = new Map<string, { tp: number; fn: number; ptp: number; pfp: number }>();
  for (const d of docs) {
    const found = tagger.tag(d.text);
    for (const m of d.text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const s = m.index!;
      const e = s + m[0].length;
      const gold = d.spans.filter((x) => x.start < e && s < x.end).map((x) => x.kind);
      const pred = found.filter((x) => x.start < e && s < x.end).map((x) => x.kind as string);
      for (const k of ENTITY_KINDS) {
        const v = c.get(k) ?? { tp: 0, fn: 0, ptp: 0, pfp: 0 };
        if (gold.includes(k)) {
          if (pred.includes(k)) v.tp++;
          else v.fn++;
        }
        if (pred.includes(k)) {
          if (gold.includes(k)) v.ptp++;
          else v.pfp++;
        }
        c.set(k, v);
      }
    }
  }
  return Object.fromEntries(
    ENTITY_KINDS.map((k) => {
      const v = c.get(k)!;
      return [k, { recall: v.tp / Math.max(1, v.tp + v.fn), precision: v.ptp / Math.max(1, v.ptp + v.pfp) }];
    }),
  );
}

describe('shipped tagger weights', () => {
  it('match the sha256 in the model card and the recorded evaluation', () => {
    const sha = createHash('sha256').update(bytes).digest('hex');
    const card = readFileSync(join(root, 'public', 'models', 'TAGGER_CARD.md'), 'utf8');
    expect(card).toContain(sha);
    const recorded = JSON.parse(readFileSync(join(root, 'fixtures', 'tagger', 'fixed-eval-metrics.json'), 'utf8')) as {
      sha256: string;
      perKind: Record<string, Scores>;
    };
    expect(recorded.sha256).toBe(sha);
    const docs = readFileSync(join(root, 'fixtures', 'tagger', 'fixed-eval.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const scores = tokenScores(docs);
    for (const k of ENTITY_KINDS) {
      expect(scores[k]!.recall, `${k} recall`).toBeCloseTo(recorded.perKind[k]!.recall, 3);
      expect(scores[k]!.precision, `${k} precision`).toBeCloseTo(recorded.perKind[k]!.precision, 3);
    }
  });

  it('refuses a file trained with another feature configuration, or damaged', () => {
    const data = readModelFile(bytes);
    const other = writeModelFile({ ...data, header: { ...data.header, features: { ...data.header.features, templates: ['bias'] } } });
    expect(() => loadTagger(other)).toThrow(ModelFileError);
    expect(() => loadTagger(bytes.subarray(0, bytes.length - 1))).toThrow(ModelFileError);
    expect(() => loadTagger(new Uint8Array([1, 2, 3]))).toThrow(ModelFileError);
  });
});

describe('entity tagger', () => {
  it('reports offsets into the text as given (UTF-16), with calibrated confidences', () => {
    const text = '😀😀 Bitte ruf Zofia Wiśniewska unter +49 30 1234567 an.';
    const found = tagger.tag(text);
    const name = found.find((f) => f.kind === 'person');
    expect(name && text.slice(name.start, name.end)).toBe('Zofia Wiśniewska');
    const phone = found.find((f) => f.kind === 'phone');
    expect(phone && text.slice(phone.start, phone.end)).toBe('+49 30 1234567');
    for (const f of found) {
      expect(f.confidence).toBeGreaterThan(0);
      expect(f.confidence).toBeLessThan(1);
    }
  });

  it('finds addresses with their town and dates of birth after a cue, not other dates', () => {
    const text = 'The tenant was born on 14/02/1987 and lives at 42 Harrow Lane, Leeds LS6 2QJ. The lease ends on 2026-03-01.';
    const found = tagger.tag(text);
    const kinds = found.map((f) => `${f.kind}:${text.slice(f.start, f.end)}`);
    expect(kinds).toContain('date_of_birth:14/02/1987');
    expect(kinds.some((k) => k.startsWith('street_address:42 Harrow Lane'))).toBe(true);
    expect(kinds.some((k) => k.includes('2026-03-01'))).toBe(false);
  });

  it('keeps a person span only with a listed name or a person cue, and drops one ordinary or unlisted word', () => {
    const { gazetteer } = modelFromData(readModelFile(bytes));
    const supported = (text: string, span: string): boolean => {
      const at = text.indexOf(span);
      return personSupported(text, at, at + span.length, gazetteer);
    };
    expect(supported('Please ask Maria Garcia about it.', 'Maria Garcia')).toBe(true);
    expect(supported('Dear Qwertzu Plimbok, thanks', 'Qwertzu Plimbok')).toBe(true);
    expect(supported('See the Getting Started guide', 'Getting Started')).toBe(false);
    expect(supported('Dear Release Notes reader', 'Release Notes')).toBe(false);
    expect(supported('The Plimbok adapter', 'Plimbok')).toBe(false);
    expect(supported('it is capitalized here', 'capitalized')).toBe(false);
    expect(supported('Ask Garcia today', 'Garcia')).toBe(true);
  });

  it('skips text with nothing name- or number-like', () => {
    expect(tagger.tag('')).toEqual([]);
    expect(tagger.tag('const total = items.reduce((a, b) => a + b, 0);\nreturn total;')).toEqual([]);
  });
});

describe('tagger in the scan', () => {
  it('masks a multi-part name whole, and every repetition of it', () => {
    const text = 'Johnathan Edward Doe signed the form. Later Doe called, and Johnathan Edward Doe paid.';
    const r = decideText(text, { tagger });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.masked).not.toMatch(/Johnathan|Edward|Doe/);
    expect(r.masked).not.toMatch(/\] \[/);
    expect(r.restoration.restore(r.masked)).toBe(text);
  });

  it('leaves validated rule findings their span and category', () => {
    const text = 'card 4111 1111 1111 1111 for Amara Nwosu';
    const { findings } = scan(text, { tagger: taggerLayer(tagger) });
    const card = findings.find((f) => f.category === 'payment');
    expect(card && text.slice(card.start, card.end)).toBe('4111 1111 1111 1111');
    expect(findings.some((f) => f.category === 'person_name' && text.slice(f.start, f.end) === 'Amara Nwosu')).toBe(true);
  });

  it('runs only when given (or installed as the default of decideText)', () => {
    // A name the rules alone leave (lower case, in chat).
    const text = 'ok so i talked to zofia wiśniewska yesterday, she agrees';
    expect(scan(text).findings.some((f) => f.rule.startsWith('tagger-'))).toBe(false);
    expect(scan(text, { tagger: taggerLayer(tagger) }).findings.some((f) => f.rule.startsWith('tagger-'))).toBe(true);
  });

  it('is the default of decideText once installed, and null turns it off', () => {
    const text = 'ok so i talked to zofia wiśniewska yesterday, she agrees';
    installDefaultTagger(tagger);
    try {
      const on = decideText(text);
      const off = decideText(text, { tagger: null });
      expect(on.ok && off.ok).toBe(true);
      if (!on.ok || !off.ok) return;
      expect(on.masked).not.toContain('wiśniewska');
      expect(off.masked).toContain('wiśniewska');
    } finally {
      installDefaultTagger(undefined);
    }
    const none = decideText(text);
    expect(none.ok && none.masked).toContain('wiśniewska');
  });

  it('loads an installed loader on the first text decided, once; a failing loader blocks the text', () => {
    const text = 'ok so i talked to zofia wiśniewska yesterday, she agrees';
    let loads = 0;
    installDefaultTaggerLoader(() => {
      loads++;
      return tagger;
    });
    try {
      expect(loads).toBe(0);
      const first = decideText(text);
      decideText(text);
      expect(loads).toBe(1);
      expect(first.ok && first.masked).not.toContain('wiśniewska');
      installDefaultTaggerLoader(() => {
        throw new Error('tagger model: unreadable');
      });
      const failed = decideText(text);
      expect(failed.ok).toBe(false);
      expect(() => defaultTagger()).toThrow('unreadable');
    } finally {
      installDefaultTagger(undefined);
    }
  });
});
