/**
 * The shipped model files are the ones the card describes, and their weights reach the test-split
 * figures recorded inside them at training time (the full retrain lives in
 * `npm run train:classifier -- --check`, outside the unit tier).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contextRowsFromExamples, evaluateContext, evaluateInjection, injectionRowsFromDocs } from '../../../eval/models/evaluate';
import { contextCorpus, injectionCorpus } from '../../../training/heads';
import { DEFAULT_INJECTION_MODEL_PATH, DEFAULT_MODEL_PATH } from '../../cli/classifier-node';
import { decodeBagModel } from './bag-model';
import { createClassifier } from './classifier';
import { createInjectionDetector } from './injection-detector';

const CARD = readFileSync(fileURLToPath(new URL('../../../public/models/MODEL_CARD.md', import.meta.url)), 'utf8');
const sha = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');
const context = new Uint8Array(readFileSync(DEFAULT_MODEL_PATH));
const injection = new Uint8Array(readFileSync(DEFAULT_INJECTION_MODEL_PATH));

describe('shipped models', () => {
  it('are the files the model card describes', () => {
    const row = /\| sha256 \| `([0-9a-f]{64})` \| `([0-9a-f]{64})` \|/.exec(CARD);
    expect(row?.[1]).toBe(sha(context));
    expect(row?.[2]).toBe(sha(injection));
  });

  it('fit the model budget of 3 MB together', () => {
    expect(context.length + injection.length).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it('reach the test-split figures recorded in them at training time', () => {
    const corpus = contextCorpus();
    const ctxMeta = decodeBagModel(context).header.meta;
    const test = evaluateContext(createClassifier(context), contextRowsFromExamples(corpus.filter((e) => e.split === 'test')));
    expect(test.n).toBe(Number(ctxMeta.testLines));
    expect(test.macroF1).toBeCloseTo(Number(ctxMeta.testMacroF1), 9);
    expect(test.ece).toBeCloseTo(Number(ctxMeta.testEce), 9);

    const injMeta = decodeBagModel(injection).header.meta;
    const docs = injectionCorpus(corpus).docs.filter((d) => d.split === 'test');
    const r = evaluateInjection(createInjectionDetector(injection), injectionRowsFromDocs(docs));
    expect(docs.length).toBe(Number(injMeta.testDocs));
    expect(r.recall).toBeCloseTo(Number(injMeta.testRecall), 9);
    expect(r.falsePositiveRate).toBeCloseTo(Number(injMeta.testFalsePositiveRate), 9);
  }, 120_000);
});
