import { describe, expect, it } from 'vitest';
import { VALUES } from '../../../test/e2e/guard/samples';
import { toBase64 } from '../../core/files/base64';
import { DEFAULT_POLICY, type Policy } from '../../core/policy/policy';
import type { FileHostReply, FileHostRequest, FileWorkerMessage } from '../../protocol/files';
import type { LedgerEntry } from '../consent-ledger';
import type { GuardPolicySource } from '../guard/relaxations';
import type { ClassifiedSender } from '../router';
import { FileGuard, type FileGuardHooks, type FilePortLike } from './file-guard';
import type { FileHostClient } from './host-client';

const TEXT = `Minutes. Write to ${VALUES.email} about it.`;

function policySource(policy: Policy | (() => Policy)): GuardPolicySource {
  const now = typeof policy === 'function' ? policy : () => policy;
  return {
    generation: 3,
    current: now,
    userPolicy: now,
    managedPolicy: () => ({}),
    lockedCells: () => [],
    tighten: async () => ({ ok: true, generation: 4 }) as never,
    update: async () => ({ ok: true, generation: 4 }) as never,
  };
}

/** A file host that reads TEXT and writes back the plan it was given (as JSON bytes). */
function fakeHost(fail?: FileHostReply & { kind: 'failed' }, text = TEXT): { client: FileHostClient; requests: FileHostRequest[] } {
  const requests: FileHostRequest[] = [];
  const client = {
    ready: async () => undefined,
    onProgress: () => undefined,
    close: (id: string) => void requests.push({ kind: 'close', id }),
    request: async (m: Extract<FileHostRequest, { kind: 'open' | 'write' }>) => {
      requests.push(m);
      if (fail) return { ...fail, id: m.id };
      if (m.kind === 'open') return { kind: 'read' as const, id: m.id, format: 'docx' as const, reading: { text, pictures: [] } };
      return { kind: 'written' as const, id: m.id, bytes: new TextEncoder().encode(JSON.stringify(m.plan)), name: 'minutes.docx', mediaType: 'application/x-test', changed: true };
    },
  };
  return { client: client as unknown as FileHostClient, requests };
}

function session(options: { policy?: Policy | (() => Policy); paused?: boolean; fail?: FileHostReply & { kind: 'failed' }; text?: string } = {}) {
  const ledger: LedgerEntry[] = [];
  const counts: string[] = [];
  const sent: FileWorkerMessage[] = [];
  const listeners: Array<(m: unknown) => void> = [];
  const gone: Array<() => void> = [];
  const host = fakeHost(options.fail, options.text);
  const hooks: FileGuardHooks = {
    caller: () => ({ tabId: 7, origin: 'https://chatgpt.com', top: true }),
    paused: () => options.paused ?? false,
    count: (_t, _o, outcome) => void counts.push(outcome),
    addFindings: () => undefined,
    keepTokens: () => undefined,
    remember: async () => 'none',
  };
  const guard = new FileGuard({
    hooks,
    policy: policySource(options.policy ?? DEFAULT_POLICY),
    policyReady: Promise.resolve(),
    record: (e) => void ledger.push(e),
    classify: () => ({ kind: 'content_script', tabId: 7, frameId: 0, origin: 'https://chatgpt.com', url: 'https://chatgpt.com/' }) as ClassifiedSender,
    ensureHost: async () => undefined,
    host: host.client,
  });
  const port: FilePortLike = {
    name: 'consentry-file',
    sender: { id: 'x', url: 'https://chatgpt.com/', tab: { id: 7 } } as never,
    postMessage: (m) => void sent.push(m),
    onMessage: { addListener: (l) => void listeners.push(l) },
    onDisconnect: { addListener: (l) => void gone.push(l) },
    disconnect: () => undefined,
  };
  guard.connected(port);
  const post = (m: unknown): void => listeners.forEach((l) => l(m));
  const next = async (type: FileWorkerMessage['type']): Promise<FileWorkerMessage> => {
    for (let i = 0; i < 200; i++) {
      const found = sent.find((m) => m.type === type);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`no ${type} message; got ${sent.map((m) => m.type).join(', ')}`);
  };
  post({ type: 'start', surface: 'upload', name: 'minutes.docx', mediaType: 'application/x-test', data: toBase64(new Uint8Array([1, 2, 3])), conversation: null });
  const disconnect = (): void => gone.forEach((l) => l());
  return { ledger, counts, sent, post, next, disconnect, requests: host.requests };
}

