/**
 * Exposure oracle: decides whether a payload can still be recovered from what a defence let
 * through. It is deliberately separate from the engine it judges — it imports nothing from the
 * product and nothing from the census generator — and it reads more generously than a detector
 * needs to: its own Unicode folding and homoglyph table, invisibles removed, separators dropped,
 * OCR digit confusions and leetspeak collapsed, and its own decoders (base64, base64url, hex,
 * percent-encoding, HTML character references, rot13) applied to every candidate segment.
 *
 * A payload is exposed when, after that normalisation, the canonical value or a contiguous piece
 * of it at least ceil(threshold · length) long survives in the output or in anything decoded
 * from it. The default threshold is 0.7.
 */

// ── normalisation ────────────────────────────────────────────────────────────────────────────

/** Letters from other scripts that read as Latin ones. Upper case is folded before lower-casing. */
const HOMOGLYPH_PAIRS: readonly (readonly [number, string])[] = [
  // Cyrillic capitals
  [0x0410, 'A'], [0x0412, 'B'], [0x0415, 'E'], [0x041a, 'K'], [0x041c, 'M'], [0x041d, 'H'], [0x041e, 'O'],
  [0x0420, 'P'], [0x0421, 'C'], [0x0422, 'T'], [0x0423, 'Y'], [0x0425, 'X'], [0x0405, 'S'], [0x0406, 'I'],
  [0x0408, 'J'], [0x051a, 'Q'], [0x051c, 'W'], [0x04c0, 'I'],
  // Cyrillic small letters
  [0x0430, 'a'], [0x0435, 'e'], [0x043e, 'o'], [0x0440, 'p'], [0x0441, 'c'], [0x0443, 'y'], [0x0445, 'x'],
  [0x0455, 's'], [0x0456, 'i'], [0x0458, 'j'], [0x0501, 'd'], [0x051b, 'q'], [0x051d, 'w'], [0x04bb, 'h'],
  [0x04cf, 'l'], [0x0461, 'w'],
  // Greek capitals
  [0x0391, 'A'], [0x0392, 'B'], [0x0395, 'E'], [0x0396, 'Z'], [0x0397, 'H'], [0x0399, 'I'], [0x039a, 'K'],
  [0x039c, 'M'], [0x039d, 'N'], [0x039f, 'O'], [0x03a1, 'P'], [0x03a4, 'T'], [0x03a5, 'Y'], [0x03a7, 'X'],
  // Greek small letters
  [0x03b1, 'a'], [0x03b9, 'i'], [0x03ba, 'k'], [0x03bd, 'v'], [0x03bf, 'o'], [0x03c1, 'p'], [0x03c5, 'u'],
  [0x03c7, 'x'], [0x03f2, 'c'], [0x03f3, 'j'],
  // Armenian and Latin extensions that pass for ASCII
  [0x0585, 'o'], [0x057d, 'u'], [0x0261, 'g'], [0x0131, 'i'], [0x0237, 'j'],
];
const HOMOGLYPHS = new Map<number, string>(HOMOGLYPH_PAIRS);

/** Format characters (zero-width, bidi, soft hyphen, BOM …) and variation selectors. */
const INVISIBLE = /[\p{Cf}\u034f\u180b-\u180d\ufe00-\ufe0f]/gu;
/** White space, the dash family, underscore, dots: whatever a writer puts between groups. */
const SEPARATORS = /[\s\-_.\u00b7\u2010-\u2015\u2212\u30fb]/gu;

