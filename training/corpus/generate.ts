/**
 * Builds the labelled corpus for the context head from three sources: the template corpora
 * (labels/, many sentence shapes per label with shared label-neutral frames), the hand-written
 * line sets (written/, each line its own template, in five languages, benign the largest class
 * with hard negatives), and pasted code with the question around it. Wording around identifiers
 * (credential, government_id, contact templates) is read as benign context: identifiers are the
 * detectors' job. The split into train / validation / test is by template, never by line: the
 * test split holds sentence shapes that training never saw.
 */
import type { ClassifierLabel } from '../../src/core/classifier/labels';
import type { Example, Split } from '../pipeline';
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
import type { CorpusLabel, LabelCorpus } from './types';
import { commonSlots, LANGS, type Lang } from './vocab';
import { CODE_QUESTIONS, SNIPPETS } from './written/code';
import { DE } from './written/context-de';
import { EN } from './written/context-en';
import { EN_MORE } from './written/context-en-more';
import { DE_MORE, ES_MORE, FR_MORE, RU_MORE } from './written/context-intl-more';
import { DE_MORE2, ES_MORE2, FR_MORE2, RU_MORE2 } from './written/context-intl-more2';
import { ES } from './written/context-es';
import { FR } from './written/context-fr';
import { RU } from './written/context-ru';
import type { WrittenLines } from './written/types';
import { EXTRA } from './written/extra';

export type { Split };
function mergeLines(a: WrittenLines, ...more: WrittenLines[]): WrittenLines {
  return Object.fromEntries(Object.keys(a).map((k) => [k, [...a[k as keyof WrittenLines], ...more.flatMap((m) => m[k as keyof WrittenLines])]])) as unknown as WrittenLines;
}

/**
 * Template group of the second hand-written set (written/extra-*.ts): lines in the registers the
 * first set lacked. Generated after everything else; the injection head leaves them out.
 */
export const EXTRA_GROUP = 'written2';

export const WRITTEN: Readonly<Record<Lang, WrittenLines>> = {
  en: mergeLines(EN, EN_MORE),
  de: mergeLines(DE, DE_MORE, DE_MORE2),
  fr: mergeLines(FR, FR_MORE, FR_MORE2),
  es: mergeLines(ES, ES_MORE, ES_MORE2),
  ru: mergeLines(RU, RU_MORE, RU_MORE2),
};

/** Benign hand-written lines get more renderings: benign is most of what people paste. */
const WRITTEN_BENIGN_WEIGHT = 1.5;

export const LABEL_CORPORA: readonly LabelCorpus[] = [benign, health, financial, privateMessage, specialCategory, legal, credential, governmentId, contact];

/** The context label a template corpus's lines carry. */
const AS_CONTEXT: Record<CorpusLabel, ClassifierLabel> = {
  benign: 'benign',
  health: 'health',
  financial: 'financial',
  private_message: 'private_message',
  special_category: 'special_category',
  legal: 'legal',
  credential: 'benign',
  government_id: 'benign',
  contact: 'benign',
};

export interface CorpusOptions {
  seed: number;
  /** Lines per label from the template corpora, before de-duplication. */
  perLabel: number;
  /** Renderings of each hand-written line (a line with alternatives or slots gets twice as many). */
  perWrittenLine: number;
  /** Renderings of each line of the second hand-written set, relative to perWrittenLine. */
  extraWeight?: number;
}

/** Share of each label's lines per language. */
export const LANG_SHARE: Readonly<Record<Lang, number>> = { en: 0.52, es: 0.12, de: 0.12, fr: 0.12, ru: 0.12 };

const SPLIT_SHARE = { test: 0.12, val: 0.12 };

/**
 * Benign is the large, open-ended class (and most of what people paste): it gets more lines.
 * Identifier wording is a small share of benign.
 */
const LABEL_WEIGHT: Partial<Record<CorpusLabel, number>> = { benign: 2.2, credential: 0.15, government_id: 0.15, contact: 0.15 };

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
  for (const lang of LANGS) {
    const slots = commonSlots(lang);
    for (const [label, lines] of [...Object.entries(WRITTEN[lang]), ...Object.entries(EXTRA[lang])]) {
      for (const source of lines) {
        for (const name of slotNames(source)) if (!(name in slots)) throw new Error(`written ${label}/${lang}: unknown slot {${name}} in "${source}"`);
      }
    }
  }
}

