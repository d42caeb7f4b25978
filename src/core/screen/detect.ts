/**
 * What to cover on a screen, given its words: the engine's scan (with its OCR-tolerant views) on
 * the laid-out text — for OCR words also on other readings of the same words (ocrReadings) and
 * on looks alone (ocr-readings.ts) and on shapes that allow for OCR's misreadings (ocr-tolerant.ts) — findings mapped back to word boxes, then the screen's
 * policy actions: selective or whole-line covering, injected instructions covered whole,
 * notification toasts suppressed, and `ask` findings held covered until the person answers.
 */
import type { DetectorCategory, Decision, PolicyAction } from '../vocabulary';
import { scan } from '../engine/scan';
import { defaultTagger } from '../tagger/default-tagger';
import { taggerLayer } from '../tagger/findings';
import type { Finding } from '../engine/types';
import { contains, union, type Box } from './types';
import { lookalikeFindings, repairTokenGlyphs } from './ocr-readings';
import { ocrTolerantFindings } from './ocr-tolerant';
import { layoutWords, lineBoxesForSpan, mapFindings, type TextLayout, type Word } from './words';

export interface ScreenPolicy {
  /** The effective decision for a category on the site being shared with. */
  decide(category: DetectorCategory): Decision;
  actions: ReadonlySet<PolicyAction>;
  /** For `require_stable_window`: how long new content must stay unchanged. */
  stableWindowMs?: number;
}

/** A covered area: a solid fill with a small label naming why. */
export interface Cover extends Box {
  label: string;
  category: DetectorCategory | 'notification';
  /** `ask`: covered until the person answers. */
  pending?: boolean;
}

export type ScanText = (text: string) => readonly Finding[];

/**
 * The engine's scan, with the entity tagger where the host installed one (the command line and the
 * MCP gate do): names, street addresses and phone numbers in read text are found as in a paste.
 */
export const defaultScanText: ScanText = (text) => {
  const tagger = defaultTagger();
  return scan(text, tagger ? { tagger: taggerLayer(tagger) } : {}).findings;
};

/** Words that mark a toast or banner carrying someone else's message. */
const NOTIFICATION_CUES =
  /\b(?:new messages?|sent you|mentioned you|replied(?: to you)?|notification|unread|just now|\d+\s?(?:min|m|s) ago|now\s*[·•]|dm from|incoming (?:call|message))\b/i;

export interface DetectOptions {
  policy: ScreenPolicy;
  scanText?: ScanText;
  /** Categories the person has allowed for this share after an `ask`. */
  answered?: ReadonlyMap<DetectorCategory, Decision>;
  padding?: number;
  /**
   * The words came from OCR: also scan them joined without spaces, joined with `_`, and with
   * narrower column breaks, since OCR reads `_` as a space, splits tokens and runs cells together.
   */
  ocr?: boolean;
}

export interface Detection {
  covers: Cover[];
  /** Categories waiting for the person's answer. */
  asking: DetectorCategory[];
  layout: TextLayout;
}

/** One reading of the words: how they were laid out, and the text the scan sees (same length). */
interface Reading {
  layout: TextLayout;
  text: string;
  /** Also look for tokens and card numbers on their looks (ocr-readings.ts). */
  lookalikes?: boolean;
}

/** Column breaks this many characters wide or more also split table cells that sit close. */
const CELL_GAP = 1.25;

/**
 * The readings of OCR words: as laid out; with bracket glyphs inside tokens read as letters;
 * joined without spaces (split tokens whole again); joined with `_` (OCR's lost underscores);
 * and with narrower column breaks (table cells run together).
 */
function ocrReadings(words: readonly Word[], plain: TextLayout, cells: TextLayout): Reading[] {
  const joined = layoutWords(words, { join: '' });
  const underscored = layoutWords(words, { join: '_' });
  return [
    { layout: plain, text: plain.text },
    { layout: plain, text: repairTokenGlyphs(plain.text), lookalikes: true },
    { layout: joined, text: repairTokenGlyphs(joined.text) },
    { layout: underscored, text: underscored.text },
    { layout: cells, text: cells.text },
  ];
}

/** Lines whose words look like a notification toast, as whole-line boxes. */
export function notificationBoxes(layout: TextLayout, padding: number): Box[] {
  const out: Box[] = [];
  const lineTexts = layout.lines.map((l) => l.map((w) => layout.words[w]!.text).join(' '));
  const flagged = layout.lines.map((l, i) => l.some((w) => layout.words[w]!.notification === true) || NOTIFICATION_CUES.test(lineTexts[i] ?? ''));
  // A toast is a few lines: take flagged lines with their close neighbours of similar extent.
  layout.lines.forEach((line, i) => {
    if (!flagged[i] || line.length === 0) return;
    const group = [i];
    for (const j of [i - 1, i + 1, i + 2]) {
      const other = layout.lines[j];
      if (!other || other.length === 0) continue;
      const a = layout.words[line[0]!]!.box;
      const b = layout.words[other[0]!]!.box;
      if (Math.abs(a.x - b.x) < 40 && Math.abs(a.y - b.y) < 3 * Math.max(a.h, b.h)) group.push(j);
    }
    for (const j of group) {
      const ws = layout.lines[j]!.map((w) => layout.words[w]!.box);
      const x0 = Math.min(...ws.map((b) => b.x));
      const y0 = Math.min(...ws.map((b) => b.y));
      const x1 = Math.max(...ws.map((b) => b.x + b.w));
      const y1 = Math.max(...ws.map((b) => b.y + b.h));
      out.push({ x: x0 - padding, y: y0 - padding, w: x1 - x0 + 2 * padding, h: y1 - y0 + 2 * padding });
    }
  });
  return out;
}