/** Unicode compatibility folding and invisibles removed; case and separators kept (decoders need them). */
export function prepare(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

function foldHomoglyphs(text: string): string {
  let out = '';
  for (const ch of text) {
    const mapped = HOMOGLYPHS.get(ch.codePointAt(0) as number);
    out += mapped ?? ch;
  }
  return out;
}

/** The oracle's reading of a text: folded, de-confused, lower-cased, with separators removed. */
export function normalise(text: string): string {
  return foldHomoglyphs(prepare(text)).toLowerCase().replace(SEPARATORS, '');
}

const DIGIT_FOLD: Readonly<Record<string, string>> = { o: '0', i: '1', l: '1', s: '5', b: '8' };
/** OCR digit confusions collapsed to the digit (applied to both sides). */
export function digitView(normalised: string): string {
  return normalised.replace(/[oilsb]/g, (c) => DIGIT_FOLD[c] as string);
}

const LEET_FOLD: Readonly<Record<string, string>> = {
  '4': 'a', '@': 'a', '3': 'e', '1': 'i', '!': 'i', l: 'i', '|': 'i', '0': 'o', '5': 's', $: 's', '7': 't', '+': 't', '9': 'g', '8': 'b',
};
/** Leetspeak collapsed: each look-alike class becomes one letter (applied to both sides). */
export function leetView(normalised: string): string {
  return normalised.replace(/[43@1!l|05$7+98]/g, (c) => LEET_FOLD[c] as string);
}

// ── decoders ─────────────────────────────────────────────────────────────────────────────────

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', commat: '@', period: '.', lowbar: '_',
  underbar: '_', colon: ':', sol: '/', bsol: '\\', plus: '+', equals: '=', quest: '?', comma: ',', excl: '!',
  dollar: '$', percnt: '%', lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', lbrack: '[', rbrack: ']', lcub: '{',
  rcub: '}', lbrace: '{', rbrace: '}', num: '#', ast: '*', midast: '*', semi: ';', grave: '`', hat: '^',
  verbar: '|', vert: '|', hyphen: '\u2010', dash: '\u2010', ndash: '\u2013', mdash: '\u2014', minus: '\u2212',
  newline: '\n', tab: '\t', hellip: '\u2026', tilde: '\u02dc', space: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]{2,10});/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      const cp = parseInt(body.slice(2), 16);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
    }
    if (body.startsWith('#')) {
      const cp = parseInt(body.slice(1), 10);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function decodePercent(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes: number[] = [];
    for (let i = 0; i < run.length; i += 3) bytes.push(parseInt(run.slice(i + 1, i + 3), 16));
    return Buffer.from(bytes).toString('utf8');
  });
}

export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

const MIN_ENCODED = 12;
const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g;
const BASE64URL_RUN = /[A-Za-z0-9_-]{12,}/g;
const HEX_RUN = /(?:[0-9A-Fa-f]{2}){6,}[0-9A-Fa-f]?/g;

