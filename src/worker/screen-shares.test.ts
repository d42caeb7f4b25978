import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './consent-ledger';
import type { ScreenShareDiagnostics, ScreenShareFacts, ScreenShareReport } from '../protocol/screen';
import { memorySessionArea } from './session-area';
import { ScreenShareBook, shareEntry, type OpenShare } from './screen-shares';

const SITE = 'https://claude.ai';

function setup(area = memorySessionArea()) {
  const written: LedgerEntry[] = [];
  const book = new ScreenShareBook({ area, ledger: { append: async (entry) => void written.push(structuredClone(entry)) } });
  return { book, written, area };
}

const facts = (over: Partial<ScreenShareFacts> = {}): ScreenShareFacts => ({ covered: {}, asked: [], answers: {}, failed: false, ...over });
const report = (shareId: string, over: Partial<ScreenShareReport> = {}): ScreenShareReport => ({ shareId, ended: false, ...facts(), ...over });
const diagnostics = (seconds: number): ScreenShareDiagnostics => ({
  surface: 'browser',
  domPath: false,
  state: 'ready',
  durationMs: seconds * 1000,
  frames: { received: seconds, withPixels: 1, hashesOnly: seconds - 1, released: seconds, held: 0 },
  ocr: { jobs: 1, crossChecks: 0, regions: 1, readings: 1 },
  dom: { requests: 0, snapshots: 0 },
  overheadMs: { median: 4, p95: 9, frames: seconds },
  firstUsefulMs: 300,
  firstReleasedMs: 300,
});
const share = (f: ScreenShareFacts): OpenShare & { facts: ScreenShareFacts } => ({ tabId: 1, origin: SITE, generation: 6, facts: f });

describe('the ledger record of one screen share', () => {
  it('holds the site, surface, covered categories with counts, decision, decider and generation', () => {
    expect(shareEntry(share(facts({ covered: { contact: 2, credential: 1 } })))).toEqual({
      origin: SITE,
      surface: 'screen',
      categories: { contact: 2, credential: 1 },
      decision: 'mask',
      decidedBy: 'policy',
      confidence: null,
      policyGeneration: 6,
    });
  });

  it('decides: nothing covered is allow, an open question is ask, an answer is the person\'s, a stopped check is block', () => {
    expect(shareEntry(share(facts()))).toMatchObject({ categories: {}, decision: 'allow', decidedBy: 'policy' });
    expect(shareEntry(share(facts({ asked: ['person_name'] })))).toMatchObject({ categories: { person_name: 1 }, decision: 'ask', decidedBy: 'policy' });
    expect(shareEntry(share(facts({ covered: { contact: 1 }, asked: ['contact'], answers: { contact: 'allow' } })))).toMatchObject({ decision: 'allow', decidedBy: 'human' });
    expect(shareEntry(share(facts({ covered: { contact: 1 }, asked: ['contact'], answers: { contact: 'mask' } })))).toMatchObject({ decision: 'mask', decidedBy: 'human' });
    expect(shareEntry(share(facts({ covered: { contact: 1 }, failed: true })))).toMatchObject({ decision: 'block', decidedBy: 'policy' });
  });
});

