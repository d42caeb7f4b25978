/**
 * Which purposes each guarded site applies to what it receives, and whether the site offers its
 * own switch for one. A purpose a site does not apply is left out, so its decisions do not make
 * that site stricter than it is; a person who turned a site's switch off unticks the purpose in
 * the options page (stored in the policy's `profiles`). Sites not listed here, and origins that
 * are not guarded sites, apply every purpose: unknown counts as everything.
 *
 * Pure data, read by the policy (effective decisions) and the options page (the reasons shown).
 * `setting` is the site's own name for its switch, as the site labels it in English.
 */
import { PURPOSES, type Purpose } from '../vocabulary';
import { KNOWN_SITES } from './registry';

/** How a site applies one purpose. */
export type PurposeUse =
  /** Applied, and the site has a switch the person can turn off. */
  | { kind: 'switch'; setting: string }
  /** Applied; no switch for it is known. */
  | { kind: 'always' };

export type SitePurposes = Partial<Record<Purpose, PurposeUse>>;

const ANSWER: PurposeUse = { kind: 'always' };

/** Per site id (registry.ts). Every listed site applies `assistant`: answering is why text is sent. */
export const SITE_PURPOSES: Readonly<Record<string, SitePurposes>> = {
  chatgpt: { assistant: ANSWER, training: { kind: 'switch', setting: 'Improve the model for everyone' } },
  claude: { assistant: ANSWER, training: { kind: 'switch', setting: 'Help improve Claude' } },
  gemini: { assistant: ANSWER, training: { kind: 'switch', setting: 'Gemini Apps Activity' } },
  copilot: { assistant: ANSWER, training: { kind: 'switch', setting: 'Model training on text' } },
  perplexity: { assistant: ANSWER, training: { kind: 'switch', setting: 'AI data retention' } },
  mistral: { assistant: ANSWER, training: { kind: 'always' } },
  deepseek: { assistant: ANSWER, training: { kind: 'always' } },
  grok: { assistant: ANSWER, training: { kind: 'switch', setting: 'Improve the model' } },
  meta: { assistant: ANSWER, training: { kind: 'always' }, analytics: { kind: 'always' } },
  poe: { assistant: ANSWER, training: { kind: 'always' }, third_party: { kind: 'always' } },
};

/** What the site at `origin` applies; undefined for an origin that is not a guarded site. */
export function sitePurposesFor(origin: string | undefined): SitePurposes | undefined {
  if (origin === undefined) return undefined;
  const site = KNOWN_SITES.find((s) => s.origin === origin);
  return site ? SITE_PURPOSES[site.siteId] : undefined;
}

/** The purposes a site applies before the person says otherwise; every purpose when unknown. */
export function defaultPurposes(origin: string | undefined): readonly Purpose[] {
  const known = sitePurposesFor(origin);
  if (!known) return PURPOSES;
  return PURPOSES.filter((p) => known[p] !== undefined);
}
