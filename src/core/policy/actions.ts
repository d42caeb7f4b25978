/**
 * How the policy actions change a decision on the text surfaces (paste, drop, upload, send).
 * The matrix gives a decision per (category × purpose); the actions then adjust it, each in one
 * place here, so the guard, the options page's playground and the documentation all explain the
 * same outcome. Screen-only actions are listed for completeness and are applied by the screen
 * pipeline, not here. Pure: no browser, no state.
 */
import { type Category, type Decision, type PolicyAction, type Purpose } from '../vocabulary';
import { cellDecision, managedFloor, purposesFor, strictest, STRICTNESS, type Policy, type PolicyCategory } from './policy';

/**
 * Where each action changes behaviour today. `text`: on paste, drop, upload (text files) and send,
 * either in the decision (decideFinding below) or in the choice of replacement (decideText's
 * masking). `screen`: the screen pipeline (src/core/screen) applies it to shared frames.
 * docs/policy-actions.md explains each one; a test keeps this table, the docs and the code agreeing.
 */
export const ACTION_SCOPE: Readonly<Record<PolicyAction, { text: 'decision' | 'masking' | null; screen: boolean }>> = {
  redact_before_model: { text: 'decision', screen: false },
  ignore_screen_instruction: { text: 'decision', screen: true },
  selective_redact: { text: 'decision', screen: true },
  block_memory_write: { text: 'decision', screen: false },
  summarize_without_identifier: { text: 'masking', screen: false },
  suppress_notification: { text: null, screen: true },
  require_stable_window: { text: null, screen: true },
  increase_ocr_sensitivity: { text: null, screen: true },
};

export interface FindingDecision {
  /** What happens to the finding after the actions. */
  decision: Decision;
  /** The matrix's decision before any action (strictest over the purposes). */
  matrixDecision: Decision;
  /** The purposes that were weighed and each one's cell. */
  byPurpose: Array<{ purpose: Purpose; decision: Decision }>;
  /** The purpose whose cell set the matrix decision (the first strictest). */
  decisivePurpose: Purpose | undefined;
  /** Actions that changed the outcome, in the order they were applied. */
  actions: PolicyAction[];
  /**
   * True when the span must be removed for good: a category placeholder, never a restorable
   * token (selective_redact turning a block into a span removal).
   */
  irreversible: boolean;
  /** `managed` when an administrator's cell sets the outcome (it holds on every site). */
  decidedBy: 'policy' | 'managed';
}

export interface DecideContext {
  /** Purposes the receiving site applies; absent means the site's profile (or all purposes). */
  purposes?: readonly Purpose[];
  origin?: string;
}

/** Purposes in play for a site: the ones given, else the profile's, else all. */
export function appliedPurposes(policy: Policy, context: DecideContext): readonly Purpose[] {
  return context.purposes && context.purposes.length > 0 ? context.purposes : purposesFor(policy, context.origin);
}

/**
 * The decision for one detected unit of `category` on a site, with the reason. The order is
 * fixed: the administrator's floor first (a managed cell holds on every site, whatever the
 * site's profile applies), then the action floors (ignore_screen_instruction,
 * redact_before_model), then selective_redact softening a block the person set (never an
 * administrator's) into a span removal, then block_memory_write, which no other action can
 * soften because it guards retention rather than this one reply.
 */
export function decideFinding(policy: Policy, category: Category, context: DecideContext = {}): FindingDecision {
  if (category === 'benign') {
    return { decision: 'allow', matrixDecision: 'allow', byPurpose: [], decisivePurpose: undefined, actions: [], irreversible: false, decidedBy: 'policy' };
  }
  const purposes = appliedPurposes(policy, context);
  const byPurpose = purposes.map((purpose) => ({ purpose, decision: cellDecision(policy, category as PolicyCategory, purpose, context.origin) }));
  const siteDecision = strictest(byPurpose.map((p) => p.decision));
  const floor = managedFloor(policy, category);
  const managedWins = floor !== undefined && STRICTNESS[floor] >= STRICTNESS[siteDecision] && floor !== 'allow';
  const matrixDecision = managedWins ? floor : siteDecision;
  const decisivePurpose = managedWins
    ? policy.managed?.cells.find((c) => c.category === category && policy.decisions[c.category][c.purpose] === floor)?.purpose
    : byPurpose.find((p) => p.decision === matrixDecision)?.purpose;
  const has = new Set<PolicyAction>(policy.actions);
  const applied: PolicyAction[] = [];
  let decision = matrixDecision;
  let irreversible = false;

  if (category === 'injection' && has.has('ignore_screen_instruction') && STRICTNESS[decision] < STRICTNESS.mask) {
    decision = 'mask';
    applied.push('ignore_screen_instruction');
  }
  if (has.has('redact_before_model') && decision === 'allow') {
    decision = 'mask';
    applied.push('redact_before_model');
  }
  if (has.has('selective_redact') && decision === 'block' && floor !== 'block') {
    decision = 'mask';
    irreversible = true;
    applied.push('selective_redact');
  }
  if (has.has('block_memory_write') && purposes.includes('training') && decision !== 'block') {
    decision = 'block';
    irreversible = false;
    applied.push('block_memory_write');
  }
  const decidedBy = managedWins && decision === floor ? 'managed' : 'policy';
  return { decision, matrixDecision, byPurpose, decisivePurpose, actions: applied, irreversible, decidedBy };
}
