/**
 * Tagger speed on two fixed texts: about 100 KB of prose (test-split sentences and letters,
 * generated from a fixed seed) and the benchmark's 100 KB mixed document (prose, code, logs,
 * JSON), in milliseconds per KB, and the command-line benchmark's 1 MB mixed corpus record by
 * record, per 100 KB; medians of repeated runs in wall and CPU time, with the load average.
 */
import { loadavg } from 'node:os';
import { buildCorpus } from '../../bench/corpus';
import { mixedRecords } from '../../bench/mixed-corpus';
import { newTaggerScratch, tagText, type TaggerModel } from '../../src/core/tagger/tagger';
import { Rng } from '../corpus/rng';
import { syntheticDoc } from './docs';
import { seedFakers } from './entities';
import { TEST_FRAMES } from './frames-test';

export interface SpeedFigures {
  proseKb: number;
  mixedKb: number;
  proseMsPerKb: number;
  mixedMsPerKb: number;
  /** The same, in CPU time. */
  proseCpuMsPerKb: number;
  mixedCpuMsPerKb: number;
  /** The command-line benchmark's 1 MB mixed corpus (bench/mixed-corpus.ts), record by record, per 100 KB. */
  corpusKb: number;
  corpusMsPer100Kb: number;
  corpusCpuMsPer100Kb: number;
  load: number;
}

export function proseText(targetChars = 100 * 1024): string {
  const rng = new Rng(31_337);
  seedFakers(31_337);
  const parts: string[] = [];
  let size = 0;
  while (size < targetChars) {
    const d = syntheticDoc(rng, 'test', TEST_FRAMES, rng.pick(['prose', 'prose', 'prose', 'email', 'letter', 'chat']));
    parts.push(d.text);
    size += d.text.length + 2;
  }
  return parts.join('\n\n').slice(0, targetChars);
}

/**
 * Median wall time of `runs` calls, and the median CPU time of the process over the same calls
 * (user + system). On a shared machine the wall time grows with the load; the CPU time much less.
 */
export function timeTagger(tag: (text: string) => unknown, text: string, runs = 15): { wall: number; cpu: number } {
  for (let i = 0; i < 3; i++) tag(text);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    tag(text);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wall: median(wall), cpu: median(cpu) };
}

export function measureSpeed(model: TaggerModel): SpeedFigures {
  const prose = proseText();
  const mixed = buildCorpus();
  const load = loadavg()[0] ?? 0;
  const kb = (s: string): number => Buffer.byteLength(s, 'utf8') / 1024;
  const scratch = newTaggerScratch();
  const p = timeTagger((t) => tagText(t, model, scratch), prose);
  const m = timeTagger((t) => tagText(t, model, scratch), mixed);
  const records = mixedRecords();
  const corpusKb = records.reduce((a, r) => a + kb(r), 0);
  const c = timeTagger(() => {
    for (const r of records) tagText(r, model, scratch);
  }, '', 9);
  return {
    corpusKb,
    corpusMsPer100Kb: (c.wall / corpusKb) * 100,
    corpusCpuMsPer100Kb: (c.cpu / corpusKb) * 100,
    proseKb: kb(prose),
    mixedKb: kb(mixed),
    proseMsPerKb: p.wall / kb(prose),
    mixedMsPerKb: m.wall / kb(mixed),
    proseCpuMsPerKb: p.cpu / kb(prose),
    mixedCpuMsPerKb: m.cpu / kb(mixed),
    load,
  };
}
