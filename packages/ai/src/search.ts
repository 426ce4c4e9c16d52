import { Game, isWinningRun } from '@gomoku/engine';
import { bookMove } from './book.ts';
import { Clock } from './clock.ts';
import { SearchError } from './errors.ts';
import { LEVELS, type Level } from './levels.ts';
import { checkOptions } from './options.ts';
import { Position } from './position.ts';
import { WIN } from './pvs.ts';
import { decide } from './root.ts';
import { solveSmall } from './small.ts';
import { TranspositionTable } from './tt.ts';

export type { Level } from './levels.ts';

/** What the computer chose and how it got there. */
export interface SearchResult {
  /** The move to play. */
  point: number;
  /** Its score from the mover's side: ≥ 5e8 a forced win found, ≤ -5e8 a forced loss. */
  score: number;
  /** Plies searched in the last completed iteration (or the length of the winning line found). */
  depth: number;
  /** Positions visited. */
  nodes: number;
  /** Time taken, in milliseconds (within `timeMs`). */
  timeMs: number;
  /** The expected line of play, starting with `point`. */
  pv: number[];
}

/** Options of `search`. */
export interface SearchOptions {
  /** The board and rule (default `GOMOKU`). */
  variant?: Game['variant'];
  /** How hard the computer tries (default 'hard'). */
  level?: Level;
  /** Thinking time in milliseconds (default 1000); the answer comes within it. */
  timeMs?: number;
  /** Aborting stops the search; the best move found so far is returned. */
  signal?: AbortSignal;
}

/** Of the thinking time, what is left to unwind and answer in time. */
const MARGIN = 0.9;
const TABLE_BITS = 19;

/** One transposition table, kept from search to search while the variant stays the same. */
let shared: { key: string; table: TranspositionTable } | undefined;

function tableFor(variant: Game['variant']): TranspositionTable {
  const key = `${variant.size}/${variant.winLength}/${variant.rule}`;
  if (!shared) shared = { key, table: new TranspositionTable(TABLE_BITS) };
  else if (shared.key !== key) {
    shared.key = key;
    shared.table.clear();
  }
  shared.table.nextGeneration();
  return shared.table;
}

/**
 * The computer's move for the side to move in `moves`. Plays perfectly on boards small enough
 * to search to the end (tic-tac-toe); on larger boards plays a book move in known openings,
 * takes a win, blocks a five, looks for a victory by fours and by threats (and checks its move
 * against the opponent's), then searches with principal variation search over the point
 * classes within `timeMs`. Never plays an occupied or (for Black under renju) forbidden point.
 * Throws `SearchError` ('bad-options') for bad options, the engine's `IllegalMoveError` or
 * `CodecError` for an illegal record, `SearchError` ('game-over') when no move is left to make
 * and ('unsupported-variant') for rows longer than it reads.
 */
export function search(moves: readonly number[], options: SearchOptions = {}): SearchResult {
  const started = performance.now();
  const { variant, level, timeMs, signal } = checkOptions(options);
  const game = new Game({ variant, moves });
  if (game.isOver) throw new SearchError('game-over', 'The game is over: there is no move to make.');
  const done = (point: number, score: number, depth: number, nodes: number, pv = [point]): SearchResult => ({ point, score, depth, nodes, timeMs: performance.now() - started, pv });

  if (variant.size * variant.size <= 16) {
    const solved = solveSmall(variant, moves);
    // Solved to the end: a win or a loss is a forced one.
    return done(solved.point, solved.score * (WIN - 1), variant.size * variant.size - moves.length, solved.nodes);
  }
  const longest = isWinningRun(variant.winLength + 1, 'black', variant) && isWinningRun(variant.winLength + 1, 'white', variant) ? 6 : 5;
  if (variant.winLength > longest) {
    throw new SearchError('unsupported-variant', `The computer reads rows of up to ${longest} under the ${variant.rule} rule, not ${variant.winLength}.`);
  }
  const settings = LEVELS[level];
  const book = bookMove(game, settings.book);
  if (book !== null) return done(book, 0, 0, 0);

  const position = new Position(variant);
  moves.forEach((point, i) => position.play(position.board.index(point), (i % 2) + 1));
  const stone = (moves.length % 2) + 1;
  const clock = new Clock(started + timeMs * MARGIN, signal);
  const decision = decide(position, stone, settings, tableFor(variant), clock, timeMs * MARGIN);
  const points = decision.line.map((cell) => position.pointOf[cell] as number);
  return done(points[0] as number, decision.score, decision.depth, decision.nodes, points);
}
