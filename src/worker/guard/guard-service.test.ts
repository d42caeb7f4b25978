import { describe, expect, it } from 'vitest';
import { PURPOSES } from '../../core/vocabulary';
import type { LedgerEntry } from '../consent-ledger';
import * as v from 'valibot';
import { GUARD, type GuardVerdict } from '../../protocol/guard';
import type { ClassifiedSender } from '../router';
import { DEFAULT_POLICY, purposesFor, type Policy } from '../../core/policy/policy';
import { PolicyStore, memoryPersistence } from '../../core/policy/policy-store';
import { GuardService, siteOriginFor } from './guard-service';
import { memorySessionArea } from '../session-area';
import { TabStateStore } from './tab-state-store';

const ORIGIN = 'https://chatgpt.com';
const EMAIL = 'marguerite.okafor@fernhill-mail.com';
const TOKEN = 'ghp_8mZq4T1vXc9LpR2sW7yB3nK6dF0hJ5aQe1Uo';
const TEXT = `Forward to ${EMAIL} with key ${TOKEN} today.`;

function tab(tabId: number, origin = ORIGIN): ClassifiedSender {
  return { kind: 'content_script', tabId, frameId: 0, origin, url: `${origin}/` };
}

/** A content script in a subframe of the tab, as the router classifies it (origin from the frame's URL). */
function frame(tabId: number, url: string, frameId = 4): ClassifiedSender {
  let origin = 'null';
  try {
    origin = new URL(url).origin;
  } catch {
    // Stays opaque, as the router would refuse it.
  }
  return { kind: 'content_script', tabId, frameId, origin, url };
}

function withSite(decision: 'ask' | 'block' | 'mask' | 'allow', category: 'contact' = 'contact'): Policy {
  const policy = structuredClone(DEFAULT_POLICY) as Policy;
  policy.sites = { [ORIGIN]: { [category]: Object.fromEntries(PURPOSES.map((p) => [p, decision])) } };
  return policy;
}

async function setup(policy?: Policy) {
  const { store } = await PolicyStore.open(memoryPersistence(policy));
  const ledger: LedgerEntry[] = [];
  const opened: string[] = [];
  let n = 0;
  const guard = new GuardService({
    policy: store,
    ledger: { append: async (entry) => void ledger.push(structuredClone(entry)) },
    openConfirmation: async (id) => void opened.push(id),
    newId: () => `id-${++n}`,
  });
  return { guard, store, ledger, opened };
}

function released(v: GuardVerdict): string {
  if (v.verdict !== 'release') throw new Error(`expected a release, got ${v.verdict}`);
  return v.text;
}

/** Confirms a release the way the content script does just before it hands the text over. */
function confirmed(guard: GuardService, sender: ClassifiedSender, v: GuardVerdict): string {
  if (v.verdict !== 'release') throw new Error(`expected a release, got ${v.verdict}`);
  expect(guard.release(sender, { releaseIds: [v.releaseId] })).toEqual({ ok: true });
  return v.text;
}

/** A send of `text` from the tab's top frame, confirmed: its tokens count as sent to the site. */
async function send(guard: GuardService, tabId: number, text: string): Promise<string> {
  return confirmed(guard, tab(tabId), (await guard.check(tab(tabId), { surface: 'send', text, conversation: null })));
}

function values(guard: GuardService, tickets: Array<{ ticket: string }>, tabId: number): string[] {
  const page: ClassifiedSender = { kind: 'extension_page', tabId, origin: 'chrome-extension://x', url: 'chrome-extension://x/restore-frame.html' };
  return tickets.map((t) => guard.restoreShow(page, { ticket: t.ticket })?.value ?? '');
}

