/**
 * The restoration map of one request (or one conversation): issued token → original value.
 * It lives in memory only. It is never serialised: toJSON refuses, and it holds no secrets
 * (secrets are masked irreversibly and never enter it). Expiry and close drop every value.
 */
export interface RestoredSegment {
  text: string;
  /** Set when this segment is a restored value; the label of its token. */
  restoredLabel?: string;
}

export class RestorationMap {
  private values = new Map<string, { value: string; label: string }>();
  private lastUsed: number;
  private closed = false;

  constructor(
    private readonly idleMs: number = 30 * 60 * 1000,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.lastUsed = now();
  }

  /** Record an issued token. Only the masking step calls this. */
  issue(token: string, value: string, label: string): void {
    this.ensureOpen();
    this.values.set(token, { value, label });
    this.lastUsed = this.now();
  }

  get size(): number {
    return this.expired() ? 0 : this.values.size;
  }

  has(token: string): boolean {
    return !this.expired() && this.values.has(token);
  }

  /** Merges another map's tokens (a new request in the same conversation). */
  absorb(other: RestorationMap): void {
    this.ensureOpen();
    for (const [token, entry] of other.values) this.values.set(token, entry);
    this.lastUsed = this.now();
  }

  /**
   * One pass over exact issued tokens. Unknown tokens and anything after expiry stay as they
   * are. Returns segments so a caller can build text nodes (and mark restored values) without
   * ever parsing HTML.
   */
  restoreSegments(text: string, pattern: RegExp = TOKEN_PATTERN): RestoredSegment[] {
    if (this.expired() || this.values.size === 0) return [{ text }];
    this.lastUsed = this.now();
    const segments: RestoredSegment[] = [];
    const re = new RegExp(pattern.source, 'g');
    let copyFrom = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const entry = this.values.get(m[0]);
      if (!entry) continue;
      if (m.index > copyFrom) segments.push({ text: text.slice(copyFrom, m.index) });
      segments.push({ text: entry.value, restoredLabel: entry.label });
      copyFrom = m.index + m[0].length;
    }
    if (copyFrom < text.length) segments.push({ text: text.slice(copyFrom) });
    return segments;
  }

  /** Restored plain text. */
  restore(text: string): string {
    return this.restoreSegments(text).map((s) => s.text).join('');
  }

  /** Restored text as escaped HTML, each restored value wrapped in a marked span. */
  restoreToHtml(text: string): string {
    return this.restoreSegments(text)
      .map((s) =>
        s.restoredLabel === undefined
          ? escapeHtml(s.text)
          : `<span data-consentry-restored="${escapeHtml(s.restoredLabel)}">${escapeHtml(s.text)}</span>`,
      )
      .join('');
  }

  /** Drops every value at once. */
  close(): void {
    this.values.clear();
    this.closed = true;
  }

  /** Never serialised: a map written anywhere would defeat its purpose. */
  toJSON(): never {
    throw new Error('A restoration map is never serialised.');
  }

  private expired(): boolean {
    if (this.closed) return true;
    if (this.now() - this.lastUsed > this.idleMs) {
      this.values.clear();
      return true;
    }
    return false;
  }

  private ensureOpen(): void {
    if (this.closed) throw new Error('This restoration map is closed.');
  }
}

/** Issued tokens look like `[EMAIL_7Q2KX9]`. */
export const TOKEN_PATTERN = /\[[A-Z][A-Z_]{1,23}_[2-9A-HJ-NP-Z]{6}\]/g;

/** The most tokens one preview, send or restore look-up carries; a text holding more carries its first ones. */
export const MAX_TOKENS_PER_LOOKUP = 256;

/** The first `max` token-shaped strings in `text`, in order, repeats kept (issued or not). */
export function tokensIn(text: string, max: number): string[] {
  const found: string[] = [];
  if (max <= 0) return found;
  for (const m of text.matchAll(TOKEN_PATTERN)) {
    found.push(m[0]);
    if (found.length >= max) break;
  }
  return found;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
