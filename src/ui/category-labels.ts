/** Words the in-page prompt and notices use for categories and decisions. Counts only, never values. */
import type { Category } from '../core/vocabulary';
import type { CategorySummary } from '../protocol/guard';

const LABELS: Readonly<Record<Category, [singular: string, plural: string]>> = {
  credential: ['secret (key, token or password)', 'secrets (keys, tokens or passwords)'],
  government_id: ['government ID number', 'government ID numbers'],
  payment: ['payment card or account number', 'payment card or account numbers'],
  contact: ['contact detail', 'contact details'],
  person_name: ["person's name", "people's names"],
  injection: ['instruction aimed at the assistant', 'instructions aimed at the assistant'],
  health: ['health detail', 'health details'],
  financial: ['financial detail', 'financial details'],
  private_message: ['private message', 'private messages'],
  special_category: ['sensitive personal detail', 'sensitive personal details'],
  legal: ['legal detail', 'legal details'],
  benign: ['ordinary text', 'ordinary text'],
};

/** The category's name alone, as a count of `count` would call it: "people's names". */
export function categoryNoun(category: Category, count: number): string {
  const [one, many] = LABELS[category];
  return count === 1 ? one : many;
}

export function categoryPhrase(category: Category, count: number): string {
  const [one, many] = LABELS[category];
  return `${count} ${count === 1 ? one : many}`;
}

/** "1 contact detail and 2 people's names" */
export function summaryPhrase(summaries: readonly CategorySummary[]): string {
  const parts = summaries.map((s) => categoryPhrase(s.category, s.count));
  if (parts.length <= 1) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** What happens to a category under each choice, for the prompt's list. */
export function decisionNote(summary: CategorySummary): string {
  if (summary.lockedBy === 'managed') return summary.decision === 'block' ? 'blocked by your organisation' : 'always masked (set by your organisation)';
  if (summary.locked) return 'always masked';
  switch (summary.decision) {
    case 'ask':
      return 'your choice';
    case 'mask':
      return 'masked by your policy';
    case 'block':
      return 'blocked by your policy';
    case 'allow':
      return 'allowed by your policy';
  }
}