describe('screen shares in the ledger', () => {
  it('writes one record when the share ends, from the reports merged, and nothing before', async () => {
    const { book, written, area } = setup();
    await book.open('s1', 4, SITE, 6);
    expect(await book.report(4, report('s1'))).toEqual({ recorded: false });
    expect(await book.report(4, report('s1', { covered: { contact: 1 } }))).toEqual({ recorded: false });
    expect(await book.report(4, report('s1', { covered: { contact: 3, payment: 1 } }))).toEqual({ recorded: false });
    // A report that arrives late (an older count) changes nothing.
    expect(await book.report(4, report('s1', { covered: { contact: 2 } }))).toEqual({ recorded: false });
    expect(written).toEqual([]);
    expect(await book.report(4, report('s1', { covered: { contact: 3, payment: 1 }, ended: true }))).toEqual({ recorded: true });
    expect(written).toEqual([expect.objectContaining({ surface: 'screen', origin: SITE, categories: { contact: 3, payment: 1 }, decision: 'mask', policyGeneration: 6 })]);
    expect(await book.report(4, report('s1', { ended: true })), 'once only').toEqual({ recorded: false });
    expect(written).toHaveLength(1);
    expect(area.data).toEqual({});
  });

  it('refuses reports from another tab or for a share it never opened', async () => {
    const { book, written } = setup();
    await book.open('s1', 4, SITE, 6);
    expect(await book.report(5, report('s1', { covered: { contact: 9 }, ended: true }))).toEqual({ recorded: false });
    expect(await book.report(4, report('nope', { ended: true }))).toEqual({ recorded: false });
    expect(written).toEqual([]);
  });

  it('records nothing for a pairing whose share never started', async () => {
    const { book, written } = setup();
    await book.open('s1', 4, SITE, 6);
    await book.tabClosed(4);
    expect(written).toEqual([]);
    expect(book.openCount).toBe(0);
  });

  it('writes what it last heard when the frame\'s port closes, or the tab closes', async () => {
    const { book, written } = setup();
    await book.open('s1', 4, SITE, 6);
    expect(book.portOpened('s1', 5), 'a frame in another tab').toBe(false);
    expect(book.portOpened('s1', 4)).toBe(true);
    await book.report(4, report('s1', { covered: { government_id: 1 } }));
    await book.portClosed('s1');
    expect(written).toEqual([expect.objectContaining({ categories: { government_id: 1 }, decision: 'mask' })]);

    await book.open('s2', 7, SITE, 6);
    await book.report(7, report('s2', { asked: ['contact'] }));
    await book.tabClosed(7);
    expect(written.at(-1)).toMatchObject({ categories: { contact: 1 }, decision: 'ask' });
    expect(written).toHaveLength(2);
  });

  it('on the next pairing in the tab, closes the shares whose frame holds no port, and only those', async () => {
    const { book, written } = setup();
    await book.open('quiet', 4, SITE, 6);
    await book.report(4, report('quiet', { covered: { contact: 1 } }));
    await book.open('live', 4, SITE, 6);
    book.portOpened('live', 4);
    await book.report(4, report('live', { covered: { payment: 1 } }));
    await book.open('next', 4, SITE, 7);
    expect(written).toEqual([expect.objectContaining({ categories: { contact: 1 } })]);
    expect(book.openCount).toBe(2);
  });

  it('survives a service-worker restart: the share ended later is recorded, a share whose tab went is recorded at start', async () => {
    const area = memorySessionArea();
    const before = setup(area);
    await before.book.open('s1', 4, SITE, 6);
    await before.book.report(4, report('s1', { covered: { contact: 2 } }));
    await before.book.open('s2', 9, 'https://chatgpt.com', 6);
    await before.book.report(9, report('s2', { covered: { credential: 1 } }));
    expect(JSON.stringify(area.data)).not.toMatch(/@|ghp_/);

    const after = setup(area);
    await after.book.restore([4]);
    expect(after.written).toEqual([expect.objectContaining({ origin: 'https://chatgpt.com', categories: { credential: 1 } })]);
    expect(await after.book.report(4, report('s1', { covered: { contact: 1 }, ended: true }))).toEqual({ recorded: true });
    expect(after.written.at(-1)).toMatchObject({ origin: SITE, categories: { contact: 2 } });
    expect(area.data).toEqual({});
  });

  it('writes the open share to session storage only when its facts change', async () => {
    const area = memorySessionArea();
    const writes: string[][] = [];
    const counting = { ...area, set: async (items: Record<string, unknown>) => { writes.push(Object.keys(items)); await area.set(items); } };
    const { book, written } = setup(counting);
    await book.open('s1', 4, SITE, 6);
    expect(writes).toHaveLength(1);
    await book.report(4, report('s1', { covered: { contact: 1 } }));
    expect(writes).toHaveLength(2);
    // Diagnostics-only reports, and late ones with older counts, leave the stored facts as they are.
    for (let i = 1; i <= 3; i++) await book.report(4, report('s1', { covered: { contact: 1 }, diagnostics: diagnostics(i) }));
    await book.report(4, report('s1'));
    expect(writes).toHaveLength(2);
    expect(book.summaries(4)[0]?.diagnostics?.durationMs, 'diagnostics still reach memory').toBe(3000);
    await book.report(4, report('s1', { asked: ['contact'] }));
    await book.report(4, report('s1', { asked: ['contact'], answers: { contact: 'allow' } }));
    await book.report(4, report('s1', { asked: ['contact'], answers: { contact: 'mask' } }));
    expect(writes).toHaveLength(5);
    expect(area.data['share:s1']).toMatchObject({ facts: { covered: { contact: 1 }, asked: ['contact'], answers: { contact: 'mask' } } });
    // An unchanged report that ends the share still records it and clears storage.
    expect(await book.report(4, report('s1', { covered: { contact: 1 }, asked: ['contact'], answers: { contact: 'mask' }, ended: true }))).toEqual({ recorded: true });
    expect(written).toEqual([expect.objectContaining({ categories: { contact: 1 }, decision: 'mask', decidedBy: 'human' })]);
    expect(area.data).toEqual({});
  });

  it('keeps only categories and counts from a report, whatever else it carries', async () => {
    const { book, written } = setup();
    await book.open('s1', 4, SITE, 6);
    const forged = { ...report('s1'), covered: { contact: 1, 'jane@example.org': 2, payment: -4, person_name: 1.5 }, asked: ['contact', 'text: hello'], answers: { contact: 'please', payment: 'allow' }, text: 'secret', ended: true };
    await book.report(4, forged as unknown as ScreenShareReport);
    // The only valid answer is to a question never asked: the question asked stays open.
    expect(written).toEqual([expect.objectContaining({ categories: { contact: 1 }, decision: 'ask', decidedBy: 'policy' })]);
    expect(JSON.stringify(written)).not.toMatch(/jane|secret|hello/);
  });
});
