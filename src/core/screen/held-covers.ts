/**
 * Covers that outlive the reading that made them: a cover is let go only once the pixels under it
 * have changed. A newer reading (a DOM snapshot taken a moment after the frame on screen, an OCR
 * pass that misread a glyph) may no longer find a value that the pixels still show; the cover from
 * the earlier reading then stays until those tiles change, and changed tiles are held until they
 * clear again. Only the person (an answer) or a new policy relaxes covers at once. Pure.
 */
import type { Cover } from './detect';
import { tilesUnder, type TileHashes } from './tiles';
import { contains, type Box } from './types';

interface Anchored<C> {
  cover: C;
  tiles: number[];
  hashes: Uint32Array;
}

/** Holds detector covers, or the live guard's wider ones (its own surfaces among them). */
export class HeldCovers<C extends Box & { pending?: boolean } = Cover> {
  private held: Anchored<C>[] = [];
  private version = 0;

  /** Changes whenever the set changes (the frame host caches cover tones per set). */
  get generation(): number {
    return this.version;
  }

  get size(): number {
    return this.held.length;
  }

  /** Keeps `covers` as they lie on the pixels hashed in `h`. */
  hold(covers: readonly C[], h: TileHashes): void {
    let changed = false;
    for (const cover of covers) {
      if (this.held.some((a) => contains(a.cover, cover) && a.cover.pending === cover.pending)) continue;
      const tiles = tilesUnder(h, cover);
      if (tiles.length === 0) continue;
      const hashes = Uint32Array.from(tiles, (t) => h.hashes[t] as number);
      // A larger cover replaces the ones it holds.
      this.held = this.held.filter((a) => !(contains(cover, a.cover) && a.cover.pending === cover.pending));
      this.held.push({ cover, tiles, hashes });
      changed = true;
    }
    if (changed) this.version++;
  }

  /** Lets go of every cover whose pixels changed in `h`; true when any went. */
  release(h: TileHashes): boolean {
    const before = this.held.length;
    this.held = this.held.filter((a) => a.tiles.every((t, i) => t < h.hashes.length && h.hashes[t] === a.hashes[i]));
    if (this.held.length === before) return false;
    this.version++;
    return true;
  }

  /** Moves covers with a scroll (`move` gives where each cover's pixels now are), anchored anew on `h`. */
  shift(move: (c: C) => C[], h: TileHashes): void {
    const moved = this.held.flatMap((a) => move(a.cover));
    this.held = [];
    this.version++;
    this.hold(moved, h);
  }

  covers(): C[] {
    return this.held.map((a) => a.cover);
  }

  clear(): void {
    if (this.held.length === 0) return;
    this.held = [];
    this.version++;
  }
}
