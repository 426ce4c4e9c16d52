import { Board, Game, GOMOKU, type Variant } from '@gomoku/engine';
import { SearchBoard, WIN } from './board.ts';
import { SearchError } from '../../src/errors.ts';
import { solveSmall } from '../frozen-master/small.ts';
import type { SearchResult } from '../../src/search.ts';
import { nearbyPoints, vcf } from './threats.ts';

/** The levels of the baseline search. */
export type BaselineLevel = 'easy' | 'medium' | 'hard';

/** What the baseline chose and how it got there: the current search's result. */
export type BaselineResult = SearchResult;

/** Options of `baselineSearch`. */
export interface BaselineOptions {
  variant?: Variant;
  level?: BaselineLevel;
  /** Thinking time in milliseconds (default 1000); the answer comes within it. */
  timeMs?: number;
  /** Aborting stops the search; the best move found so far is returned. */
  signal?: AbortSignal;
}

const LEVELS: Record<BaselineLevel, { maxDepth: number; width: number; vcfDepth: number; spread: number }> = {
  easy: { maxDepth: 1, width: 6, vcfDepth: 0, spread: 0.5 },
  medium: { maxDepth: 2, width: 8, vcfDepth: 4, spread: 0.15 },
  hard: { maxDepth: 16, width: 14, vcfDepth: 14, spread: 0 },
};

const STOP = Symbol('stop');
const TT_BITS = 18;

class Searcher {
  nodes = 0;
  private readonly ttKey = new Int32Array(1 << TT_BITS);
  private readonly ttDepth = new Int8Array(1 << TT_BITS).fill(-1);
  private readonly ttScore = new Float64Array(1 << TT_BITS);
  private readonly ttFlag = new Int8Array(1 << TT_BITS);
  private readonly ttMove = new Int16Array(1 << TT_BITS);
  private readonly history: Float64Array;
  private readonly values: Float64Array;
  private readonly scratch: number[][] = [];

  constructor(
    readonly board: SearchBoard,
    readonly width: number,
    readonly stopped: () => boolean,
  ) {
    this.history = new Float64Array(board.size * board.size);
    this.values = new Float64Array(board.size * board.size);
  }

  private slot(): number {
    return this.board.hash & ((1 << TT_BITS) - 1);
  }

  /** The moves worth trying for `stone`, best first; a win or a forced block alone when there is one. */
  moves(stone: number, ply: number, limit: number): { moves: number[]; win: boolean } {
    const board = this.board;
    const points = nearbyPoints(board, (this.scratch[ply] ??= []));
    const values = this.values;
    const threats: number[] = [];
    for (const p of points) {
      values[p] = board.pointValue(p, stone) + (this.history[p] as number) * 1e-3;
      // The window counts say where a five may be; the board's runs say if it is one under the rule.
      if (board.fiveForSide && board.winsAt(p, stone)) return { moves: [p], win: true };
      if (board.fiveForOther && board.winsAt(p, 3 - stone)) threats.push(p);
    }
    const pool = (threats.length ? threats : points).filter((p) => board.allowed(p, stone));
    pool.sort((a, b) => (values[b] as number) - (values[a] as number));
    if (pool.length > limit) pool.length = limit;
    return { moves: pool, win: false };
  }

  negamax(depth: number, alpha: number, beta: number, stone: number, ply: number): number {
    if ((++this.nodes & 1023) === 0 && this.stopped()) throw STOP;
    const board = this.board;
    const { moves, win } = this.moves(stone, ply, this.width);
    if (win) return WIN - ply;
    if (moves.length === 0) return board.stack.length === board.size * board.size ? 0 : -WIN + ply;
    if (depth === 0) return stone === 1 ? board.score : -board.score;

    const slot = this.slot();
    const known = this.ttKey[slot] === board.hash2 && (this.ttDepth[slot] as number) >= 0;
    if (known && (this.ttDepth[slot] as number) >= depth) {
      const s = this.ttScore[slot] as number;
      const flag = this.ttFlag[slot];
      if (flag === 0 || (flag === 1 && s >= beta) || (flag === 2 && s <= alpha)) return s;
    }
    if (known) {
      const first = this.ttMove[slot] as number;
      const i = moves.indexOf(first);
      if (i > 0) moves.unshift(...moves.splice(i, 1));
    }
    const start = alpha;
    let best = -Infinity;
    let bestMove = moves[0] as number;
    for (const m of moves) {
      board.play(m, stone);
      let v: number;
      try {
        v = -this.negamax(depth - 1, -beta, -alpha, 3 - stone, ply + 1);
      } finally {
        board.undo();
      }
      if (v > best) {
        best = v;
        bestMove = m;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) {
        this.history[m] = (this.history[m] as number) + depth * depth;
        break;
      }
    }
    this.ttKey[slot] = board.hash2;
    this.ttDepth[slot] = depth;
    this.ttScore[slot] = best;
    this.ttFlag[slot] = best <= start ? 2 : best >= beta ? 1 : 0;
    this.ttMove[slot] = bestMove;
    return best;
  }

