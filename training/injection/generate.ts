/**
 * Builds the injection head's corpus. Documents first — a direct attack typed into the prompt, a
 * payload hidden in an e-mail, page, review, CV, code file, JSON or CSV, a benign carrier, a
 * hard negative — then each document is cut into the units the detector reads (segments.ts) and
 * every unit is labelled by whether it overlaps the planted instruction. A unit that holds only
 * the attacker's substitute task ("write a poem about pirates") is harmless on its own and is
 * left out of training. Ordinary prompts come from the context head's corpus, with its split.
 * The split is by template: a payload, carrier or hard-negative line is in one split only.
 */
import { WHOLE_TEXT_MAX } from '../../src/core/classifier/injection-detector';
import { injectionSpans } from '../../src/core/classifier/segments';
import type { Example, Split } from '../pipeline';
import { Rng, stableHash } from '../corpus/rng';
import { noise } from '../corpus/surface';
import { commonSlots, LANGS, type Lang } from '../corpus/vocab';
import { DE } from './lines-de';
import { EN } from './lines-en';
import { ES } from './lines-es';
import { FR } from './lines-fr';
import { RU } from './lines-ru';
import { EN_MORE } from './more-en';
import { EN_MORE2 } from './more-en2';
import { EN_MORE3 } from './more-en3';
import { BENIGN_DOCS, CARRIER_DOCS } from './documents';
import { INTL_MORE } from './more-intl';
import { INTL_MORE2 } from './more-intl2';
import { INTL_MORE3, OTHER_LANGS } from './more-intl3';
import { ORDINARY_INSTRUCTIONS } from './ordinary-instructions';
import type { RealTextOptions } from './real-text';
import type { CarrierKind, InjectionLines } from './types';

type More = Pick<InjectionLines, 'overrides' | 'embedded' | 'hardNegatives'>;

function merged(lang: Lang, base: InjectionLines, ...more: More[]): InjectionLines {
  return {
    ...base,
    overrides: [...base.overrides, ...more.flatMap((m) => m.overrides)],
    embedded: [...base.embedded, ...more.flatMap((m) => m.embedded)],
    hardNegatives: [...base.hardNegatives, ...more.flatMap((m) => m.hardNegatives), ...ORDINARY_INSTRUCTIONS[lang]],
  };
}

export const INJECTION_LINES: Readonly<Record<Lang, InjectionLines>> = {
  // Languages without a vocabulary of their own ride with English (slots, carriers, ordinary prompts).
  en: merged('en', EN, EN_MORE, EN_MORE2, EN_MORE3, ...Object.values(OTHER_LANGS)),
  de: merged('de', DE, INTL_MORE.de, INTL_MORE2.de, INTL_MORE3.de),
  fr: merged('fr', FR, INTL_MORE.fr, INTL_MORE2.fr, INTL_MORE3.fr),
  es: merged('es', ES, INTL_MORE.es, INTL_MORE2.es, INTL_MORE3.es),
  ru: merged('ru', RU, INTL_MORE.ru, INTL_MORE2.ru, INTL_MORE3.ru),
};



export type DocKind = 'direct' | 'indirect' | 'hard_negative' | 'ordinary';

export interface InjectionDoc {
  text: string;
  label: 'injection' | 'benign';
  kind: DocKind;
  carrier: CarrierKind | 'prompt';
  lang: Lang;
  split: Split;
  template: string;
}

export interface InjectionCorpus {
  docs: InjectionDoc[];
  units: Example[];
}

export interface InjectionCorpusOptions {
  seed: number;
  /** Renderings of each payload line per language (English gets twice as many). */
  perPayload: number;
  /** Renderings of each hard-negative line. */
  perHardNegative: number;
  /** Benign carrier documents per language. */
  carrierDocs: number;
  /** Real README text and code from the installed packages (real-text.ts); none when absent. */
  realText?: RealTextOptions;
  /**
   * Renderings of each whole carrier document (documents.ts) with a payload in its slot, and with
   * the slot holding an ordinary sentence or a look-alike; renderings of each look-alike document.
   * English gets twice as many. None when absent.
   */
  documents?: { planted: number; plain: number; lookAlike: number };
}

