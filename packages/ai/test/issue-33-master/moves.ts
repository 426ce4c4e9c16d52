import { POINT } from './classes.ts';
import type { Position } from './position.ts';

const EMPTY = 0;
const BLOCK4 = POINT.BLOCK4;
const FLEX4 = POINT.FLEX4;
const FIVE = POINT.FIVE;

/**
 * Move lists read from the point classes, one buffer per ply so nothing is allocated while
 * searching: the candidates worth searching, best first, and the points of a class range
 * (fours, threes) for the threat searches.
 */
export class MoveLists {
  /** The moves of each ply (padded cells). */
  readonly moves: Int32Array[];
  /** Their ordering scores. */
  readonly scores: Int32Array[];

  constructor(
    readonly position: Position,
    plies: number,
  ) {
    const n = position.points.length;
    this.moves = Array.from({ length: plies }, () => new Int32Array(n));
    this.scores = Array.from({ length: plies }, () => new Int32Array(n));
  }

  /**
   * The candidates for `stone` at `ply`, at most `width`, best first by attack, defence and
   * `history` (with `killer` moves raised); returns how many. When the other side threatens an
   * open four (it has an open three), only fours and the points that stop it are candidates.
   */
  candidates(stone: number, ply: number, width: number, history: Int32Array, killers: Int32Array): number {
    const position = this.position;
    const { cells, nearList, combos, classes, tables } = position;
    const { attack, defence } = tables;
    const n = cells.length;
    const mine = stone === 1 ? 0 : n;
    const theirs = stone === 1 ? n : 0;
    const defend = this.threatens(3 - stone);
    const killer1 = killers[ply * 2] as number;
    const killer2 = killers[ply * 2 + 1] as number;
    const out = this.moves[ply] as Int32Array;
    const scores = this.scores[ply] as Int32Array;
    let count = 0;
    for (let i = 0; i < position.nearCount; i++) {
      const cell = nearList[i] as number;
      if (cells[cell] !== EMPTY) continue;
      if (defend && ((classes[mine + cell] as number) & 15) < BLOCK4 && ((classes[theirs + cell] as number) & 15) < BLOCK4) continue;
      const own = combos[mine + cell] as number;
      const other = combos[theirs + cell] as number;
      let score = (attack[own] as number) + (defence[other] as number) + ((history[mine + cell] as number) >> 4);
      if (cell === killer1 || cell === killer2) score += 400;
      if (count === width && score <= (scores[count - 1] as number)) continue;
      if (!position.legal(cell, stone)) continue;
      count = insert(out, scores, count, width, cell, score);
    }
    return count;
  }

  /** The root's candidates for `stone`, at most `width`, best first (as `candidates`, with no history yet). */
  roots(stone: number, width: number): number[] {
    const count = this.candidates(stone, 0, width, new Int32Array(this.position.cells.length * 2), new Int32Array(2).fill(-1));
    return Array.from((this.moves[0] as Int32Array).subarray(0, count));
  }

  /**
   * The legal empty points where `stone`'s class is from `low` to `high` (`POINT` values), best
   * first by attack, into the buffer of `ply`; returns how many.
   */
  ofClass(stone: number, low: number, high: number, ply: number): number {
    const position = this.position;
    const { cells, nearList, combos, classes, tables } = position;
    const { attack } = tables;
    const mine = stone === 1 ? 0 : cells.length;
    const out = this.moves[ply] as Int32Array;
    const scores = this.scores[ply] as Int32Array;
    let count = 0;
    for (let i = 0; i < position.nearCount; i++) {
      const cell = nearList[i] as number;
      if (cells[cell] !== EMPTY) continue;
      const klass = (classes[mine + cell] as number) & 15;
      if (klass < low || klass > high || !position.legal(cell, stone)) continue;
      count = insert(out, scores, count, out.length, cell, attack[combos[mine + cell] as number] as number);
    }
    return count;
  }

  /**
   * Whether `stone` threatens to make an open four (or two fours) with its next move: a
   * `FLEX4` point it may play. Black's forbidden points under renju are no threat.
   */
  threatens(stone: number): boolean {
    const position = this.position;
    if (position.countOf(stone, FLEX4) === 0) return false;
    if (stone !== 1 || !position.renju) return true;
    return this.legalPointOf(stone, FLEX4) >= 0;
  }

  /** A legal empty point of class `klass` for `stone`, or -1. */
  legalPointOf(stone: number, klass: number): number {
    const position = this.position;
    if (position.countOf(stone, klass) === 0) return -1;
    for (let i = 0; i < position.nearCount; i++) {
      const cell = position.nearList[i] as number;
      if (position.cells[cell] === EMPTY && position.classOf(cell, stone) === klass && position.legal(cell, stone)) return cell;
    }
    return -1;
  }

  /** The empty point next to `cell` on its lines where `stone` makes five, or -1: the one block after a four. */
  fiveNear(cell: number, stone: number): number {
    const position = this.position;
    const { cells, steps } = position;
    const reach = position.variant.winLength - 1;
    for (let d = 0; d < 4; d++) {
      for (let sign = -1; sign <= 1; sign += 2) {
        const s = sign * (steps[d] as number);
        for (let k = 1, x = cell + s; k <= reach && cells[x] !== 3; k++, x += s) {
          if (cells[x] === EMPTY && position.classOf(x, stone) === FIVE) return x;
        }
      }
    }
    return -1;
  }
}

/** Inserts a move into a list sorted by score, best first, of at most `width` (dropping the last when full); returns the new length. */
function insert(out: Int32Array, scores: Int32Array, count: number, width: number, cell: number, score: number): number {
  let j = count < width ? count++ : count - 1;
  while (j > 0 && (scores[j - 1] as number) < score) {
    out[j] = out[j - 1] as number;
    scores[j] = scores[j - 1] as number;
    j--;
  }
  out[j] = cell;
  scores[j] = score;
  return count;
}
