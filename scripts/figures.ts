/**
 * `npm run figures`: rewrites the figures block of README.md from the result files the repo's
 * scripts write (census, benchmarks, model card, screen evaluation). Nothing here measures or
 * invents a number; a missing result is reported as such.
 *
 * Run after: npm run eval:census, npm run eval:labelled, npm run eval:dev, npm run eval:negatives, npm run bench,
 * npm run bench:paste, npm run bench:cli, npm run bench:classifier, npm run eval:models,
 * npm run eval:screens, npm run eval:screens:dev2, npm run eval:screens:heldout, npm run bench:screen, npm run bench:files, npm run package.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';

type Json = Record<string, unknown>;

function read(path: string): Json | undefined {
  const full = `${root}${path}`;
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as Json) : undefined;
}

const pct = (x: unknown): string => (typeof x === 'number' ? x.toFixed(3) : 'n/a');
const ms = (x: unknown, digits = 1): string => (typeof x === 'number' ? `${x.toFixed(digits)} ms` : 'n/a');
const day = (x: unknown): string => (typeof x === 'string' ? x.slice(0, 10) : 'unknown date');
const load = (x: unknown): string => {
  const v = typeof x === 'number' ? x : typeof x === 'object' && x !== null ? (x as Json)['before'] : undefined;
  return typeof v === 'number' ? v.toFixed(1) : '?';
};

const lines: string[] = [];

const census = read('eval/results/census-summary.json');
if (census) {
  const cases = census['cases'] as Json;
  lines.push(
    `**Evasion census** (\`npm run eval:census\`, ${day(census['generatedAt'])}): ${String(cases['eligible'])} payload cases over ${(census['seeds'] as unknown[]).length} seeds, ${String(cases['benignItems'])} benign look-alikes; exposure oracle at threshold ${String(census['threshold'])}.`,
    '',
    '| defence | recall | benign retention |',
    '|---|---|---|',
  );
  for (const d of census['defences'] as Json[]) {
    lines.push(`| ${String(d['name'])} ${String(d['version'])} | ${pct(d['recall'])} | ${pct(d['benignRetention'] ?? d['retention'])} |`);
  }
  lines.push('');
} else lines.push('**Evasion census**: not run yet (`npm run eval:census`).', '');

const labelledTable = (title: string, file: string, script: string, note: string): void => {
  const result = read(file);
  if (!result) {
    lines.push(`**${title}**: not run yet (\`${script}\`).`, '');
    return;
  }
  const all = result['all'] as Json;
  lines.push(
    `**${title}** (\`${script}\`, ${day(result['generatedAt'])}): ${String(result['texts'])} texts, ${String(all['spans'])} labelled spans, ${String(all['tokens'])} labelled tokens. ${note} Recall: labelled tokens under any masked finding; exact: under a finding of the labelled category.`,
    '',
    '| category | spans | recall | recall (exact) | precision | token F2 | F2 (exact) |',
    '|---|---|---|---|---|---|---|',
  );
  for (const c of [...(result['categories'] as Json[]), all]) {
    lines.push(`| ${String(c['name'])} | ${String(c['spans'])} | ${pct(c['recall'])} | ${pct(c['recallExact'])} | ${pct(c['precision'])} | ${pct(c['f2'])} | ${pct(c['f2Exact'])} |`);
  }
  lines.push('');
};
labelledTable(
  'Hand-labelled detection set, written blind by others',
  'eval/results/labelled-detection-v1.json',
  'npm run eval:labelled',
  'Frozen (`fixtures/labelled/`), never used to write rules; measured at milestones only.',
);
labelledTable('Development set, written by us for tuning', 'eval/results/labelled-dev-v1.json', 'npm run eval:dev', 'A consistency check, not an independent figure.');

const negatives = read('eval/results/negatives.json');
if (negatives) {
  const kinds = negatives['kinds'] as Record<string, Json>;
  const all = negatives['all'] as Json;
  // The same chunks as `consentry scan` reads them, with the injection detector beside the rules.
  const cli = negatives['commandLine'] as Json | undefined;
  const cliKinds = cli ? (cli['kinds'] as Record<string, Json>) : undefined;
  const cliCell = (k: Json | undefined): string => (k ? `${String(k['fpTokens'])} (${(k['fpPer1000'] as number).toFixed(2)})` : 'n/a');
  const row = (name: string, k: Json, c: Json | undefined): string => `| ${name} | ${String(k['tokens'])} | ${String(k['fpTokens'])} | ${(k['fpPer1000'] as number).toFixed(2)} | ${cliCell(c)} |`;
  lines.push(
    `**Negatives corpus** (\`npm run eval:negatives\`, ${day(negatives['generatedAt'])}): ordinary code and documentation read at run time from ${String((negatives['files'] as unknown[]).length)} files of installed packages (manifest and seed in \`eval/negatives/\`, none of the text committed) and generated logs; every masked token counts against us, including the real names and e-mail addresses of package authors in the documentation. Target ≤ 1 per 1,000.`,
    '',
    '| kind | tokens | false-positive tokens, rules (extension) | per 1,000 | `consentry scan`, with the injection detector: tokens (per 1,000) |',
    '|---|---|---|---|---|',
    row('code', kinds['code'] as Json, cliKinds?.['code']),
    row('prose (docs)', kinds['prose'] as Json, cliKinds?.['prose']),
    row('logs', kinds['logs'] as Json, cliKinds?.['logs']),
    row('all', all, cli?.['all'] as Json | undefined),
    '',
  );
} else lines.push('**Negatives corpus**: not run yet (`npm run eval:negatives`).', '');

const scanBench = read('bench/results/scan.json');
if (scanBench) {
  lines.push(
    `**Scan + mask, 100 KB of mixed text** (\`npm run bench\`, ${day(scanBench['generatedAt'])}, load average ${load(scanBench['loadAverage'])} on ${String(scanBench['cpus'])} cores): budget ${String(scanBench['budgetMs'])} ms median — ${scanBench['budgetMet'] ? 'met' : '**not met**'}.`,
    '',
    '| defence | median | × Consentry |',
    '|---|---|---|',
  );
  for (const d of scanBench['defences'] as Json[]) {
    lines.push(`| ${String(d['name'])} ${String(d['version'])} | ${ms(d['medianMs'])} | ${typeof d['ratioToConsentry'] === 'number' ? (d['ratioToConsentry'] as number).toFixed(2) : 'n/a'} |`);
  }
  lines.push('');
  const cli = scanBench['cliPath'] as Json | undefined;
  if (cli) {
    const shares = cli['shares'] as Record<string, number | null>;
    const share = (k: string): string => (typeof shares[k] === 'number' ? `${((shares[k] as number) * 100).toFixed(0)} %` : 'not plugged in yet');
    lines.push(
      `**Command-line path, 1 MB mixed corpus** (\`npm run bench\`, same run): ${String(cli['records'])} JSONL records (code, configs, logs, CSV, prose with names and addresses), ${((cli['bytes'] as number) / 1024).toFixed(0)} KiB through \`scan --jsonl\`'s own code with the injection detector it loads, start-up excluded: **${(cli['medianMsPer100KB'] as number).toFixed(1)} ms per 100 KB** median (p95 ${(cli['p95MsPer100KB'] as number).toFixed(1)}); budget ${String(cli['budgetMsPer100KB'])} ms — ${cli['budgetMet'] ? 'met' : '**not met**'}. Shares of its CPU time: rules ${share('rules')}, field layer ${share('fields')}, consistency ${share('consistency')}, tagger ${share('tagger')}, injection detector ${share('injectionDetector')}, decide + mask + JSON ${share('rest')}.${typeof cli['taggerMsPer100KB'] === 'number' ? ` The entity tagger alone on the same records: ${(cli['taggerMsPer100KB'] as number).toFixed(1)} ms per 100 KB wall, ${(cli['taggerCpuMsPer100KB'] as number).toFixed(1)} ms CPU (load average ${load(cli['load'])}).` : ''}`,
      '',
    );
  }
} else lines.push('**Scan benchmark**: not run yet (`npm run bench`).', '');

const paste = read('bench/results/paste.json');
if (paste) {
  lines.push(
    `**Paste → inserted, 10 KB** (\`npm run bench:paste\`, real Chromium with the built extension, ${day(paste['generatedAt'])}, load average ${load(paste['loadAverage'])}): median over all sites ${ms(paste['overallMedianMs'])}, slowest site median ${ms(Math.max(...(paste['sites'] as Json[]).map((s) => s['medianMs'] as number)))}; budget ${String(paste['budgetMs'])} ms — ${paste['budgetMet'] ? 'met' : '**not met**'}.`,
    '',
  );
} else lines.push('**Paste benchmark**: not run yet (`npm run bench:paste`).', '');

const cliBench = read('bench/results/cli.json');
if (cliBench) {
  const startup = cliBench['startup'] as Json;
  const viaNode = cliBench['throughNode'] as Json;
  const base = cliBench['nodeBaseline'] as Json;
  const through = cliBench['throughput'] as Json;
  const mb = typeof through['bytes'] === 'number' ? (through['bytes'] as number) / (1024 * 1024) : undefined;
  const extra = cliBench['extraCaCerts'] as Json | null | undefined;
  const without = extra ? (extra['withoutIt'] as Json) : undefined;
  const verdict = (met: unknown): string => (met ? 'met' : '**not met**');
  // The budget is judged on the command as installed; `node bin/consentry.cjs` keeps the
  // environment, so on a machine that names extra CA certificates it pays for reading them, and
  // both of its starts are quoted, each with its own `node -e 0`.
  const node = without
    ? `${ms(viaNode['medianMs'], 0)} with \`NODE_EXTRA_CA_CERTS\` set as on this machine (\`node -e 0\` alone ${ms(base['medianMs'], 0)}) and ${ms((without['throughNode'] as Json)['medianMs'], 0)} without it (\`node -e 0\` alone ${ms((without['nodeBaseline'] as Json)['medianMs'], 0)})`
    : `${ms(viaNode['medianMs'], 0)} (\`node -e 0\` alone ${ms(base['medianMs'], 0)})`;
  const starts = `**${ms(startup['medianMs'], 0)}** median over ${String(startup['runs'])} runs of \`consentry\` as installed (p95 ${ms(startup['p95Ms'], 0)}); budget ${String(cliBench['budgetMs'])} ms — ${verdict(cliBench['budgetMet'])}. Through \`node bin/consentry.cjs\` (as \`npm run cli\` starts it, environment as given): ${node}`;
  lines.push(
    `**Command line** (\`npm run bench:cli\`, ${day(cliBench['generatedAt'])}, load average ${load(cliBench['loadAverage'])} on ${String(cliBench['cpus'])} cores): \`scan --jsonl\` on one line, spawn to exit, ${starts}. One process streams ${mb !== undefined ? mb.toFixed(1) : '?'} MB of JSONL (${String(through['lines'])} lines of about ${String(through['lineChars'])} characters) at ${typeof through['mbPerS'] === 'number' ? (through['mbPerS'] as number).toFixed(2) : 'n/a'} MB/s.`,
    '',
  );
} else lines.push('**Command line**: not run yet (`npm run bench:cli`).', '');

const classifierBench = read('bench/results/classifier.json');
const models = read('eval/models/results.json');
if (models) {
  const ctx = (models['context'] ?? {}) as Record<string, Json>;
  const inj = (models['injection'] ?? {}) as Record<string, Json>;
  const share = (x: unknown): string => (typeof x === 'number' ? `${(100 * x).toFixed(1)}%` : 'n/a');
  const f3 = (x: unknown): string => (typeof x === 'number' ? x.toFixed(3) : 'n/a');
  const ctxRow = (key: string, name: string): string | null => {
    const r = ctx[key];
    if (!r) return null;
    return `| ${name} | ${String(r['n'])} | ${f3(r['macroF1'])} | ${f3(r['ece'])} | ${share(r['actAloneShare'])} at ${share(r['actAloneAccuracy'])} |`;
  };
  const kindRate = (r: Json, key: string): string => {
    const k = ((r['byKind'] ?? {}) as Record<string, Json>)[key];
    return k ? `${share(k['rate'])} (${String(k['flagged'])}/${String(k['n'])})` : '—';
  };
  const injRow = (key: string, name: string): string | null => {
    const r = inj[key];
    if (!r) return null;
    return `| ${name} | ${kindRate(r, 'injection/direct')} | ${kindRate(r, 'injection/indirect')} | ${kindRate(r, 'benign/hard_negative')} | ${kindRate(r, 'benign/ordinary')} |`;
  };
  const files = (models['files'] ?? {}) as Record<string, Json>;
  lines.push(
    `**On-device models** (\`npm run train:classifier\` / \`npm run eval:models\`, figures from \`eval/models/results.json\`, details in \`public/models/MODEL_CARD.md\`): two heads, ${String(models['totalBytes'])} bytes together (${String(models['totalDeflatedBytes'])} deflated); context classifier \`${String((files['context'] ?? {})['file'])}\`, injection detector \`${String((files['injection'] ?? {})['file'])}\` (pure TypeScript in Node; the extension runs their \`.onnx\` form with onnxruntime-web).`,
    '',
    '| context set | lines | macro-F1 | ECE | lines at ≥ 0.8 and their accuracy |',
    '|---|---|---|---|---|',
    ...[ctxRow('test', 'own test split (held-out templates)'), ctxRow('testEarlier', 'own test split, earlier templates only'), ctxRow('handwritten', 'earlier hand-written file'), ctxRow('context-v1', 'fixtures/labelled/context-v1 (blind, en)'), ctxRow('context-multilingual-v1', 'fixtures/labelled/context-multilingual-v1 (blind, de/fr/es/ru)')].filter((x): x is string => x !== null),
    '',
    '| injection set | direct flagged | indirect flagged | hard negatives flagged | ordinary flagged |',
    '|---|---|---|---|---|',
    ...[injRow('test', 'own test split (held-out templates)'), injRow('injection-v1', 'fixtures/labelled/injection-v1 (blind)')].filter((x): x is string => x !== null),
    '',
  );
  if (classifierBench) {
    const sizes = (classifierBench['sizes'] ?? {}) as Record<string, Json>;
    lines.push(
      `**Model latency, Node** (\`npm run bench:classifier\`, ${day(classifierBench['generatedAt'])}, load average ${load(classifierBench['loadAverage'])}): warm-up ${ms(classifierBench['warmupMs'], 0)}; both heads over a 1 KB paste ${ms((sizes['1KB'] ?? {})['medianMs'])} median, 10 KB ${ms((sizes['10KB'] ?? {})['medianMs'])} median (targets 1.5 s and 30 ms).`,
      '',
    );
    const browser = classifierBench['browser'] as Json | undefined;
    if (browser && typeof browser === 'object') {
      const b = browser as Record<string, Json>;
      const bSizes = (b['sizes'] ?? {}) as Record<string, Json>;
      lines.push(
        `**Model latency in the extension** (same run, ${String(b['browser'] ?? 'Chromium')}, the offscreen document of the built extension, ${String(classifierBench['browserRuntime'] ?? 'onnxruntime-web')}, compute path \`${String(b['path'] ?? '?')}\`): warm-up from creating the document to the first reading ${ms(b['warmupMs'], 0)} (loading the runtime and both sessions ${ms(b['hostLoadMs'], 0)}); both heads over a 1 KB paste ${ms((bSizes['1KB'] ?? {})['medianMs'])} median, 10 KB ${ms((bSizes['10KB'] ?? {})['medianMs'])} median, ${ms((bSizes['10KB'] ?? {})['roundTripMedianMs'])} with the round trip from the service worker (targets 1.5 s and 30 ms).`,
        '',
      );
    }
  }
}

const screens = read('eval/screens/results/screens-ci.json');
if (screens) {
  const defences = (screens['defences'] ?? {}) as Record<string, Json>;
  const ours = defences['pixels:consentry'];
  lines.push(
    `**Rendered screens** (\`npm run eval:screens\`, ${String(screens['screens'] ?? '?')} screens, ${String(screens['planted'] ?? '?')} planted payloads of which ${String(screens['excludedDestroyedByOcr'] ?? '?')} were destroyed by OCR itself): ${ours ? `recall ${pct(ours['recall'])} on the ${String(ours['eligible'])} that survive OCR, benign retention ${pct(ours['benignRetention'])}` : 'see the result file'}.`,
    '',
  );
}
const screenBench = read('bench/screen/last-run.json');
if (screenBench) {
  const first = screenBench['firstUsefulFrameMs'] as Json;
  const extension = first['extensionSide'] as Json;
  const ocr = screenBench['ocrPerSecond'] as Json;
  const changed = screenBench['changedRegionToDecisionMs'] as Json;
  const still = screenBench['staticScreen'] as Json;
  const frame = screenBench['perFrameOverheadMs'] as Json;
  const machine = screenBench['machine'] as Json;
  const targets = screenBench['targets'] as Json;
  const median = (kind: string, from: Json = first): number => (from[kind] as Json)['median'] as number;
  const verdict = (value: number, target: number, atMost = true): string => ((atMost ? value <= target : value >= target) ? 'met' : '**not met**');
  const jobs = (kind: string): string => {
    const o = ocr[kind] as Json;
    return `${(o['jobsPerSecond'] as number).toFixed(1)} OCR passes and ${(o['readingsPerSecond'] as number).toFixed(1)} region readings per second, ${(o['domReadingsPerSecond'] as number).toFixed(1)} DOM snapshots per second`;
  };
  const domTarget = targets['firstUsefulDomMs'] as number;
  const canvasTarget = targets['firstUsefulCanvasMs'] as number;
  lines.push(
    `**Screen share, 1280×720 tab** (\`npm run bench:screen\`, built extension in Chromium, ${day(screenBench['generatedAt'])}, load average ${load(machine['loadAverage1m'])} on ${String(machine['cores'])} cores): first useful frame is from getDisplayMedia called to the first frame the page receives with at most 15 % of it held dark, median of 4 shares per page kind (the first in a fresh tab).`,
    '',
    '| measure | target | measured |',
    '|---|---|---|',
    `| first useful frame, text in the DOM | ≤ ${domTarget} ms | ${ms(median('domText'), 0)} (extension side ${ms(median('domText', extension), 0)}) — ${verdict(median('domText'), domTarget)} |`,
    `| first useful frame, DOM with a textarea, an image, shadow roots and a cross-origin frame | ≤ ${domTarget} ms | ${ms(median('domInputs'), 0)} (extension side ${ms(median('domInputs', extension), 0)}) — ${verdict(median('domInputs'), domTarget)} |`,
    `| first useful frame, text on a canvas only | ≤ ${canvasTarget} ms | ${ms(median('canvas'), 0)} (extension side ${ms(median('canvas', extension), 0)}) — ${verdict(median('canvas'), canvasTarget)} |`,
    `| first useful frame, share 0.5 s after the browser started | — | ${ms(median('atBrowserStart'), 0)} (covered until the administrator's policy is known) |`,
    `| OCR while the DOM page is shared | runs | ${jobs('domInputs')} |`,
    `| OCR while the page mutates its DOM every frame | runs | ${jobs('storm')} |`,
    `| changed region → decision | ≤ ${String(targets['changedRegionMedianMs'])} ms median | ${ms(changed['median'], 0)} median — ${verdict(changed['median'] as number, targets['changedRegionMedianMs'] as number)} |`,
    `| static screen | ≥ ${String(targets['staticFps'])} fps | ${String(still['fps'])} fps — ${verdict(still['fps'] as number, (targets['staticFps'] as number) - 0.5, false)} |`,
    `| per-frame overhead (work on the page's thread and the extension's) | ≤ ${String(targets['perFrameOverheadMs'])} ms | ${ms(frame['median'])} median (p95 ${ms(frame['p95'])}) — ${verdict(frame['median'] as number, targets['perFrameOverheadMs'] as number)}${typeof frame['copyWaitMedian'] === 'number' ? ((frame['copyWaitMedian'] as number) < 0.1 ? "; the browser's copy of each frame's pixels finishes within the call here, so all of it is in the figure" : `; each frame also waits ${ms(frame['copyWaitMedian'])} (median) for the browser's asynchronous copy of its pixels, which costs neither thread anything`) : ''} |`,
    '',
  );
}

const screensFull = read('eval/screens/results/screens-full.json');
if (screensFull) {
  const ours = ((screensFull['defences'] ?? {}) as Record<string, Json>)['pixels:consentry'];
  if (ours) {
    lines.push(
      `**Rendered screens, full run** (\`npm run eval:screens:full\`, ${String(screensFull['screens'] ?? '?')} screens): recall ${pct(ours['recall'])} on the ${String(ours['eligible'])} payloads that survive OCR, benign retention ${pct(ours['benignRetention'])}.`,
      '',
    );
  }
}

const screensDev2 = read('eval/screens/results/screens-dev2.json');
if (screensDev2) {
  const ours = ((screensDev2['defences'] ?? {}) as Record<string, Json>)['pixels:consentry'];
  const perScreen = screensDev2['pipelineMsPerScreen'] as Json | undefined;
  if (ours) {
    lines.push(
      `**Rendered screens, second development set** (\`npm run eval:screens:dev2\`, ${String(screensDev2['screens'] ?? '?')} screens of small, grey, low-contrast and white-on-dark text): recall ${pct(ours['recall'])} on the ${String(ours['eligible'])} payloads that survive OCR, benign retention ${pct(ours['benignRetention'])}${perScreen ? `; redact-image's pipeline ${String(perScreen['median'])} ms per 1280×720 screen (median, shared machine)` : ''}.`,
      '',
    );
  }
}

const screensHeldout = read('eval/screens/results/screens-heldout.json');
if (screensHeldout) {
  const ours = ((screensHeldout['defences'] ?? {}) as Record<string, Json>)['pixels:consentry'];
  if (ours) {
    const met = typeof ours['recall'] === 'number' && typeof ours['benignRetention'] === 'number' && ours['recall'] >= 0.97 && ours['benignRetention'] >= 0.95;
    lines.push(
      `**Rendered screens, held-out set** (\`npm run eval:screens:heldout\`, ${String(screensHeldout['screens'] ?? '?')} screens of layouts and styles the rules were not written on): recall ${pct(ours['recall'])} on the ${String(ours['eligible'])} payloads that survive OCR, benign retention ${pct(ours['benignRetention'])}; target recall 0.97 at benign 0.95 — ${met ? 'met' : '**not met**'}.`,
      '',
    );
  }
}

const filesBench = read('bench/results/files.json');
if (filesBench) {
  const secs = (x: unknown): string => (typeof x === 'number' ? `${(x / 1000).toFixed(2)} s` : 'n/a');
  const node = (filesBench['node'] ?? []) as Json[];
  lines.push(
    `**Files redacted before the page gets them** (\`npm run bench:files\`, built extension in Chromium, ${day(filesBench['generatedAt'])}, load average ${load(filesBench['loadAverage'])} on ${String(filesBench['cpus'])} cores): from the file chosen in the page's file input to the page holding the redacted copy, median of ${String(filesBench['runs'])} runs after a cold first file; the same file through the command line's core in Node beside it.`,
    '',
    '| file | budget | in the browser | first file (cold) | Node core |',
    '|---|---|---|---|---|',
  );
  for (const r of filesBench['browser'] as Json[]) {
    const n = node.find((x) => x['id'] === r['id']);
    lines.push(`| ${String(r['label'])} | ≤ ${secs(r['budgetMs'])} | ${secs(r['medianMs'])}${r['met'] ? '' : ' — **not met**'} | ${secs(r['coldMs'])} | ${n ? secs(n['medianMs']) : 'n/a'} |`);
  }
  lines.push('');
} else lines.push('**File redaction benchmark**: not run yet (`npm run bench:files`).', '');

const packages = read('bench/results/package.json');
if (packages) {
  const mb = (x: unknown): string => (typeof x === 'number' ? `${(x / 1_000_000).toFixed(2)} MB` : 'n/a');
  const lint = packages['lint'] as Json;
  lines.push(
    `**Store packages** (\`npm run package\`, ${day(packages['date'])}): \`web-ext lint\` on the Firefox package: ${String(lint['errors'])} errors, ${String(lint['warnings'])} warnings, ${String(lint['notices'])} notices. Sources zip for the add-on store: ${mb(packages['sourcesZipBytes'])}.`,
    '',
    '| package | size | budget | largest assets (stored in the zip) |',
    '|---|---|---|---|',
  );
  for (const p of packages['packages'] as Json[]) {
    const groups = (p['groups'] as Json[]).slice(0, 4).map((g) => `${String(g['group'])} ${mb(g['stored'])}`).join(', ');
    lines.push(`| ${String(p['name'])} | ${mb(p['zipBytes'])} | ${mb(p['budgetBytes'])}${p['withinBudget'] ? '' : ' — **over**'} | ${groups} |`);
  }
  lines.push('');
  const bundles = packages['bundles'] as Record<string, Json[]> | undefined;
  if (bundles) {
    const kb = (x: unknown): string => (typeof x === 'number' ? `${(x / 1000).toFixed(0)} kB` : 'n/a');
    const browsers = Object.keys(bundles);
    lines.push(
      `Code each entry point loads at start (its own file and the chunks it imports; the scan engine is one shared chunk, marked ◆):`,
      '',
      `| entry point | ${browsers.join(' | ')} |`,
      `|---|${browsers.map(() => '---').join('|')}|`,
    );
    const entries = [...new Set(browsers.flatMap((b) => bundles[b]!.map((e) => String(e['entry']))))];
    for (const entry of entries) {
      const cells = browsers.map((b) => {
        const e = bundles[b]!.find((x) => x['entry'] === entry);
        if (!e) return '—';
        const lazy = typeof e['lazyBytes'] === 'number' && e['lazyBytes'] > 0 ? ` (+${kb(e['lazyBytes'])} on demand)` : '';
        return `${kb(e['bytes'])}${lazy}${e['engine'] ? ' ◆' : ''}`;
      });
      lines.push(`| ${entry} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
} else lines.push('**Store packages**: not built yet (`npm run package`).', '');

const readmePath = `${root}README.md`;
const readme = readFileSync(readmePath, 'utf8');
const block = `${START}\n${lines.join('\n').trim()}\n${END}`;
if (!readme.includes(START)) throw new Error(`README.md has no ${START} marker.`);
writeFileSync(readmePath, readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block));
console.log(block);