const SPLIT_SHARE = { test: 0.15, val: 0.15 };

function splitOf(id: string, group: string, size: number): Split {
  // Rank within the group by hash; small groups still get one of each when they can.
  const h = stableHash(`split:${group}/${id}`) / 4294967296;
  if (size < 4) return 'train';
  return h < SPLIT_SHARE.test ? 'test' : h < SPLIT_SHARE.test + SPLIT_SHARE.val ? 'val' : 'train';
}

interface Ref {
  id: string;
  source: string;
  split: Split;
}

function refs(group: string, sources: readonly string[]): Ref[] {
  return sources.map((source) => {
    const id = `${group}/${stableHash(source).toString(16)}`;
    return { id, source, split: splitOf(id, group, sources.length) };
  });
}

const HOST_A = ['secure', 'verify', 'login', 'cdn', 'metrics', 'track', 'support', 'update', 'portal', 'account', 'docs', 'img', 'safe', 'auth'];
const HOST_B = ['-check', '-center', 'hub', '-service', 'box', '-cloud', 'zone', '-api', 'now', '-help'];
const TLD = ['.com', '.net', '.io', '.xyz', '.info', '.co', '.app', '.top'];
const WORDS = ['banana', 'pineapple', 'blue elephant', 'ACK', 'per my last instruction', 'beep'];

/** `[a|b]` picks (only brackets holding a `|`), `{slot}` fills (only known slots); everything else is literal. */
function renderLoose(source: string, lang: Lang, rng: Rng): string {
  const common = commonSlots(lang);
  const host = (): string => `${rng.pick(HOST_A)}${rng.pick(HOST_B)}${rng.pick(TLD)}`;
  const fill: Record<string, () => string> = {
    host,
    mail: () => `${String(rng.pick(common.first as readonly string[])).toLowerCase()}.${rng.int(10, 99)}@${host()}`,
    word: () => rng.pick(WORDS),
    first: () => rng.pick(common.first as readonly string[]),
    company: () => rng.pick(common.company as readonly string[]),
    n2: () => String(rng.int(10, 99)),
  };
  let out = source;
  for (let guard = 0; guard < 20; guard++) {
    const next = out.replace(/\[([^[\]]*\|[^[\]]*)\]/u, (_, body: string) => rng.pick(body.split('|')));
    if (next === out) break;
    out = next;
  }
  return out.replace(/\{(\w+)\}/gu, (m, name: string) => (fill[name] ? (fill[name] as () => string)() : m));
}

/** A payload written the way its carrier would hold it. */
function embedIn(carrier: CarrierKind, payload: string, rng: Rng): string {
  switch (carrier) {
    case 'code':
      return rng.pick([`# ${payload}`, `// ${payload}`, `/* ${payload} */`, `"""${payload}"""`]);
    case 'json':
      return `"${rng.pick(['note', 'description', 'comment', 'bio', 'instructions'])}": "${payload.replace(/"/g, '\\"')}",`;
    case 'csv':
      return `${rng.int(1000, 9999)},"${payload.replace(/"/g, '""')}",${rng.int(1, 99)}`;
    case 'web':
      return rng.pick([payload, `<!-- ${payload} -->`, `<span style="display:none">${payload}</span>`, `<p style="color:white">${payload}</p>`]);
    case 'email':
      return rng.chance(0.75) ? payload : rng.pick([`<div style="font-size:0">${payload}</div>`, `<font color="#ffffff">${payload}</font>`, `> ${payload}`]);
    default:
      return payload;
  }
}

interface Piece {
  text: string;
  /** 'inj': the instruction itself; 'goal': the substitute task only; 'plain': everything else. */
  role: 'inj' | 'goal' | 'plain';
}

