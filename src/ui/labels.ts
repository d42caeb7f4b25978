/** Translated names for the vocabulary, so every page says the same thing for the same value. */
import type { Category, Decision, Outcome, PolicyAction, Purpose } from '../core/vocabulary';
import type { DecidedBy, Surface } from '../core/vocabulary';
import type { CategoryOutcomes } from '../core/ledger/ledger-record';
import type { Translate } from './i18n';

export const categoryLabel = (t: Translate, c: Category) => t(`category_${c}`);
export const purposeLabel = (t: Translate, p: Purpose) => t(`purpose_${p}`);
export const decisionLabel = (t: Translate, d: Decision) => t(`decision_${d}`);
export const actionLabel = (t: Translate, a: PolicyAction) => t(`action_${a}`);
export const actionHelp = (t: Translate, a: PolicyAction) => t(`actionHelp_${a}`);
export const surfaceLabel = (t: Translate, s: Surface) => t(`surface_${s}`);
export const deciderLabel = (t: Translate, d: DecidedBy) => t(`decidedBy_${d}`);
export const outcomeLabel = (t: Translate, o: Outcome) => t(`outcome_${o}`);

/** "Contact details ×1: released (You, when asked)", one entry per category of a record. */
export function outcomeLines(t: Translate, counts: Partial<Record<Category, number>>, outcomes: CategoryOutcomes | undefined): string[] {
  return Object.entries(counts).map(([c, n]) => {
    const o = outcomes?.[c as Category];
    const head = `${categoryLabel(t, c as Category)} ×${n}`;
    return o ? `${head}: ${outcomeLabel(t, o.outcome)} (${deciderLabel(t, o.decided_by)})` : head;
  });
}

/** "contact ×2, credential ×1" in the page's language. */
export function categoryCounts(t: Translate, counts: Partial<Record<Category, number>>): string {
  return Object.entries(counts)
    .map(([c, n]) => `${categoryLabel(t, c as Category)} ×${n}`)
    .join(', ');
}
