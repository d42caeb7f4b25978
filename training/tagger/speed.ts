/**
 * Tagger speed on two fixed texts: about 100 KB of prose (test-split sentences and letters,
 * generated from a fixed seed) and the benchmark's 100 KB mixed document (prose, code, logs,
 * JSON), in milliseconds per KB, median of repeated runs, with the load average at the time.
 */
import { loadavg } from 'node:os';
import { buildCorpus } from '../../bench/corpus';
import { tagText, type TaggerModel } from '../../src/core/tagger/tagger';
import { Rng } from '../corpus/rng';
import { syntheticDoc } from './docs';
import { seedFakers } from './entities';
import { TEST_FRAMES } from './frames-test';

export interface SpeedFigures {
  proseKb: number;
  mixedKb: number;
  proseMsPerKb: number;
  mixedMsPerKb: number;
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

export function timeTagger(tag: (text: string) => unknown, text: string, runs = 15): number {
  for (let i = 0; i < 3; i++) tag(text);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    tag(text);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export function measureSpeed(model: TaggerModel): SpeedFigures {
  const prose = proseText();
  const mixed = buildCorpus();
  const load = loadavg()[0] ?? 0;
  const kb = (s: string): number => Buffer.byteLength(s, 'utf8') / 1024;
  const p = timeTagger((t) => tagText(t, model), prose);
  const m = timeTagger((t) => tagText(t, model), mixed);
  return { proseKb: kb(prose), mixedKb: kb(mixed), proseMsPerKb: p / kb(prose), mixedMsPerKb: m / kb(mixed), load };
}
