/**
 * Entity values for the tagger's synthetic data, from @faker-js/faker's locales: person names
 * (first, middle, last, particles, hyphens, initials, of every origin faker knows), street
 * addresses written the way each country writes them (unit, postcode, city, region, country),
 * phone numbers in national and international forms, and dates. Vocabulary is split by a hash
 * of each word (train / validation / test): the training split never yields a name, street or
 * city that the other splits yield, so the held-out evaluation measures names and places the model never saw.
 */
import { allFakers, type Faker } from '@faker-js/faker';
import { hashWord } from '../../src/core/tagger/tokens';
import type { Rng } from '../corpus/rng';

export type Split = 'train' | 'validation' | 'test';

/** The split a word belongs to, by its hash: two in ten test, one validation, seven train. */
export function splitOf(word: string): Split {
  const b = (hashWord(word) >>> 0) % 10;
  return b < 2 ? 'test' : b === 2 ? 'validation' : 'train';
}
export const inSplit = (word: string, split: Split): boolean => splitOf(word) === split;

/** Locales drawn for names; weights favour the languages the product meets most. */
export const NAME_LOCALES: ReadonlyArray<readonly [string, number]> = [
  ['en_US', 6], ['en_GB', 4], ['en_IN', 3], ['en_NG', 2], ['en_AU', 1], ['en_CA', 1], ['en_IE', 1], ['en_ZA', 1], ['en_GH', 1],
  ['de', 3], ['de_AT', 1], ['de_CH', 1], ['fr', 3], ['fr_CA', 1], ['fr_BE', 1], ['fr_SN', 1], ['es', 3], ['es_MX', 2],
  ['it', 2], ['pt_BR', 2], ['pt_PT', 1], ['nl', 2], ['nl_BE', 1], ['pl', 2], ['cs_CZ', 1], ['sk', 1], ['hu', 1], ['ro', 1],
  ['hr', 1], ['sr_RS_latin', 1], ['sl_SI', 1], ['lv', 1], ['sv', 1], ['nb_NO', 1], ['da', 1], ['fi', 1], ['tr', 2],
  ['az', 1], ['uz_UZ_latin', 1], ['id_ID', 2], ['vi', 2], ['yo_NG', 1], ['zu_ZA', 1], ['af_ZA', 1], ['ku_kmr_latin', 1],
  ['ru', 1], ['uk', 1], ['el', 1], ['ar', 1], ['he', 1], ['fa', 1], ['ja', 1], ['zh_CN', 1], ['ko', 1], ['th', 1], ['hy', 1], ['ka_GE', 1], ['ne', 1],
];

/** Locales whose addresses are drawn (each with a country format below). */
export const ADDRESS_LOCALES: ReadonlyArray<readonly [string, number]> = [
  ['en_US', 6], ['en_GB', 4], ['en_CA', 2], ['en_AU', 2], ['en_IE', 1], ['en_IN', 2], ['en_NG', 1], ['en_ZA', 1],
  ['de', 4], ['de_AT', 1], ['de_CH', 2], ['fr', 3], ['fr_BE', 1], ['fr_CH', 1], ['fr_CA', 1], ['es', 3], ['es_MX', 2], ['it', 2],
  ['pt_BR', 2], ['pt_PT', 1], ['nl', 2], ['nl_BE', 1], ['pl', 2], ['cs_CZ', 1], ['sk', 1], ['hu', 1], ['ro', 1], ['hr', 1],
  ['sv', 1], ['nb_NO', 1], ['da', 1], ['fi', 1], ['tr', 1], ['id_ID', 1], ['vi', 1], ['ja', 1], ['zh_CN', 1], ['ko', 1],
  ['ru', 1], ['uk', 1], ['el', 1], ['lv', 1],
];

