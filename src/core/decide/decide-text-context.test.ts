/**
 * The context classifier's reading folded into the text decision (model-reading.ts): acting alone
 * at ≥ 0.8 under the site's effective decision, asking below it unless the site may have the
 * category anyway, changing nothing for benign or too-short text, holding when no reading came.
 * Most cases use hand-made readings so each rule is pinned on its own; one block runs the shipped
 * classifier on synthetic texts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_PATH } from '../../cli/classifier-node';
import { createClassifier } from '../classifier/classifier';
import { ACT_ALONE_CONFIDENCE, type ClassifierLabel } from '../classifier/labels';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';
import { PURPOSES, type Decision } from '../vocabulary';
import { decideText } from './decide-text';
import { contextReadingOf, MODEL_CONTEXT_RULE, type ContextReading } from './model-reading';

const DIAGNOSIS = 'My doctor confirmed last week that I have type 2 diabetes and I start metformin on Monday.';
const ORDINARY = 'Can you help me plan the agenda for our team offsite next month?';
const TEXT = `${ORDINARY}\n\n${DIAGNOSIS}`;
const dStart = TEXT.indexOf(DIAGNOSIS);

/** A reading with one benign unit (the ordinary line) and one unit read as `category`. */
function reading(category: ClassifierLabel, confidence: number): ContextReading {
  return {
    category,
    confidence,
    abstained: false,
    units: [
      { start: 0, end: ORDINARY.length, category: 'benign', confidence: 0.93, abstained: false },
      { start: dStart, end: dStart + DIAGNOSIS.length, category, confidence, abstained: false },
    ],
  };
}

/** The default policy with `health` set to `decision` on every purpose. */
function healthIs(decision: Decision): Policy {
  const policy = structuredClone(DEFAULT_POLICY) as Policy;
  policy.decisions.health = Object.fromEntries(PURPOSES.map((p) => [p, decision])) as Policy['decisions']['health'];
  return policy;
}

const ok = (r: ReturnType<typeof decideText>) => {
  if (!r.ok) throw new Error('expected a decision');
  return r;
};

describe('decideText with the context classifier, at or above the act-alone confidence', () => {
  it('releases under allow, and the model is named as having acted alone', () => {
    const r = ok(decideText(TEXT, { policy: healthIs('allow'), context: reading('health', 0.93) }));
    expect(r.verdict).toBe('release');
    expect(r.masked).toBe(TEXT);
    expect(r.categories).toEqual([expect.objectContaining({ category: 'health', decision: 'allow', count: 1, model: { confidence: 0.93, actsAlone: true } })]);
    expect(r.model).toEqual({ category: 'health', confidence: 0.93, actsAlone: true });
  });

  it('blocks under block', () => {
    const r = ok(decideText(TEXT, { policy: healthIs('block'), context: reading('health', 0.91) }));
    expect(r.verdict).toBe('block');
  });

  it('asks under ask, holding the unit masked until answered', () => {
    const r = ok(decideText(TEXT, { policy: healthIs('ask'), context: reading('health', 0.9) }));
    expect(r.verdict).toBe('ask');
    expect(r.masked).toBe(`${ORDINARY}\n\n[HEALTH]`);
  });

  it('masks under mask: the unit becomes a visible placeholder, the rest stays, nothing is restorable', () => {
    const r = ok(decideText(TEXT, { policy: healthIs('mask'), context: reading('health', 0.95) }));
    expect(r.verdict).toBe('release');
    expect(r.masked).toBe(`${ORDINARY}\n\n[HEALTH]`);
    expect(r.restoration.restore(r.masked)).toBe(r.masked);
    expect(r.applied).toEqual([expect.objectContaining({ category: 'health', rule: MODEL_CONTEXT_RULE, replacement: '[HEALTH]' })]);
  });

  it('takes the strictest decision over the site’s purposes (default policy: ask where the site trains)', () => {
    const trains = ok(decideText(TEXT, { context: reading('health', 0.95), purposes: ['assistant', 'training'] }));
    expect(trains.verdict).toBe('ask');
    const answersOnly = ok(decideText(TEXT, { context: reading('health', 0.95), purposes: ['assistant'] }));
    expect(answersOnly.verdict).toBe('release');
    expect(answersOnly.masked).toBe(TEXT);
    const analytics = ok(decideText(TEXT, { context: reading('health', 0.95), purposes: ['assistant', 'analytics'] }));
    expect(analytics.verdict).toBe('block');
  });

  it('covers a detector finding inside a masked unit with the unit, and keeps one outside as a token', () => {
    const withMail = `${ORDINARY} Mail sam.lee@example.org.\n\nMy doctor says my HIV test was positive; call me on kim.vale@example.net.`;
    const unit = withMail.indexOf('My doctor');
    const r = ok(
      decideText(withMail, {
        policy: healthIs('mask'),
        context: { category: 'health', confidence: 0.97, abstained: false, units: [{ start: unit, end: withMail.length, category: 'health', confidence: 0.97, abstained: false }] },
      }),
    );
    expect(r.masked).toMatch(/^Can you help .* Mail \[EMAIL_[2-9A-HJ-NP-Z]{6}\]\.\n\n\[HEALTH\]$/);
    expect(r.masked).not.toContain('kim.vale');
    expect(r.counts).toMatchObject({ health: 1, contact: 2 });
  });
});

