import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, DECISIONS, OUTCOMES, POLICY_ACTIONS, PURPOSES } from '../core/vocabulary';
import { DECIDERS, SURFACES } from '../core/vocabulary';

const root = join(__dirname, '..', '..');
type Catalog = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;
const catalog = (lang: string): Catalog => JSON.parse(readFileSync(join(root, 'public', '_locales', lang, 'messages.json'), 'utf8'));
const LANGS = ['en', 'de', 'fr', 'es'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('locales', () => {
  it('ships English, German, French and Spanish with the same keys and placeholders', () => {
    expect(readdirSync(join(root, 'public', '_locales')).sort()).toEqual([...LANGS].sort());
    const en = catalog('en');
    for (const lang of LANGS) {
      const messages = catalog(lang);
      expect(Object.keys(messages).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [key, entry] of Object.entries(messages)) {
        expect(entry.message.trim(), `${lang}:${key}`).not.toBe('');
        const used = [...entry.message.matchAll(/\$([a-z0-9_]+)\$/gi)].map((m) => m[1]).sort();
        expect(used, `${lang}:${key}`).toEqual(Object.keys(en[key]?.placeholders ?? {}).sort());
        expect(entry.placeholders ?? {}, `${lang}:${key}`).toEqual(en[key]?.placeholders ?? {});
      }
    }
  });

  it('has a label for every value of the vocabulary', () => {
    const en = catalog('en');
    const needed = [
      ...CATEGORIES.map((c) => `category_${c}`),
      ...PURPOSES.map((p) => `purpose_${p}`),
      ...DECISIONS.map((d) => `decision_${d}`),
      ...POLICY_ACTIONS.flatMap((a) => [`action_${a}`, `actionHelp_${a}`]),
      ...SURFACES.map((s) => `surface_${s}`),
      ...DECIDERS.map((d) => `decidedBy_${d}`),
      ...OUTCOMES.map((o) => `outcome_${o}`),
    ];
    for (const key of needed) expect(en[key], key).toBeDefined();
  });

  it('every message is used by a page or the manifest', () => {
    const code = [...sources(join(root, 'src', 'ui')), ...sources(join(root, 'src', 'pages')), ...sources(join(root, 'entrypoints', 'options')), ...sources(join(root, 'entrypoints', 'popup')), ...sources(join(root, 'entrypoints', 'welcome')), ...sources(join(root, 'src', 'worker')), ...sources(join(root, 'src', 'content')), ...sources(join(root, 'entrypoints'))].join('\n');
    const manifest = readFileSync(join(root, 'wxt.config.ts'), 'utf8');
    const prefixes = [...code.matchAll(/t\(`([a-zA-Z_]+_)\$\{/g)].map((m) => m[1]!);
    const unused = Object.keys(catalog('en')).filter(
      (key) => !code.includes(`'${key}'`) && !manifest.includes(`__MSG_${key}__`) && !prefixes.some((p) => key.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });
});
