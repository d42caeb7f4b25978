/**
 * The gate's words for what it held back and why, in the text that goes alongside each tool
 * result. Built from categories, counts and decisions only: a value found in the content never
 * appears here, nor anything derived from one.
 */
import type { Category, Decision, Purpose } from '../../core/vocabulary';

const NOUNS: Readonly<Record<Category | 'notification', readonly [string, string]>> = {
  credential: ['secret', 'secrets'],
  government_id: ['government ID number', 'government ID numbers'],
  payment: ['payment detail', 'payment details'],
  contact: ['contact detail', 'contact details'],
  person_name: ["person's name", "people's names"],
  injection: ['injected instruction', 'injected instructions'],
  health: ['health detail', 'health details'],
  financial: ['financial detail', 'financial details'],
  private_message: ['private message', 'private messages'],
  special_category: ['special-category detail', 'special-category details'],
  legal: ['legal detail', 'legal details'],
  benign: ['ordinary passage', 'ordinary passages'],
  notification: ['notification', 'notifications'],
};

export function noun(category: Category | 'notification', count: number): string {
  const [one, many] = NOUNS[category];
  return `${count} ${count === 1 ? one : many}`;
}

function plural(category: Category | 'notification'): string {
  return NOUNS[category][1];
}

export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export type CountedCategory = { category: Category | 'notification'; count: number };

/** "your policy" for a policy file, "the default policy" when none is in place. */
export const policyName = (source: string): string => (source === 'default' ? 'the default policy' : 'your policy');

export const capitalised = (words: string): string => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

export interface TextOutcomeWords {
  purpose: Purpose;
  policySource: string;
  /** Per category found: how many, and what happened to them. */
  categories: ReadonlyArray<CountedCategory & { decision: Decision; secret: boolean }>;
  blocked: boolean;
  /** Categories the person released when asked. */
  released: readonly Category[];
  /** Categories asked about that stayed masked (declined, or nobody could be asked). */
  askedKept: readonly Category[];
  askedNobody: boolean;
}

/** One paragraph: what was masked, blocked or left, and the policy reason, for a text. */
export function describeText(w: TextOutcomeWords): string {
  const policy = policyName(w.policySource);
  if (w.categories.length === 0) return 'Nothing was held back: no secrets, identifiers or injected instructions were found.';
  if (w.blocked) {
    const blocked = w.categories.filter((c) => c.decision === 'block');
    return `Blocked: the text holds ${list(blocked.map((c) => noun(c.category, c.count)))}, which ${policy} blocks for the purpose "${w.purpose}". Nothing of the text is returned.`;
  }
  const parts: string[] = [];
  const masked = w.categories.filter((c) => c.decision !== 'allow');
  const secrets = masked.filter((c) => c.secret);
  const tokens = masked.filter((c) => !c.secret);
  if (secrets.length > 0) parts.push(`Removed for good: ${list(secrets.map((c) => noun(c.category, c.count)))}, each replaced by a placeholder naming its kind (such as [AWS_KEY]).`);
  if (tokens.length > 0) parts.push(`Masked: ${list(tokens.map((c) => noun(c.category, c.count)))}, each replaced by a token that stands in for it (such as [EMAIL_…]); the values are not available to you.`);
  if (masked.length > 0) {
    const why = masked.filter((c) => !w.askedKept.includes(c.category as Category)).map((c) => plural(c.category));
    if (why.length > 0) parts.push(`Why: ${policy} masks ${list(why)} for the purpose "${w.purpose}".`);
  }
  if (w.askedKept.length > 0) {
    parts.push(
      w.askedNobody
        ? `${capitalised(policy)} asks before releasing ${list(w.askedKept.map(plural))}; nobody could be asked here, so they stay masked.`
        : `The person was asked about ${list(w.askedKept.map(plural))} and kept them masked.`,
    );
  }
  const allowed = w.categories.filter((c) => c.decision === 'allow');
  if (allowed.length > 0) {
    const byPerson = allowed.filter((c) => w.released.includes(c.category as Category));
    const byPolicy = allowed.filter((c) => !w.released.includes(c.category as Category));
    if (byPerson.length > 0) parts.push(`Released because the person said so when asked: ${list(byPerson.map((c) => noun(c.category, c.count)))}.`);
    if (byPolicy.length > 0) parts.push(`Left as written, as ${policy} allows: ${list(byPolicy.map((c) => noun(c.category, c.count)))}.`);
  }
  return parts.join(' ');
}

export interface ImageOutcomeWords {
  purpose: Purpose;
  policySource: string;
  covered: readonly CountedCategory[];
  released: readonly Category[];
  askedKept: readonly Category[];
  askedNobody: boolean;
  outPath: string;
  what: 'image' | 'screen';
  /** Set when the redacted PNG was too large to return inline. */
  notInline?: string;
}

/** One paragraph: what was covered on an image or screen capture, and why. */
export function describeImage(w: ImageOutcomeWords): string {
  const policy = policyName(w.policySource);
  const parts: string[] = [];
  if (w.covered.length === 0) parts.push(`Nothing was covered: no secrets, identifiers or injected instructions were read on the ${w.what}.`);
  else {
    const regions = w.covered.reduce((n, c) => n + c.count, 0);
    parts.push(`Covered ${regions} ${regions === 1 ? 'region' : 'regions'} of the ${w.what}: ${list(w.covered.map((c) => noun(c.category, c.count)))}.`);
    const why = w.covered.filter((c) => c.category !== 'notification' && !w.askedKept.includes(c.category as Category)).map((c) => plural(c.category));
    if (why.length > 0) parts.push(`Why: ${policy} does not release ${list(why)} for the purpose "${w.purpose}".`);
    if (w.covered.some((c) => c.category === 'notification')) parts.push('Notifications are covered whole, since they carry other people\'s messages.');
  }
  if (w.askedKept.length > 0) {
    parts.push(
      w.askedNobody
        ? `${capitalised(policy)} asks before showing ${list(w.askedKept.map(plural))}; nobody could be asked here, so they stay covered.`
        : `The person was asked about ${list(w.askedKept.map(plural))} and kept them covered.`,
    );
  }
  if (w.released.length > 0) parts.push(`Left visible because the person said so when asked: ${list(w.released.map(plural))}.`);
  parts.push(`Only the covered picture is returned; it is saved at ${w.outPath}.`);
  if (w.notInline) parts.push(w.notInline);
  return parts.join(' ');
}