function joinPieces(pieces: readonly Piece[], sep: () => string): { text: string; ranges: { start: number; end: number; role: Piece['role'] }[] } {
  let text = '';
  const ranges: { start: number; end: number; role: Piece['role'] }[] = [];
  pieces.forEach((p, i) => {
    if (i > 0) text += sep();
    ranges.push({ start: text.length, end: text.length + p.text.length, role: p.role });
    text += p.text;
  });
  return { text, ranges };
}

/** Units of a document, each labelled by what it overlaps; goal-only units are dropped. */
function unitsOf(doc: InjectionDoc, ranges: readonly { start: number; end: number; role: Piece['role'] }[]): Example[] {
  const out: Example[] = [];
  for (const span of injectionSpans(doc.text)) {
    const overlaps = ranges.filter((r) => r.start < span.end && span.start < r.end);
    const inj = overlaps.some((r) => r.role === 'inj');
    const goal = overlaps.some((r) => r.role === 'goal');
    if (!inj && goal) continue;
    out.push({ text: doc.text.slice(span.start, span.end), label: inj ? 'injection' : 'benign', lang: doc.lang, split: doc.split, template: doc.template, kind: inj ? doc.kind : doc.kind === 'hard_negative' ? 'hard_negative' : 'ordinary' });
  }
  return out;
}

const CARRIER_KINDS: readonly CarrierKind[] = ['email', 'web', 'review', 'cv', 'code', 'json', 'csv', 'doc'];

/**
 * @param ordinary benign lines (the context head's corpus), each keeping its split; they become
 *   ordinary documents and units of the injection corpus.
 * @param real benign documents of real text (real-text.ts), each with its split.
 */
