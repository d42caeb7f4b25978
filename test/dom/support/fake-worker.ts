/**
 * A stand-in for the service worker on the guard channel, for the content-script tier: every
 * request is checked against its declared schema and sender kinds (as the worker's router does),
 * e-mail addresses become restorable tokens and GitHub tokens a placeholder, and the policy for
 * addresses is set per test (mask, ask or block). It answers with the verdict shapes
 * src/protocol/guard.ts declares, so the guard under test meets the same messages as in the
 * extension; the real decision engine has its own tiers.
 */
import * as v from 'valibot';
import type { GuardCall } from '../../../src/content/guard-client';
import type { SenderKind } from '../../../src/protocol/channel';
import {
  GUARD,
  type CategorySummary,
  type GuardMessageType,
  type GuardRequest,
  type GuardResponse,
  type GuardVerdict,
  type PromptChoice,
} from '../../../src/protocol/guard';

/** Synthetic values: an address nobody owns and a token in GitHub's public format, made up. */
export const SAMPLE = {
  email: 'ines.barrow@quillfield-post.net',
  otherEmail: 'tomas.veld@larchmoor-mail.org',
  githubToken: 'ghp_DJBQ9dg2JHqDhut5oSaogeAW0uosokqpJJXC',
} as const;

export const RAW_VALUES: readonly string[] = Object.values(SAMPLE);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const GITHUB_TOKEN = /\bghp_[A-Za-z0-9]{36}\b/g;
const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const GITHUB_PLACEHOLDER = '[GITHUB_TOKEN]';

export type AddressRule = 'mask' | 'ask' | 'block';

export interface CallRecord {
  type: GuardMessageType;
  payload: unknown;
}

export class FakeWorker {
  /** What the policy does with e-mail addresses; GitHub tokens are always masked (locked). */
  addresses: AddressRule = 'mask';
  /** When set, every check fails as if the worker could not be reached. */
  unreachable = false;
  readonly calls: CallRecord[] = [];
  /** Calls answered so far (the answer is on its way to the caller). */
  readonly answered: CallRecord[] = [];
  /** Requests the router would have refused (schema or sender): a test that sees one fails. */
  readonly refused: string[] = [];
  private readonly tokens = new Map<string, string>();
  private readonly pending = new Map<string, string>();
  private nextPending = 1;
  private nextPreview = 1;
  private readonly previews = new Set<string>();
  private readonly releases = new Set<string>();
  /** Restoration tickets issued: ticket → value (what the extension's frame would be shown). */
  readonly tickets = new Map<string, string>();
  private nextId = 1;

  readonly call: GuardCall = (async (type: GuardMessageType, payload: unknown) => {
    this.calls.push({ type, payload });
    const spec = GUARD.messages[type];
    if (!(spec.senders as readonly SenderKind[]).includes('content_script')) {
      this.refused.push(`${type}: not for content scripts`);
      throw new Error('Not allowed.');
    }
    const parsed = v.safeParse(spec.request, payload);
    if (!parsed.success) {
      this.refused.push(`${type}: ${parsed.issues.map((i) => i.message).join('; ')}`);
      throw new Error('Invalid request.');
    }
    // An answer arrives later than the call, as over runtime messaging.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = this.answer(type, payload);
    this.answered.push({ type, payload });
    return answer;
  }) as GuardCall;

  /** Calls of one type, in order. */
  of<K extends GuardMessageType>(type: K): GuardRequest<K>[] {
    return this.calls.filter((c) => c.type === type).map((c) => c.payload as GuardRequest<K>);
  }

  /** The token this worker issued for `value`, if any. */
  tokenFor(value: string): string | undefined {
    for (const [token, v] of this.tokens) if (v === value) return token;
    return undefined;
  }

  reset(): void {
    this.addresses = 'mask';
    this.unreachable = false;
    this.calls.length = 0;
    this.answered.length = 0;
    this.refused.length = 0;
    this.pending.clear();
  }