const COUNTRY: Record<string, readonly string[]> = {
  en_US: ['USA', 'United States', 'US'], en_GB: ['UK', 'United Kingdom', 'England'], en_CA: ['Canada'], en_AU: ['Australia'],
  en_IE: ['Ireland'], en_IN: ['India'], en_NG: ['Nigeria'], en_ZA: ['South Africa'], de: ['Germany', 'Deutschland'],
  de_AT: ['Austria', 'Österreich'], de_CH: ['Switzerland', 'Schweiz'], fr: ['France'], fr_BE: ['Belgique', 'Belgium'],
  fr_CH: ['Suisse'], fr_CA: ['Canada'], es: ['España', 'Spain'], es_MX: ['México', 'Mexico'], it: ['Italia', 'Italy'],
  pt_BR: ['Brasil', 'Brazil'], pt_PT: ['Portugal'], nl: ['Nederland', 'Netherlands'], nl_BE: ['België', 'Belgium'],
  pl: ['Polska', 'Poland'], cs_CZ: ['Česká republika', 'Czechia'], sk: ['Slovensko'], hu: ['Magyarország', 'Hungary'],
  ro: ['România', 'Romania'], hr: ['Hrvatska', 'Croatia'], sv: ['Sverige', 'Sweden'], nb_NO: ['Norge', 'Norway'],
  da: ['Danmark', 'Denmark'], fi: ['Suomi', 'Finland'], tr: ['Türkiye', 'Turkey'], id_ID: ['Indonesia'], vi: ['Việt Nam', 'Vietnam'],
  ja: ['日本', 'Japan'], zh_CN: ['中国', 'China'], ko: ['대한민국', 'South Korea'], ru: ['Россия', 'Russia'], uk: ['Україна', 'Ukraine'],
  el: ['Ελλάδα', 'Greece'], lv: ['Latvija', 'Latvia'],
};

export function pickWeighted<T>(rng: Rng, items: ReadonlyArray<readonly [T, number]>): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let r = rng.next() * total;
  for (const [v, w] of items) {
    r -= w;
    if (r < 0) return v;
  }
  return items[items.length - 1]![0];
}

const fakers = allFakers as unknown as Record<string, Faker>;

function fakerFor(locale: string): Faker {
  const f = fakers[locale];
  if (!f) throw new Error(`no faker locale ${locale}`);
  return f;
}

/** Seeds every faker used, so values depend only on the seed and the order of calls. */
export function seedFakers(seed: number): void {
  const locales = new Set([...NAME_LOCALES.map(([l]) => l), ...ADDRESS_LOCALES.map(([l]) => l), 'en']);
  let i = 0;
  for (const l of [...locales].sort()) fakerFor(l).seed(seed * 7919 + i++);
}

type Definitions = Record<string, unknown>;

function flatten(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(flatten);
  if (typeof v === 'string') return [v];
  if (v && typeof v === 'object') return Object.values(v).flatMap(flatten);
  return [];
}

function listOf(locale: string, section: string, key: string): string[] {
  const defs = fakerFor(locale).rawDefinitions as unknown as Record<string, Definitions | undefined>;
  return [...new Set(flatten(defs[section]?.[key]).filter((s) => s.length > 0 && !s.includes('{{') && !s.includes('#')))].sort();
}

interface NamePool {
  first: string[];
  last: string[];
  middle: string[];
}

const namePools = new Map<string, NamePool>();

export function namePool(locale: string, split: Split): NamePool {
  const key = `${locale}:${split}`;
  let pool = namePools.get(key);
  if (!pool) {
    const keep = (xs: string[]): string[] => {
      const kept = xs.filter((x) => x.split(/[\s-]+/).every((part) => inSplit(part, split)));
      return kept.length > 0 ? kept : xs.slice(0, 1);
    };
    pool = { first: keep(listOf(locale, 'person', 'first_name')), last: keep(listOf(locale, 'person', 'last_name')), middle: keep(listOf(locale, 'person', 'middle_name')) };
    namePools.set(key, pool);
  }
  return pool;
}

/** Every name word of every name locale (for the word lists), with its split. */
export function allNameWords(): { first: string[]; last: string[] } {
  const first = new Set<string>();
  const last = new Set<string>();
  for (const [l] of NAME_LOCALES) {
    for (const x of listOf(l, 'person', 'first_name')) first.add(x);
    for (const x of listOf(l, 'person', 'middle_name')) first.add(x);
    for (const x of listOf(l, 'person', 'last_name')) last.add(x);
  }
  return { first: [...first].sort(), last: [...last].sort() };
}

