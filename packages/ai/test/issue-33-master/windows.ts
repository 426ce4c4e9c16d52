import { Board, isWinningRun, type Variant } from '@gomoku/engine';
import type { Clock } from '../frozen-master/clock.ts';
import { fromTable, toTable } from './pvs.ts';
import { WIN, WON } from './scores.ts';
import { BOUND, TranspositionTable } from '../frozen-master/tt.ts';

const INFINITE = WIN + 1;
/** Boards of this many points or fewer are searched over every empty point, to the end when time allows (tic-tac-toe is solved). */
export const SMALL_BOARD = 16;
/** Candidates per node on larger boards, best first. */
const WIDTH = 12;
/** A window one side holds alone is worth this, by how many stones it still lacks (index 1: one). */
const LACKING = [0, 4096, 512, 64, 8, 1];
const TABLE_BITS = 16;

/** A search's answer: the move, its score for the mover (mate scores count moves), the depth completed and the line. */
export interface WindowResult {
  point: number;
  score: number;
  depth: number;
  nodes: number;
  pv: number[];
}

/**
 * A search for any variant, read through its winning windows (every run of `winLength` points
 * in a line), as the documents' simple player counts them: for the boards too small for point
 * classes (up to 4×4) and rows longer than the line patterns read. Each window's stones are
 * counted per side as moves are played and taken back; the evaluation sums the windows each
 * side holds alone, more the fewer stones they lack. Alpha-beta with iterative deepening and a
 * transposition table: a win now is taken, a single threat of the other side is blocked (without
 * costing depth) and two are a loss; wins and losses count moves, so the shortest win and the
 * longest defence are chosen. Small boards are searched over every point, to the end.
 */
export class WindowSearch {
  readonly #variant: Variant;
  readonly #board: Board;
  readonly #points: number;
  readonly #length: number;
  /** The windows through each point: `#through[#start[p] … #start[p + 1])`. */
  readonly #through: Int32Array;
  readonly #start: Int32Array;
  /** Stones in each window: Black's at 2w, White's at 2w + 1. */
  readonly #count: Int16Array;
  /** Stones within two rows and columns of each point. */
  readonly #near: Int16Array;
  readonly #zobrist: Int32Array;
  readonly #table = new TranspositionTable(TABLE_BITS);
  readonly #moves: Int32Array[];
  readonly #keys: Float64Array;
  /** The evaluation from Black's side. */
  #sum = 0;
  #stones = 0;
  #hashLo = 0;
  #hashHi = 0;
  #clock: Clock | undefined;