export function generateInjectionCorpus(options: InjectionCorpusOptions, ordinary: readonly Example[], real: readonly InjectionDoc[] = []): InjectionCorpus {
  const docs: InjectionDoc[] = [];
  const units: Example[] = [];
  const seen = new Set<string>();
  const push = (doc: InjectionDoc, ranges: readonly { start: number; end: number; role: Piece['role'] }[]): void => {
    const key = doc.text.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    docs.push(doc);
    const own = unitsOf(doc, ranges);
    units.push(...own);
    if (own.length > 1 && doc.text.trim().length <= WHOLE_TEXT_MAX) {
      units.push({ text: doc.text, label: doc.label, lang: doc.lang, split: doc.split, template: doc.template, kind: doc.kind });
    }
  };

  LANGS.forEach((lang, li) => {
    const L = INJECTION_LINES[lang];
    const rng = new Rng((options.seed ^ Math.imul(li + 3, 0x9e3779b1)) >>> 0);
    const r = (s: string): string => renderLoose(s, lang, rng);
    const overrides = refs(`inj/override/${lang}`, L.overrides);
    const embedded = refs(`inj/embedded/${lang}`, L.embedded);
    const hard = refs(`inj/hard/${lang}`, L.hardNegatives);
    const carriers = new Map<CarrierKind, Ref[]>();
    for (const kind of [...CARRIER_KINDS, 'chat' as const]) {
      const own = L.carriers[kind] ?? [];
      // Languages with few lines of a kind borrow the English ones (code, JSON and CSV look alike everywhere).
      const lines = own.length > 0 ? own : (EN.carriers[kind] ?? []);
      carriers.set(kind, refs(`inj/carrier/${kind}/${own.length > 0 ? lang : 'en'}`, lines));
    }
    const inSplit = (list: readonly Ref[], split: Split): Ref[] => {
      const same = list.filter((x) => x.split === split);
      return same.length > 0 ? same : list.filter((x) => x.split === 'train');
    };
    const ordinaryBySplit = {
      train: ordinary.filter((e) => e.lang === lang && e.split === 'train' && e.text.length < 300),
      val: ordinary.filter((e) => e.lang === lang && e.split === 'val' && e.text.length < 300),
      test: ordinary.filter((e) => e.lang === lang && e.split === 'test' && e.text.length < 300),
    };
    // A carrier document: sentences of its kind, with ordinary lines of the same split mixed in
    // so documents are as varied as what people paste.
    const carrierBody = (kind: CarrierKind, split: Split): Piece[] => {
      const pool = inSplit(carriers.get(kind) ?? [], split);
      const n = rng.int(1, Math.min(5, pool.length));
      const body = rng.shuffle([...pool]).slice(0, n).map((c) => ({ text: r(c.source), role: 'plain' as const }));
      const extra = ordinaryBySplit[split];
      if (extra.length > 0) for (let k = rng.int(0, 2); k > 0; k--) body.splice(rng.int(0, body.length), 0, { text: rng.pick(extra).text, role: 'plain' as const });
      return body;
    };
    const payloadText = (ref: Ref): Piece[] => {
      const main = noise(r(ref.source), lang, rng);
      const pieces: Piece[] = [{ text: main, role: 'inj' }];
      if (rng.chance(0.35)) {
        const goal = noise(r(rng.pick(L.goals)), lang, rng);
        if (rng.chance(0.5)) pieces[0] = { text: `${main}${rng.pick([' ', ': ', '. ', ' — ', ', '])}${goal}`, role: 'inj' };
        else pieces.push({ text: goal, role: 'goal' });
      }
      // A lead-in addressing the reading model belongs to the instruction it introduces.
      if (rng.chance(0.3)) pieces[0] = { text: `${r(rng.pick(L.addressings))}${rng.pick([' ', '\n'])}${(pieces[0] as Piece).text}`, role: 'inj' };
      return pieces;
    };
    const scale = lang === 'en' ? 2 : 1;

    // Direct: typed into the prompt, alone or around an ordinary request.
    for (const ref of overrides) {
      for (let k = 0; k < options.perPayload * scale; k++) {
        const pieces = payloadText(ref);
        if (rng.chance(0.3)) {
          const chat = inSplit(carriers.get('chat') ?? [], ref.split);
          const ask: Piece = { text: r(rng.pick(chat).source), role: 'plain' };
          if (rng.chance(0.5)) pieces.unshift(ask);
          else pieces.push(ask);
        }
        const { text, ranges } = joinPieces(pieces, () => rng.pick([' ', '. ', '\n', '\n\n']));
        push({ text, label: 'injection', kind: 'direct', carrier: 'prompt', lang, split: ref.split, template: ref.id }, ranges);
      }
    }

    // Indirect: a payload inside a carrier document, often under the person's own request.
    for (const ref of [...embedded, ...overrides]) {
      const reps = Math.max(1, Math.round((options.perPayload * scale * (ref.id.includes('/embedded/') ? 1 : 0.5))));
      for (let k = 0; k < reps; k++) {
        const kind = rng.pick(CARRIER_KINDS);
        const body = carrierBody(kind, ref.split);
        const payload = payloadText(ref).map((p) => ({ ...p, text: embedIn(kind, p.text, rng) }));
        body.splice(rng.int(0, body.length), 0, ...payload);
        if (rng.chance(0.5)) body.unshift({ text: r(rng.pick(inSplit(carriers.get('chat') ?? [], ref.split)).source), role: 'plain' });
        const { text, ranges } = joinPieces(body, () => rng.pick(['\n', '\n', ' ', '\n\n']));
        push({ text, label: 'injection', kind: 'indirect', carrier: kind, lang, split: ref.split, template: ref.id }, ranges);
      }
    }

    // Hard negatives: alone, or as the person's request above a benign carrier.
    for (const ref of hard) {
      for (let k = 0; k < options.perHardNegative * scale; k++) {
        const line: Piece = { text: noise(r(ref.source), lang, rng), role: 'plain' };
        const pieces = rng.chance(0.4) ? [line, ...carrierBody(rng.pick(CARRIER_KINDS), ref.split)] : [line];
        const { text, ranges } = joinPieces(pieces, () => rng.pick(['\n', ' ', '\n\n']));
        push({ text, label: 'benign', kind: 'hard_negative', carrier: pieces.length > 1 ? 'doc' : 'prompt', lang, split: ref.split, template: ref.id }, ranges);
      }
    }

    // Whole documents: a payload of the document's split in its slot, or an ordinary sentence or a look-alike there.
    if (options.documents) {
      const opt = options.documents;
      const drng = new Rng((options.seed ^ Math.imul(li + 101, 0x85ebca6b)) >>> 0);
      const dr = (s: string): string => renderLoose(s, lang, drng);
      const templates = CARRIER_DOCS[lang];
      const docRefs = refs(`inj/document/${lang}`, templates.map((d) => d.text));
      const payloads = [...overrides, ...embedded];
      const escape = (doc: (typeof templates)[number], text: string): string =>
        doc.json ? text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') : doc.kind === 'csv' ? text.replace(/"/g, '""').replace(/\n/g, ' ') : text;
      docRefs.forEach((ref, i) => {
        const doc = templates[i] as (typeof templates)[number];
        const render = (): [string, string] => {
          const [pre = '', post = ''] = dr(ref.source).split('{{P}}');
          return [pre, post];
        };
        for (let k = 0; k < opt.planted * scale; k++) {
          const [pre, post] = render();
          const pRef = drng.pick(inSplit(payloads, ref.split));
          const inner = payloadText(pRef);
          const pieces: Piece[] = [{ text: pre, role: 'plain' }];
          inner.forEach((p, j) => pieces.push({ text: `${j > 0 ? ' ' : ''}${escape(doc, p.text)}`, role: p.role }));
          pieces.push({ text: post, role: 'plain' });
          if (drng.chance(0.4)) pieces.unshift({ text: `${r(drng.pick(inSplit(carriers.get('chat') ?? [], ref.split)).source)}\n\n`, role: 'plain' });
          const { text, ranges } = joinPieces(pieces, () => '');
          push({ text, label: 'injection', kind: 'indirect', carrier: doc.kind, lang, split: ref.split, template: `${ref.id}+${pRef.id}` }, ranges);
        }
        const lookAlikes = inSplit(hard, ref.split);
        for (let k = 0; k < opt.plain * scale; k++) {
          const [pre, post] = render();
          const hardRef = drng.chance(0.35) ? drng.pick(lookAlikes) : null;
          const middle = hardRef ? escape(doc, dr(hardRef.source)) : drng.pick(doc.fill);
          const { text, ranges } = joinPieces([{ text: `${pre}${middle}${post}`, role: 'plain' }], () => '');
          push({ text, label: 'benign', kind: hardRef ? 'hard_negative' : 'ordinary', carrier: doc.kind, lang, split: ref.split, template: hardRef ? hardRef.id : ref.id }, ranges);
        }
      });
      for (const ref of refs(`inj/lookalike/${lang}`, BENIGN_DOCS[lang])) {
        for (let k = 0; k < opt.lookAlike * scale; k++) {
          const { text, ranges } = joinPieces([{ text: dr(ref.source), role: 'plain' }], () => '');
          push({ text, label: 'benign', kind: 'hard_negative', carrier: 'doc', lang, split: ref.split, template: ref.id }, ranges);
        }
      }
    }

    // Benign carriers: documents with nothing planted.
    for (let k = 0; k < options.carrierDocs * scale; k++) {
      const kind = rng.pick(CARRIER_KINDS);
      const split: Split = rng.chance(0.15) ? 'test' : rng.chance(0.18) ? 'val' : 'train';
      const body = carrierBody(kind, split);
      if (rng.chance(0.5)) body.unshift({ text: r(rng.pick(inSplit(carriers.get('chat') ?? [], split)).source), role: 'plain' });
      const { text, ranges } = joinPieces(body, () => rng.pick(['\n', ' ', '\n\n']));
      push({ text, label: 'benign', kind: 'ordinary', carrier: kind, lang, split, template: `inj/carrierdoc/${kind}/${lang}` }, ranges);
    }
  });

  // Ordinary prompts and pastes from the context corpus (every label there is benign here).
  for (const e of ordinary) {
    push({ text: e.text, label: 'benign', kind: 'ordinary', carrier: 'prompt', lang: e.lang, split: e.split, template: e.template }, []);
  }
  // Real READMEs and code: nothing planted, every unit benign.
  for (const doc of real) push(doc, []);
  return { docs, units };
}