/** Lines from the template corpora (labels/ and the shared frames). */
function templateLines(options: CorpusOptions, add: (e: Example) => boolean): void {
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
        if (add({ text, label: AS_CONTEXT[corpus.label], lang, split: ref.split, template: ref.id })) made++;
      }
    });
  });
}

const hasVariation = (source: string): boolean => /[[{]/.test(source);

/** The hand-written lines, each rendered a few times on different surfaces, some beside another line. */
function writtenLines(options: CorpusOptions, add: (e: Example) => boolean, written: Readonly<Record<Lang, WrittenLines>> = WRITTEN, group = 'written', weight = 1): void {
  const salt = group === 'written' ? 0 : stableHash(group);
  LANGS.forEach((lang, langIndex) => {
    const slots = commonSlots(lang);
    const sets = written[lang];
    const refsByLabel = new Map<ClassifierLabel, TemplateRef[]>();
    for (const label of Object.keys(sets) as ClassifierLabel[]) refsByLabel.set(label, assignSplits(`${group}/${label}/${lang}`, sets[label]));
    const benignRefs = refsByLabel.get('benign') ?? [];
    [...refsByLabel.entries()].forEach(([label, refs], labelIndex) => {
      const rng = new Rng((options.seed ^ Math.imul(labelIndex + 31, 0x9e3779b1) ^ Math.imul(langIndex + 101, 0x85ebca77) ^ salt) >>> 0);
      for (const ref of refs) {
        const n = Math.round(options.perWrittenLine * weight * (hasVariation(ref.source) ? 2 : 1) * (label === 'benign' ? WRITTEN_BENIGN_WEIGHT : 1));
        let remaining = n;
        for (let k = 0; remaining > 0 && k < n + 8; k++) {
          let text = tidy(render(ref.source, slots, rng));
          const roll = rng.next();
          // A line beside other benign lines of the same split: one sentence decides the label.
          if (roll < 0.2) {
            const pool = benignRefs.filter((b) => b.split === ref.split && b !== ref);
            if (pool.length > 0) {
              const other = tidy(render(rng.pick(pool).source, slots, rng));
              text = rng.chance(0.5) ? `${text}${rng.pick(['. ', '\n', '\n\n', ' '])}${other}` : `${other}${rng.pick(['. ', '\n', '\n\n', ' '])}${text}`;
            }
          }
          text = k === 0 ? text : wrap(noise(text, lang, rng), lang, rng);
          if (add({ text, label, lang, split: ref.split, template: ref.id })) remaining--;
        }
      }
    });
  });
}

/** Pasted code, logs and config with a question; split by snippet. */
function codeLines(options: CorpusOptions, add: (e: Example) => boolean): void {
  const refs = assignSplits('code', SNIPPETS);
  const rng = new Rng((options.seed ^ 0x5bd1e995) >>> 0);
  LANGS.forEach((lang) => {
    for (const ref of refs) {
      const reps = lang === 'en' ? 8 : 2;
      for (let k = 0; k < reps; k++) {
        const q = rng.pick(CODE_QUESTIONS[lang]);
        const fence = rng.chance(0.5) ? ['```\n', '\n```'] : ['', ''];
        const text = rng.chance(0.5) ? `${q}\n${fence[0]}${ref.source}${fence[1]}` : `${fence[0]}${ref.source}${fence[1]}\n${q}`;
        add({ text, label: 'benign', lang, split: ref.split, template: ref.id });
      }
    }
  });
}

export function generateCorpus(options: CorpusOptions): Example[] {
  validateTemplates();
  const examples: Example[] = [];
  const seen = new Set<string>();
  const add = (e: Example): boolean => {
    const key = canonical(e.text);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    examples.push(e);
    return true;
  };
  writtenLines(options, add);
  codeLines(options, add);
  templateLines(options, add);
  // Last, so the lines above (and the injection head's ordinary prompts, taken from them) are as before.
  writtenLines(options, add, EXTRA, EXTRA_GROUP, options.extraWeight ?? 1);
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

