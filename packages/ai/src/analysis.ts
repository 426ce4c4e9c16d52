import { colorOfMove, Game, type Color, type Variant } from '@gomoku/engine';
import { SearchError } from './errors.ts';
import type { Level } from './levels.ts';
import { checkOptions } from './options.ts';
import { WIN, WON } from './pvs.ts';
import { search } from './search.ts';

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

/** The search's judgement of one position: its best move and line, and its score for the side to move. */
interface Judgement {
  best: number;
  pv: number[];
  score: number;
}

/**
 * Reviews a game move by move: searches every position of the record (`timeMsPerMove` each,
 * giving the page a turn between positions) and reports for each move the computer's choice and
 * line before it, the score after it from Black's side, and whether it was a blunder (it let
 * the opponent force a win that was not there before) or missed a forced win. Forced wins are
 * the ones the search proves (fives, victories by fours and threats, or a won search). Throws
 * (rejects with) `SearchError` 'bad-options' for bad options and the engine's errors for an
 * illegal record; aborting `signal` rejects with `SearchError` 'aborted'.
 */
export async function analyseGame(moves: readonly number[], options: AnalysisOptions = {}): Promise<MoveReview[]> {
  const { variant, level, timeMs, signal } = checkOptions(options, { timeKey: 'timeMsPerMove', timeMs: 500, level: 'master' });
  const onProgress = options.onProgress;
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new SearchError('bad-options', 'onProgress must be a function.');
  const game = new Game({ variant, moves });
  const judge = (count: number): Judgement => {
    const record = game.moves.slice(0, count);
    if (count === game.moves.length && game.isOver) {
      // The last move ended the game: a five for its player, or a draw.
      return { best: -1, pv: [], score: game.verdict.winner ? -WIN : 0 };
    }
    const result = search(record, { variant, level, timeMs, signal });
    return { best: result.point, pv: result.pv, score: result.score };
  };

  const reviews: MoveReview[] = [];
  let before = judge(0);
  for (let index = 0; index < game.moves.length; index++) {
    await turn();
    if (signal?.aborted) throw new SearchError('aborted', 'The analysis was aborted.');
    const after = judge(index + 1);
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

/** Lets the page (or the worker's message loop) run between positions. */
function turn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
