import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prepare, sha256Hex, trainCandidate } from '../../../training/pipeline';
import { readModelMetadata } from './model-metadata';
import { DEFAULT_MODEL_PATH } from '../../cli/classifier-node';

const CARD_PATH = fileURLToPath(new URL('../../../public/models/MODEL_CARD.md', import.meta.url));

describe('shipped classifier model', () => {
  const shipped = sha256Hex(new Uint8Array(readFileSync(DEFAULT_MODEL_PATH)));

  it('is the file the model card describes', () => {
    const card = readFileSync(CARD_PATH, 'utf8');
    const match = /\| sha256 \| `([0-9a-f]{64})` \|/.exec(card);
    expect(match?.[1]).toBe(shipped);
  });

  it('is exactly what the training pipeline produces for its seed (full retrain, same sha256)', () => {
    const seed = Number(readModelMetadata(new Uint8Array(readFileSync(DEFAULT_MODEL_PATH)))['consentry.seed']);
    expect(Number.isInteger(seed)).toBe(true);
    const candidate = trainCandidate(prepare(), seed);
    expect(candidate.sha256).toBe(shipped);
  }, 900_000);
});