  constructor(variant: Variant, moves: readonly number[]) {
    const { size, winLength } = variant;
    this.#variant = variant;
    this.#board = new Board(size);
    this.#points = size * size;
    this.#length = winLength;
    // The points of window w at windows[w * winLength …].
    const windows: number[] = [];
    const lines = [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ];
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        for (const [dr = 0, dc = 0] of lines) {
          const endRow = row + dr * (winLength - 1);
          const endCol = col + dc * (winLength - 1);
          if (endRow >= size || endCol < 0 || endCol >= size) continue;
          for (let k = 0; k < winLength; k++) windows.push((row + dr * k) * size + col + dc * k);
        }
      }
    }
    const count = windows.length / winLength;
    const through: number[][] = Array.from({ length: this.#points }, () => []);
    for (let w = 0; w < count; w++) for (let k = 0; k < winLength; k++) through[windows[w * winLength + k] as number]?.push(w);
    this.#start = new Int32Array(this.#points + 1);
    through.forEach((list, p) => (this.#start[p + 1] = (this.#start[p] as number) + list.length));
    this.#through = Int32Array.from(through.flat());
    this.#count = new Int16Array(count * 2);
    this.#near = new Int16Array(this.#points);
    let seed = 0x6d2b79f5 ^ size;
    this.#zobrist = Int32Array.from({ length: this.#points * 4 }, () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed;
    });
    this.#moves = Array.from({ length: this.#points + 1 }, () => new Int32Array(this.#points));
    this.#keys = new Float64Array(this.#points);
    moves.forEach((point, i) => this.#play(point, (i % 2) + 1));
  }

  /**
   * The move for the side to move, searched until `clock` stops it or `maxDepth` plies (the
   * first iteration always completes, so even no time gives a sensible move).
   */
  search(clock: Clock, maxDepth: number): WindowResult {
    this.#clock = clock;
    this.#table.nextGeneration();
    const stone = (this.#stones % 2) + 1;
    const nodes = clock.nodes;
    const roots = [...this.#candidates(stone, 0)];
    let best: WindowResult = { point: roots[0] as number, score: 0, depth: 0, nodes: 0, pv: [roots[0] as number] };
    const deepest = Math.min(maxDepth, this.#points - this.#stones);
    for (let depth = 1; depth <= deepest; depth++) {
      let alpha = -INFINITE;
      let bestIndex = -1;
      for (let i = 0; i < roots.length; i++) {
        const move = roots[i] as number;
        this.#play(move, stone);
        const score = this.#won(move, stone) ? WIN - 1 : -this.#search(depth - 1, -INFINITE, -alpha, 3 - stone, 1);
        this.#undo(move, stone);
        // The first iteration counts however long it takes; later ones only when finished.
        if (depth > 1 && clock.stopped) break;
        if (score > alpha) {
          alpha = score;
          bestIndex = i;
        }
      }
      if (depth > 1 && clock.stopped) break;
      roots.unshift(...roots.splice(bestIndex, 1));
      best = { point: roots[0] as number, score: alpha, depth, nodes: 0, pv: this.#line(roots[0] as number, stone, depth) };
      if (Math.abs(alpha) >= WON || roots.length === 1) break;
      // The first iteration ran past a stopped clock: nothing more.
      if (clock.expired()) break;
    }
    return { ...best, nodes: clock.nodes - nodes };
  }

  /** The score for `stone`, to move at `ply`, searched `depth` plies more. */
  #search(depth: number, alpha: number, beta: number, stone: number, ply: number): number {
    const clock = this.#clock as Clock;
    // Stopped: any score does, the callers drop it (the first iteration's leaves, at depth 0, always finish).
    if (clock.tick() && depth > 0) return 0;
    if (this.#stones === this.#points) return 0;
    const table = this.#table;
    const slot = table.find(this.#hashLo, this.#hashHi);
    let tableMove = -1;
    if (slot >= 0) {
      tableMove = table.move[slot] as number;
      if ((table.depth[slot] as number) >= depth) {
        const score = fromTable(table.score[slot] as number, ply);
        const bound = table.bound[slot];
        if (bound === BOUND.EXACT || (bound === BOUND.LOWER && score >= beta) || (bound === BOUND.UPPER && score <= alpha)) return score;
      }
    }
    const count = this.#candidatesAt(stone, ply);
    if (count === 0) return this.evaluate(stone);
    const moves = this.#moves[ply] as Int32Array;
    // The candidates lead with a win, then the one block (two blocks lost; none when there is no threat).
    const first = moves[0] as number;
    if (this.#winsAt(first, stone)) return WIN - ply - 1;
    const blocks = this.#threats(3 - stone, moves, count);
    if (blocks > 1) return -(WIN - ply - 2);
    if (blocks === 0 && depth <= 0) return this.evaluate(stone);
    const start = alpha;
    let best = -INFINITE;
    let bestMove = first;
    const searched = blocks === 1 ? 1 : count;
    if (tableMove >= 0 && blocks === 0) raise(moves, searched, tableMove);
    for (let i = 0; i < searched; i++) {
      const move = moves[i] as number;
      this.#play(move, stone);
      // A forced block costs no depth: the line it answers goes on.
      const score = -this.#search(blocks === 1 ? depth : depth - 1, -beta, -alpha, 3 - stone, ply + 1);
      this.#undo(move, stone);
      if (clock.stopped && depth > 0) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    table.store(this.#hashLo, this.#hashHi, Math.max(depth, 0), toTable(best, ply), best <= start ? BOUND.UPPER : best >= beta ? BOUND.LOWER : BOUND.EXACT, bestMove);
    return best;
  }

  /** The evaluation for `stone`. */
  evaluate(stone: number): number {
    return stone === 1 ? this.#sum : -this.#sum;
  }

  /** The root's candidates: every empty point (nearby ones first), a win or the block of a threat first. */
  #candidates(stone: number, ply: number): Int32Array {
    const count = this.#candidatesAt(stone, ply);
    return (this.#moves[ply] as Int32Array).slice(0, count);
  }

  /**
   * Fills `#moves[ply]` with the candidates for `stone`, best first (a winning point leads, then
   * the other side's winning points), and returns how many: every empty point on a small board,
   * else the best `WIDTH` of the points near a stone.
   */
  #candidatesAt(stone: number, ply: number): number {
    const moves = this.#moves[ply] as Int32Array;
    const keys = this.#keys;
    const small = this.#points <= SMALL_BOARD;
    const plain = this.#board.plain;
    const centre = (this.#points - 1) / 2;
    let count = 0;
    for (let p = 0; p < this.#points; p++) {
      if (plain[p] !== 0) continue;
      if (!small && this.#stones > 0 && this.#near[p] === 0) continue;
      moves[count] = p;
      // Nearer the centre breaks ties: it keeps the most chances.
      keys[p] = this.#worth(p, stone) - Math.abs(p - centre) / this.#points;
      count++;
    }
    const sorted = moves.subarray(0, count).sort((a, b) => (keys[b] as number) - (keys[a] as number));
    return small ? count : Math.min(count, Math.max(WIDTH, this.#countForced(sorted, stone)));
  }

  /** How many of the first candidates are wins or blocks (all of them must be kept). */
  #countForced(sorted: Int32Array, stone: number): number {
    let n = 0;
    while (n < sorted.length && (this.#winsAt(sorted[n] as number, stone) || this.#winsAt(sorted[n] as number, 3 - stone))) n++;
    return n;
  }

  /**
   * Of the first candidates, the points where `stone` would win, moved to the front; how many
   * there are (a block is forced when there is one).
   */
  #threats(stone: number, moves: Int32Array, count: number): number {
    let found = 0;
    for (let i = 0; i < count; i++) {
      const move = moves[i] as number;
      if (!this.#winsAt(move, stone)) continue;
      moves[i] = moves[found] as number;
      moves[found++] = move;
      if (found > 1) break;
    }
    return found;
  }

  /** A point's worth to `stone`: the windows it adds to, and the other side's it spoils; a win or block dwarfs all. */
  #worth(point: number, stone: number): number {
    const count = this.#count;
    const length = this.#length;
    const mine = stone - 1;
    let worth = 0;
    for (let i = this.#start[point] as number, end = this.#start[point + 1] as number; i < end; i++) {
      const w = (this.#through[i] as number) * 2;
      const own = count[w + mine] as number;
      const theirs = count[w + 1 - mine] as number;
      // What the stone adds to a window of its own, and what it takes from one of the other side's.
      if (theirs === 0) worth += own === length - 1 ? 1e9 : lacking(length - own - 1) - (own > 0 ? lacking(length - own) : 0);
      if (own === 0) worth += theirs === length - 1 ? 1e8 : lacking(length - theirs);
    }
    return worth;
  }

  /** Whether `stone` on the empty `point` would win. */
  #winsAt(point: number, stone: number): boolean {
    this.#board.set(point, stone);
    const won = this.#won(point, stone);
    this.#board.set(point, 0);
    return won;
  }

  /** Whether the stone on `point` makes a winning row. */
  #won(point: number, stone: number): boolean {
    const board = this.#board;
    const at = board.index(point);
    const color = stone === 1 ? 'black' : 'white';
    for (const step of board.steps) {
      const length = 1 + board.run(at, -step, stone) + board.run(at, step, stone);
      if (length >= this.#length && isWinningRun(length, color, this.#variant)) return true;
    }
    return false;
  }

  #play(point: number, stone: number): void {
    this.#board.set(point, stone);
    this.#update(point, stone, 1);
    this.#stones++;
  }

  #undo(point: number, stone: number): void {
    this.#board.set(point, 0);
    this.#update(point, stone, -1);
    this.#stones--;
  }

  /** Adds (`by` 1) or takes back (-1) the stone's counts, evaluation, hash and nearness. */
  #update(point: number, stone: number, by: number): void {
    const count = this.#count;
    const mine = stone - 1;
    for (let i = this.#start[point] as number, end = this.#start[point + 1] as number; i < end; i++) {
      const w = (this.#through[i] as number) * 2;
      this.#sum -= this.#value(w);
      count[w + mine] = (count[w + mine] as number) + by;
      this.#sum += this.#value(w);
    }
    this.#hashLo ^= this.#zobrist[point * 4 + mine] as number;
    this.#hashHi ^= this.#zobrist[point * 4 + 2 + mine] as number;
    const { size } = this.#variant;
    const row = Math.floor(point / size);
    const col = point % size;
    for (let r = Math.max(0, row - 2); r <= Math.min(size - 1, row + 2); r++) {
      for (let c = Math.max(0, col - 2); c <= Math.min(size - 1, col + 2); c++) this.#near[r * size + c] = (this.#near[r * size + c] as number) + by;
    }
  }

  /** A window's worth from Black's side: only a side alone in it can still make it a row. */
  #value(w: number): number {
    const black = this.#count[w] as number;
    const white = this.#count[w + 1] as number;
    if (black > 0 && white > 0) return 0;
    return black > 0 ? lacking(this.#length - black) : white > 0 ? -lacking(this.#length - white) : 0;
  }

  /** The expected line from `first`, read from the table. */
  #line(first: number, stone: number, length: number): number[] {
    const line = [first];
    this.#play(first, stone);
    let side = 3 - stone;
    while (line.length < length && !this.#won(line[line.length - 1] as number, 3 - side)) {
      const slot = this.#table.find(this.#hashLo, this.#hashHi);
      const move = slot >= 0 ? (this.#table.move[slot] as number) : -1;
      if (move < 0 || this.#board.plain[move] !== 0) break;
      line.push(move);
      this.#play(move, side);
      side = 3 - side;
    }
    for (let i = line.length - 1; i >= 0; i--) this.#undo(line[i] as number, (i % 2 === 0 ? stone : 3 - stone));
    return line;
  }
}

/** The worth of a window a side holds alone, lacking `stones` stones (a window it does not hold at all counts 0). */
function lacking(stones: number): number {
  return stones < LACKING.length ? (LACKING[stones] as number) : 1;
}

/** Moves `move` to the front of the first `count` of `moves`, if it is there. */
function raise(moves: Int32Array, count: number, move: number): void {
  for (let i = 1; i < count; i++) {
    if (moves[i] === move) {
      moves.copyWithin(1, 0, i);
      moves[0] = move;
      return;
    }
  }
}
