/**
 * Every word a person reads in the extension's UI comes from the locale files: this test reads
 * the UI code (extension pages, shared components, the in-page prompt and notices, the screen
 * share's questions, the confirm window) and fails on an English sentence written inline — JSX
 * text, an accessible name, or a string literal that reads as a sentence. The detector is run on
 * a sample first, so a detector that finds nothing cannot pass for a clean codebase.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

/** The code that draws what a person reads. */
const UI_CODE = ['src/pages', 'src/ui', 'src/content/ui', 'src/content/composer/copy.ts', 'src/content/screen/bridge-ui.ts', 'entrypoints/options', 'entrypoints/popup', 'entrypoints/welcome', 'entrypoints/consent-confirm'];

function files(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => files(relative(root, join(full, e.name))));
}

/** Code without comments, so a header comment's prose never counts. */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Words of letters (any script), for telling prose from identifiers, selectors and CSS. */
const WORD = /\p{L}[\p{L}’'-]*/gu;
const SENTENCE = /^\p{Lu}\p{Ll}*[\p{L}’'-]*(?:[ ,;:]+\p{L}[\p{L}’'-]*){1,}[.!?…:]?$/u;
/** Names that are the same in every language. */
const ALLOWED = new Set(['Consentry']);

export function inlineEnglish(code: string): string[] {
  const found: string[] = [];
  const text = stripComments(code);
  // JSX text between tags: anything with a word in it.
  // (Type arguments such as Promise<string> also sit between angle brackets: JSX text starts with
  // a word or a quote and holds no code punctuation.)
  for (const m of text.matchAll(/(?:<[a-z][\w-]*(?:\s[^<>]*)?|<\/[\w.]+|\/)>\s*([^<>{}]*?\p{L}[^<>{}]*?)\s*</gu)) {
    const body = m[1]!;
    const words = body.match(WORD) ?? [];
    if (words.length > 0 && !words.every((w) => ALLOWED.has(w)) && /^[\p{L}\d"“‘']/u.test(body) && !/[;=()[\]&|]/.test(body)) found.push(body.trim());
  }
  // Accessible names and titles written as literals.
  for (const m of text.matchAll(/\b(?:aria-label|title|placeholder|alt)="([^"]*\p{L}[^"]*)"/gu)) found.push(m[1]!);
  // String literals and the static parts of template literals that read as sentences.
  for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    // A template's substitutions read as one word each: `Masked ${n} before …` is a sentence.
    const literal = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, 'X').trim();
    if (SENTENCE.test(literal) && !(literal.match(WORD) ?? []).every((w) => ALLOWED.has(w) || w === 'X')) found.push(literal);
  }
  return found;
}

describe('user-facing strings', () => {
  it('the detector finds inline English in JSX text, accessible names and literals', () => {
    const sample = [
      'const a = <p>Loading…</p>;',
      'const b = <button aria-label="Dismiss">×</button>;',
      "const c = { label: 'Send masked', hint: 'Nothing is inserted.' };",
      'const d = `Masked ${n} before it reached ${site}.`;',
      "const ok = <p class=\"hint\">{t('options_loading')}</p>; const key = 'page_masked'; const css = 'font: 15px/1.45 system-ui';",
      '// A comment saying Loading the page is fine.',
    ].join('\n');
    expect(inlineEnglish(sample)).toEqual(['Loading…', 'Dismiss', 'Send masked', 'Nothing is inserted.', 'Masked X before it reached X.']);
  });

  it('no UI code writes a sentence inline instead of taking it from the locale files', () => {
    const offenders = UI_CODE.flatMap(files)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) => inlineEnglish(readFileSync(f, 'utf8')).map((s) => `${relative(root, f)}: ${s}`));
    expect(offenders).toEqual([]);
  });
});
