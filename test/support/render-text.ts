/**
 * Draws lines of text into a PNG for the tests that read pictures back with OCR: SVG text in
 * DejaVu Sans (from the dejavu-fonts-ttf package, never the machine's fonts) rendered by resvg,
 * so the picture is the same on every machine and anti-aliased like a real screen.
 */
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderTextPng(lines: readonly string[], options: { width?: number; fontSize?: number } = {}): Buffer {
  const fontSize = options.fontSize ?? 20;
  const lineHeight = Math.round(fontSize * 2);
  const width = options.width ?? 800;
  const height = lineHeight * (lines.length + 1);
  const text = lines
    .map((line, i) => `<text x="24" y="${lineHeight * (i + 1)}" font-family="DejaVu Sans" font-size="${fontSize}" fill="#222">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return new Resvg(svg, { font: { fontFiles: [FONT], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}