/** Runs detection over `words` under the screen policy. */
export function detectOnWords(words: readonly Word[], options: DetectOptions): Detection {
  const padding = options.padding ?? 3;
  const scanText = options.scanText ?? defaultScanText;
  const layout = layoutWords(words);
  const cells = layoutWords(words, { columnGap: CELL_GAP });
  const readings: Reading[] = options.ocr
    ? ocrReadings(words, layout, cells)
    : [
        { layout, text: layout.text },
        { layout: cells, text: cells.text },
      ];
  const { policy } = options;
  const selective = policy.actions.has('selective_redact');
  const covers: Cover[] = [];
  const asking = new Set<DetectorCategory>();
  for (const reading of readings) {
    const findings = reading.lookalikes ? [...scanText(reading.text), ...lookalikeFindings(reading.text), ...ocrTolerantFindings(reading.text)] : scanText(reading.text);
    for (const f of findings) {
      let decision = policy.decide(f.category);
      if (decision === 'ask') {
        const answered = options.answered?.get(f.category);
        if (answered) decision = answered;
      }
      if (decision === 'allow') continue;
      const pending = decision === 'ask';
      if (pending) asking.add(f.category);
      const wholeLines = !selective || (f.category === 'injection' && policy.actions.has('ignore_screen_instruction'));
      const boxes = wholeLines ? lineBoxesForSpan(reading.layout, f.start, f.end, padding) : mapFindings(reading.layout, [f], padding).flatMap((m) => m.boxes);
      for (const b of boxes) addCover(covers, { ...b, label: pending ? 'ASK' : f.label, category: f.category, ...(pending ? { pending } : {}) });
    }
  }
  if (policy.actions.has('suppress_notification')) {
    for (const b of notificationBoxes(layout, padding)) addCover(covers, { ...b, label: 'NOTIFICATION', category: 'notification' });
  }
  return { covers, asking: [...asking], layout };
}

/** Adds `c` unless a cover already holds it (several readings find the same value). */
function addCover(covers: Cover[], c: Cover): void {
  if (covers.some((o) => contains(o, c) && o.pending === c.pending)) return;
  for (let i = covers.length - 1; i >= 0; i--) if (contains(c, covers[i]!) && covers[i]!.pending === c.pending) covers.splice(i, 1);
  covers.push(c);
}

/** Which category names a region two findings share: the one whose disclosure costs most. */
const PRECEDENCE: readonly string[] = ['credential', 'government_id', 'payment', 'contact', 'person_name', 'injection', 'notification'];
const rank = (category: string): number => {
  const i = PRECEDENCE.indexOf(category);
  return i < 0 ? PRECEDENCE.length : i;
};

/** Overlap beyond which covers of different categories are one value read two ways. */
export const SAME_VALUE_OVERLAP = 0.8;

/**
 * One cover per value: covers (with the same pending state) that mostly overlap — several
 * readings of the same words find the same value with slightly different boxes — become their
 * union. Of one category, half the smaller cover overlapping is enough; across categories (a
 * value one reading takes for a phone number and another for a card) it takes SAME_VALUE_OVERLAP,
 * and the merged cover names the costlier category. A cover inside another is dropped. Covers
 * that only touch stay apart, so a cover never grows over a neighbour.
 */
export function mergeCovers<C extends Box & { category: string; label?: string; pending?: boolean }>(covers: readonly C[], overlap = 0.5): C[] {
  const out: C[] = [];
  for (const c of covers) {
    let merged: C = c;
    for (let i = out.length - 1; i >= 0; i--) {
      const o = out[i]!;
      if (o.pending !== merged.pending) continue;
      const ix = Math.max(0, Math.min(o.x + o.w, merged.x + merged.w) - Math.max(o.x, merged.x));
      const iy = Math.max(0, Math.min(o.y + o.h, merged.y + merged.h) - Math.max(o.y, merged.y));
      const smaller = Math.min(o.w * o.h, merged.w * merged.h);
      const needed = o.category === merged.category ? overlap : SAME_VALUE_OVERLAP;
      if (smaller <= 0 || ix * iy < smaller * needed) continue;
      const named = o.category === merged.category ? (o.w * o.h >= merged.w * merged.h ? o : merged) : rank(o.category) <= rank(merged.category) ? o : merged;
      merged = { ...named, ...union(o, merged) };
      out.splice(i, 1);
    }
    out.push(merged);
  }
  return out;
}