describe('guard service', () => {
  it('masks under the policy, records on confirmation, and restores sent tokens for the same tab alone, through tickets', async () => {
    const { guard, ledger } = await setup();
    const verdict = (await guard.check(tab(7), { surface: 'paste', text: TEXT, conversation: null }));
    const text = released(verdict);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(TOKEN);
    expect(verdict).toMatchObject({ changed: true, paused: false });
    await Promise.resolve();
    expect(ledger, 'nothing is recorded before the release is confirmed').toHaveLength(0);
    confirmed(guard, tab(7), verdict);
    const token = /\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/.exec(text)?.[0] ?? '';
    const secret = /\[[A-Z_]*TOKEN[A-Z_]*\]|\[CREDENTIAL\]/.exec(text)?.[0] ?? '';
    expect(token).not.toBe('');
    expect(guard.restore(tab(7), { tokens: [token], conversation: null }).tickets, 'pasted but never sent: nothing to restore').toEqual([]);
    await send(guard, 7, `Please write to ${token} and use ${secret}`);
    const { tickets } = guard.restore(tab(7), { tokens: [token, secret, token], conversation: null });
    expect(tickets.map((t) => [t.token, t.label])).toEqual([[token, 'EMAIL'], [token, 'EMAIL']]);
    expect(JSON.stringify(tickets), 'the content script gets tickets, never values').not.toContain(EMAIL);
    expect(values(guard, tickets, 8), 'a frame in another tab redeems nothing').toEqual(['', '']);
    const again = guard.restore(tab(7), { tokens: [token], conversation: null }).tickets;
    expect(values(guard, again, 7)).toEqual([EMAIL]);
    expect(values(guard, again, 7), 'single use').toEqual(['']);
    expect(guard.restore(tab(8), { tokens: [token], conversation: null }).tickets).toEqual([]);
    expect(guard.restore(tab(7, 'https://claude.ai'), { tokens: [token], conversation: null }).tickets).toEqual([]);
    await Promise.resolve();
    expect(ledger).toHaveLength(2);
    expect(ledger[0]).toMatchObject({
      origin: ORIGIN, surface: 'paste', decision: 'mask', decidedBy: 'policy', categories: { contact: 1, credential: 1 },
      outcomes: { contact: { outcome: 'masked', decided_by: 'policy' }, credential: { outcome: 'masked', decided_by: 'policy' } },
    });
    const everything = JSON.stringify(ledger);
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain(token);
  });

  it('asks when the policy asks, then releases masked, original (credential still masked) or nothing', async () => {
    const { guard } = await setup(withSite('ask'));
    const ask = (await guard.check(tab(1), { surface: 'paste', text: TEXT, conversation: null }));
    expect(ask.verdict).toBe('ask');
    if (ask.verdict !== 'ask') return;
    expect(ask.categories).toEqual(
      expect.arrayContaining([
        { category: 'contact', count: 1, decision: 'ask', locked: false, by: 'policy' },
        { category: 'credential', count: 1, decision: 'mask', locked: true, lockedBy: 'credential', by: 'policy' },
      ]),
    );
    await expect(guard.answer(tab(2), { pendingId: ask.pendingId, choice: 'original', remember: false }), 'another tab').rejects.toThrow(/no longer open/);
    const original = await guard.answer(tab(1), { pendingId: ask.pendingId, choice: 'original', remember: false });
    expect(released(original)).toContain(EMAIL);
    expect(released(original)).not.toContain(TOKEN);
    expect(original.verdict === 'release' && guard.release(tab(2), { releaseIds: [original.releaseId] }), 'another tab cannot confirm it').toMatchObject({ ok: false, reason: 'expired' });
    await expect(guard.answer(tab(1), { pendingId: ask.pendingId, choice: 'original', remember: false }), 'single use').rejects.toThrow(/no longer open/);

    const again = (await guard.check(tab(1), { surface: 'paste', text: TEXT, conversation: null }));
    if (again.verdict !== 'ask') throw new Error('expected a question');
    expect(released(await guard.answer(tab(1), { pendingId: again.pendingId, choice: 'masked', remember: false }))).not.toContain(EMAIL);

    const third = (await guard.check(tab(1), { surface: 'send', text: TEXT, conversation: null }));
    if (third.verdict !== 'ask') throw new Error('expected a question');
    expect((await guard.answer(tab(1), { pendingId: third.pendingId, choice: 'cancel', remember: false })).verdict).toBe('block');
  });

  it('decides again when the policy moved while the question was open', async () => {
    const { guard, store, ledger } = await setup(withSite('ask'));
    const ask = (await guard.check(tab(1), { surface: 'paste', text: TEXT, conversation: null }));
    if (ask.verdict !== 'ask') throw new Error('expected a question');
    expect((await store.update(withSite('block'), 'extension_page', true)).ok).toBe(true);
    const answer = await guard.answer(tab(1), { pendingId: ask.pendingId, choice: 'original', remember: false });
    expect(answer.verdict).toBe('block');
    expect(answer.generation).toBe(store.generation);
    await Promise.resolve();
    expect(ledger, 'one record for the event: the block').toHaveLength(1);
    expect(ledger.at(-1)).toMatchObject({ decision: 'block', decidedBy: 'policy', policyGeneration: store.generation });
  });

  it('records a question nobody answered once, as held, when it expires or its tab closes; a held file likewise', async () => {
    const { store } = await PolicyStore.open(memoryPersistence(withSite('ask')));
    const ledger: LedgerEntry[] = [];
    let t = 0;
    let n = 0;
    const guard = new GuardService({
      policy: store,
      ledger: { append: async (entry) => void ledger.push(structuredClone(entry)) },
      openConfirmation: async () => undefined,
      newId: () => `id-${++n}`,
      now: () => t,
      pendingTtlMs: 1_000,
    });
    expect((await guard.check(tab(1), { surface: 'paste', text: TEXT, conversation: null })).verdict).toBe('ask');
    expect((await guard.check(tab(2), { surface: 'paste', text: TEXT, conversation: null })).verdict).toBe('ask');
    const hold = guard.held(tab(2), { surface: 'upload', kind: 'image', answer: 'pending' });
    expect(hold).toMatchObject({ recorded: false, holdId: expect.any(String) });
    await Promise.resolve();
    expect(ledger, 'nothing is recorded while the person may still answer').toHaveLength(0);
    t = 5_000;
    guard.expire();
    guard.tabClosed(2);
    await Promise.resolve();
    const held = ledger.filter((r) => r.categories.contact === 1);
    expect(held).toHaveLength(2);
    for (const r of held) {
      expect(r).toMatchObject({ decision: 'ask', decidedBy: 'policy', outcomes: { contact: { outcome: 'held', decided_by: 'policy' }, credential: { outcome: 'held', decided_by: 'policy' } } });
    }
    expect(ledger.filter((r) => r.surface === 'upload'), 'the held image too').toEqual([expect.objectContaining({ decision: 'ask', categories: {} })]);
  });

  it('refuses to confirm a release the policy moved under, and records only the decision that replaced it', async () => {
    const { guard, store, ledger } = await setup();
    const first = (await guard.check(tab(1), { surface: 'paste', text: `mail ${EMAIL}`, conversation: null }));
    if (first.verdict !== 'release') throw new Error('expected a release');
    expect((await store.update(withSite('block'), 'extension_page', true)).ok).toBe(true);
    expect(guard.release(tab(1), { releaseIds: [first.releaseId] })).toEqual({ ok: false, reason: 'policy_moved', generation: store.generation });
    expect(guard.release(tab(1), { releaseIds: [first.releaseId] }), 'the stale decision is gone').toMatchObject({ ok: false, reason: 'expired' });
    const again = (await guard.check(tab(1), { surface: 'paste', text: `mail ${EMAIL}`, conversation: null }));
    expect(again.verdict).toBe('block');
    await Promise.resolve();
    expect(ledger).toEqual([expect.objectContaining({ decision: 'block', policyGeneration: store.generation })]);
  });

  it('confirms the releases of one action together, or none of them', async () => {
    const { guard, ledger } = await setup();
    const a = (await guard.check(tab(1), { surface: 'upload', text: `a ${EMAIL}`, conversation: null }));
    const b = (await guard.check(tab(1), { surface: 'upload', text: `b ${EMAIL}`, conversation: null }));
    if (a.verdict !== 'release' || b.verdict !== 'release') throw new Error('expected releases');
    expect(guard.release(tab(1), { releaseIds: [a.releaseId, 'forged'] })).toMatchObject({ ok: false, reason: 'expired' });
    expect(guard.release(tab(1), { releaseIds: [a.releaseId, b.releaseId] })).toEqual({ ok: true });
    await Promise.resolve();
    expect(ledger).toHaveLength(2);
  });

  it('remembers a stricter answer at once, and a looser one only after an extension page confirms', async () => {
    const { guard, store, opened } = await setup(withSite('ask'));
    const first = (await guard.check(tab(1), { surface: 'paste', text: TEXT, conversation: null }));
    if (first.verdict !== 'ask') throw new Error('expected a question');
    const tightened = await guard.answer(tab(1), { pendingId: first.pendingId, choice: 'masked', remember: true });
    expect(tightened.rememberOutcome).toBe('tightened');
    // Every purpose the site applies (ChatGPT: answering and training), none it does not.
    expect(store.current().sites?.[ORIGIN]?.contact).toMatchObject(Object.fromEntries(purposesFor(store.current(), ORIGIN).map((p) => [p, 'mask'])));

    await store.update(withSite('ask'), 'extension_page', true);
    const second = (await guard.check(tab(1), { surface: 'paste', text: TEXT, conversation: null }));
    if (second.verdict !== 'ask') throw new Error('expected a question');
    const relaxed = await guard.answer(tab(1), { pendingId: second.pendingId, choice: 'original', remember: true });
    expect(relaxed.rememberOutcome).toBe('needs_confirmation');
    expect(released(relaxed)).toContain(EMAIL);
    expect(store.current().sites?.[ORIGIN]?.contact?.assistant, 'not relaxed by the content script').toBe('ask');
    expect(opened).toHaveLength(1);
    const view = guard.changeView(opened[0] ?? '');
    expect(view?.cells.every((c) => c.category === 'contact')).toBe(true);
    expect(view?.locked.every((c) => c.category === 'credential')).toBe(true);
    expect(await guard.confirmChange('id-forged', true)).toMatchObject({ ok: false });
    expect(await guard.confirmChange(opened[0] ?? '', true)).toMatchObject({ ok: true });
    expect(store.current().sites?.[ORIGIN]?.contact).toMatchObject(Object.fromEntries(purposesFor(store.current(), ORIGIN).map((p) => [p, 'allow'])));
    expect(store.current().sites?.[ORIGIN]?.credential, 'credential never relaxed').toBeUndefined();
    expect(await guard.confirmChange(opened[0] ?? '', true), 'single use').toMatchObject({ ok: false });
  });

  it('blocks what it cannot check, with a reason that holds no content', async () => {
    const { guard, ledger } = await setup();
    const huge = `${'x '.repeat(1_100_000)}${EMAIL}`;
    await Promise.resolve();
    const verdict = (await guard.check(tab(1), { surface: 'paste', text: huge, conversation: null }));
    expect(verdict.verdict).toBe('block');
    if (verdict.verdict === 'block') {
      expect(verdict.why).toEqual({ kind: 'unchecked', error: 'input_too_large' });
      expect(JSON.stringify(verdict)).not.toContain(EMAIL);
    }
    expect(ledger.at(-1)).toMatchObject({ decision: 'block', decidedBy: 'policy' });
  });

  it('reports tab state: unprotected until a composer is found, guarded, paused; a pause lifts the person\'s policy, never a secret\'s lock', async () => {
    const { guard, ledger } = await setup();
    expect(guard.tabState(5).state).toBe('unprotected');
    guard.hello(tab(5), { siteId: 'chatgpt', state: 'unprotected', reason: 'Looking for the composer', conversation: null });
    expect(guard.tabState(5)).toMatchObject({ state: 'unprotected', siteId: 'chatgpt', reason: 'Looking for the composer' });
    guard.hello(tab(5), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
    expect(guard.tabState(5).state).toBe('guarded');
    guard.pause(5, true);
    expect(guard.tabState(5).state).toBe('paused');
    const paused = (await guard.check(tab(5), { surface: 'paste', text: TEXT, conversation: null }));
    expect(paused).toMatchObject({ verdict: 'release', paused: true });
    const pausedText = confirmed(guard, tab(5), paused);
    expect(pausedText).toContain(EMAIL);
    expect(pausedText, 'no pause releases a secret').not.toContain(TOKEN);
    guard.pause(5, false);
    expect(confirmed(guard, tab(5), (await guard.check(tab(5), { surface: 'paste', text: TEXT, conversation: null })))).not.toContain(EMAIL);
    expect(guard.tabState(5).counts).toMatchObject({ masked: 2, categories: { contact: 2, credential: 2 } });
    await Promise.resolve();
    expect(ledger[0]?.outcomes).toEqual({ contact: { outcome: 'released', decided_by: 'human' }, credential: { outcome: 'masked', decided_by: 'policy' } });
    guard.tabClosed(5);
    expect(guard.tabState(5)).toMatchObject({ state: 'unprotected', siteId: null });
  });

  it('never shows a tab as guarded once it shows a page other than the one that said so', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const shown: Array<[number, string]> = [];
    const guard = new GuardService({
      policy: store,
      ledger: { append: async () => undefined },
      openConfirmation: async () => undefined,
      onTabState: (tabId, view) => void shown.push([tabId, view.state]),
    });
    guard.hello(tab(5), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
    expect(guard.tabState(5, ORIGIN).state).toBe('guarded');
    // A page the extension cannot read (no AI site), or another origin: nothing guards it.
    expect(guard.tabState(5, null)).toMatchObject({ state: 'unprotected', siteId: null, origin: null });
    expect(guard.tabState(5, 'https://elsewhere.example')).toMatchObject({ state: 'unprotected', siteId: null });
    guard.tabNavigated(5, null);
    expect(shown.at(-1)).toEqual([5, 'unprotected']);
    // A reload of the same site keeps what it was until its guard says otherwise; a pause holds there.
    guard.tabNavigated(5, ORIGIN);
    expect(shown.at(-1)).toEqual([5, 'guarded']);
    guard.pause(5, true);
    expect(guard.tabState(5, ORIGIN).state).toBe('paused');
    expect(guard.tabState(5, null).state).toBe('unprotected');
  });

  it('drops what a tab was issued when it moves to another site', async () => {
    const { guard } = await setup();
    guard.hello(tab(3), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
    const token = /\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/.exec(await send(guard, 3, TEXT))?.[0] ?? '';
    expect(guard.restore(tab(3), { tokens: [token], conversation: null }).tickets).toHaveLength(1);
    guard.hello(tab(3, 'https://poe.com'), { siteId: 'poe', state: 'guarded', reason: null, conversation: null });
    guard.hello(tab(3), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
    expect(guard.restore(tab(3), { tokens: [token], conversation: null }).tickets).toEqual([]);
  });

  it('previews typed text without recording, and records a clean send once', async () => {
    const { guard, ledger } = await setup();
    expect((await guard.preview(tab(1), { text: TEXT }))).toEqual({ clean: false, previewId: null });
    const clean = (await guard.preview(tab(1), { text: 'What is the capital of Peru?' }));
    expect(clean.clean).toBe(true);
    expect(ledger).toHaveLength(0);
    expect(guard.commit(tab(2), { previewId: clean.previewId ?? '' })).toEqual({ recorded: false });
    expect(guard.commit(tab(1), { previewId: clean.previewId ?? '' })).toEqual({ recorded: true });
    expect(guard.commit(tab(1), { previewId: clean.previewId ?? '' })).toEqual({ recorded: false });
    await Promise.resolve();
    expect(ledger).toEqual([expect.objectContaining({ surface: 'send', decision: 'allow', categories: {} })]);
  });

  it('refuses malformed requests and lets no content script reach the toolbar or policy messages', async () => {
    const { guard } = await setup();
    expect(v.safeParse(GUARD.messages.check.request, { surface: 'screen', text: 'x', conversation: null }).success).toBe(false);
    expect(v.safeParse(GUARD.messages.check.request, { surface: 'paste', text: 7, conversation: null }).success).toBe(false);
    expect(v.safeParse(GUARD.messages.answer.request, { pendingId: 'p', choice: 'release-everything', remember: false }).success).toBe(false);
    expect(() => guard.check({ kind: 'extension_page', origin: 'chrome-extension://x', url: '' }, { surface: 'paste', text: 'x', conversation: null })).toThrow();
    for (const type of ['tab/state', 'tab/pause', 'change/get', 'change/confirm'] as const) expect(GUARD.messages[type].senders).toEqual(['extension_page']);
    for (const type of ['hello', 'check', 'preview', 'commit', 'release', 'answer', 'held', 'restore', 'frame/check'] as const) expect(GUARD.messages[type].senders).toEqual(['content_script']);
    expect(GUARD.messages['restore/show'].senders, 'values only to extension pages').toEqual(['extension_page']);
    expect(guard.restoreShow(tab(1), { ticket: 'x' }), 'a content script redeems nothing').toBeNull();
  });

  it('says which categories the policy blocks, as data for the prompt to put in words', async () => {
    const policy = structuredClone(DEFAULT_POLICY) as Policy;
    const block = Object.fromEntries(PURPOSES.map((p) => [p, 'block']));
    policy.sites = { [ORIGIN]: { person_name: block, government_id: block } };
    const { guard } = await setup(policy);
    const verdict = (await guard.check(tab(1), { surface: 'paste', text: 'Patient Marguerite Okafor, SSN 524-71-9036, called.', conversation: null }));
    expect(verdict.verdict).toBe('block');
    if (verdict.verdict !== 'block') return;
    expect(verdict.why).toEqual({ kind: 'policy', categories: expect.arrayContaining(['person_name', 'government_id']) });
  });

  it('keeps what the toolbar shows per tab across a service-worker restart, and forgets closed tabs', async () => {
    const area = memorySessionArea();
    const { store } = await PolicyStore.open(memoryPersistence());
    const start = (live: number[]) =>
      new GuardService({ policy: store, ledger: undefined, openConfirmation: async () => undefined, tabStore: new TabStateStore(area), liveTabs: async () => live });
    const before = start([]);
    before.hello(tab(5), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
    before.hello(tab(6), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
    before.hello(tab(8), { siteId: 'chatgpt', state: 'unprotected', reason: 'Looking for the composer', conversation: null });
    confirmed(before, tab(5), (await before.check(tab(5), { surface: 'paste', text: TEXT, conversation: null })));
    before.pause(6, true);
    before.hello(tab(9), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
    await Promise.resolve();
    expect(JSON.stringify(area.data), 'no content in session storage').not.toContain(EMAIL);
    expect(JSON.stringify(area.data)).not.toMatch(/EMAIL_|ghp_/);

    // The worker stops; tab 9 closes while nothing listens; a new worker starts.
    const after = start([5, 6, 8]);
    expect(after.tabState(5).state, 'nothing read back yet').toBe('unprotected');
    await after.restoreTabs();
    expect(after.tabState(5)).toMatchObject({ state: 'guarded', siteId: 'chatgpt', origin: ORIGIN, counts: { masked: 1, categories: { contact: 1, credential: 1 } } });
    expect(after.tabState(8)).toMatchObject({ state: 'unprotected', reason: 'Looking for the composer' });
    expect(after.tabState(6).state).toBe('paused');
    expect(released((await after.check(tab(6), { surface: 'paste', text: TEXT, conversation: null }))), 'the pause holds').toContain(EMAIL);
    expect(Object.keys(area.data).sort()).toEqual(['tab:5', 'tab:6', 'tab:8']);

    after.tabClosed(5);
    await Promise.resolve();
    expect(Object.keys(area.data).sort()).toEqual(['tab:6', 'tab:8']);
    after.pause(6, false);
    await Promise.resolve();
    const third = start([6, 8]);
    await third.restoreTabs();
    expect(third.tabState(6).state).toBe('guarded');
    expect(third.tabState(5).siteId).toBeNull();
  });

  it('drops saved tab state that is malformed rather than trusting it', async () => {
    const area = memorySessionArea();
    await area.set({
      'tab:3': { siteId: 'claude', origin: 'https://claude.ai', state: 'protected', reason: null, paused: false, counts: {} },
      'tab:4': { siteId: 'claude', origin: 'https://claude.ai', state: 'guarded', reason: null, paused: 'yes', counts: {} },
      'tab:x': { siteId: 'claude', origin: 'https://claude.ai', state: 'guarded', reason: null, paused: false, counts: {} },
      'tab:5': { siteId: 'claude', origin: 'https://claude.ai', state: 'guarded', reason: null, paused: true, counts: { masked: -3, blocked: 2, categories: { contact: 1, 'jane@example.org': 4 } } },
      sessionStart: 12,
    });
    const loaded = await new TabStateStore(area).load();
    expect([...loaded.keys()]).toEqual([5]);
    expect(loaded.get(5)?.counts).toEqual({ passed: 0, masked: 0, blocked: 2, asked: 0, held: 0, restored: 0, categories: { contact: 1 } });
  });

  describe('frames inside the page', () => {
    it('speak for the tab\'s site only when they share its origin', () => {
      expect(siteOriginFor(tab(1), null), 'the top frame speaks for itself').toBe(ORIGIN);
      expect(siteOriginFor(frame(1, `${ORIGIN}/bare/`), ORIGIN)).toBe(ORIGIN);
      expect(siteOriginFor(frame(1, `blob:${ORIGIN}/0b7a3c52-9a1e-4d0f-8f7e-2c7d1e6b5a90`), ORIGIN), 'blob: carries its creator').toBe(ORIGIN);
      expect(siteOriginFor(frame(1, 'about:blank'), ORIGIN), 'about:blank inherits the site').toBe(ORIGIN);
      expect(siteOriginFor(frame(1, 'about:srcdoc'), ORIGIN)).toBe(ORIGIN);
      expect(siteOriginFor(frame(1, 'https://www.youtube.com/embed/x'), ORIGIN), 'an embed from another site').toBeUndefined();
      expect(siteOriginFor(frame(1, 'https://claude.ai/'), ORIGIN), 'another AI site framed in').toBeUndefined();
      expect(siteOriginFor(frame(1, 'data:text/html,<p>x</p>'), ORIGIN), 'data: frames are opaque').toBeUndefined();
      expect(siteOriginFor(frame(1, 'about:blank'), null), 'no site reported for the tab').toBeUndefined();
    });

    it('are checked under the site\'s policy and counted for the tab, but never change what the toolbar shows', async () => {
      const { guard, ledger } = await setup(withSite('ask'));
      guard.hello(tab(9), { siteId: 'chatgpt', state: 'guarded', reason: null, conversation: null });
      // The frame's own word is ignored: only the top frame says what the tab is.
      expect(guard.hello(frame(9, 'about:blank'), { siteId: 'chatgpt', state: 'unprotected', reason: 'The composer was not found.', conversation: null })).toEqual({ paused: false });
      expect(guard.tabState(9)).toMatchObject({ state: 'guarded', siteId: 'chatgpt', origin: ORIGIN, reason: null });

      // The site's own rule (contact: ask) applies in an about:blank frame, whose URL has no origin.
      const ask = (await guard.check(frame(9, 'about:blank'), { surface: 'paste', text: TEXT, conversation: null }));
      expect(ask.verdict).toBe('ask');
      if (ask.verdict !== 'ask') return;
      const answered = await guard.answer(frame(9, 'about:blank'), { pendingId: ask.pendingId, choice: 'masked', remember: false });
      const text = confirmed(guard, frame(9, 'about:blank'), answered);
      expect(text).not.toContain(EMAIL);
      expect(text).not.toContain(TOKEN);
      const blobFrame = frame(9, `blob:${ORIGIN}/0b7a3c52-9a1e-4d0f-8f7e-2c7d1e6b5a90`);
      const upload = confirmed(guard, blobFrame, (await guard.check(blobFrame, { surface: 'upload', text: `GITHUB_TOKEN=${TOKEN}`, conversation: null })));
      expect(upload).not.toContain(TOKEN);
      expect(guard.tabState(9).counts).toMatchObject({ asked: 1, masked: 2, categories: { contact: 1, credential: 2 } });
      expect(guard.tabState(9)).toMatchObject({ state: 'guarded', siteId: 'chatgpt', origin: ORIGIN, reason: null });
      await Promise.resolve();
      expect(ledger.map((r) => r.origin)).toEqual(ledger.map(() => ORIGIN));

      // Tokens are restored in the top frame alone.
      const token = /\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/.exec(text)?.[0] ?? '';
      await send(guard, 9, `mail ${token}`);
      expect(guard.restore(frame(9, 'about:blank'), { tokens: [token], conversation: null }).tickets).toEqual([]);
      expect(values(guard, guard.restore(tab(9), { tokens: [token], conversation: null }).tickets, 9)).toEqual([EMAIL]);
    });

    it('of another origin inside a guarded tab are guarded too, decided for the origin that receives the paste', async () => {
      const { guard, ledger } = await setup(withSite('allow'));
      const foreign = { ...frame(2, 'https://usercontent.example/editor'), tabUrl: `${ORIGIN}/c/1` };
      // Before the top frame said hello, the browser's tab URL says the tab is an AI site.
      expect(guard.frameCheck(foreign)).toEqual({ guarded: true });
      const verdict = (await guard.check(foreign, { surface: 'paste', text: TEXT, conversation: null }));
      const text = confirmed(guard, foreign, verdict);
      expect(text, 'the site\'s own "allow" does not reach another origin').not.toContain(EMAIL);
      expect(text).not.toContain(TOKEN);
      await Promise.resolve();
      expect(ledger.at(-1)).toMatchObject({ origin: 'https://usercontent.example' });
      // An opaque frame is the page's own making: decided for the tab's site.
      const opaque = { ...frame(2, 'data:text/html,<textarea></textarea>'), tabUrl: `${ORIGIN}/` };
      expect(confirmed(guard, opaque, (await guard.check(opaque, { surface: 'paste', text: `mail ${EMAIL}`, conversation: null })))).toContain(EMAIL);
      expect(guard.restore(foreign, { tokens: ['[EMAIL_ABCDEF]'], conversation: null }).tickets).toEqual([]);
    });

    it('are refused when the tab is not a guarded site', async () => {
      const { guard } = await setup();
      expect(() => guard.check(frame(2, 'about:blank'), { surface: 'paste', text: TEXT, conversation: null })).toThrow(/not part of a guarded page/);
      expect(guard.tabState(2).siteId, 'a refused frame creates no tab record').toBeNull();
      const elsewhere = { ...frame(3, 'https://usercontent.example/'), tabUrl: 'https://www.example.org/' };
      expect(guard.frameCheck(elsewhere)).toEqual({ guarded: false });
      expect(() => guard.check(elsewhere, { surface: 'paste', text: TEXT, conversation: null })).toThrow(/not part of a guarded page/);
      expect(() => guard.held(elsewhere, { surface: 'upload', kind: 'image', answer: 'pending' })).toThrow(/not part of a guarded page/);
    });
  });
});

