/**
 * Pairing state for screen shares, kept in the service worker: a nonce per opened session, bound
 * to the tab (and frame) of the bridge that asked for it, single use, expiring. A tab gets a few
 * open nonces at once and a few per minute: a page that asks for share after share (each one a
 * real capture the browser granted) cannot make the extension frame page after page. Pure; the
 * clock and randomness are injected.
 */
export interface ScreenSession {
  tabId: number;
  frameId: number;
  origin: string;
  createdAt: number;
}

export interface ScreenSessionDeps {
  now: () => number;
  randomId: () => string;
  ttlMs?: number;
  /** Nonces a tab may hold unredeemed at once. */
  maxOpenPerTab?: number;
  /** Nonces a tab may be issued per minute. */
  maxPerMinute?: number;
}

export class ScreenSessionLimitError extends Error {
  constructor() {
    super('Too many screen shares asked for in this tab; wait a moment.');
    this.name = 'ScreenSessionLimitError';
  }
}

export class ScreenSessions {
  private readonly open = new Map<string, ScreenSession>();
  /** When each tab was issued nonces in the last minute. */
  private readonly issued = new Map<number, number[]>();

  constructor(private readonly deps: ScreenSessionDeps) {}

  /** A nonce for a bridge in `tabId`; throws ScreenSessionLimitError past the tab's limits. */
  issue(tabId: number, frameId: number, origin: string): string {
    this.sweep();
    const now = this.deps.now();
    let openInTab = 0;
    for (const s of this.open.values()) if (s.tabId === tabId) openInTab++;
    const recent = (this.issued.get(tabId) ?? []).filter((t) => now - t < 60_000);
    if (openInTab >= (this.deps.maxOpenPerTab ?? 3) || recent.length >= (this.deps.maxPerMinute ?? 20)) throw new ScreenSessionLimitError();
    recent.push(now);
    this.issued.set(tabId, recent);
    const nonce = this.deps.randomId();
    this.open.set(nonce, { tabId, frameId, origin, createdAt: this.deps.now() });
    return nonce;
  }

  /** The session for `nonce` if the caller sits in the same tab; the nonce is used up either way. */
  redeem(nonce: string, tabId: number | undefined): ScreenSession | undefined {
    this.sweep();
    const session = this.open.get(nonce);
    if (!session) return undefined;
    this.open.delete(nonce);
    return tabId !== undefined && tabId === session.tabId ? session : undefined;
  }

  get size(): number {
    return this.open.size;
  }

  private sweep(): void {
    const ttl = this.deps.ttlMs ?? 60_000;
    const now = this.deps.now();
    for (const [nonce, s] of this.open) if (now - s.createdAt > ttl) this.open.delete(nonce);
    for (const [tab, times] of this.issued) if (times.every((t) => now - t >= 60_000)) this.issued.delete(tab);
  }
}
