/**
 * Vertical-scroll following. When most rows of the new frame equal rows of the previous one moved
 * by the same offset, earlier word boxes move with them instead of the whole screen going back to
 * "checking". Only rows that match exactly (at the offset, or unmoved, e.g. a fixed header) count.
 */
export interface ShiftResult {
  /** Pixels the content moved down (negative: up, as when scrolling down). */
  dy: number;
  /** Per current row: the previous row it equals, or -1. */
  source: Int32Array;
  /** Share of informative rows explained. */
  explained: number;
}

function isInformative(rows: Uint32Array, y: number): boolean {
  // A row equal to both neighbours is probably background; it matches anywhere and proves nothing.
  const h = rows[y];
  return !(y > 0 && y < rows.length - 1 && rows[y - 1] === h && rows[y + 1] === h);
}

/**
 * Finds the offset in [-maxShift, maxShift] that explains the most informative rows. Returns
 * undefined unless a non-zero offset explains at least `minExplained` of them.
 */
export function detectShift(prev: Uint32Array, cur: Uint32Array, maxShift = 240, minExplained = 0.6): ShiftResult | undefined {
  if (prev.length !== cur.length) return undefined;
  const n = cur.length;
  const index = new Map<number, number[]>();
  for (let y = 0; y < n; y++) {
    if (!isInformative(prev, y)) continue;
    const h = prev[y] as number;
    const list = index.get(h);
    if (list) {
      if (list.length < 8) list.push(y);
    } else index.set(h, [y]);
  }
  const votes = new Map<number, number>();
  let informative = 0;
  for (let y = 0; y < n; y++) {
    if (!isInformative(cur, y)) continue;
    informative++;
    const list = index.get(cur[y] as number);
    if (!list) continue;
    for (const py of list) {
      const dy = y - py;
      if (dy !== 0 && Math.abs(dy) <= maxShift) votes.set(dy, (votes.get(dy) ?? 0) + 1);
    }
  }
  if (informative === 0) return undefined;
  let best = 0;
  let bestVotes = 0;
  for (const [dy, v] of votes) if (v > bestVotes) [best, bestVotes] = [dy, v];
  if (best === 0) return undefined;
  const source = new Int32Array(n).fill(-1);
  let explained = 0;
  for (let y = 0; y < n; y++) {
    const py = y - best;
    if (py >= 0 && py < n && prev[py] === cur[y]) source[y] = py;
    else if (prev[y] === cur[y]) source[y] = y;
    if (source[y] !== -1 && isInformative(cur, y)) explained++;
  }
  const share = explained / informative;
  return share >= minExplained ? { dy: best, source, explained: share } : undefined;
}
