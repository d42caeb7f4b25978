/** Tesseract's block tree → flat words with pixel boxes. Pure; the shape is tesseract.js 7's. */
import type { Word } from '../screen/words';

export interface TesseractBBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TesseractBlocks {
  blocks?: Array<{ paragraphs?: Array<{ lines?: Array<{ words?: Array<{ text: string; confidence: number; bbox: TesseractBBox }> }> }> }> | null;
}

export function wordsFromBlocks(data: TesseractBlocks): Word[] {
  const out: Word[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        for (const w of line.words ?? []) {
          const text = w.text.trim();
          if (text === '') continue;
          out.push({ text, confidence: w.confidence, box: { x: w.bbox.x0, y: w.bbox.y0, w: w.bbox.x1 - w.bbox.x0, h: w.bbox.y1 - w.bbox.y0 } });
        }
      }
    }
  }
  return out;
}