  private answer(type: GuardMessageType, payload: unknown): unknown {
    switch (type) {
      case 'hello':
        return { paused: false } satisfies GuardResponse<'hello'>;
      case 'check': {
        if (this.unreachable) throw new Error('Could not establish connection. Receiving end does not exist.');
        return this.check((payload as GuardRequest<'check'>).text);
      }
      case 'answer': {
        const { pendingId, choice } = payload as GuardRequest<'answer'>;
        const text = this.pending.get(pendingId);
        if (text === undefined) throw new Error('That question is no longer open.');
        this.pending.delete(pendingId);
        return { ...this.settle(text, choice), rememberOutcome: 'none' } satisfies GuardResponse<'answer'>;
      }
      case 'preview': {
        const { text } = payload as GuardRequest<'preview'>;
        if (findingsIn(text).length > 0) return { clean: false, previewId: null } satisfies GuardResponse<'preview'>;
        const previewId = `preview-${this.nextPreview++}`;
        this.previews.add(previewId);
        return { clean: true, previewId } satisfies GuardResponse<'preview'>;
      }
      case 'commit':
        return { recorded: this.previews.delete((payload as GuardRequest<'commit'>).previewId) } satisfies GuardResponse<'commit'>;
      case 'held': {
        const { answer } = payload as GuardRequest<'held'>;
        return (answer === 'pending' ? { recorded: false, holdId: `hold-${this.nextId++}` } : { recorded: true, holdId: null }) satisfies GuardResponse<'held'>;
      }
      case 'release': {
        // Confirmed just before the page gets the content; the policy here never moves.
        const { releaseIds } = payload as GuardRequest<'release'>;
        const ok = releaseIds.every((id) => this.releases.delete(id));
        return (ok ? { ok: true } : { ok: false, reason: 'expired', generation: 1 }) satisfies GuardResponse<'release'>;
      }
      case 'restore': {
        // Tickets, never values: the value is for the extension's restoration frame alone.
        const { tokens } = payload as GuardRequest<'restore'>;
        const tickets: GuardResponse<'restore'>['tickets'] = [];
        for (const token of tokens) {
          const value = typeof token === 'string' ? this.tokens.get(token) : undefined;
          if (value === undefined) continue;
          const ticket = `ticket-${this.nextId++}`;
          this.tickets.set(ticket, value);
          tickets.push({ token: token as string, ticket, label: 'EMAIL' });
        }
        return { tickets } satisfies GuardResponse<'restore'>;
      }
      default:
        throw new Error(`No content-script handler for ${type}.`);
    }
  }

  private check(text: string): GuardVerdict {
    const categories = summarise(text, this.addresses);
    const hasAddress = categories.some((c) => c.category === 'contact');
    if (hasAddress && this.addresses === 'block') return { verdict: 'block', why: { kind: 'policy', categories: ['contact'] }, categories, generation: 1 };
    if (hasAddress && this.addresses === 'ask') {
      const pendingId = `pending-${this.nextPending++}`;
      this.pending.set(pendingId, text);
      return { verdict: 'ask', pendingId, categories, generation: 1 };
    }
    return this.settle(text, 'masked');
  }

  /** The released form of `text` for a choice: tokens for addresses unless the original was chosen; credentials always go. */
  private settle(text: string, choice: PromptChoice): GuardVerdict {
    const categories = summarise(text, this.addresses);
    if (choice === 'cancel') return { verdict: 'block', why: { kind: 'cancelled' }, categories, generation: 1 };
    let out = text.replace(GITHUB_TOKEN, GITHUB_PLACEHOLDER);
    if (choice === 'masked') out = out.replace(EMAIL, (value) => this.issue(value));
    const releaseId = `release-${this.nextId++}`;
    this.releases.add(releaseId);
    return { verdict: 'release', text: out, changed: out !== text, categories, generation: 1, paused: false, releaseId };
  }

  private issue(value: string): string {
    const known = this.tokenFor(value);
    if (known) return known;
    let n = this.tokens.size + 7;
    let suffix = '';
    for (let i = 0; i < 6; i++) {
      suffix += TOKEN_ALPHABET[n % TOKEN_ALPHABET.length];
      n = Math.floor(n / TOKEN_ALPHABET.length) + 11 * (i + 1);
    }
    const token = `[EMAIL_${suffix}]`;
    this.tokens.set(token, value);
    return token;
  }
}

function findingsIn(text: string): string[] {
  return [...(text.match(EMAIL) ?? []), ...(text.match(GITHUB_TOKEN) ?? [])];
}

function summarise(text: string, addresses: AddressRule): CategorySummary[] {
  const out: CategorySummary[] = [];
  const emails = text.match(EMAIL)?.length ?? 0;
  const keys = text.match(GITHUB_TOKEN)?.length ?? 0;
  if (emails > 0) out.push({ category: 'contact', count: emails, decision: addresses, locked: false, by: 'policy' });
  if (keys > 0) out.push({ category: 'credential', count: keys, decision: 'mask', locked: true, lockedBy: 'credential', by: 'policy' });
  return out;
}
