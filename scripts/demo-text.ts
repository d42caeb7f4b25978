/**
 * `npm run demo:text`: what Consentry would do with a few everyday pastes (fixtures/text/, all
 * synthetic), through the same decideText the extension and the CLI use. Shows each finding with its
 * value only partially visible, the decision, the text an assistant would receive, and totals.
 *
 *   npm run demo:text [-- [--purpose assistant|training|analytics|third_party]... [FILE...]]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs as readArgs } from 'node:util';
import { isPurpose, type Purpose } from '../src/core/vocabulary';
import { decideText } from '../src/core/decide/decide-text';
import type { AppliedFinding } from '../src/core/mask/mask';
import { ENGINE_VERSION } from '../src/core/version';

const FIXTURES = fileURLToPath(new URL('../fixtures/text/', import.meta.url));

interface Args {
  purposes: Purpose[];
  files: string[];
}

function parseArgs(argv: readonly string[]): Args {
  const purposes: Purpose[] = [];
  let given;
  try {
    given = readArgs({ args: [...argv], options: { purpose: { type: 'string', multiple: true } }, strict: true, allowPositionals: true });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
  for (const value of given.values.purpose ?? []) {
    if (!isPurpose(value)) {
      process.stderr.write(`unknown purpose "${value}"\n`);
      process.exit(2);
    }
    purposes.push(value);
  }
  const files = [...given.positionals];
  if (files.length === 0) {
    for (const name of readdirSync(FIXTURES).sort()) {
      const path = join(FIXTURES, name);
      if (statSync(path).isFile()) files.push(path);
    }
  }
  return { purposes, files };
}

/**
 * Enough of a value to recognise it, never enough to use it: a credential keeps its public prefix
 * (`ghp_`), anything else at most four leading characters; long values keep their last two.
 */
export function partial(value: string, category: string): string {
  const flat = value.replace(/\s+/g, ' ');
  const prefix = category === 'credential' ? /^[A-Za-z][A-Za-z0-9]{0,11}[_-]/.exec(flat)?.[0] : undefined;
  const tail = flat.length >= 12 ? 2 : 0;
  let keep = prefix ? prefix.length : Math.min(4, Math.floor(flat.length / 4));
  keep = Math.min(keep, Math.max(0, Math.floor(flat.length / 2) - tail));
  return `${flat.slice(0, keep)}…${flat.slice(flat.length - tail)}`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

function indent(text: string): string {
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `  │ ${line}`)
    .join('\n');
}

function summarise(applied: readonly AppliedFinding[], blocked: boolean): string {
  if (blocked) return 'block — nothing is sent';
  const replaced = applied.filter((f) => f.replacement !== '').length;
  if (replaced === 0) return 'allow — sent as written';
  return `mask — sent with ${replaced} value${replaced === 1 ? '' : 's'} replaced`;
}

function main(): void {
  const { purposes, files } = parseArgs(process.argv.slice(2));
  const byCategory = new Map<string, { findings: number; files: Set<string> }>();
  const byDecision = new Map<string, number>();
  let total = 0;

  console.log(`Consentry ${ENGINE_VERSION} — default policy, purposes: ${purposes.length ? purposes.join(', ') : 'all (site unknown)'}`);

  for (const file of files) {
    const name = basename(file);
    const text = readFileSync(file, 'utf8');
    const started = performance.now();
    const result = decideText(text, { purposes });
    const ms = (performance.now() - started).toFixed(1);
    console.log(`\n━━ ${name} (${text.length} chars, ${ms} ms) ━━`);

    if (!result.ok) {
      console.log(`decision: block — the check stopped (${result.error.kind}): ${result.error.message}`);
      byDecision.set('block', (byDecision.get('block') ?? 0) + 1);
      continue;
    }

    console.log(`decision: ${summarise(result.applied, result.blocked)}`);
    if (result.applied.length === 0) console.log('  no findings');
    for (const f of result.applied) {
      const value = partial(text.slice(f.start, f.end), f.category);
      const outcome = f.replacement === '' ? f.decision : `${f.decision} → ${f.replacement}`;
      console.log(`  ${pad(f.category, 14)}${pad(f.rule, 34)}${pad(value, 18)}${outcome}`);
      const entry = byCategory.get(f.category) ?? { findings: 0, files: new Set<string>() };
      entry.findings++;
      entry.files.add(name);
      byCategory.set(f.category, entry);
      byDecision.set(f.decision, (byDecision.get(f.decision) ?? 0) + 1);
      total++;
    }
    console.log('masked text:');
    console.log(indent(result.masked));
  }

  console.log(`\n━━ totals over ${files.length} file${files.length === 1 ? '' : 's'} ━━`);
  console.log(`  ${pad('category', 18)}${pad('findings', 10)}files`);
  for (const [category, { findings, files: seen }] of [...byCategory].sort((a, b) => b[1].findings - a[1].findings)) {
    console.log(`  ${pad(category, 18)}${pad(String(findings), 10)}${seen.size}`);
  }
  console.log(`  ${pad('all', 18)}${total}`);
  const decisions = [...byDecision].map(([d, n]) => `${d} ${n}`).join(', ');
  console.log(`  decisions: ${decisions || 'none'}`);
}

main();
