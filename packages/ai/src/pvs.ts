import { POINT } from './classes.ts';
import { Clock } from './clock.ts';
import { MoveLists } from './moves.ts';
import type { Position } from './position.ts';
import { BOUND, type TranspositionTable } from './tt.ts';
import { WIN, WON } from './scores.ts';

const BLOCK4 = POINT.BLOCK4;
const BLOCK4_PLUS = POINT.BLOCK4_PLUS;
const FLEX4 = POINT.FLEX4;
const FIVE = POINT.FIVE;
const FLEX3X2 = POINT.FLEX3X2;
const BLOCK4_FLEX3 = POINT.BLOCK4_FLEX3;
const EXACT = BOUND.EXACT;
const LOWER = BOUND.LOWER;
const UPPER = BOUND.UPPER;

const INFINITE = WIN + 1;
/** Not a score: the position needs searching. */
const UNSETTLED = -INFINITE - 1;
/** Plies a line may reach, forced replies included. */
export const MAX_PLY = 120;
/** Fours followed past the horizon. */
const QUIESCENCE = 6;
/** Fours tried at each quiescence node, best first. */
const QUIESCENCE_WIDTH = 3;
/** A fall of the best score between two depths that makes the search spend more time. */
const UNCLEAR_DROP = 50;
/** Half-width of the first aspiration window. */
const WINDOW = 200;
/** What a double open three is worth to the side to move when the other side has no open three and no four that makes more. */
const TEMPO = 600;
/** Late-move reductions: one ply from the second move on, two from the fourth, three from the seventh (deep enough). */
const REDUCE_ONE = 1;
const REDUCE_TWO = 3;
const REDUCE_THREE = 6;
/** Quiet moves searched at depth 1 and 2; later ones are skipped. */
const LATE_MOVES = [0, 3, 6];

/** How one search runs: the deepest iteration, moves per node and when to stop deepening. */
export interface SearchSettings {
  maxDepth: number;

  /** Candidates searched per node, best first. */
  width: number;
  /** No new iteration starts after this time (`performance.now()`) while the search is settled. */
  softDeadline: number;
  /**
   * Nor after this one while it is unclear: the best move changed at the last depth, or its score
   * fell by `UNCLEAR_DROP` or more (at least `softDeadline`).
   */
  unclearDeadline: number;
}

/** Where iterative deepening got to: the move, its score, the last completed depth and the line. */
export interface Deepened {
  move: number;
  score: number;
  depth: number;
  /** Scores of the root moves in the last completed iteration (bounds for all but the best). */
  scores: Map<number, number>;
}

/**
 * Principal variation search over the point classes: a transposition table, killer moves and
 * history, late-move reductions, aspiration windows, and a quiescence search that follows
 * fours and knows whose move it is (a double open three to play wins by tempo). Fives, blocks of
 * fives and open fours are settled before any search: a win is known without looking further, a
 * block is the only move (and extends the line rather than costing depth), and against an open
 * three only fours and the points that stop it are searched (three or fewer cost no depth).
 */
export class Searcher {
  readonly lists: MoveLists;
  readonly #history: Int32Array;
  readonly #killers: Int32Array;
  #width = 0;
  #block = -1;
  /** The clock of the search under way (see `deepen`). */
  #clock = new Clock(-Infinity);

  /** A searcher of `position`, reused from search to search: each `deepen` starts afresh but for the table. */
  constructor(
    readonly position: Position,
    readonly tt: TranspositionTable,
  ) {
    this.lists = new MoveLists(position, MAX_PLY + 2);
    this.#history = new Int32Array(position.cells.length * 2);
    this.#killers = new Int32Array((MAX_PLY + 2) * 2);
  }

