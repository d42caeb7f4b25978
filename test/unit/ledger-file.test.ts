/**
 * The command line's ledger file and the extension's ledger keep one record shape and one chain:
 * an export of the extension's ledger verifies as a file, and a file written by the gate is read
 * back record by record with the extension's own shape. Appends from two writers that share a
 * file stay one chain.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordShapeProblem, type LedgerEntry } from '../../src/core/ledger/ledger-record';
import { LedgerFile, verifyLedgerFile } from '../../src/cli/ledger-file';
import { ConsentLedger } from '../../src/worker/consent-ledger';

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  origin: 'mcp://test-client',
  surface: 'paste',
  categories: { contact: 2, credential: 1 },
  decision: 'mask',
  decidedBy: 'policy',
  confidence: null,
  policyGeneration: 0,
  ...over,
});

const tempFile = (): string => join(mkdtempSync(join(tmpdir(), 'consentry-ledger-file-')), 'ledger.jsonl');

describe('ledger file', () => {
  it("verifies an export of the extension's ledger, retention included", async () => {
    let now = Date.UTC(2026, 0, 1);
    const ledger = await ConsentLedger.open({ name: `export-${Date.now()}`, now: () => now, retentionDays: 30 });
    for (let i = 0; i < 4; i++) {
      await ledger.append(entry({ origin: 'https://chatgpt.com/c/1', policyGeneration: i }));
      now += 20 * 24 * 60 * 60 * 1000;
    }
    const path = tempFile();
    writeFileSync(path, await ledger.exportJsonl());
    expect(await verifyLedgerFile(path)).toEqual({ ok: true, count: 4, anchorSeq: 0 });
    expect(await ledger.applyRetention()).toBeGreaterThan(0);
    writeFileSync(path, await ledger.exportJsonl());
    const kept = await verifyLedgerFile(path);
    expect(kept).toMatchObject({ ok: true });
    expect(kept.ok && kept.anchorSeq).toBeGreaterThan(0);
    ledger.close();
  });

  it("writes records of exactly the extension's shape, chained", async () => {
    const path = tempFile();
    const file = await LedgerFile.open(path);
    await file.append(entry());
    await file.append(entry({ surface: 'screen', decision: 'allow', decidedBy: 'human', categories: {} }));
    const lines = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => recordShapeProblem(l))).toEqual([null, null]);
    expect(lines[1]?.['prev_hash']).toBe(lines[0]?.['hash']);
    expect(await verifyLedgerFile(path)).toEqual({ ok: true, count: 2, anchorSeq: 0 });
  });

  it('keeps one chain when two writers append to one file at once', async () => {
    const path = tempFile();
    const [a, b] = await Promise.all([LedgerFile.open(path), LedgerFile.open(path)]);
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).append(entry({ policyGeneration: i }))));
    const result = await verifyLedgerFile(path);
    expect(result).toEqual({ ok: true, count: 30, anchorSeq: 0 });
  });

  it('refuses to open a broken ledger and to take an entry outside the vocabulary', async () => {
    const path = tempFile();
    const file = await LedgerFile.open(path);
    await file.append(entry());
    await file.append(entry());
    writeFileSync(path, readFileSync(path, 'utf8').replace('"contact":2', '"contact":3'));
    await expect(LedgerFile.open(path)).rejects.toThrow(/broken at record 1/);
    await expect((await LedgerFile.open(tempFile())).append(entry({ surface: 'email' as never }))).rejects.toThrow(/surface/);
  });
});
