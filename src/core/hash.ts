/**
 * FNV-1a (32-bit), the one small non-cryptographic hash the codebase uses: classifier feature
 * ids, screen tile and row hashes, and seeded streams for generated test data. Never for values a
 * person typed into a record (the ledger keeps no hashes of values) and never for security.
 *
 * The step takes `imul` as a parameter so the page-world tap kernel can pass the `Math.imul` it
 * captured before the page ran; everything else uses the default.
 */

/** FNV-1a 32-bit offset basis (2166136261). */
export const FNV_OFFSET_BASIS = 0x811c9dc5;
/** FNV-1a 32-bit prime (16777619). */
export const FNV_PRIME = 0x01000193;

export type Imul = (a: number, b: number) => number;

/**
 * One FNV-1a step: xor in `unit`, multiply by the prime. The result is a signed 32-bit integer;
 * `>>> 0` it for an unsigned one (the next step treats both alike).
 */
export function fnv1aStep(h: number, unit: number, imul: Imul = Math.imul): number {
  return imul(h ^ unit, FNV_PRIME);
}

/**
 * FNV-1a over the UTF-16 code units of `text`, from `seed` (the offset basis unless a previous
 * hash is carried on), as an unsigned 32-bit integer.
 */
export function fnv1a(text: string, seed: number = FNV_OFFSET_BASIS): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}
