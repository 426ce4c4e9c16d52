import { POINT } from './classes.ts';
import type { Clock } from './clock.ts';
import { MoveLists } from './moves.ts';
import type { Position } from './position.ts';
import { Vcf } from './vcf.ts';

const BLOCK4 = POINT.BLOCK4;
const FLEX3 = POINT.FLEX3;
const FLEX4 = POINT.FLEX4;
const FIVE = POINT.FIVE;
const CACHE_BITS = 16;
/** Threats tried per attacker move, best first. */
const WIDTH = 12;
/** Fours looked at when checking that a threat is one. */
const THREAT_FOURS = 8;

/**
 * Victory by continuous threats, bounded: the attacker plays fours and threes (moves after
 * which it would win by fours if the defender passed), the defender every reply that could stop
 * that: the points of the winning line of fours, the attacker's four points and the defender's
 * own fours. A search counts attacker moves (`depth`) and stops at its clock's deadline or node
 * budget; what it cannot prove it reports as no win. Proven failures are cached.
 */
export class Vct {
  /** The first attacker move of the win found by the last successful `search` (a padded cell), then the line as far as it is known. */
  line: number[] = [];
  /** Threats in the win found by the last successful `search`. */
  depth = 0;
  /** The victory-by-fours search it runs at every node (and that others may run on the same position). */
  readonly vcf: Vcf;
  readonly #lists: MoveLists;
  readonly #marks: Int32Array;
  #mark = 0;
  #clock: Clock | null = null;
  #fours = 0;
  readonly #failedLo = new Int32Array(1 << CACHE_BITS);
  readonly #failedHi = new Int32Array(1 << CACHE_BITS);
  readonly #failedDepth = new Int8Array(1 << CACHE_BITS).fill(-1);

  constructor(readonly position: Position) {
    this.vcf = new Vcf(position);
    this.#lists = new MoveLists(position, 64);
    this.#marks = new Int32Array(position.cells.length);
  }

  /** Forgets what earlier searches proved, as a new `Vct` would (a search's buffers are reused). */
  reset(): void {
    this.vcf.reset();
    this.#failedDepth.fill(-1);
    this.#marks.fill(0);
    this.#mark = 0;
  }

  /**
   * Searches for a victory by at most `depth` threats (fours of the sequence count too) for
   * `attacker`, who is to move: one threat deeper at a time, so the shortest is found first.
   */
  search(attacker: number, depth: number, fours: number, clock: Clock): boolean {
    this.#clock = clock;
    this.#fours = fours;
    this.line = [];
    for (let d = 1; d <= depth && !clock.stopped; d++) {
      if (this.#attack(attacker, d, 0, true)) {
        this.depth = d;
        return true;
      }
    }
    return false;
  }

  #attack(attacker: number, depth: number, ply: number, root: boolean): boolean {
    const position = this.position;
    const clock = this.#clock as Clock;
    if (clock.tick()) return false;
    const defender = 3 - attacker;
    if (position.countOf(attacker, FIVE) > 0) return this.#won(root, position.fivePoint(attacker));
    if (position.countOf(defender, FIVE) > 0) {
      if (position.countOf(defender, FIVE) > 1 || depth <= 0) return false;
      const block = position.fivePoint(defender);
      if (!position.legal(block, attacker)) return false;
      return this.#threat(attacker, block, depth, ply, root);
    }
    if (depth <= 0) return false;
    if (this.vcf.search(attacker, this.#fours, clock)) return this.#won(root, ...this.vcf.line);
    const slot = (position.hashLo ^ (attacker === 1 ? 0 : 0x5bd1e995)) & ((1 << CACHE_BITS) - 1);
    if (this.#failedHi[slot] === position.hashHi && this.#failedLo[slot] === position.hashLo && (this.#failedDepth[slot] as number) >= depth) return false;
    const lists = this.#lists;
    const count = Math.min(WIDTH, lists.ofClass(attacker, FLEX3, FLEX4, ply));
    const moves = lists.moves[ply] as Int32Array;
    for (let i = 0; i < count && !clock.stopped; i++) {
      if (this.#threat(attacker, moves[i] as number, depth, ply, root)) return true;
    }
    if (!clock.stopped) {
      this.#failedLo[slot] = position.hashLo;
      this.#failedHi[slot] = position.hashHi;
      this.#failedDepth[slot] = depth;
    }
    return false;
  }

  /** Plays an attacker move and asks whether every defence fails. */
  #threat(attacker: number, cell: number, depth: number, ply: number, root: boolean): boolean {
    this.position.play(cell, attacker);
    const won = this.#defend(attacker, depth - 1, ply + 1);
    this.position.undo();
    return won && this.#won(root, cell);
  }

  /** The defender to move: does the attacker win whatever it plays? */
  #defend(attacker: number, depth: number, ply: number): boolean {
    const position = this.position;
    const clock = this.#clock as Clock;
    if (clock.tick()) return false;
    const defender = 3 - attacker;
    if (position.countOf(defender, FIVE) > 0) return false;
    if (position.countOf(attacker, FIVE) > 0) {
      if (position.countOf(attacker, FIVE) > 1) return true;
      const block = position.fivePoint(attacker);
      if (!position.legal(block, defender)) return true;
      position.play(block, defender);
      const won = this.#attack(attacker, depth, ply + 1, false);
      position.undo();
      return won;
    }
    // A threat is a move after which the attacker would win by fours if the defender passed.
    if (!this.vcf.search(attacker, THREAT_FOURS, clock)) return false;
    const count = this.#defences(attacker, this.vcf.line, ply);
    const moves = this.#lists.moves[ply] as Int32Array;
    for (let i = 0; i < count; i++) {
      position.play(moves[i] as number, defender);
      const won = this.#attack(attacker, depth, ply + 1, false);
      position.undo();
      if (!won) return false;
    }
    return !clock.stopped;
  }

  /**
   * The defender's replies worth trying against a threat, into the buffer of `ply`: the points
   * of the attacker's winning line of fours, the attacker's four points and the defender's own
   * fours, legal for the defender, best first.
   */
  #defences(attacker: number, line: readonly number[], ply: number): number {
    const position = this.position;
    const defender = 3 - attacker;
    const lists = this.#lists;
    const mark = ++this.#mark;
    const marks = this.#marks;
    const out = lists.moves[ply] as Int32Array;
    let count = lists.ofClass(defender, BLOCK4, FLEX4, ply);
    for (let i = 0; i < count; i++) marks[out[i] as number] = mark;
    // Each once and legal; no closure here, as this runs at every node of the threat search.
    for (let i = 0; i < line.length + position.nearCount; i++) {
      const cell = i < line.length ? (line[i] as number) : (position.nearList[i - line.length] as number);
      if (i >= line.length && (position.cells[cell] !== 0 || position.classOf(cell, attacker) < BLOCK4)) continue;
      if (marks[cell] === mark || !position.legal(cell, defender)) continue;
      marks[cell] = mark;
      out[count++] = cell;
    }
    return count;
  }

  /** Records the winning line when at the root. */
  #won(root: boolean, ...line: number[]): true {
    if (root) this.line = line;
    return true;
  }
}
