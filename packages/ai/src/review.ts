import { colorOfMove, type Color, type Variant } from '@gomoku/engine';
import { SearchError } from './errors.ts';
import type { Level } from './levels.ts';
import { checkMoves, checkOptions } from './options.ts';
import { WIN, WON } from './scores.ts';
import type { SearchResult } from './think.ts';

// The review of a game, whoever searches its positions: the page (`analyseGame`) or a worker
// (`worker.analyse`). It holds no search of its own, so a worker's page never downloads one.

/** What the review says about one move of a game. */
export interface MoveReview {
  /** Where the move stands in the record (0: Black's first). */
  index: number;
  /** Who played it. */
  color: Color;
  /** The point played. */
  played: number;
  /** The computer's choice in the position before the move. */
  best: number;
  /** The line the computer expects from there, starting with `best`. */
  pv: number[];
  /**
   * The position after the move, scored from Black's side (for a graph): above 0 good for
   * Black; from ±5e8 on a forced win found (±1e9 a five on the board).
   */
  score: number;
  /** The move let the opponent force a win that was not there before it. */
  blunder: boolean;
  /** The mover could force a win and the move let it go. */
  missedWin: boolean;
}

/** Options of `analyseGame`. */
export interface AnalysisOptions {
  /** The board and rule (default `GOMOKU`). */
  variant?: Variant;
  /** The level that judges the moves (default 'master'). */
  level?: Level;
  /** Thinking time for each position, in milliseconds (default 500). */
  timeMsPerMove?: number;
  /** Aborting stops the analysis: the promise rejects with `SearchError` 'aborted'. */
  signal?: AbortSignal;
  /** Hears of each move's review as soon as it is known, in order, with how many of `total` are done. */
  onProgress?: (review: MoveReview, done: number, total: number) => void;
}

/** Searches one position of the game under review (in the page, or in a worker). */
export type PositionSearch = (moves: readonly number[], options: { variant: Variant; level: Level; timeMs: number; signal?: AbortSignal }) => SearchResult | Promise<SearchResult>;

/** `analyseGame` with the positions searched by `searchPosition` (the worker's `analyse` uses its own). */
export async function reviewGame(moves: readonly number[], options: AnalysisOptions, searchPosition: PositionSearch): Promise<MoveReview[]> {
  const { variant, level, timeMs, signal } = checkOptions(options, { timeKey: 'timeMsPerMove', timeMs: 500, level: 'master' });
  const onProgress = options.onProgress;
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new SearchError('bad-options', 'onProgress must be a function.');
  const game = checkMoves(moves, variant);
  /** The best move, its line, and the score for the side to move after `count` moves. */
  const judge = async (count: number): Promise<Pick<MoveReview, 'best' | 'pv'> & { score: number }> => {
    // The last move ended the game: a five for its player (a loss for the side to move), or a draw.
    if (count === game.moves.length && game.isOver) return { best: -1, pv: [], score: game.verdict.winner ? -WIN : 0 };
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw new SearchError('aborted', 'The analysis was aborted.');
    const result = await searchPosition(game.moves.slice(0, count), { variant, level, timeMs, signal });
    return { best: result.point, pv: result.pv, score: result.score };
  };

  const reviews: MoveReview[] = [];
  let before = await judge(0);
  for (let index = 0; index < game.moves.length; index++) {
    const after = await judge(index + 1);
    const color = colorOfMove(index);
    // Both scores from the mover's side: its best before the move, what it kept after it.
    const kept = -after.score;
    const review: MoveReview = {
      index,
      color,
      played: game.moves[index] as number,
      best: before.best,
      pv: before.pv,
      score: color === 'black' ? kept : -kept,
      blunder: kept <= -WON && before.score > -WON,
      missedWin: before.score >= WON && kept < WON,
    };
    reviews.push(review);
    onProgress?.(review, index + 1, game.moves.length);
    before = after;
  }
  return reviews;
}