  /**
   * Iterative deepening from the root, `stone` to move, over `roots` (padded cells, best
   * guess first), on `clock`. Stops at `maxDepth`, at a proven result, when the clock stops it
   * (keeping the best move of the unfinished iteration if it beat the last one) or after
   * `softDeadline`. Killers and history start empty.
   */
  deepen(stone: number, roots: readonly number[], settings: SearchSettings, clock: Clock): Deepened {
    this.#clock = clock;
    this.#history.fill(0);
    this.#killers.fill(-1);
    this.#width = settings.width;
    const order = [...roots];
    const scores = new Map<number, number>();
    let result: Deepened = { move: order[0] as number, score: 0, depth: 0, scores };
    let unclear = false;
    for (let depth = 1; depth <= settings.maxDepth; depth++) {
      if (depth > 1 && performance.now() > (unclear ? settings.unclearDeadline : settings.softDeadline)) break;
      const previous = result.score;
      let window = depth >= 3 && Math.abs(previous) < WON ? WINDOW : INFINITE;
      let alpha = Math.max(-INFINITE, previous - window);
      let beta = Math.min(INFINITE, previous + window);
      let score: number;
      for (;;) {
        score = this.#root(stone, depth, alpha, beta, order, scores);
        if (this.#clock.stopped) break;
        if (score <= alpha && alpha > -INFINITE) alpha = Math.max(-INFINITE, score - (window *= 4));
        else if (score >= beta && beta < INFINITE) beta = Math.min(INFINITE, score + (window *= 4));
        else break;
      }
      // An unfinished iteration still counts when its first move, searched in full, was beaten.
      if (this.#clock.stopped) {
        if (order[0] !== result.move && scores.get(order[0] as number) !== undefined && (scores.get(order[0] as number) as number) > previous) {
          result = { move: order[0] as number, score: scores.get(order[0] as number) as number, depth: result.depth, scores };
        }
        break;
      }
      unclear = depth > 1 && (order[0] !== result.move || score <= result.score - UNCLEAR_DROP);
      result = { move: order[0] as number, score, depth, scores: new Map(scores) };
      if (Math.abs(score) >= WON) break;
    }
    return result;
  }

  /** One root iteration; moves the best to the front of `order`. */
  #root(stone: number, depth: number, alpha: number, beta: number, order: number[], scores: Map<number, number>): number {
    const position = this.position;
    let best = -INFINITE;
    let bestIndex = 0;
    for (let i = 0; i < order.length; i++) {
      const move = order[i] as number;
      position.play(move, stone);
      let score: number;
      if (i === 0) score = -this.#search(depth - 1, -beta, -alpha, 3 - stone, 1);
      else {
        score = -this.#search(depth - 1, -alpha - 1, -alpha, 3 - stone, 1);
        if (score > alpha && score < beta && !this.#clock.stopped) score = -this.#search(depth - 1, -beta, -alpha, 3 - stone, 1);
      }
      position.undo();
      if (this.#clock.stopped) break;
      scores.set(move, score);
      if (score > best) {
        best = score;
        bestIndex = i;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    if (bestIndex > 0) order.unshift(...order.splice(bestIndex, 1));
    return best;
  }

  /** The score of the position for `stone`, to move, searched `depth` plies more. */
  #search(depth: number, alpha: number, beta: number, stone: number, ply: number): number {
    const settled = this.#settle(stone, ply);
    if (settled !== UNSETTLED) return settled;
    const position = this.position;
    const other = 3 - stone;
    const block = this.#block;
    if (block >= 0) {
      if (ply >= MAX_PLY) return position.evaluate(stone);
      // A forced block costs no depth: the line it answers goes on.
      position.play(block, stone);
      const score = -this.#search(depth, -beta, -alpha, other, ply + 1);
      position.undo();
      return score;
    }
    if (depth <= 0 || ply >= MAX_PLY) return this.#quiesce(alpha, beta, stone, ply, 0);

    const tt = this.tt;
    const slot = tt.find(position.hashLo, position.hashHi);
    let ttMove = -1;
    if (slot >= 0) {
      ttMove = tt.move[slot] as number;
      if ((tt.depth[slot] as number) >= depth) {
        const score = fromTable(tt.score[slot] as number, ply);
        const bound = tt.bound[slot];
        if (bound === EXACT || (bound === LOWER && score >= beta) || (bound === UPPER && score <= alpha)) return score;
      }
    }

    const lists = this.lists;
    const count = lists.candidates(stone, ply, this.#width, this.#history, this.#killers);
    if (count === 0) return position.evaluate(stone);
    const moves = lists.moves[ply] as Int32Array;
    if (ttMove >= 0) {
      for (let i = 1; i < count; i++) {
        if (moves[i] === ttMove) {
          moves.copyWithin(1, 0, i);
          moves[0] = ttMove;
          break;
        }
      }
    }

    // Answering an open three with three moves or fewer (fours and the points that stop it) is forced: it costs no depth.
    const extension = count <= 3 && lists.threatens(other) ? 1 : 0;
    const start = alpha;
    let best = -INFINITE;
    let bestMove = moves[0] as number;
    for (let i = 0; i < count; i++) {
      const move = moves[i] as number;
      // Fours and blocks of open fours are never cut short; other moves late in the list may be.
      const quiet = position.classOf(move, stone) < BLOCK4 && position.classOf(move, other) < FLEX4;
      position.play(move, stone);
      let score: number;
      if (i === 0) score = -this.#search(depth - 1 + extension, -beta, -alpha, other, ply + 1);
      else {
        // Late quiet moves are searched less deep first, and again in full only if they surprise.
        if (quiet && depth <= 2 && i >= (LATE_MOVES[depth] as number)) {
          position.undo();
          continue;
        }
        const full = depth - 1 + extension;
        let reduction = depth >= 2 && i >= REDUCE_ONE && quiet ? 1 + (i >= REDUCE_TWO ? 1 : 0) + (i >= REDUCE_THREE && depth >= 6 ? 1 : 0) : 0;
        if (reduction > full) reduction = full;
        score = -this.#search(full - reduction, -alpha - 1, -alpha, other, ply + 1);
        if (score > alpha && reduction > 0) score = -this.#search(full, -alpha - 1, -alpha, other, ply + 1);
        if (score > alpha && score < beta) score = -this.#search(full, -beta, -alpha, other, ply + 1);
      }
      position.undo();
      if (this.#clock.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            this.#reward(move, stone, depth, ply);
            break;
          }
        }
      }
    }
    tt.store(position.hashLo, position.hashHi, depth, toTable(best, ply), best <= start ? UPPER : best >= beta ? LOWER : EXACT, bestMove);
    return best;
  }

  /**
   * Fours only, past the horizon: the side to move may stand on the evaluation or play a four
   * that makes more than a four (a four-three, a four and a three, two fours); a lone four is
   * left to the victory-by-fours search at the root.
   */
  #quiesce(alpha: number, beta: number, stone: number, ply: number, fours: number): number {
    const settled = this.#settle(stone, ply);
    if (settled !== UNSETTLED) return settled;
    const position = this.position;
    const other = 3 - stone;
    const block = this.#block;
    if (block >= 0) {
      if (fours >= QUIESCENCE || ply >= MAX_PLY) return position.evaluate(stone);
      position.play(block, stone);
      const score = -this.#quiesce(-beta, -alpha, other, ply + 1, fours + 1);
      position.undo();
      return score;
    }
    let best = this.#standPat(stone);
    if (best >= beta || fours >= QUIESCENCE || ply >= MAX_PLY || !position.hasFour(stone)) return best;
    if (best > alpha) alpha = best;
    const count = Math.min(QUIESCENCE_WIDTH, this.lists.ofClass(stone, BLOCK4_PLUS, FLEX4, ply));
    const moves = this.lists.moves[ply] as Int32Array;
    for (let i = 0; i < count; i++) {
      position.play(moves[i] as number, stone);
      const score = -this.#quiesce(-beta, -alpha, other, ply + 1, fours + 1);
      position.undo();
      if (this.#clock.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  /**
   * The evaluation for `stone`, to move, at rest: with a double open three to play while the
   * other side has no open three and no four that makes more, it wins by tempo (the point classes alone would not
   * know whose move it is).
   */
  #standPat(stone: number): number {
    const position = this.position;
    const score = position.evaluate(stone);
    const other = 3 - stone;
    if (position.countOf(stone, FLEX3X2) === 0 || (stone === 1 && position.renju)) return score;
    // A lone four only delays; a four that makes more, or an open three, may turn the tables.
    if (position.countOf(other, BLOCK4_PLUS) + position.countOf(other, BLOCK4_FLEX3) + position.countOf(other, FLEX4) > 0) return score;
    return score + TEMPO;
  }

  /**
   * Counts the node, and what the point classes settle for `stone`, to move at `ply`, before any search: a five to
   * play wins; two fives of the other side, or one on a point `stone` may not play, lose; a full
   * board is a draw; an open four to play against no four wins. Else `UNSETTLED`, with
   * `#block` the point where the other side's five must be blocked (-1 when there is none).
   */
  #settle(stone: number, ply: number): number {
    // Stopped: any score does, the callers drop it.
    if (this.#clock.tick()) return 0;
    const position = this.position;
    const other = 3 - stone;
    this.#block = -1;
    if (position.countOf(stone, FIVE) > 0) return WIN - ply;
    if (position.countOf(other, FIVE) > 0) {
      if (position.countOf(other, FIVE) > 1) return -(WIN - ply - 1);
      const block = position.fivePoint(other);
      if (!position.legal(block, stone)) return -(WIN - ply - 1);
      this.#block = block;
      return UNSETTLED;
    }
    if (position.count === position.points.length) return 0;
    if (position.countOf(stone, FLEX4) > 0 && !position.hasFour(other) && this.lists.legalPointOf(stone, FLEX4) >= 0) return WIN - ply - 2;
    return UNSETTLED;
  }

  /** A move that cut the search off: remembered as a killer at its ply and in the history. */
  #reward(move: number, stone: number, depth: number, ply: number): void {
    const killers = this.#killers;
    if (killers[ply * 2] !== move) {
      killers[ply * 2 + 1] = killers[ply * 2] as number;
      killers[ply * 2] = move;
    }
    const i = (stone === 1 ? 0 : this.position.cells.length) + move;
    this.#history[i] = (this.#history[i] as number) + depth * depth;
  }

  /** The expected line from `first`, read from the transposition table. */
  principalVariation(first: number, stone: number, length: number): number[] {
    const position = this.position;
    const line = [first];
    position.play(first, stone);
    let side = 3 - stone;
    while (line.length < length) {
      const slot = this.tt.find(position.hashLo, position.hashHi);
      const move = slot >= 0 ? (this.tt.move[slot] as number) : -1;
      if (move < 0 || position.cells[move] !== 0 || !position.legal(move, side)) break;
      line.push(move);
      position.play(move, side);
      side = 3 - side;
    }
    for (let i = 0; i < line.length; i++) position.undo();
    return line;
  }
}

/** Win scores are kept in the table as distances from the node, not from the root. */
export function toTable(score: number, ply: number): number {
  return score >= WON ? score + ply : score <= -WON ? score - ply : score;
}

/** A table's score read back at `ply` (see `toTable`). */
export function fromTable(score: number, ply: number): number {
  return score >= WON ? score - ply : score <= -WON ? score + ply : score;
}
