/**
 * Names for site origins in the options page, from the one site registry. Sites the person
 * already configured or the ledger has seen are offered after the known ones.
 */
import { KNOWN_SITES } from '../core/sites/registry';

export function siteName(origin: string): string {
  return KNOWN_SITES.find((s) => s.origin === origin)?.name ?? origin.replace(/^https:\/\//, '');
}

/** Known sites first, then any other origins, without repeats. */
export function siteOrigins(...more: Iterable<string>[]): string[] {
  const all = new Set(KNOWN_SITES.map((s) => s.origin));
  for (const list of more) for (const origin of list) all.add(origin);
  return [...all];
}
