import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import {
  GENESIS_HASH,
  LedgerError,
  clearedRecord,
  nextDecisionRecord,
  recordShapeProblem,
  verifyChain,
  type LedgerEntry,
  type StoredRecord,
} from './ledger-record';

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  origin: 'https://claude.ai',
  surface: 'paste',
  categories: { credential: 1, contact: 2 },
  decision: 'mask',
  decidedBy: 'policy',
  confidence: null,
  policyGeneration: 0,
  ...over,
});

async function chain(n: number): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  for (let i = 0; i < n; i++) records.push(await nextDecisionRecord(entry({ policyGeneration: i }), records.at(-1), 1_700_000_000_000 + i));
  return records;
}

describe('ledger record model', () => {
  it('chains records from genesis, categories in vocabulary order', async () => {
    const [a, b] = await chain(2);
    expect(a).toMatchObject({ seq: 1, prev_hash: GENESIS_HASH, origin: 'https://claude.ai' });
    expect(Object.keys((a as { categories: object }).categories)).toEqual(['credential', 'contact']);
    expect(b?.prev_hash).toBe(a?.hash);
    expect(await verifyChain([a!, b!])).toEqual({ ok: true, count: 2, anchorSeq: 0 });
  });

  it('names the first changed, missing or reordered record', async () => {
    const records = await chain(4);
    const changed = records.map((r) => ({ ...r }));
    (changed[2] as { policy_generation: number }).policy_generation = 9;
    expect(await verifyChain(changed)).toMatchObject({ ok: false, brokenAt: 3, reason: 'record 3 was changed after it was written' });
    expect(await verifyChain([records[0]!, records[2]!, records[3]!])).toMatchObject({ ok: false, brokenAt: 2, reason: 'record 2 is missing' });
    const last = records[3]!;
    expect(await verifyChain(records.slice(0, 3), { head: { seq: last.seq, hash: last.hash } })).toMatchObject({ ok: false, brokenAt: 4 });
  });

  it('refuses entries outside the vocabulary', async () => {
    await expect(nextDecisionRecord(entry({ surface: 'email' as never }), undefined, 1)).rejects.toBeInstanceOf(LedgerError);
    await expect(nextDecisionRecord(entry({ categories: { secrets: 1 } as never }), undefined, 1)).rejects.toThrow(/category/);
    await expect(nextDecisionRecord(entry({ confidence: 2 }), undefined, 1)).rejects.toThrow(/confidence/);
  });

  it('accepts exactly the two stored shapes, and nothing riding along', async () => {
    const [record] = await chain(1);
    const cleared = await clearedRecord(3, 5);
    expect(recordShapeProblem(record)).toBeNull();
    expect(recordShapeProblem(JSON.parse(canonicalJson(record)))).toBeNull();
    expect(recordShapeProblem(cleared)).toBeNull();
    expect(recordShapeProblem({ ...record, text: 'anything' })).toBe('unexpected field "text"');
    expect(recordShapeProblem({ ...cleared, origin: 'https://claude.ai' })).toBe('unexpected field "origin"');
    expect(recordShapeProblem({ ...record, categories: { contact: 'x' } })).toMatch(/count/);
    expect(recordShapeProblem({ ...record, hash: 'abc' })).toMatch(/hash/);
    expect(recordShapeProblem([])).toBe('not a JSON object');
  });
});