const PARTICLES = ['van', 'van der', 'van den', 'de', 'de la', 'del', 'da', 'dos', 'di', 'von', 'le', 'al-', 'el-', 'bin', 'ibn', 'ter', 'du', 'della'];

export type NameStyle = 'full' | 'first' | 'last' | 'initial-last' | 'first-initial-last' | 'last-comma-first' | 'three';

/** A person name of the locale, in a style; may carry particles, hyphens and middle names. */
export function personName(rng: Rng, locale: string, split: Split, style: NameStyle = 'full'): string {
  const pool = namePool(locale, split);
  const first = (): string => {
    const f = rng.pick(pool.first);
    return rng.chance(0.05) ? `${f}-${rng.pick(pool.first)}` : f;
  };
  const last = (): string => {
    let l = rng.pick(pool.last);
    if (rng.chance(0.08)) l = `${l}-${rng.pick(pool.last)}`;
    if (rng.chance(0.06) && /^[A-Z]/.test(l)) {
      const p = rng.pick(PARTICLES);
      l = p.endsWith('-') ? `${p}${l}` : `${p} ${l}`;
    }
    return l;
  };
  const eastern = /^(ja|zh_CN|zh_TW|ko|hu|vi)$/.test(locale);
  const joiner = /^(ja|zh_CN|zh_TW)$/.test(locale) && rng.chance(0.6) ? '' : ' ';
  const both = (a: string, b: string): string => (eastern ? `${b}${joiner}${a}` : `${a} ${b}`);
  switch (style) {
    case 'first':
      return first();
    case 'last':
      return last();
    case 'initial-last':
      return `${first().charAt(0)}. ${last()}`;
    case 'first-initial-last':
      return `${first()} ${String.fromCharCode(65 + rng.int(0, 25))}. ${last()}`;
    case 'last-comma-first':
      return `${last()}, ${first()}`;
    case 'three': {
      const mid = pool.middle.length > 0 && rng.chance(0.5) ? rng.pick(pool.middle) : first();
      return eastern ? both(first(), last()) : `${first()} ${mid} ${last()}`;
    }
    default:
      return both(first(), last());
  }
}

/** A name style, mostly full names. */
export function nameStyle(rng: Rng): NameStyle {
  return pickWeighted<NameStyle>(rng, [
    ['full', 10], ['first', 3], ['three', 2], ['initial-last', 1], ['first-initial-last', 1], ['last-comma-first', 0.5],
  ]);
}

/** Draws faker values until one falls in the split (by the hash of its first word). */
function inSplitValue(split: Split, make: () => string): string {
  let v = make();
  for (let i = 0; i < 12 && !v.split(/\s+/).filter((w) => /\p{L}{3,}/u.test(w)).every((w) => inSplit(w.replace(/[^\p{L}]/gu, ''), split)); i++) v = make();
  return v;
}

export function city(rng: Rng, locale: string, split: Split): string {
  const f = fakerFor(locale);
  void rng;
  return inSplitValue(split, () => f.location.city());
}

function street(locale: string, split: Split): string {
  const f = fakerFor(locale);
  return inSplitValue(split, () => f.location.street());
}

const num = (rng: Rng, max = 250): string => String(rng.int(1, rng.chance(0.7) ? max : 9999));

/** A house number with the letter or range some countries add. */
function house(rng: Rng): string {
  const n = num(rng);
  const r = rng.next();
  if (r < 0.1) return `${n}${rng.pick(['a', 'b', 'A', 'B', 'c'])}`;
  if (r < 0.13) return `${n}-${Number(n) + rng.int(1, 4)}`;
  return n;
}

function zip(rng: Rng, locale: string): string {
  const f = fakerFor(locale);
  void rng;
  return f.location.zipCode();
}

