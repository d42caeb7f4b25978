/**
 * Pairing state for screen shares, kept in the service worker: a nonce per opened session, bound
 * to the tab (and frame) of the bridge that asked for it, single use, expiring. Pure; the clock
 * and randomness are injected.
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
}

export class ScreenSessions {
  private readonly open = new Map<string, ScreenSession>();

  constructor(private readonly deps: ScreenSessionDeps) {}

  issue(tabId: number, frameId: number, origin: string): string {
    this.sweep();
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
  }
}