  /** The expected line from the transposition table. */
  pv(first: number, stone: number, length: number): number[] {
    const line = [first];
    const board = this.board;
    board.play(first, stone);
    let s = 3 - stone;
    while (line.length < length) {
      const slot = this.slot();
      if (this.ttKey[slot] !== board.hash2 || (this.ttDepth[slot] as number) < 0) break;
      const m = this.ttMove[slot] as number;
      if (!board.isEmpty(m)) break;
      line.push(m);
      board.play(m, s);
      s = 3 - s;
    }
    for (let i = 0; i < line.length; i++) board.undo();
    return line;
  }
}

/**
 * The search as it was before issue 13, kept unchanged as the baseline player that benchmarks
 * and matches measure the current search against. The computer's move for the side to move in `moves`. Plays perfectly on boards small enough
 * to search to the end (tic-tac-toe); on larger boards takes a win, blocks a five, looks for a
 * victory by continuous fours (and stops the opponent's), then searches with iterative-deepening
 * alpha-beta over threat-ordered candidates within `timeMs`. Never plays an occupied or (for
 * Black under renju) forbidden point. Throws the engine's `IllegalMoveError`/`CodecError` for an
 * illegal record and `SearchError` ('game-over') when no move is left to make.
 */
export function baselineSearch(moves: readonly number[], options: BaselineOptions = {}): BaselineResult {
  const started = performance.now();
  const variant = options.variant ?? GOMOKU;
  const level = options.level ?? 'hard';
  const timeMs = Math.max(1, options.timeMs ?? 1000);
  const game = new Game({ variant, moves });
  if (game.isOver) throw new SearchError('game-over', 'The game is over: there is no move to make.');
  const stone = game.turn === 'black' ? 1 : 2;
  // Leave room to unwind and answer within the time asked for.
  const deadline = started + timeMs * 0.85;
  const stopped = () => performance.now() > deadline || options.signal?.aborted === true;
  const done = (point: number, score: number, depth: number, nodes: number, pv: number[] = [point]): BaselineResult => ({
    point,
    score,
    depth,
    nodes,
    timeMs: performance.now() - started,
    pv,
  });

  if (variant.size * variant.size <= 16) {
    const small = new Board(variant.size);
    moves.forEach((point, i) => small.set(point, (i % 2) + 1));
    const solved = solveSmall(small, moves.length, variant);
    return done(solved.point, solved.score, variant.size * variant.size - moves.length, solved.nodes);
  }

  const board = new SearchBoard(variant);
  moves.forEach((p, i) => board.play(p, i % 2 === 0 ? 1 : 2));
  const config = LEVELS[level];
  const searcher = new Searcher(board, config.width, stopped);
  const root = searcher.moves(stone, 0, 40);
  if (root.win) return done(root.moves[0] as number, WIN, 1, 1);
  if (root.moves.length === 0) throw new SearchError('game-over', 'No legal move is left.');
  if (root.moves.length === 1) return done(root.moves[0] as number, 0, 1, 1);

  // Deepening one four at a time finds the shortest win by continuous fours.
  for (let d = 1; d <= config.vcfDepth && !stopped(); d++) {
    const win = vcf(board, stone, d, stopped);
    if (win >= 0) return done(win, WIN / 2, d, searcher.nodes);
  }

  let candidates = root.moves.slice(0, Math.max(config.width, 12));
  if (config.vcfDepth > 0 && vcf(board, 3 - stone, config.vcfDepth, stopped) >= 0) {
    // The opponent has a winning sequence of fours: keep only the moves that stop it.
    const safe = candidates.filter((m) => {
      board.play(m, stone);
      const threat = vcf(board, 3 - stone, config.vcfDepth, stopped) >= 0;
      board.undo();
      return !threat;
    });
    if (safe.length) candidates = safe;
  }

  const scores = new Map<number, number>();
  let best = candidates[0] as number;
  let bestScore = -Infinity;
  let depth = 0;
  try {
    for (let d = 1; d <= config.maxDepth; d++) {
      let alpha = -Infinity;
      let iterationBest = best;
      for (const m of [best, ...candidates.filter((c) => c !== best)]) {
        board.play(m, stone);
        let v: number;
        try {
          v = -searcher.negamax(d - 1, -Infinity, -alpha, 3 - stone, 1);
        } finally {
          board.undo();
        }
        scores.set(m, v);
        if (v > alpha) {
          alpha = v;
          iterationBest = m;
        }
      }
      best = iterationBest;
      bestScore = alpha;
      depth = d;
      if (Math.abs(bestScore) >= WIN / 2) break;
    }
  } catch (error) {
    if (error !== STOP) throw error;
  }
  if (bestScore === -Infinity) bestScore = scores.get(best) ?? 0;

  if (config.spread > 0 && Math.abs(bestScore) < WIN / 2) {
    // Weaker levels pick at random among the moves close to the best one.
    const margin = Math.abs(bestScore) * config.spread + 1;
    const near = [...scores].filter(([, v]) => v >= bestScore - margin).map(([m]) => m);
    best = near[Math.floor(Math.random() * near.length)] ?? best;
    bestScore = scores.get(best) ?? bestScore;
  }
  return done(best, bestScore, depth, searcher.nodes, searcher.pv(best, stone, Math.max(1, depth)));
}
