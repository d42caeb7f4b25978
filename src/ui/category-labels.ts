/**
 * Words the in-page prompt, notices and the confirm window use for categories and decisions,
 * from the locale files (page-strings.ts). Counts only, never values.
 */
import type { Category } from '../core/vocabulary';
import type { CategorySummary } from '../protocol/guard';
import { pt } from './page-strings';

/** The category's name alone, as a count of `count` would call it: "people's names". */
export function categoryNoun(category: Category, count: number): string {
  return count === 1 ? pt(`noun_${category}_one`) : pt(`noun_${category}_other`);
}

export function categoryPhrase(category: Category, count: number): string {
  return pt('page_count', count, categoryNoun(category, count));
}

/** "a, b and c" in the page's language. */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return pt('page_and', parts.slice(0, -1).join(', '), parts[parts.length - 1]!);
}

/** "1 contact detail and 2 people's names" */
export function summaryPhrase(summaries: readonly CategorySummary[]): string {
  if (summaries.length === 0) return pt('page_nothing');
  return joinAnd(summaries.map((s) => categoryPhrase(s.category, s.count)));
}

/** What happens to a category under each choice, for the prompt's list. */
export function decisionNote(summary: CategorySummary): string {
  if (summary.lockedBy === 'managed') return summary.decision === 'block' ? pt('note_managedBlock') : pt('note_managedMask');
  if (summary.locked) return pt('note_locked');
  return pt(`note_${summary.decision}`);
}
