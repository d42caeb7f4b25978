/**
 * Times scan() with only the identifier recognizers (government ids, payment, contact, person
 * names) over ~100 KB of mixed synthetic text: prose, logs, code, tables, with a sprinkling of
 * identifiers. Prints the median of 20 runs after warm-up per category and for all together, and
 * each set's own cost over the views it needs.
 *
 *   npx tsx scripts/bench-identifiers.ts
 */
import { pathToFileURL } from 'node:url';
import { scan } from '../src/core/engine/scan';
import { CONTACT_RECOGNIZERS } from '../src/core/recognizers/contact/index';
import { GOVERNMENT_ID_RECOGNIZERS } from '../src/core/recognizers/government-id/index';
import { PAYMENT_RECOGNIZERS } from '../src/core/recognizers/payment/index';
import { PERSON_NAME_RECOGNIZERS } from '../src/core/recognizers/person-name/index';
import type { Recognizer } from '../src/core/recognizers/types';
import { mulberry32 as rng } from '../eval/census/prng';

const PROSE = [
  'The deployment finished at 10:42 and the dashboard showed no errors for the rest of the afternoon.',
  'Please review the attached contract before Friday; the legal team wants a signed copy by March 3.',
  'We met Sarah Connor at the conference in Berlin and she agreed to share the benchmark results.',
  'Kill the process if it hangs, then restart the union type checker with the --strict flag.',
  'Church Street closed for repairs, so take the detour along the river until the bridge reopens.',
  'The test is positive, which means the integration path works end to end on the staging cluster.',
  'April showers bring May flowers, and the Jordan River floods the valley every other spring.',
  'Invoice INV-2024-00123 totals $1,234.56 and is due on 2024-07-15; order #100234567 shipped today.',
  'Dear Mr. Okafor, thank you for your letter of 12 June. cc: María José García. signed, Wei Zhang',
  'Call me on +44 20 7946 0958 or mail jane.roe@example.org if the build breaks again tonight.',
];

const LOG_LINES = [
  (r: () => number) => `2024-05-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}T10:22:${String(Math.floor(r() * 60)).padStart(2, '0')}.123Z INFO req=${Math.floor(r() * 1e9)} ip=10.0.${Math.floor(r() * 255)}.${Math.floor(r() * 255)} latency=${Math.floor(r() * 900)}ms`,
  (r: () => number) => `commit ${Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join('')} bump v1.${Math.floor(r() * 20)}.${Math.floor(r() * 10)}`,
  (r: () => number) => `uuid=${Array.from({ length: 32 }, () => "0123456789abcdef"[Math.floor(r() * 16)]).join("").replace(/^(.{8})(.{4})(.{4})(.{4})/, "$1-$2-$3-$4-")} order=${Math.floor(r() * 1e12)} price=${(r() * 1000).toFixed(2)}`,
  (r: () => number) => `const total = items.reduce((sum, item) => sum + item.price * ${Math.floor(r() * 10)}, 0); // TODO check`,
  (r: () => number) => `| ${Math.floor(r() * 1e6)} | ${(r() * 100).toFixed(1)}% | ${Math.floor(r() * 1e4)} units | 2024-06-0${1 + Math.floor(r() * 9)} |`,
];

const IDENTIFIERS = [
  'SSN 536-22-8147',
  'card 4111 1111 1111 1111 exp 12/27',
  'IBAN DE89 3704 0044 0532 0130 00',
  'NI number AB 12 34 56 C',
  '221B Baker Street\nLondon NW1 6XE',
  '1234 Elm Street, Springfield, IL 62704',
  'Name: John Smith',
  'tel (555) 014-2368',
];

export function mixedText(targetChars: number, seed = 7): string {
  const r = rng(seed);
  const parts: string[] = [];
  let size = 0;
  while (size < targetChars) {
    const pick = r();
    let chunk: string;
    if (pick < 0.45) chunk = PROSE[Math.floor(r() * PROSE.length)]!;
    else if (pick < 0.95) chunk = LOG_LINES[Math.floor(r() * LOG_LINES.length)]!(r);
    else chunk = IDENTIFIERS[Math.floor(r() * IDENTIFIERS.length)]!;
    parts.push(chunk);
    size += chunk.length + 1;
  }
  return parts.join('\n');
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Matches nothing, on the views the numeric categories use: what building those views costs. */
const viewsOnly: Recognizer = {
  id: 'views-only',
  category: 'government_id',
  description: 'no-op',
  keywords: [],
  patterns: [/\x00(?!\x00)\x00/g],
  views: ['base', 'digits', 'ocr'],
  confidence: 1,
};

const ALL = [...GOVERNMENT_ID_RECOGNIZERS, ...PAYMENT_RECOGNIZERS, ...CONTACT_RECOGNIZERS, ...PERSON_NAME_RECOGNIZERS];

/** Each set, with the baseline its own cost is measured against. */
const SETS: { name: string; recognizers: readonly Recognizer[]; baseline?: string }[] = [
  { name: 'base view + decoders (no rules)', recognizers: [] },
  { name: 'plus digits and ocr views', recognizers: [viewsOnly], baseline: 'base view + decoders (no rules)' },
  { name: 'government_id', recognizers: GOVERNMENT_ID_RECOGNIZERS, baseline: 'plus digits and ocr views' },
  { name: 'payment', recognizers: PAYMENT_RECOGNIZERS, baseline: 'plus digits and ocr views' },
  { name: 'contact', recognizers: CONTACT_RECOGNIZERS, baseline: 'base view + decoders (no rules)' },
  { name: 'person_name', recognizers: PERSON_NAME_RECOGNIZERS, baseline: 'base view + decoders (no rules)' },
  { name: 'all four', recognizers: ALL, baseline: 'base view + decoders (no rules)' },
];

/**
 * Median wall time of 20 scans per set after 5 warm-up rounds. The sets take turns, so a busy
 * machine slows them alike and the differences (each set's own cost) stay meaningful.
 */
function main(): void {
  const text = mixedText(100_000);
  const times = new Map<string, number[]>();
  const findings = new Map<string, number>();
  for (let round = 0; round < 25; round++) {
    for (const set of SETS) {
      const t0 = performance.now();
      const result = scan(text, { recognizers: set.recognizers });
      const ms = performance.now() - t0;
      findings.set(set.name, result.findings.length);
      if (round >= 5) (times.get(set.name) ?? times.set(set.name, []).get(set.name)!).push(ms);
    }
  }
  console.log(`text: ${text.length} chars; median of 20 scans after warm-up`);
  for (const set of SETS) {
    const ms = median(times.get(set.name)!);
    const own = set.baseline ? `  (+${(ms - median(times.get(set.baseline)!)).toFixed(2)} ms over "${set.baseline}")` : '';
    console.log(`${set.name.padEnd(34)} ${ms.toFixed(2).padStart(6)} ms${own}  ${set.recognizers.length} rules, ${findings.get(set.name)} findings`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