function unit(rng: Rng, lang: string): string {
  const n = rng.int(1, 120);
  const opts: Record<string, string[]> = {
    en: [`Apt ${n}`, `Apt. ${n}`, `Suite ${n * 10}`, `Unit ${n}`, `Flat ${n}`, `#${n}`, `Floor ${rng.int(1, 30)}`, `Apartment ${n}${rng.pick(['A', 'B', ''])}`],
    de: [`Wohnung ${n}`, `${rng.int(1, 6)}. OG`, `Whg. ${n}`, `c/o ${n}`, `Hinterhaus`, `${rng.int(1, 5)}. Stock`],
    fr: [`Apt ${n}`, `Bât. ${rng.pick(['A', 'B', 'C'])}`, `${rng.int(1, 9)}e étage`, `Appartement ${n}`],
    es: [`${rng.int(1, 9)}º ${rng.pick(['A', 'B', 'C', 'D', 'Izq', 'Dcha'])}`, `Piso ${rng.int(1, 12)}`, `Puerta ${rng.int(1, 9)}`, `Esc. ${rng.int(1, 4)}`],
    it: [`Interno ${rng.int(1, 30)}`, `Scala ${rng.pick(['A', 'B', 'C'])}`, `Piano ${rng.int(1, 8)}`],
    pt: [`Apto ${n}`, `${rng.int(1, 9)}º Esq.`, `Bloco ${rng.pick(['A', 'B'])}`, `Sala ${n}`],
    nl: [`${rng.int(1, 4)}hoog`, `bus ${n}`, `${n}${rng.pick(['A', 'B', '-II'])}`],
    pl: [`m. ${n}`, `lok. ${n}`, `/${n}`],
    nordic: [`lgh ${1000 + n}`, `${rng.int(1, 6)}. tv`, `${rng.int(1, 6)} tr`],
  };
  return rng.pick(opts[lang] ?? opts.en!);
}

const langOf = (locale: string): string => {
  const l = locale.slice(0, 2);
  if (l === 'sv' || l === 'nb' || l === 'da' || l === 'fi') return 'nordic';
  return l;
};

const US_STATES = ['AL', 'AZ', 'CA', 'CO', 'CT', 'FL', 'GA', 'IL', 'MA', 'MD', 'MI', 'MN', 'NC', 'NJ', 'NY', 'OH', 'OR', 'PA', 'TX', 'VA', 'WA', 'WI'];
const CA_PROV = ['ON', 'QC', 'BC', 'AB', 'MB', 'NS', 'SK'];
const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT'];
const IN_STATES = ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Kerala', 'Delhi', 'Gujarat', 'West Bengal', 'Telangana'];

export interface AddressParts {
  /** Lines of the address, joined by ", " for one line or "\n" for a block. */
  lines: string[];
}

/**
 * A street address in the country's own order: street line(s), then postcode and city (or city,
 * region and ZIP), sometimes the country. `level` decides how much is given: a street line only,
 * street and town, or everything.
 */
