import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_PATH } from '../../cli/classifier-node';
import { decodeBagModel, encodeBagModel } from './bag-model';
import { ABSTAIN_CONFIDENCE, aggregate, createClassifier, isTooShort, type UnitClassification } from './classifier';
import { ACT_ALONE_CONFIDENCE, CLASSIFIER_LABELS, type ClassifierLabel } from './labels';

const bytes = new Uint8Array(readFileSync(DEFAULT_MODEL_PATH));
const classifier = createClassifier(bytes);

describe('context classifier (shipped model)', () => {
  it('returns one calibrated distribution per text, with the top label as category', () => {
    const texts = ['the oncologist wants to start chemo next week', 'kill the process on port 3000', '', 'Мне поставили диагноз, операция в пятницу', 'a'.repeat(5000)];
    const out = classifier.classify(texts);
    expect(out).toHaveLength(texts.length);
    for (const r of out) {
      expect(Object.keys(r.scores).sort()).toEqual([...CLASSIFIER_LABELS].sort());
      const values = Object.values(r.scores);
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      expect(r.confidence).toBe(r.scores[r.category]);
      expect(r.confidence).toBe(Math.max(...values));
    }
  });

  it('never gives a confident sensitive label to empty, whitespace-only or one-word input', () => {
    const words = ['cancer', 'HIV', 'chemotherapy', 'lawsuit', 'divorce', 'salary', 'overdraft', 'gay', 'Muslim', 'union', 'pregnant', 'Krebs', 'Scheidung', 'Gehalt', 'cancer!', 'divorcio', 'sueldo', 'развод', 'диагноз', 'зарплата', 'avocat', 'dette', 'ok', 'hi', 'x', '42', '😀', 'biopsy?'];
    const inputs = ['', ' ', '\n\t  \n', ...words, ...words.map((w) => `  ${w.toUpperCase()}  `)];
    for (const r of classifier.classify(inputs)) {
      expect(r.category).toBe('benign');
      expect(r.confidence).toBeLessThan(ACT_ALONE_CONFIDENCE);
      expect(r.abstained).toBe(true);
    }
  });

  it('abstains below two words or six letters, and judges anything longer', () => {
    expect(isTooShort('')).toBe(true);
    expect(isTooShort('cancer')).toBe(true);
    expect(isTooShort('a b')).toBe(true);
    expect(isTooShort('HIV positive')).toBe(false);
    // Letters and numbers of every script, counted by code point; marks and symbols split words.
    expect(isTooShort('диагноз рак')).toBe(false);
    expect(isTooShort('病院 予約しました')).toBe(false);
    expect(isTooShort('𝐀𝐁𝐂 𝐃𝐄𝐅')).toBe(false);
    expect(isTooShort('𝐀𝐁𝐂𝐃𝐄𝐅')).toBe(true);
    expect(isTooShort('abcdef 12')).toBe(false);
    expect(isTooShort('abcdef12')).toBe(true);
    expect(isTooShort('abćdef')).toBe(false);
    expect(isTooShort('😀 😀 😀 abc')).toBe(true);
    expect(isTooShort('٣٤ ١٢ ab')).toBe(true);
    expect(classifier.classify(['I have been diagnosed with breast cancer'])[0]?.abstained).toBe(false);
  });

  it('tells ordinary prompts from a person\'s own matters', () => {
    const benign = ["What's the capital of Australia?", 'write a Python function to sort a list', 'how does insulin work?'];
    for (const r of classifier.classify(benign)) expect(r.category).toBe('benign');
    const [health] = classifier.classify(['my biopsy came back and the oncologist says it is stage 2 breast cancer']);
    expect(health?.category).toBe('health');
  });

  it('reads a long paste in units and lets one sensitive sentence decide, pointing at it', () => {
    const filler = 'The quarterly planning workshop starts at ten in the large meeting room. Please bring your laptop and the draft agenda. ';
    const sensitive = 'I was diagnosed with type 2 diabetes last month and my doctor put me on metformin.';
    const text = `${filler.repeat(6)}${sensitive} ${filler.repeat(4)}`;
    const [r] = classifier.classify([text]);
    expect(r?.units.length).toBeGreaterThan(1);
    expect(r?.category).toBe('health');
    const unit = r?.units[r.decidedBy];
    expect(unit && text.slice(unit.start, unit.end)).toContain('diagnosed with type 2 diabetes');
    const [plain] = classifier.classify([filler.repeat(12)]);
    expect(plain?.category).toBe('benign');
  });
});

describe('aggregation rule', () => {
  const unit = (category: ClassifierLabel, confidence: number, abstained = false): UnitClassification => {
    const rest = (1 - confidence) / (CLASSIFIER_LABELS.length - 1);
    const scores = Object.fromEntries(CLASSIFIER_LABELS.map((l) => [l, l === category ? confidence : rest])) as Record<ClassifierLabel, number>;
    return { start: 0, end: 1, category, confidence, scores, abstained };
  };

  it('takes the most confident sensitive unit over any benign ones', () => {
    const { result, index } = aggregate([unit('benign', 0.99), unit('legal', 0.7), unit('health', 0.9), unit('benign', 0.6)]);
    expect(result.category).toBe('health');
    expect(result.confidence).toBe(0.9);
    expect(index).toBe(2);
  });

  it('is benign with the least sure unit\'s confidence when no unit is sensitive', () => {
    const { result, index } = aggregate([unit('benign', 0.99), unit('benign', 0.7), unit('benign', 0.95)]);
    expect(result).toMatchObject({ category: 'benign', confidence: 0.7 });
    expect(index).toBe(1);
  });

  it('ignores abstaining units unless every unit abstained', () => {
    expect(aggregate([unit('benign', ABSTAIN_CONFIDENCE, true), unit('financial', 0.85)]).result.category).toBe('financial');
    expect(aggregate([unit('benign', ABSTAIN_CONFIDENCE, true)]).result.confidence).toBe(ABSTAIN_CONFIDENCE);
    expect(aggregate([]).index).toBe(-1);
  });
});

describe('model file checks', () => {
  it('refuses a file for another head, other labels or another feature configuration', () => {
    const model = decodeBagModel(bytes);
    const swap = (patch: Partial<typeof model.header>): Uint8Array => encodeBagModel({ ...model, header: { ...model.header, ...patch } });
    expect(() => createClassifier(swap({ head: 'injection' }))).toThrow(/head/);
    expect(() => createClassifier(swap({ labels: ['benign', 'a', 'b', 'c', 'd', 'e'] }))).toThrow(/labels/);
    expect(() => createClassifier(swap({ features: { ...model.header.features, version: 'other' } }))).toThrow(/feature configuration/);
  });

  it('refuses a truncated or foreign file', () => {
    expect(() => createClassifier(bytes.subarray(0, bytes.length - 1))).toThrow();
    expect(() => createClassifier(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))).toThrow(/not a Consentry model/);
  });
});
