/**
 * A small seeded random source for the census and the benchmark corpus. Every value the census
 * plants is drawn from here at run time, so the repository holds no credential or identifier
 * string, and the same seed always yields the same cases on any machine.
 */
import { fnv1a } from '../../src/core/hash';

export type Rng = () => number;

/** mulberry32: 32-bit state, good enough spread for test data, identical across platforms. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string: derives an independent stream per case from its coordinates. */
export function hash32(text: string): number {
  return fnv1a(text);
}

/** A stream keyed by a seed and any number of labels, stable when other cases are added. */
export function streamFor(seed: number, ...labels: (string | number)[]): Rng {
  return mulberry32(hash32(`${seed}|${labels.join('|')}`));
}

/** Integer in [lo, hi], both inclusive. */
export function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

export function chars(rng: Rng, alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rng() * alphabet.length)];
  return out;
}

export function digits(rng: Rng, n: number): string {
  return chars(rng, '0123456789', n);
}

export function bytes(rng: Rng, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.floor(rng() * 256);
  return out;
}

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const ALNUM = UPPER + LOWER + DIGITS;
