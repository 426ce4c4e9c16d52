import { POINT } from './classes.ts';
import type { Clock } from './clock.ts';
import { MoveLists } from './moves.ts';
import type { Position } from './position.ts';

const BLOCK4 = POINT.BLOCK4;
const FLEX4 = POINT.FLEX4;
const FIVE = POINT.FIVE;
const CACHE_BITS = 16;

/**
 * Victory by continuous fours: can the attacker, to move, win by fours alone, each answered by
 * the one block the defender has? Read from the point classes: the fours are the points of
 * class `BLOCK4` and up, the block is the point the four makes five on, and an open four (or
 * two fours) wins when the defender has no four of its own. Renju: the attacker's forbidden
 * points are no fours, and a block on a forbidden point is no block. Proven failures are cached.
 */
export class Vcf {
  /** The winning line found by the last successful `search`: attacker and defender moves alternately, ending with the five (padded cells). */
  line: number[] = [];
  readonly #lists: MoveLists;
  readonly #path: Int32Array;
  #length = 0;
  #clock: Clock | null = null;
  readonly #failedLo = new Int32Array(1 << CACHE_BITS);
  readonly #failedHi = new Int32Array(1 << CACHE_BITS);
  readonly #failedDepth = new Int8Array(1 << CACHE_BITS).fill(-1);

  constructor(readonly position: Position) {
    this.#lists = new MoveLists(position, 64);
    this.#path = new Int32Array(position.points.length);
  }

  /** Forgets the failures proven so far, as a new `Vcf` would. */
  reset(): void {
    this.#failedDepth.fill(-1);
  }

  /** Searches for a victory by at most `fours` fours for `attacker` (1 Black, 2 White), who is to move. */
  search(attacker: number, fours: number, clock: Clock): boolean {
    this.#clock = clock;
    this.#length = 0;
    return this.#attack(attacker, Math.min(fours, 60), 0);
  }

  /**
   * As `search`, but the line found is a shortest one: victories by one four, then two, and so on
   * (each failure is cached, so the longer searches reuse the shorter ones).
   */
  searchShortest(attacker: number, fours: number, clock: Clock): boolean {
    for (let f = 1; f <= Math.min(fours, 60) && !clock.stopped; f++) if (this.search(attacker, f, clock)) return true;
    return false;
  }

  #attack(attacker: number, depth: number, ply: number): boolean {
    const position = this.position;
    if ((this.#clock as Clock).tick()) return false;
    const defender = 3 - attacker;
    if (position.countOf(attacker, FIVE) > 0) return this.#won(position.fivePoint(attacker));
    if (position.countOf(defender, FIVE) > 0) {
      // The defender's four must be blocked first, and the block must be a four to go on.
      if (position.countOf(defender, FIVE) > 1) return false;
      const block = position.fivePoint(defender);
      return position.classOf(block, attacker) >= BLOCK4 && position.legal(block, attacker) && this.#four(attacker, block, depth, ply);
    }
    if (depth <= 0) return false;
    const lists = this.#lists;
    if (!position.hasFour(defender)) {
      const open = lists.legalPointOf(attacker, FLEX4);
      if (open >= 0) return this.#won(open);
    }
    const slot = (position.hashLo ^ (attacker === 1 ? 0 : 0x5bd1e995)) & ((1 << CACHE_BITS) - 1);
    if (this.#failedHi[slot] === position.hashHi && this.#failedLo[slot] === position.hashLo && (this.#failedDepth[slot] as number) >= depth) return false;
    const count = lists.ofClass(attacker, BLOCK4, FLEX4, ply);
    const moves = lists.moves[ply] as Int32Array;
    for (let i = 0; i < count; i++) {
      if (this.#four(attacker, moves[i] as number, depth, ply)) return true;
    }
    if (!(this.#clock as Clock).stopped) {
      this.#failedLo[slot] = position.hashLo;
      this.#failedHi[slot] = position.hashHi;
      this.#failedDepth[slot] = depth;
    }
    return false;
  }

  /** Plays the attacker's four at `cell`, the defender's forced block, and goes on. */
  #four(attacker: number, cell: number, depth: number, ply: number): boolean {
    const position = this.position;
    const defender = 3 - attacker;
    position.play(cell, attacker);
    this.#path[this.#length++] = cell;
    let won: boolean;
    if (position.countOf(attacker, FIVE) > 1) won = this.#won(position.fivePoint(attacker));
    else {
      const block = this.#lists.fiveNear(cell, attacker);
      if (block < 0) won = false;
      else if (!position.legal(block, defender)) won = this.#won(block);
      else {
        position.play(block, defender);
        this.#path[this.#length++] = block;
        won = this.#attack(attacker, depth - 1, ply + 1);
        this.#length--;
        position.undo();
      }
    }
    this.#length--;
    position.undo();
    return won;
  }

  /** Records the line to here and its last move. */
  #won(last: number): true {
    // Copied by hand: a spread of the buffer allocates its view and an iterator too, at every win found.
    const line = new Array<number>(this.#length + 1);
    for (let i = 0; i < this.#length; i++) line[i] = this.#path[i] as number;
    line[this.#length] = last;
    this.line = line;
    return true;
  }
}