describe('the file guard in the service worker', () => {
  it('decides through decideText, has the host write the plan, and records one masked event', async () => {
    const s = session();
    const release = await s.next('release');
    expect(release).toMatchObject({ type: 'release', changed: true, name: 'minutes.docx' });
    const plan = JSON.parse(Buffer.from((release as { data: string }).data, 'base64').toString()) as { edits: Array<{ start: number; end: number; replacement: string }> };
    expect(plan.edits.map((e) => TEXT.slice(e.start, e.end))).toEqual([VALUES.email]);
    expect(plan.edits[0]!.replacement).toMatch(/^\[EMAIL_[2-9A-HJ-NP-Z]{6}\]$/);
    expect(s.ledger).toEqual([expect.objectContaining({ surface: 'upload', decision: 'mask', decidedBy: 'policy', categories: { contact: 1 }, policyGeneration: 3 })]);
    expect(s.counts).toEqual(['masked']);
  });

  it('asks when the policy asks, names the categories, and writes only after the answer', async () => {
    const policy: Policy = { ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, contact: { assistant: 'ask', training: 'ask', analytics: 'ask', third_party: 'ask' } } };
    const s = session({ policy });
    const ask = await s.next('ask');
    expect(ask).toMatchObject({ categories: [expect.objectContaining({ category: 'contact', count: 1, decision: 'ask' })] });
    expect(s.requests.some((r) => r.kind === 'write')).toBe(false);
    s.post({ type: 'answer', choice: 'original', remember: false });
    const release = await s.next('release');
    // "Send original": nothing else to cover, so the original goes and nothing is written.
    expect(release).toMatchObject({ changed: false });
    expect(s.requests.some((r) => r.kind === 'write')).toBe(false);
    // One event, one record: its final outcome, not the question on the way.
    expect(s.ledger.map((e) => [e.decision, e.decidedBy])).toEqual([['allow', 'human']]);
  });

  it('records a question nobody answered once, as held, when the page goes away', async () => {
    const policy: Policy = { ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, contact: { assistant: 'ask', training: 'ask', analytics: 'ask', third_party: 'ask' } } };
    const s = session({ policy });
    await s.next('ask');
    expect(s.ledger).toEqual([]);
    s.disconnect();
    s.disconnect();
    expect(s.ledger).toEqual([expect.objectContaining({ decision: 'ask', decidedBy: 'policy', outcomes: { contact: { outcome: 'held', decided_by: 'policy' } } })]);
    expect(s.requests.some((r) => r.kind === 'write')).toBe(false);
  });

  it('asks again when the policy moved under the question to ask about another category, then releases as answered', async () => {
    const asks = { assistant: 'ask', training: 'ask', analytics: 'ask', third_party: 'ask' } as const;
    let policy: Policy = { ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, contact: asks } };
    const s = session({ policy: () => policy, text: `${TEXT} Card ${VALUES.card}.` });
    const first = await s.next('ask');
    expect(first).toMatchObject({ categories: expect.arrayContaining([expect.objectContaining({ category: 'contact', decision: 'ask' }), expect.objectContaining({ category: 'payment', decision: 'mask' })]) });
    policy = { ...policy, decisions: { ...policy.decisions, payment: asks } };
    s.sent.length = 0;
    s.post({ type: 'answer', choice: 'masked', remember: false });
    const second = await s.next('ask');
    expect(second).toMatchObject({ categories: expect.arrayContaining([expect.objectContaining({ category: 'payment', decision: 'ask' })]) });
    expect(s.requests.some((r) => r.kind === 'write')).toBe(false);
    s.post({ type: 'answer', choice: 'masked', remember: false });
    expect(await s.next('release')).toMatchObject({ changed: true });
    expect(s.ledger.map((e) => [e.decision, e.decidedBy])).toEqual([['mask', 'human']]);
    expect(s.counts).toEqual(['asked', 'asked', 'masked']);
  });

  it('records per category what happened to the file, as a paste\'s record does', async () => {
    const allows = { assistant: 'allow', training: 'allow', analytics: 'allow', third_party: 'allow' } as const;
    const s = session({ policy: { ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, contact: allows } }, text: `${TEXT} Card ${VALUES.card}.` });
    expect(await s.next('release')).toMatchObject({ changed: true });
    expect(s.ledger).toEqual([
      expect.objectContaining({
        decision: 'mask',
        decidedBy: 'policy',
        categories: { contact: 1, payment: 1 },
        outcomes: { contact: { outcome: 'released', decided_by: 'policy' }, payment: { outcome: 'masked', decided_by: 'policy' } },
      }),
    ]);
  });

  it('records the person\'s "send original" as theirs, with a locked secret still masked', async () => {
    const asks = { assistant: 'ask', training: 'ask', analytics: 'ask', third_party: 'ask' } as const;
    const s = session({ policy: { ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, contact: asks } }, text: `${TEXT} Key ${VALUES.githubToken}.` });
    await s.next('ask');
    s.post({ type: 'answer', choice: 'original', remember: false });
    expect(await s.next('release')).toMatchObject({ changed: true });
    expect(s.ledger).toHaveLength(1);
    expect(s.ledger.at(0)).toMatchObject({
      decision: 'mask',
      decidedBy: 'human',
      outcomes: { contact: { outcome: 'released', decided_by: 'human' }, credential: { outcome: 'masked', decided_by: 'policy' } },
    });
  });

  it('records an administrator\'s block as decided by the administrator', async () => {
    const blocks = { assistant: 'block', training: 'block', analytics: 'block', third_party: 'block' } as const;
    const policy: Policy = { ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, contact: blocks }, managed: { cells: [{ category: 'contact', purpose: 'assistant' }] } };
    const s = session({ policy });
    expect(await s.next('block')).toMatchObject({ why: { kind: 'policy', categories: ['contact'] } });
    expect(s.ledger).toEqual([expect.objectContaining({ decision: 'block', decidedBy: 'managed', outcomes: { contact: { outcome: 'blocked', decided_by: 'managed' } } })]);
    expect(s.requests.some((r) => r.kind === 'write')).toBe(false);
  });

  it('holds the file with the reader\'s reason when the host fails, and records a block', async () => {
    const s = session({ fail: { kind: 'failed', id: '', problem: 'zip_bomb', detail: 'A part unpacks to more than its declared size.' } });
    expect(await s.next('held')).toEqual({ type: 'held', problem: 'zip_bomb', detail: 'A part unpacks to more than its declared size.' });
    expect(s.ledger).toEqual([expect.objectContaining({ decision: 'block', categories: {} })]);
    expect(s.counts).toEqual(['blocked']);
  });

  it('on a paused tab still reads the file: the person\'s policy steps aside, a secret stays covered', async () => {
    const text = `Deploy notes. Key ${VALUES.githubToken}, write to ${VALUES.email}.`;
    const s = session({ paused: true, text });
    const release = await s.next('release');
    expect(release).toMatchObject({ changed: true });
    const plan = JSON.parse(Buffer.from((release as { data: string }).data, 'base64').toString()) as { edits: Array<{ start: number; end: number }> };
    // Only the secret: the contact the person's policy would mask goes as it is while paused.
    expect(plan.edits.map((e) => text.slice(e.start, e.end))).toEqual([VALUES.githubToken]);
    expect(s.requests.map((r) => r.kind)).toEqual(['open', 'write']);
    expect(s.ledger).toEqual([expect.objectContaining({ decision: 'mask', decidedBy: 'human', categories: { credential: 1, contact: 1 } })]);
  });

  it('on a paused tab passes a file with nothing no toggle releases as it was, recorded as the person\'s choice', async () => {
    const s = session({ paused: true });
    expect(await s.next('release')).toMatchObject({ changed: false });
    expect(s.requests.map((r) => r.kind)).toEqual(['open', 'close']);
    expect(s.ledger).toEqual([expect.objectContaining({ decision: 'allow', decidedBy: 'human', categories: { contact: 1 } })]);
  });

  it('on a paused tab still holds a file it cannot read', async () => {
    const s = session({ paused: true, fail: { kind: 'failed', id: '', problem: 'corrupt', detail: 'The file is damaged.' } });
    expect(await s.next('held')).toMatchObject({ problem: 'corrupt' });
    expect(s.counts).toEqual(['blocked']);
  });
});