describe('decideText with the context classifier, below the act-alone confidence', () => {
  it.each(['mask', 'block', 'ask'] as const)('asks when the site’s decision is %s', (decision) => {
    const r = ok(decideText(TEXT, { policy: healthIs(decision), context: reading('health', ACT_ALONE_CONFIDENCE - 0.01) }));
    expect(r.verdict).toBe('ask');
    expect(r.masked).not.toContain('diabetes');
    expect(r.categories[0]).toMatchObject({ category: 'health', decision: 'ask', model: { actsAlone: false } });
  });

  it('releases when the site may have the category anyway (allow)', () => {
    const r = ok(decideText(TEXT, { policy: healthIs('allow'), context: reading('health', 0.55) }));
    expect(r.verdict).toBe('release');
    expect(r.masked).toBe(TEXT);
  });

  it('after "send masked" the unit goes as its placeholder; after "send original" as it was', () => {
    const masked = ok(decideText(TEXT, { policy: healthIs('block'), context: reading('health', 0.6), release: 'masked' }));
    expect(masked.verdict).toBe('release');
    expect(masked.masked).toBe(`${ORDINARY}\n\n[HEALTH]`);
    const original = ok(decideText(TEXT, { policy: healthIs('block'), context: reading('health', 0.6), release: 'original' }));
    expect(original.verdict).toBe('release');
    expect(original.masked).toBe(TEXT);
  });

  it('keeps an administrator’s block masked even after "send original"', () => {
    const policy = healthIs('block');
    policy.managed = { cells: [{ category: 'health', purpose: 'assistant' }] } as Policy['managed'];
    const r = ok(decideText(TEXT, { policy, context: reading('health', 0.6), release: 'original' }));
    expect(r.masked).toBe(`${ORDINARY}\n\n[HEALTH]`);
  });
});

describe('decideText with the context classifier: what changes nothing, and what holds', () => {
  it('changes nothing for a benign or abstaining reading', () => {
    const benign = ok(decideText(ORDINARY, { policy: healthIs('block'), context: { category: 'benign', confidence: 0.97, abstained: false, units: [{ start: 0, end: ORDINARY.length, category: 'benign', confidence: 0.97, abstained: false }] } }));
    expect(benign.verdict).toBe('release');
    expect(benign.categories).toEqual([]);
    const abstained = ok(decideText('Hi', { policy: healthIs('block'), context: { category: 'health', confidence: 0.99, abstained: true, units: [{ start: 0, end: 2, category: 'health', confidence: 0.99, abstained: true }] } }));
    expect(abstained.verdict).toBe('release');
    expect(abstained.masked).toBe('Hi');
  });

  it('ignores a unit whose offsets fall outside the text (a reading of another text)', () => {
    const r = ok(decideText('short text here', { policy: healthIs('block'), context: { category: 'health', confidence: 0.99, abstained: false, units: [{ start: 0, end: 500, category: 'health', confidence: 0.99, abstained: false }] } }));
    expect(r.categories).toEqual([]);
  });

  it('holds the text for the person when no reading could be had, and blocks where nobody can answer', () => {
    const held = ok(decideText(ORDINARY, { context: 'unavailable' }));
    expect(held.verdict).toBe('ask');
    expect(held.model).toBe('unavailable');
    expect(ok(decideText(ORDINARY, { context: 'unavailable', release: 'masked' })).verdict).toBe('release');
    expect(ok(decideText(ORDINARY, { context: 'unavailable', askResolvesTo: 'mask' })).verdict).toBe('block');
  });

  it('leaves the decision as it was without a reading (the command line’s scan)', () => {
    const r = ok(decideText(TEXT));
    expect(r.masked).toBe(TEXT);
    expect(r.model).toBeNull();
  });
});

describe('decideText with the shipped context classifier', () => {
  const classifier = createClassifier(new Uint8Array(readFileSync(DEFAULT_MODEL_PATH)));
  const read = (text: string): ContextReading => contextReadingOf(classifier.classify([text])[0]!);

  it.each(['', ' ', '   \n\t  ', 'diabetes', 'cancer', 'lawsuit', 'salary', 'Hi', 'ok.', '\u00a0\u2003'])('never gives a confident sensitive label to %j, and the decision is unchanged', (text) => {
    const c = classifier.classify([text])[0]!;
    expect(c.category === 'benign' || c.confidence < ACT_ALONE_CONFIDENCE).toBe(true);
    expect(c.abstained).toBe(true);
    const r = ok(decideText(text, { policy: healthIs('block'), context: read(text) }));
    expect(r.categories.filter((s) => s.model)).toEqual([]);
  });

  it('holds a paste about a diagnosis where health asks', () => {
    const r = ok(decideText(TEXT, { policy: healthIs('ask'), context: read(TEXT) }));
    expect(r.verdict).toBe('ask');
    expect(r.categories.map((c) => c.category)).toContain('health');
  });

  it('releases an ordinary prompt unchanged under the default policy on a site that trains', () => {
    for (const prompt of ['write a Python function to sort a list', 'plan a birthday party', "What's the capital of Australia?"]) {
      const r = ok(decideText(prompt, { context: read(prompt), purposes: ['assistant', 'training'] }));
      expect(r.verdict, prompt).toBe('release');
      expect(r.masked).toBe(prompt);
    }
  });
});
