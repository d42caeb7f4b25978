/**
 * Masking: secrets first and irreversibly, then identifiers to per-request random tokens (the
 * same value, in any of its written forms, gets the same token within a request, a different one
 * in the next) or to category
 * placeholders when the policy asks for summarize_without_identifier. Decisions come from the
 * caller's policy; this module only applies them.
 */
import { CONTEXT_CATEGORIES, SECRET_CATEGORIES, type Category, type Decision } from '../vocabulary';
import type { Finding, MaskFinding } from '../engine/types';
import { DEFAULT_LIMITS, ScanLimitError } from '../engine/types';
import { canonicalValue } from '../engine/consistency';
import { RestorationMap, TOKEN_PATTERN } from './restoration-map';

export interface MaskPlan {
  /** The decision for one finding: allow leaves it, mask and ask mask it, block masks it and blocks. */
  decide: (finding: MaskFinding) => Decision;
  /** True when the finding should become a category placeholder rather than a restorable token. */
  placeholder?: (finding: MaskFinding) => boolean;
  /** Random source; defaults to crypto.getRandomValues. */
  random?: (bytes: Uint8Array) => void;
  maxDistinctIdentifiers?: number;
}

export type AppliedFinding = MaskFinding & {
  decision: Decision;
  /** What replaced the value in the masked text ('' when allowed). */
  replacement: string;
};

const CONTEXT: ReadonlySet<Category> = new Set(CONTEXT_CATEGORIES);

/** A detector's finding (an identifier or secret), as opposed to a context unit. */
export function isDetectorFinding(f: MaskFinding): f is Finding {
  return !CONTEXT.has(f.category);
}

export interface MaskResult {
  masked: string;
  restoration: RestorationMap;
  applied: AppliedFinding[];
  /** True when any finding's decision is block: the caller must not send. */
  blocked: boolean;
}

const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * Random bytes from the platform's cryptographic generator, drawn a few kilobytes at a time (one
 * call per token costs more than the rest of masking); each byte is handed out once.
 */
const pool = new Uint8Array(4096);
let poolAt = pool.length;

function defaultRandom(bytes: Uint8Array): void {
  if (bytes.length > pool.length) {
    crypto.getRandomValues(bytes);
    return;
  }
  if (poolAt + bytes.length > pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  bytes.set(pool.subarray(poolAt, poolAt + bytes.length));
  pool.fill(0, poolAt, poolAt + bytes.length);
  poolAt += bytes.length;
}

/** `findings` must be sorted and free of overlaps (as scan() returns them). */
export function mask(text: string, findings: readonly MaskFinding[], plan: MaskPlan): MaskResult {
  const random = plan.random ?? defaultRandom;
  const limit = plan.maxDistinctIdentifiers ?? DEFAULT_LIMITS.maxDistinctIdentifiers;
  const restoration = new RestorationMap();
  const tokenByValue = new Map<string, string>();
  const issued = new Set<string>();
  const applied: AppliedFinding[] = [];
  const parts: string[] = [];
  let copyFrom = 0;
  let blocked = false;
  // Token-shaped strings already in the text, found once: a new token must not collide with one.
  const present = new Set(text.match(TOKEN_PATTERN) ?? []);

  const newToken = (label: string): string => {
    const bytes = new Uint8Array(6);
    for (;;) {
      random(bytes);
      let suffix = '';
      for (const b of bytes) suffix += TOKEN_ALPHABET[b % TOKEN_ALPHABET.length];
      const token = `[${label}_${suffix}]`;
      if (!issued.has(token) && !present.has(token)) {
        issued.add(token);
        return token;
      }
    }
  };

  for (const f of findings) {
    if (f.start < copyFrom) throw new Error('Findings overlap; merge them before masking.');
    const decision = plan.decide(f);
    const value = text.slice(f.start, f.end);
    let replacement = '';
    if (decision === 'block') blocked = true;
    if (decision !== 'allow' || SECRET_CATEGORIES.has(f.category)) {
      if (SECRET_CATEGORIES.has(f.category) || f.category === 'injection') {
        // Secrets and injected instructions are removed for good and never restorable.
        replacement = `[${f.label}]`;
      } else if (!isDetectorFinding(f) || plan.placeholder?.(f)) {
        // A context unit (a paragraph about a diagnosis) is no identifier a reply could echo.
        replacement = `[${f.label}]`;
      } else {
        // Every written form of one value (spaces, dashes, case, a country code) shares one token.
        const key = `${f.category}\u0000${canonicalValue(f, value)}`;
        let token = tokenByValue.get(key);
        if (token === undefined) {
          if (tokenByValue.size >= limit) {
            throw new ScanLimitError('too_many_identifiers', `More than ${limit} distinct identifiers in one request.`);
          }
          token = newToken(f.label);
          tokenByValue.set(key, token);
          restoration.issue(token, value, f.label);
        }
        replacement = token;
      }
      parts.push(text.slice(copyFrom, f.start), replacement);
      copyFrom = f.end;
    }
    applied.push({ ...f, decision: SECRET_CATEGORIES.has(f.category) && decision === 'allow' ? 'mask' : decision, replacement });
  }
  parts.push(text.slice(copyFrom));
  return { masked: parts.join(''), restoration, applied, blocked };
}