/** Candidate plaintexts hidden in `text`: every encoded-looking run decoded, at each alignment. */
export function decodedCandidates(text: string): { via: string; text: string }[] {
  const out: { via: string; text: string }[] = [];
  const sources = new Set([text, prepare(text)]);
  for (const src of sources) {
    for (const m of src.matchAll(BASE64_RUN)) {
      for (let shift = 0; shift < 4 && m[0].length - shift >= MIN_ENCODED; shift++) {
        out.push({ via: 'base64', text: Buffer.from(m[0].slice(shift), 'base64').toString('utf8') });
      }
    }
    for (const m of src.matchAll(BASE64URL_RUN)) {
      if (!/[-_]/.test(m[0])) continue; // without '-' or '_' it was already read as standard base64
      for (let shift = 0; shift < 4 && m[0].length - shift >= MIN_ENCODED; shift++) {
        out.push({ via: 'base64url', text: Buffer.from(m[0].slice(shift), 'base64url').toString('utf8') });
      }
    }
    for (const m of src.matchAll(HEX_RUN)) {
      for (let shift = 0; shift < 2; shift++) {
        const run = m[0].slice(shift);
        out.push({ via: 'hex', text: Buffer.from(run.slice(0, run.length - (run.length % 2)), 'hex').toString('utf8') });
      }
    }
    if (/%[0-9A-Fa-f]{2}/.test(src)) out.push({ via: 'url', text: decodePercent(src) });
    if (/&(?:#[0-9]|#[xX][0-9a-fA-F]|[A-Za-z]{2,10};)/.test(src)) out.push({ via: 'entities', text: decodeEntities(src) });
    out.push({ via: 'rot13', text: rot13(src) });
  }
  return out;
}

// ── survival ─────────────────────────────────────────────────────────────────────────────────

/**
 * Length of the longest piece of `needle` found contiguously in `hay`, when at least `floor`;
 * anything shorter is reported as 0 (no threshold of interest lies below the floor).
 */
export function longestSurvivor(needle: string, hay: string, floor: number): number {
  const n = needle.length;
  if (n === 0 || hay.length === 0) return 0;
  if (hay.includes(needle)) return n;
  const q = Math.max(1, Math.min(8, floor));
  if (hay.length < q) return 0;
  const grams = new Set<string>();
  for (let i = 0; i + q <= hay.length; i++) grams.add(hay.slice(i, i + q));
  let run = 0;
  let bestRun = 0;
  for (let i = 0; i + q <= n; i++) {
    run = grams.has(needle.slice(i, i + q)) ? run + 1 : 0;
    if (run > bestRun) bestRun = run;
  }
  if (bestRun === 0) return 0;
  let hi = Math.min(n - 1, bestRun + q - 1);
  let lo = floor;
  if (hi < lo) return 0;
  const exists = (k: number): boolean => {
    for (let i = 0; i + k <= n; i++) if (hay.includes(needle.slice(i, i + k))) return true;
    return false;
  };
  if (!exists(lo)) return 0;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (exists(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface Exposure {
  /** Longest surviving piece, in normalised characters (0 when below the floor). */
  longest: number;
  /** Length of the normalised canonical value. */
  length: number;
  /** Longest surviving piece as a share of the canonical length (0 when below `floor`). */
  fraction: number;
  exposed: boolean;
  /** How the surviving piece was read, e.g. `base64>digits`. */
  path: string;
}

export interface OracleOptions {
  threshold?: number;
  /** Smallest share worth measuring exactly; lower survivals read as 0. */
  floor?: number;
  /** How many decoders may be stacked (base64 of hex …); the census chains need one. */
  maxDepth?: number;
}

type View = 'text' | 'digits' | 'leet';
const VIEWS: readonly View[] = ['text', 'digits', 'leet'];

function view(name: View, normalised: string): string {
  return name === 'text' ? normalised : name === 'digits' ? digitView(normalised) : leetView(normalised);
}

const MAX_CANDIDATES = 400;

/** The exposure rule on stored measurements, so one run can be re-read at other thresholds. */
export function isExposed(longest: number, length: number, threshold: number): boolean {
  return longest > 0 && longest >= Math.ceil(threshold * length);
}

/** Scores one payload against one defence output. */
export function expose(canonical: string, output: string, options: OracleOptions = {}): Exposure {
  const threshold = options.threshold ?? 0.7;
  const floorShare = Math.min(options.floor ?? 0.5, threshold);
  const maxDepth = options.maxDepth ?? 1;
  const canon = normalise(canonical);
  if (canon.length === 0) throw new Error('Empty canonical payload');
  const floor = Math.ceil(floorShare * canon.length);
  const needles = VIEWS.map((v) => [v, view(v, canon)] as const);

  let best = 0;
  let bestPath = '';
  const consider = (via: string, text: string): void => {
    const norm = normalise(text);
    for (const [v, needle] of needles) {
      const len = longestSurvivor(needle, view(v, norm), floor);
      if (len > best) {
        best = len;
        bestPath = via ? `${via}>${v}` : v;
      }
    }
  };

  const seen = new Set<string>([output]);
  let frontier: { via: string; text: string }[] = [{ via: '', text: output }];
  consider('', output);
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth++) {
    const next: { via: string; text: string }[] = [];
    for (const item of frontier) {
      for (const decoded of decodedCandidates(item.text)) {
        if (best >= canon.length || seen.size >= MAX_CANDIDATES) break;
        if (seen.has(decoded.text)) continue;
        seen.add(decoded.text);
        const via = item.via ? `${item.via}>${decoded.via}` : decoded.via;
        consider(via, decoded.text);
        next.push({ via, text: decoded.text });
      }
    }
    frontier = next;
  }
  const fraction = best / canon.length;
  return { longest: best, length: canon.length, fraction, exposed: isExposed(best, canon.length, threshold), path: bestPath };
}
