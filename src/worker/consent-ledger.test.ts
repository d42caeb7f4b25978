import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { ConsentLedger, GENESIS_HASH, LedgerError, type LedgerEntry } from './consent-ledger';

let n = 0;
const fresh = (now?: () => number) => ConsentLedger.open({ name: `ledger-test-${++n}`, ...(now ? { now } : {}) });

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  origin: 'https://chatgpt.com/c/123?q=secret',
  surface: 'paste',
  categories: { contact: 2, credential: 1 },
  decision: 'mask',
  decidedBy: 'policy',
  confidence: null,
  policyGeneration: 3,
  ...over,
});

describe('consent ledger', () => {
  it('stores per category what happened and who decided; an entry without them shares its decision among its categories', async () => {
    const ledger = await fresh();
    const told = await ledger.append(
      entry({ decision: 'mask', decidedBy: 'human', categories: { contact: 1, credential: 1 }, outcomes: { contact: { outcome: 'released', decided_by: 'human' }, credential: { outcome: 'masked', decided_by: 'policy' } } }),
    );
    expect(told.outcomes).toEqual({ credential: { outcome: 'masked', decided_by: 'policy' }, contact: { outcome: 'released', decided_by: 'human' } });
    const derived = await ledger.append(entry({ surface: 'screen', decision: 'mask', decidedBy: 'policy', categories: { payment: 2 } }));
    expect(derived.outcomes).toEqual({ payment: { outcome: 'masked', decided_by: 'policy' } });
    await expect(ledger.append(entry({ outcomes: { health: { outcome: 'released', decided_by: 'human' } } })), 'an outcome for a category the event does not hold').rejects.toBeInstanceOf(LedgerError);
    await expect(ledger.append(entry({ outcomes: { contact: { outcome: 'leaked' as 'released', decided_by: 'human' } } }))).rejects.toBeInstanceOf(LedgerError);
    await expect(ledger.append(entry({ outcomes: { contact: { outcome: 'masked', decided_by: 'human', note: 'x' } as never } })), 'nothing else slips into a field').rejects.toBeInstanceOf(LedgerError);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('chains records and verifies them', async () => {
    const ledger = await fresh();
    const a = await ledger.append(entry());
    const b = await ledger.append(entry({ surface: 'send', decidedBy: 'human', decision: 'allow' }));
    expect(a.seq).toBe(1);
    expect(b.prev_hash).toBe(a.hash);
    expect(a.origin).toBe('https://chatgpt.com');
    expect(await ledger.verify()).toEqual({ ok: true, count: 2, anchorSeq: 0 });
  });

  it('serialises concurrent appends into one chain', async () => {
    const ledger = await fresh();
    await Promise.all(Array.from({ length: 20 }, (_, i) => ledger.append(entry({ policyGeneration: i }))));
    const records = await ledger.list();
    expect(records.map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('catches one changed byte in one record and names it', async () => {
    const name = `ledger-test-${++n}`;
    const ledger = await ConsentLedger.open({ name });
    for (let i = 0; i < 5; i++) await ledger.append(entry({ policyGeneration: i }));
    ledger.close();
    const raw = await openDB(name, 1);
    const record = await raw.get('records', 3);
    record.policy_generation = 5; // one character of the stored record: 2 → 5
    await raw.put('records', record);
    raw.close();
    const reopened = await ConsentLedger.open({ name });
    const result = await reopened.verify();
    expect(result).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('notices a removed record and a truncated tail', async () => {
    const name = `ledger-test-${++n}`;
    const ledger = await ConsentLedger.open({ name });
    for (let i = 0; i < 4; i++) await ledger.append(entry());
    ledger.close();
    const raw = await openDB(name, 1);
    await raw.delete('records', 2);
    raw.close();
    expect(await (await ConsentLedger.open({ name })).verify()).toMatchObject({ ok: false, brokenAt: 2 });
    const name2 = `ledger-test-${++n}`;
    const other = await ConsentLedger.open({ name: name2 });
    for (let i = 0; i < 4; i++) await other.append(entry());
    other.close();
    const raw2 = await openDB(name2, 1);
    await raw2.delete('records', 4);
    raw2.close();
    expect(await (await ConsentLedger.open({ name: name2 })).verify()).toMatchObject({ ok: false, brokenAt: 4 });
  });

  it('refuses entries that could carry anything but categories and counts', async () => {
    const ledger = await fresh();
    await expect(ledger.append(entry({ categories: { 'jane@example.org': 1 } as never }))).rejects.toBeInstanceOf(LedgerError);
    await expect(ledger.append(entry({ origin: 'not a url' }))).rejects.toBeInstanceOf(LedgerError);
    await expect(ledger.append(entry({ surface: 'clipboard' as never }))).rejects.toBeInstanceOf(LedgerError);
    const ok = await ledger.append({ ...entry(), extra: 'secret text' } as LedgerEntry);
    expect(JSON.stringify(ok)).not.toContain('secret text');
    expect(JSON.stringify(ok)).not.toContain('/c/123');
  });

  it('drops old records under retention and still verifies', async () => {
    let now = Date.UTC(2026, 0, 1);
    const ledger = await fresh(() => now);
    for (let i = 0; i < 3; i++) await ledger.append(entry());
    now += 100 * 24 * 3600 * 1000;
    for (let i = 0; i < 2; i++) await ledger.append(entry());
    expect(await ledger.applyRetention()).toBe(3);
    expect(await ledger.verify()).toEqual({ ok: true, count: 2, anchorSeq: 3 });
    await ledger.append(entry());
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('exports JSONL and CSV', async () => {
    const ledger = await fresh();
    await ledger.append(entry());
    const jsonl = await ledger.exportJsonl();
    expect(JSON.parse(jsonl.trim())).toMatchObject({ seq: 1, surface: 'paste', categories: { contact: 2, credential: 1 } });
    const csv = (await ledger.exportCsv()).trim().split('\n');
    expect(csv[0]).toBe('seq,time,origin,surface,categories,outcomes,decision,decided_by,confidence,policy_generation,prev_hash,hash,event,removed');
    expect(csv[1]).toContain('"{""contact"":2,""credential"":1}"');
    expect(csv[1]).toMatch(/,[0-9a-f]{64},,$/);
  });

  it('clears every record and starts a new chain with a record of the clearing alone', async () => {
    const now = Date.UTC(2026, 2, 3, 10);
    const ledger = await fresh(() => now);
    for (let i = 0; i < 3; i++) await ledger.append(entry({ policyGeneration: i }));
    const cleared = await ledger.clear();
    expect(cleared).toMatchObject({ seq: 1, time: now, event: 'cleared', removed: 3, decided_by: 'human', prev_hash: GENESIS_HASH });
    // Nothing of the removed records survives in it: no site, category, decision or count of them.
    expect(Object.keys(cleared).sort()).toEqual(['decided_by', 'event', 'hash', 'prev_hash', 'removed', 'seq', 'time']);
    expect(await ledger.list()).toEqual([]);
    expect(await ledger.cleared()).toEqual(cleared);
    expect(await ledger.verify()).toEqual({ ok: true, count: 1, anchorSeq: 0 });

    const next = await ledger.append(entry());
    expect(next).toMatchObject({ seq: 2, prev_hash: cleared.hash });
    expect(await ledger.verify()).toEqual({ ok: true, count: 2, anchorSeq: 0 });
    expect((await ledger.list()).map((r) => r.seq)).toEqual([2]);
    const csv = (await ledger.exportCsv()).trim().split('\n');
    expect(csv[1]).toMatch(/^1,2026-03-03T10:00:00.000Z,,,,,,human,,,0{64},[0-9a-f]{64},cleared,3$/);
  });

  it('forgets an earlier anchor when cleared, and a changed clearing record is caught', async () => {
    let now = Date.UTC(2026, 0, 1);
    const name = `ledger-test-${++n}`;
    const ledger = await ConsentLedger.open({ name, now: () => now });
    for (let i = 0; i < 3; i++) await ledger.append(entry());
    now += 100 * 24 * 3600 * 1000;
    await ledger.append(entry());
    expect(await ledger.applyRetention()).toBe(3);
    await ledger.clear();
    expect(await ledger.verify()).toEqual({ ok: true, count: 1, anchorSeq: 0 });
    ledger.close();
    const raw = await openDB(name, 1);
    const record = await raw.get('records', 1);
    record.removed = 0;
    await raw.put('records', record);
    raw.close();
    expect(await (await ConsentLedger.open({ name })).verify()).toMatchObject({ ok: false, brokenAt: 1 });
  });
});
