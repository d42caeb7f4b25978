/**
 * The defences compared side by side, in the order the tables list them.
 */
import { consentry } from './consentry';
import { naiveRegex } from './naive-regex';
import { openredaction } from './openredaction';
import { redactpii } from './redactpii';
import { secretlint } from './secretlint';
import type { Defence } from './types';

export const DEFENCE_FACTORIES: Readonly<Record<string, () => Defence>> = {
  consentry,
  openredaction,
  redactpii,
  secretlint,
  'naive-regex': naiveRegex,
};

export function createDefences(names?: readonly string[]): Defence[] {
  const wanted = names && names.length > 0 ? names : Object.keys(DEFENCE_FACTORIES);
  return wanted.map((name) => {
    const factory = DEFENCE_FACTORIES[name];
    if (!factory) throw new Error(`Unknown defence "${name}"; known: ${Object.keys(DEFENCE_FACTORIES).join(', ')}`);
    return factory();
  });
}

export type { Defence } from './types';
