/**
 * Quick pairing, as a pure function: who waits in which pool, at what rating, since when → who
 * plays whom. Nearest ratings pair first; each player takes opponents within a range that widens
 * with the wait.
 */
import type { PoolId } from '@gomoku/protocol';

/** A player waiting in a pool. */
export interface WaitingEntry {
  /** The entry's id (random, unique): what a room's claim names (`pool:<id>`). */
  readonly id: string;
  /** The player's id: two entries of one player never pair. */
  readonly player: string;
  /** The player's rating in the pool's family. */
  readonly rating: number;
  /** When the player began waiting (ms since the epoch, the server's clock). */
  readonly since: number;
  readonly pool: PoolId;
}

/** Two entries of one pool to put in a room: `first` is the lower rated (or the earlier, on a tie). */
export interface Pair {
  readonly first: WaitingEntry;
  readonly second: WaitingEntry;
}

/**
 * How far a waiting player's range reaches: `initial` rating points at once, `perSecond` more for
 * each whole second waited, up to `max`; after `anyoneAfterMs` anyone (a thin pool still plays).
 */
export const PAIRING_RANGE = Object.freeze({ initial: 100, perSecond: 50, max: 800, anyoneAfterMs: 30_000 });

/** The rating points an entry waiting since `since` takes opponents within at `now` (Infinity: anyone). */
export function rangeOf(since: number, now: number): number {
  const waited = Math.max(0, now - since);
  if (waited >= PAIRING_RANGE.anyoneAfterMs) return Infinity;
  return Math.min(PAIRING_RANGE.max, PAIRING_RANGE.initial + PAIRING_RANGE.perSecond * Math.floor(waited / 1000));
}

/** Whether `a` and `b` may play each other at `now`: other players, and each within the other's range. */
export function pairable(a: WaitingEntry, b: WaitingEntry, now: number): boolean {
  const gap = Math.abs(a.rating - b.rating);
  return a.player !== b.player && a.pool === b.pool && gap <= rangeOf(a.since, now) && gap <= rangeOf(b.since, now);
}

/**
 * The order entries are considered in: by rating, then by who waited longer, then by id, so a
 * round's outcome does not depend on the order entries arrived in.
 */
export function byRating(a: WaitingEntry, b: WaitingEntry): number {
  return a.rating - b.rating || a.since - b.since || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** An entry whose numbers are not finite (never from the board, which checks) never pairs. */
const usable = (entry: WaitingEntry): boolean => Number.isFinite(entry.rating) && Number.isFinite(entry.since);

/** The entries of each pool, apart. */
export function byPool(entries: readonly WaitingEntry[]): Map<PoolId, WaitingEntry[]> {
  const pools = new Map<PoolId, WaitingEntry[]>();
  for (const entry of entries) {
    if (!usable(entry)) continue;
    const pool = pools.get(entry.pool);
    if (pool) pool.push(entry);
    else pools.set(entry.pool, [entry]);
  }
  return pools;
}

/**
 * One pairing round at `now`: in each pool, the pairable couple with the smallest rating gap is
 * paired first (ties: the lower rated, then the earlier in `byRating` order), then the next among
 * those left, until no two left are pairable. The same pairs as trying all couples in that order,
 * but a sorted sweep: each entry keeps only its nearest pairable entry above it, found again when
 * that one is taken, so a round over a thousand entries costs about n log n, not n².
 */
export function pairRound(entries: readonly WaitingEntry[], now: number): Pair[] {
  const pairs: Pair[] = [];
  for (const pool of byPool(entries).values()) pairPool(pool.sort(byRating), now, pairs);
  return pairs;
}

/** Pairs one pool's entries, sorted `byRating`, into `pairs`. */
function pairPool(sorted: readonly WaitingEntry[], now: number, pairs: Pair[]): void {
  const n = sorted.length;
  const ratings = Float64Array.from(sorted, (entry) => entry.rating);
  const ranges = Float64Array.from(sorted, (entry) => rangeOf(entry.since, now));
  const taken = new Uint8Array(n);
  // skip[i]: an index at or after i with every entry in between taken (path-halved as it is read).
  const skip = Int32Array.from({ length: n + 1 }, (_, i) => i);
  const free = (from: number): number => {
    let i = from;
    while (i < n && taken[i]) {
      const further = skip[i + 1] as number;
      skip[i] = further;
      i = further;
    }
    return i;
  };
  // The nearest entry above `i` not taken that pairs with it, or -1: gaps only grow going up.
  const nearestAbove = (i: number): number => {
    const entry = sorted[i] as WaitingEntry;
    for (let j = free(i + 1); j < n; j = free(j + 1)) {
      const gap = (ratings[j] as number) - (ratings[i] as number);
      if (gap > (ranges[i] as number)) return -1;
      if (gap <= (ranges[j] as number) && (sorted[j] as WaitingEntry).player !== entry.player) return j;
    }
    return -1;
  };
  const heap = new CandidateHeap(ratings);
  for (let i = 0; i < n; i++) {
    const j = nearestAbove(i);
    if (j >= 0) heap.push(i, j);
  }
  for (let top = heap.pop(); top; top = heap.pop()) {
    const [i, j] = top;
    if (taken[i]) continue;
    if (taken[j]) {
      // i's nearest went to another: i's next nearest is no nearer, so it goes back in its turn.
      const next = nearestAbove(i);
      if (next >= 0) heap.push(i, next);
      continue;
    }
    taken[i] = 1;
    taken[j] = 1;
    pairs.push({ first: sorted[i] as WaitingEntry, second: sorted[j] as WaitingEntry });
  }
}

/** Candidate couples (i below j in sorted order), smallest gap first, then smallest i, then smallest j. */
class CandidateHeap {
  readonly #ratings: Float64Array;
  readonly #items: [number, number][] = [];

  constructor(ratings: Float64Array) {
    this.#ratings = ratings;
  }

  push(i: number, j: number): void {
    const items = this.#items;
    items.push([i, j]);
    for (let at = items.length - 1; at > 0; ) {
      const parent = (at - 1) >> 1;
      if (!this.#before(items[at] as [number, number], items[parent] as [number, number])) break;
      [items[at], items[parent]] = [items[parent] as [number, number], items[at] as [number, number]];
      at = parent;
    }
  }

  pop(): [number, number] | undefined {
    const items = this.#items;
    const top = items[0];
    const last = items.pop();
    if (!top || !last || items.length === 0) return top;
    items[0] = last;
    for (let at = 0; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < items.length && this.#before(items[left] as [number, number], items[least] as [number, number])) least = left;
      if (right < items.length && this.#before(items[right] as [number, number], items[least] as [number, number])) least = right;
      if (least === at) break;
      [items[at], items[least]] = [items[least] as [number, number], items[at] as [number, number]];
      at = least;
    }
    return top;
  }

  #before([ai, aj]: [number, number], [bi, bj]: [number, number]): boolean {
    const ratings = this.#ratings;
    const a = (ratings[aj] as number) - (ratings[ai] as number);
    const b = (ratings[bj] as number) - (ratings[bi] as number);
    return a < b || (a === b && (ai < bi || (ai === bi && aj < bj)));
  }
}