export function address(rng: Rng, locale: string, split: Split, level: 'street' | 'town' | 'full' = 'full'): AddressParts {
  const f = fakerFor(locale);
  const lang = langOf(locale);
  const withUnit = rng.chance(0.3);
  const st = street(locale, split);
  const h = house(rng);
  const town = city(rng, locale, split);
  const z = zip(rng, locale);
  const country = rng.chance(level === 'full' ? 0.35 : 0) ? rng.pick(COUNTRY[locale] ?? ['']) : '';
  let lines: string[];
  const u = withUnit ? unit(rng, lang) : '';
  switch (locale) {
    case 'en_US':
    case 'en_CA':
    case 'en_AU': {
      const region = locale === 'en_US' ? rng.pick(US_STATES) : locale === 'en_CA' ? rng.pick(CA_PROV) : rng.pick(AU_STATES);
      const streetLine = `${h} ${st}${u ? `${rng.pick([', ', ' '])}${u}` : ''}`;
      lines = [streetLine, locale === 'en_AU' ? `${town} ${region} ${z}` : `${town}, ${region} ${z}`];
      break;
    }
    case 'en_GB':
    case 'en_IE':
    case 'en_NG':
    case 'en_ZA': {
      lines = u ? [u, `${h} ${st}`, town, z] : [`${h} ${st}`, town, z];
      if (rng.chance(0.5)) lines = [...lines.slice(0, -2), `${town} ${z}`];
      break;
    }
    case 'en_IN': {
      lines = [`${u ? `${u}, ` : ''}${h}, ${st}`, `${town}, ${rng.pick(IN_STATES)} ${z}`];
      break;
    }
    case 'de':
    case 'de_AT':
    case 'de_CH':
    case 'nl':
    case 'nl_BE':
    case 'pl':
    case 'cs_CZ':
    case 'sk':
    case 'hr':
    case 'sv':
    case 'nb_NO':
    case 'da':
    case 'fi':
    case 'tr':
    case 'lv': {
      const pre = locale === 'pl' && rng.chance(0.6) ? 'ul. ' : '';
      const stl = `${pre}${st} ${h}${u ? `${lang === 'pl' && u.startsWith('/') ? '' : ' '}${u}` : ''}`;
      lines = [stl, `${rng.chance(0.1) && locale.startsWith('de') ? 'D-' : ''}${z} ${town}`];
      break;
    }
    case 'fr':
    case 'fr_BE':
    case 'fr_CH':
    case 'fr_CA': {
      const stl = locale === 'fr' || locale === 'fr_CA' ? `${h}${rng.chance(0.1) ? ' bis' : ''} ${st}` : `${st} ${h}`;
      lines = u ? [stl, u, `${z} ${town}`] : [stl, `${z} ${town}`];
      if (locale === 'fr') lines[lines.length - 1] = `${z} ${rng.chance(0.3) ? town.toUpperCase() : town}`;
      break;
    }
    case 'es':
    case 'es_MX':
    case 'it':
    case 'pt_PT': {
      const stl = `${st}${rng.chance(0.5) ? ',' : ''} ${h}${u ? `, ${u}` : ''}`;
      lines = [stl, `${z} ${town}${locale === 'it' && rng.chance(0.5) ? ` (${town.slice(0, 2).toUpperCase()})` : ''}`];
      break;
    }
    case 'pt_BR': {
      lines = [`${st}, ${h}${u ? ` - ${u}` : ''}`, `${town} - ${f.location.state({ abbreviated: true })}`, `CEP ${z}`];
      if (rng.chance(0.5)) lines = [`${st}, ${h}${u ? `, ${u}` : ''}`, `${z} ${town}`];
      break;
    }
    case 'ja':
    case 'zh_CN':
    case 'ko': {
      const full = f.location.streetAddress(withUnit);
      lines = locale === 'ja' ? [`〒${z}`, `${f.location.state()}${town}${full}`] : [`${f.location.state()}${town}${full}`, z];
      break;
    }
    case 'ru':
    case 'uk': {
      lines = [`${st}, д. ${h}${withUnit ? `, кв. ${rng.int(1, 300)}` : ''}`, town, z];
      break;
    }
    default: {
      lines = [f.location.streetAddress(withUnit), `${z} ${town}`];
    }
  }
  if (level === 'street') lines = lines.slice(0, Math.max(1, lines.findIndex((l) => l.includes(st)) + 1));
  if (country) lines.push(country);
  return { lines };
}

/** An address as written inline: its lines joined by commas (or spaces where a country would). */
export const addressLine = (rng: Rng, a: AddressParts): string => a.lines.join(rng.chance(0.85) ? ', ' : ' ');
export const addressBlock = (a: AddressParts): string => a.lines.join('\n');

const PHONE_FORMATS: Record<string, readonly string[]> = {
  en_US: ['(###) ###-####', '###-###-####', '###.###.####', '+1 ### ### ####', '+1 (###) ###-####', '1-###-###-####', '+1-###-###-####'],
  en_GB: ['07### ######', '+44 7### ######', '020 #### ####', '+44 20 #### ####', '(01###) ######', '+44 (0)1### ######'],
  de: ['030 #######', '+49 30 ########', '0151 ########', '+49 151 ########', '(089) ######', '+49 (0)89 #######', '0049 40 #######'],
  fr: ['06 ## ## ## ##', '+33 6 ## ## ## ##', '01.##.##.##.##', '+33 (0)1 ## ## ## ##', '07########'],
  es: ['6## ### ###', '+34 6## ## ## ##', '91 ### ## ##', '+34 91 ### ####'],
  it: ['3## ### ####', '+39 3## ### ####', '06 #### ####', '+39 06 ########'],
  nl: ['06-########', '+31 6 ########', '020-#######', '+31 (0)20 ### ####'],
  in: ['+91 9#### #####', '9#########', '+91-8#########', '080-########'],
  br: ['(11) 9####-####', '+55 11 9####-####', '(21) ####-####'],
  au: ['04## ### ###', '+61 4## ### ###', '(02) #### ####'],
  intl: ['+### ## ### ####', '+## ### ### ###', '00## ## ### ## ##', '+## (0)## ### ## ##', '+### ### ######'],
};

