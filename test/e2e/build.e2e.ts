/**
 * The built packages, read as shipped (both builds exist once the e2e tier has built them): every
 * entry point accounted for, the scan engine in one shared chunk, content scripts free of it,
 * Chrome's worker free of Firefox's OCR host, none of the recognizers' test examples, no file
 * the extension never loads, and the on-device models as onnxruntime-web runs them: the plain
 * WebAssembly build once, the .onnx files, and a CSP that lets WebAssembly compile.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleReport, ENGINE_MARKER } from '../../scripts/package/bundle-report';
import type { RecognizerExamples } from '../../src/core/recognizers/types';

const OUTPUT = fileURLToPath(new URL('../../.output/', import.meta.url));
/** A setting only the tesseract worker factory holds: where it is, OCR code is. */
const OCR_MARKER = 'tessedit_pageseg_mode';
/** The error the build puts in place of onnxruntime-web's default wasm location (build/hardening.ts): where it is, the runtime is. */
const ORT_MARKER = 'onnxruntime-web runs from the packaged wasm file only.';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(join(OUTPUT), path)];
  });
}

/**
 * The recognizers' own examples (src/core/recognizers/*\/*.examples.ts, test-only): every text
 * long enough not to turn up in a build by chance.
 */
function recognizerExampleTexts(): string[] {
  const tables = import.meta.glob<Readonly<Record<string, RecognizerExamples>>>('../../src/core/recognizers/*/*.examples.ts', { eager: true, import: 'EXAMPLES' });
  const texts = new Set<string>();
  for (const table of Object.values(tables)) {
    for (const examples of Object.values(table)) {
      for (const m of examples.match) for (const t of typeof m === 'string' ? [m] : [m.text, m.covers ?? '']) if (t.length >= 16) texts.add(t);
      for (const t of examples.ignore) if (t.length >= 24) texts.add(t);
    }
  }
  return [...texts];
}

describe.each(['chrome', 'firefox'])('the %s build', (browser) => {
  const root = join(OUTPUT, `${browser}-mv3`);
  const bundles = bundleReport(root);
  const read = (file: string): string => readFileSync(join(root, file), 'utf8');

  it('reports every entry point: the background, five content scripts and the pages', () => {
    expect(bundles.filter((b) => b.kind === 'background')).toHaveLength(1);
    expect(bundles.filter((b) => b.kind === 'content script').map((b) => b.entry).sort()).toEqual([
      'content-scripts/composer-guard.js',
      'content-scripts/frame-guard.js',
      'content-scripts/page-access.js',
      'content-scripts/screen-bridge.js',
      'content-scripts/screen-tap.js',
    ]);
    const pages = bundles.filter((b) => b.kind === 'page').map((b) => b.entry).sort();
    expect(pages).toEqual(expect.arrayContaining(['consent-confirm.html', 'options.html', 'popup.html', 'restore-frame.html', 'screen-frame.html', 'welcome.html']));
    for (const b of bundles) expect(b.bytes, b.entry).toBeGreaterThan(0);
  });

  it('ships the scan engine once, in a chunk the contexts that need it share; content scripts carry none', () => {
    const holders = files(root).filter((f) => f.endsWith('.js') && readFileSync(join(OUTPUT, f), 'utf8').includes(ENGINE_MARKER));
    expect(holders, 'one file in the whole package holds the engine').toHaveLength(1);
    const background = bundles.find((b) => b.kind === 'background')!;
    expect(background.engine).toHaveLength(1);
    for (const b of bundles) expect(b.engine.length, b.entry).toBeLessThanOrEqual(1);
    for (const b of bundles.filter((x) => x.kind === 'content script')) expect(b.engine, b.entry).toEqual([]);
  });

  it('ships none of the recognizers\' examples', () => {
    const examples = recognizerExampleTexts();
    expect(examples.length, 'the examples were found').toBeGreaterThan(500);
    const shipped = files(root)
      .filter((f) => /\.(js|html|json|css)$/.test(f))
      .map((f) => [f, readFileSync(join(OUTPUT, f), 'utf8')] as const);
    const found = examples.flatMap((text) => shipped.filter(([, body]) => body.includes(text)).map(([f]) => `${f}: ${JSON.stringify(text)}`));
    expect(found).toEqual([]);
  });

  it('holds no file the extension never loads', () => {
    const all = files(root);
    expect(all.filter((f) => f.endsWith('.md'))).toEqual([]);
    expect(all.filter((f) => /tesseract-core-lstm\.wasm/.test(f)), 'the plain OCR build: SIMD is certain on the browsers the manifest allows').toEqual([]);
  });

  it('ships onnxruntime-web once: the plain WebAssembly build, the two .onnx models, no .bin the extension does not read', () => {
    const all = files(root);
    const wasm = all.filter((f) => /ort-wasm/.test(f));
    expect(wasm, 'only the plain build: the JSEP and asyncify builds are twice its size').toEqual([`${browser}-mv3/ort/ort-wasm-simd-threaded.wasm`]);
    const dist = join(ROOT, 'node_modules/onnxruntime-web/dist');
    expect(readFileSync(join(root, 'ort/ort-wasm-simd-threaded.wasm')).equals(readFileSync(join(dist, 'ort-wasm-simd-threaded.wasm')))).toBe(true);
    for (const name of ['context-classifier', 'injection-detector']) {
      expect(readFileSync(join(root, `models/${name}.onnx`)).equals(readFileSync(join(ROOT, `public/models/${name}.onnx`))), name).toBe(true);
      expect(all, name).not.toContain(`${browser}-mv3/models/${name}.bin`);
    }
    const holders = all.filter((f) => f.endsWith('.js') && readFileSync(join(OUTPUT, f), 'utf8').includes(ORT_MARKER));
    expect(holders, 'one chunk holds the runtime, with its default wasm location and loader import removed').toHaveLength(1);
    expect(readFileSync(join(OUTPUT, holders[0] as string), 'utf8')).not.toContain('import(/*webpackIgnore:true*/');
    const background = bundles.find((b) => b.kind === 'background')!;
    expect(background.files.some((f) => read(f).includes(ORT_MARKER)), 'the runtime is not loaded at the background\'s start').toBe(false);
    const csp = (JSON.parse(read('manifest.json')) as { content_security_policy: { extension_pages: string } }).content_security_policy.extension_pages;
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'|https?:/);
  });

  it('has its mark at every size, and a toolbar button that starts as "nothing guarded here"', () => {
    const manifest = JSON.parse(read('manifest.json')) as { icons: Record<string, string>; action: { default_icon: Record<string, string> } };
    for (const set of [manifest.icons, manifest.action.default_icon]) {
      expect(Object.keys(set).sort()).toEqual(['128', '16', '32', '48']);
      for (const [size, path] of Object.entries(set)) {
        const png = readFileSync(join(root, path));
        expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([Number(size), Number(size)]);
      }
    }
    expect(manifest.action.default_icon['16']).toMatch(/off-16\.png$/);
  });

  it(browser === 'chrome' ? "keeps Firefox's OCR host out of the service worker" : 'loads the OCR host into the background page on demand', () => {
    const background = bundles.find((b) => b.kind === 'background')!;
    const atStart = background.files.some((f) => read(f).includes(OCR_MARKER));
    const onDemand = background.lazy.some((f) => read(f).includes(OCR_MARKER));
    expect(atStart).toBe(false);
    expect(onDemand).toBe(browser === 'firefox');
  });
});
