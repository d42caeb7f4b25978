/**
 * Builds the labelled corpus from the per-label templates. The split into train / validation /
 * test is by template, not by line: the test split holds sentence shapes that training never saw,
 * so its scores say something about new phrasing rather than about memorised templates.
 */
import { CLASSIFIER_LABELS, type ClassifierLabel } from '../../src/core/classifier/labels';
import { benign } from './labels/benign';
import { contact } from './labels/contact';
import { credential } from './labels/credential';
import { financial } from './labels/financial';
import { governmentId } from './labels/government-id';
import { health } from './labels/health';
import { legal } from './labels/legal';
import { privateMessage } from './labels/private-message';
import { specialCategory } from './labels/special-category';
import { FRAMES } from './frames';
import { NOUN_PHRASES } from './phrases';
import { Rng, stableHash } from './rng';
import { noise, wrap } from './surface';
import { render, slotNames, tidy, type SlotTable } from './template';
import type { LabelCorpus } from './types';
import { commonSlots, LANGS, type Lang } from './vocab';

export const LABEL_CORPORA: readonly LabelCorpus[] = [benign, health, financial, privateMessage, specialCategory, legal, credential, governmentId, contact];

export type Split = 'train' | 'val' | 'test';

export interface Example {
  text: string;
  label: ClassifierLabel;
  lang: Lang;
  split: Split;
  /** Stable id of the template the line came from. */
  template: string;
}

export interface CorpusOptions {
  seed: number;
  /** Lines per label before de-duplication. */
  perLabel: number;
}

/** Share of each label's lines per language. */
export const LANG_SHARE: Readonly<Record<Lang, number>> = { en: 0.52, es: 0.12, de: 0.12, fr: 0.12, ru: 0.12 };

const SPLIT_SHARE = { test: 0.12, val: 0.12 };

/** Benign is the large, open-ended class (and most of what people paste): it gets more lines. */
const LABEL_WEIGHT: Partial<Record<ClassifierLabel, number>> = { benign: 1.6 };

interface TemplateRef {
  id: string;
  source: string;
  split: Split;
}

function slotsFor(corpus: LabelCorpus, lang: Lang): SlotTable {
  return { ...commonSlots(lang), ...corpus.slots.all, ...corpus.slots.en, ...corpus.slots[lang], np: NOUN_PHRASES[corpus.label][lang] };
}

/** Share of a label's lines that come from the shared frames rather than its own templates. */
const FRAME_SHARE = 0.22;

/** Assigns a group of templates to splits, deterministically by hash. */
function assignSplits(group: string, sources: readonly string[]): TemplateRef[] {
  const refs = sources.map((source) => ({ id: `${group}/${stableHash(source).toString(16)}`, source }));
  const order = [...refs].sort((a, b) => stableHash(`split:${a.id}`) - stableHash(`split:${b.id}`));
  const n = refs.length;
  const nTest = n >= 6 ? Math.max(1, Math.round(n * SPLIT_SHARE.test)) : 0;
  const nVal = n >= 6 ? Math.max(1, Math.round(n * SPLIT_SHARE.val)) : 0;
  return order.map((ref, i) => ({ ...ref, split: i < nTest ? 'test' : i < nTest + nVal ? 'val' : 'train' }));
}

/** Lower-cases and folds whitespace and quotes, for de-duplication and overlap checks. */
export function canonical(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Checks every template's slots resolve, so a typo fails loudly rather than at random. */
export function validateTemplates(): void {
  for (const corpus of LABEL_CORPORA) {
    for (const lang of LANGS) {
      const slots = slotsFor(corpus, lang);
      for (const source of [...corpus.templates[lang], ...NOUN_PHRASES[corpus.label][lang], ...FRAMES[lang]]) {
        for (const name of slotNames(source)) {
          if (!(name in slots)) throw new Error(`${corpus.label}/${lang}: unknown slot {${name}} in "${source}"`);
        }
      }
    }
  }
}

export function generateCorpus(options: CorpusOptions): Example[] {
  validateTemplates();
  const examples: Example[] = [];
  const seen = new Set<string>();
  const benignRefs = new Map<Lang, TemplateRef[]>(LANGS.map((lang) => [lang, assignSplits(`benign/${lang}`, benign.templates[lang])]));
  const frameRefs = new Map<Lang, TemplateRef[]>(LANGS.map((lang) => [lang, assignSplits(`frame/${lang}`, FRAMES[lang])]));
  LABEL_CORPORA.forEach((corpus, labelIndex) => {
    LANGS.forEach((lang, langIndex) => {
      const rng = new Rng((options.seed ^ Math.imul(labelIndex + 1, 0x9e3779b1) ^ Math.imul(langIndex + 7, 0x85ebca77)) >>> 0);
      const refs = assignSplits(`${corpus.label}/${lang}`, corpus.templates[lang]);
      const frames = frameRefs.get(lang) ?? [];
      if (refs.length === 0) return;
      const slots = slotsFor(corpus, lang);
      const benignSlots = slotsFor(benign, lang);
      const target = Math.round(options.perLabel * (LABEL_WEIGHT[corpus.label] ?? 1) * LANG_SHARE[lang]);
      let made = 0;
      for (let attempt = 0; made < target && attempt < target * 4; attempt++) {
        const ref = rng.chance(FRAME_SHARE) && frames.length > 0 ? rng.pick(frames) : rng.pick(refs);
        let text = tidy(render(ref.source, slots, rng));
        // Sometimes the line sits beside an unrelated benign sentence from the same split.
        if (rng.chance(0.12)) {
          const pool = (benignRefs.get(lang) ?? []).filter((b) => b.split === ref.split);
          if (pool.length > 0) {
            const other = tidy(render(rng.pick(pool).source, benignSlots, rng));
            text = rng.chance(0.5) ? `${text}${rng.pick(['. ', '\n', ' — '])}${other}` : `${other}${rng.pick(['. ', '\n', ' '])}${text}`;
          }
        }
        text = wrap(noise(text, lang, rng), lang, rng);
        const key = canonical(text);
        if (seen.has(key)) continue;
        seen.add(key);
        examples.push({ text, label: corpus.label, lang, split: ref.split, template: ref.id });
        made++;
      }
    });
  });
  return examples;
}

export function countBy<T extends string>(items: readonly { [k: string]: unknown }[], key: string, values: readonly T[]): Record<T, number> {
  const out = Object.fromEntries(values.map((v) => [v, 0])) as Record<T, number>;
  for (const item of items) {
    const v = item[key] as T;
    if (v in out) out[v]++;
  }
  return out;
}

export { CLASSIFIER_LABELS };