function fillDigits(rng: Rng, pattern: string): string {
  return pattern.replace(/#/g, () => String(rng.int(0, 9)));
}

/** A phone number as people write it: faker's national formats and common international ones. */
export function phone(rng: Rng, locale: string): string {
  let v: string;
  if (rng.chance(0.4)) {
    v = fakerFor(locale).phone.number({ style: rng.pick(['human', 'national', 'international'] as const) });
  } else {
    const key = locale.startsWith('en_US') || locale === 'en_CA' ? 'en_US' : locale === 'en_GB' || locale === 'en_IE' ? 'en_GB' : locale.startsWith('de') ? 'de'
      : locale.startsWith('fr') ? 'fr' : locale.startsWith('es') ? 'es' : locale === 'it' ? 'it' : locale.startsWith('nl') ? 'nl' : locale === 'en_IN' ? 'in'
      : locale === 'pt_BR' ? 'br' : locale === 'en_AU' ? 'au' : 'intl';
    v = fillDigits(rng, rng.pick(PHONE_FORMATS[key]!));
  }
  if (rng.chance(0.04)) v += rng.pick([' ext. ', ' x', ' ext ', ' Durchwahl ']) + String(rng.int(10, 999));
  return v;
}

const MONTHS: Record<string, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** A date in one of the ways the language writes dates; `birth` years lie 1930–2010. */
export function date(rng: Rng, lang: string, birth: boolean): string {
  const y = birth ? rng.int(1932, 2010) : rng.int(2015, 2027);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  const names = MONTHS[lang] ?? MONTHS.en!;
  const month = names[m - 1]!;
  const short = month.slice(0, 3);
  const forms: string[] = [`${y}-${pad(m)}-${pad(d)}`, `${pad(d)}/${pad(m)}/${y}`, `${d}.${m}.${y}`, `${pad(d)}.${pad(m)}.${y}`];
  if (lang === 'en') forms.push(`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${month} ${d}, ${y}`, `${d} ${month} ${y}`, `${short} ${d}, ${y}`, `${d}-${short}-${y}`, `${d}th ${month} ${y}`.replace(/^(1|21)th/, '$1st').replace(/^(2|22)th/, '$1nd').replace(/^(3|23)th/, '$1rd'));
  else if (lang === 'de') forms.push(`${d}. ${month} ${y}`, `${pad(d)}.${pad(m)}.${String(y).slice(2)}`);
  else if (lang === 'fr') forms.push(`${d} ${month} ${y}`, `${d === 1 ? '1er' : d} ${month} ${y}`);
  else if (lang === 'es' || lang === 'pt') forms.push(`${d} de ${month} de ${y}`);
  else forms.push(`${d} ${month} ${y}`);
  return rng.pick(forms);
}

export function company(rng: Rng, locale: string): string {
  return fakerFor(rng.chance(0.5) ? 'en' : locale).company.name();
}

/** A capitalised word or phrase of the locale that is no person and no address (for negatives). */
export function fakerWord(rng: Rng): string {
  const f = fakerFor('en');
  return rng.pick([
    () => f.commerce.productName(),
    () => f.commerce.department(),
    () => f.company.buzzNoun(),
    () => f.hacker.noun(),
    () => f.music.genre(),
    () => f.vehicle.manufacturer(),
    () => f.location.country(),
    () => f.animal.type(),
    () => f.science.chemicalElement().name,
    () => f.word.noun(),
  ])();
}
