/** Bounds kept with a score: exact, at least (it failed high), at most (it failed low). */
export const BOUND = { EXACT: 1, LOWER: 2, UPPER: 3 } as const;

/**
 * A transposition table in typed arrays, read by slot (see `find`): the high hash as the check,
 * the depth searched, the score and its bound (0: an empty slot), and the best move (a padded
 * cell). A newer entry replaces an older one unless that one is deeper and from this search.
 */
export class TranspositionTable {
  readonly check: Int32Array;
  readonly score: Int32Array;
  readonly move: Int16Array;
  readonly depth: Int8Array;
  readonly bound: Uint8Array;
  readonly #age: Uint8Array;
  readonly #mask: number;
  #generation = 1;

  constructor(bits: number) {
    const size = 1 << bits;
    this.#mask = size - 1;
    this.check = new Int32Array(size);
    this.score = new Int32Array(size);
    this.move = new Int16Array(size);
    this.depth = new Int8Array(size);
    this.bound = new Uint8Array(size);
    this.#age = new Uint8Array(size);
  }

  /** Empties the table (for another variant, where the same stones may mean something else). */
  clear(): void {
    this.bound.fill(0);
  }

  /** Starts a new search: older entries still answer but give way first. */
  nextGeneration(): void {
    this.#generation = (this.#generation % 255) + 1;
  }

  /** The slot holding this position, or -1. */
  find(lo: number, hi: number): number {
    const slot = lo & this.#mask;
    return this.bound[slot] !== 0 && this.check[slot] === hi ? slot : -1;
  }

  /** Keeps a search's result for the position of hashes `lo` and `hi`, unless a deeper entry of this search holds the slot. */
  store(lo: number, hi: number, depth: number, score: number, bound: number, move: number): void {
    const slot = lo & this.#mask;
    if (this.bound[slot] !== 0 && this.#age[slot] === this.#generation && this.check[slot] !== hi && (this.depth[slot] as number) > depth) return;
    this.check[slot] = hi;
    this.depth[slot] = depth;
    this.score[slot] = score;
    this.bound[slot] = bound;
    this.move[slot] = move;
    this.#age[slot] = this.#generation;
  }
}
