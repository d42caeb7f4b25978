/**
 * Worst-case inputs per recognizer: each rule alone over ~100 KB of repeated near-matches built
 * from its own examples (the value with its last character dropped, with one character changed,
 * run together with the next copy across a single space) and over a flood of its keywords with
 * no value after them. A rule whose pattern backtracks badly shows up here as seconds instead of
 * milliseconds. CPU time (process.cpuUsage) is measured, since the machine may be shared.
 *
 *   npm run bench:pathological -- [--budget 500] [--only id,id]
 *
 * Exits 1 when a rule is over budget (CPU milliseconds per input) or hits the scan deadline,
 * 2 on a harness error.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { RECOGNIZERS } from '../src/core/recognizers/index';
import type { Recognizer, RecognizerExamples } from '../src/core/recognizers/types';
import { scan } from '../src/core/engine/scan';
import { ScanLimitError } from '../src/core/engine/types';
import { readOptions } from './options';

const SIZE = 100 * 1024;
const RECOGNIZER_DIR = fileURLToPath(new URL('../src/core/recognizers/', import.meta.url));

async function loadExamples(): Promise<Map<string, RecognizerExamples>> {
  const out = new Map<string, RecognizerExamples>();
  for (const folder of readdirSync(RECOGNIZER_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(RECOGNIZER_DIR, folder.name))) {
      if (!file.endsWith('.examples.ts')) continue;
      const module = (await import(join(RECOGNIZER_DIR, folder.name, file))) as { EXAMPLES?: Record<string, RecognizerExamples> };
      for (const [id, examples] of Object.entries(module.EXAMPLES ?? {})) out.set(id, examples);
    }
  }
  return out;
}

/** `unit` repeated to about SIZE characters, broken into lines so no token is over the engine's limit. */
function fill(unit: string, separator: string): string {
  const perLine = Math.max(1, Math.floor(4096 / Math.max(1, unit.length + separator.length)));
  let out = '';
  for (let i = 0; out.length < SIZE; i++) out += i > 0 && i % perLine === 0 ? `\n${unit}` : i > 0 ? separator + unit : unit;
  return out;
}

/** Changes one character in the middle to another of the same kind (digit, letter, other). */
function mutate(value: string): string {
  const i = Math.floor(value.length / 2);
  const c = value[i] ?? 'x';
  const r = /\d/.test(c) ? (c === '7' ? '3' : '7') : /[a-z]/.test(c) ? (c === 'q' ? 'z' : 'q') : /[A-Z]/.test(c) ? (c === 'Q' ? 'Z' : 'Q') : '#';
  return value.slice(0, i) + r + value.slice(i + 1);
}

function inputsFor(recognizer: Recognizer, examples: RecognizerExamples | undefined): Array<{ name: string; text: string }> {
  const inputs: Array<{ name: string; text: string }> = [];
  const matches = (examples?.match ?? []).slice(0, 2);
  matches.forEach((m, k) => {
    const text = typeof m === 'string' ? m : m.text;
    const value = typeof m === 'string' ? m : (m.covers ?? m.text);
    inputs.push({ name: `example ${k} truncated, spaced`, text: fill(text.slice(0, -1), ' ') });
    inputs.push({ name: `example ${k} value mutated, run on`, text: fill(mutate(value), '') });
    inputs.push({ name: `example ${k} value truncated, spaced`, text: fill(value.slice(0, -1), ' ') });
  });
  for (const keyword of recognizer.keywords.slice(0, 3)) {
    inputs.push({ name: `keyword "${keyword}" flood`, text: fill(`${keyword} = `, '') });
    inputs.push({ name: `keyword "${keyword}" then letters`, text: fill(`${keyword}: ${'a'.repeat(40)}`, ' ') });
  }
  return inputs;
}

async function main(): Promise<number> {
  const given = readOptions(process.argv.slice(2), { budget: { type: 'string' }, only: { type: 'string' } });
  const budget = Number(given.budget ?? 500);
  const only = given.only ? new Set(given.only.split(',')) : undefined;
  const examples = await loadExamples();
  const log = (line: string): void => void process.stdout.write(`${line}\n`);
  log(`Pathological inputs, one rule at a time, ~${SIZE / 1024} KB each; budget ${budget} ms CPU per input.`);
  log(`Load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}.`);
  const rows: Array<{ id: string; input: string; ms: number; over: boolean; error?: string }> = [];
  let count = 0;
  for (const recognizer of RECOGNIZERS) {
    if (only && !only.has(recognizer.id)) continue;
    for (const input of inputsFor(recognizer, examples.get(recognizer.id))) {
      const before = process.cpuUsage();
      let error: string | undefined;
      try {
        scan(input.text, { recognizers: [recognizer], fields: false, limits: { deadlineMs: 30_000 } });
      } catch (e) {
        if (!(e instanceof ScanLimitError)) throw e;
        error = e.kind;
      }
      const used = process.cpuUsage(before);
      const ms = (used.user + used.system) / 1000;
      count++;
      const row = { id: recognizer.id, input: input.name, ms, over: ms > budget || (error !== undefined && error !== 'token_too_long') };
      rows.push(error ? { ...row, error } : row);
    }
  }
  rows.sort((a, b) => b.ms - a.ms);
  log(`${count} inputs over ${new Set(rows.map((r) => r.id)).size} rules. Slowest:`);
  for (const r of rows.slice(0, 15)) log(`  ${r.ms.toFixed(1).padStart(8)} ms  ${r.id}  (${r.input})${r.error ? ` — ${r.error}` : ''}`);
  const over = rows.filter((r) => r.over);
  if (over.length === 0) {
    log('Every rule finished every input within budget.');
    return 0;
  }
  log(`${over.length} input(s) over budget:`);
  for (const r of over) log(`  ${r.id}: ${r.input} — ${r.ms.toFixed(0)} ms${r.error ? `, ${r.error}` : ''}`);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Benchmark harness error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
