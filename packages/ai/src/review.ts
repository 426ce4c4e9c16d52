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
  /** The move let the opponent force a win that was not there before it (as a longer search agrees: see `reviewGame`). */
  blunder: boolean;
  /** The mover could force a win and the move let it go (as a longer search agrees). */
  missedWin: boolean;
}

/** Options of `analyseGame`. */
export interface AnalysisOptions {
  /** The board and rule (default `GOMOKU`). */
  variant?: Variant;
  /** The level that judges the moves (default 'master'). */
  level?: Level;
  /** Thinking time for each position, in milliseconds (default 500); a flag's confirming search takes `CONFIRM` times as long. */
  timeMsPerMove?: number;
  /** Aborting stops the analysis: the promise rejects with `SearchError` 'aborted'. */
  signal?: AbortSignal;
  /** Hears of each move's review as soon as it is known, in order, with how many of `total` are done. */
  onProgress?: (review: MoveReview, done: number, total: number) => void;
}

/** Searches one position of the game under review (in the page, or in a worker). */
export type PositionSearch = (moves: readonly number[], options: { variant: Variant; level: Level; timeMs: number; signal?: AbortSignal }) => SearchResult | Promise<SearchResult>;

/**
 * A move's flags from the mover's side: `best`, the score of the position before it (the mover's
 * best), and `kept`, the score it left (the negated score of the position after it).
 */
export function flagsOf(best: number, kept: number): Pick<MoveReview, 'blunder' | 'missedWin'> {
  return { blunder: kept <= -WON && best > -WON, missedWin: best >= WON && kept < WON };
}

/** How many times the review's time a flag's confirming searches take (see `reviewGame`). */
export const CONFIRM = 4;
/** The longest search `search` accepts (see options.ts): a day. */
const MAX_TIME_MS = 86_400_000;

/** A position's verdict in the review: the best move, its line, and the score for the side to move. */
type Judgement = Pick<MoveReview, 'best' | 'pv'> & { score: number };

/**
 * `analyseGame` with the positions searched by `searchPosition` (the worker's `analyse` uses its
 * own). Each position is searched once (and again, longer, to confirm a flag); a move's review
 * is known, and heard of, once the position after the next move is searched too.
 */
export async function reviewGame(moves: readonly number[], options: AnalysisOptions, searchPosition: PositionSearch): Promise<MoveReview[]> {
  const { variant, level, timeMs, signal } = checkOptions(options, { timeKey: 'timeMsPerMove', timeMs: 500, level: 'master' });
  const onProgress = options.onProgress;
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new SearchError('bad-options', 'onProgress must be a function.');
  const game = checkMoves(moves, variant);
  /** The best move, its line, and the score for the side to move after `count` moves, searched `ms`. */
  const judge = async (count: number, ms = timeMs): Promise<Judgement> => {
    // The last move ended the game: a five for its player (a loss for the side to move), or a draw.
    if (count === game.moves.length && game.isOver) return { best: -1, pv: [], score: game.verdict.winner ? -WIN : 0 };
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw new SearchError('aborted', 'The analysis was aborted.');
    const result = await searchPosition(game.moves.slice(0, count), { variant, level, timeMs: ms, signal });
    return { best: result.point, pv: result.pv, score: result.score };
  };

  const last = game.moves.length;
  /** The positions' judgements, after 0 to `last` moves, each searched once unless a flag is confirmed. */
  const judged: Judgement[] = [await judge(0)];
  const scoreAt = (count: number) => (judged[count] as Judgement).score;
  /**
   * Is the side to move after `count` moves found not lost between two positions where the other
   * side was found to win? A position with one move to consider (a forced block, the one move that
   * stops a threat) is searched a tenth of the time, and such holes in a winning line are where
   * short and long searches disagree: the win is trusted, so neither the missed win before the
   * hole nor the blunder after it is flagged.
   */
  const hole = (count: number) => count > 0 && count < last && scoreAt(count - 1) >= WON && scoreAt(count + 1) >= WON && scoreAt(count) > -WON;
  /** The flags of the move after `index` moves as the judgements stand, but for holes. */
  const flagsAt = (index: number) => {
    const flags = flagsOf(scoreAt(index), -scoreAt(index + 1));
    return { blunder: flags.blunder && !hole(index), missedWin: flags.missedWin && !hole(index + 1) };
  };

  const reviews: MoveReview[] = [];
  for (let index = 0; index < last; index++) {
    // One position ahead: whether the move's flags fall in a hole needs the position after the next move.
    for (let count = index + 1; count <= Math.min(index + 2, last); count++) judged[count] ??= await judge(count);
    let flags = flagsAt(index);
    if (flags.blunder || flags.missedWin) {
      // A forced win found is a proof; none found is not: a short search can miss a loss that
      // was there before the move (no blunder) or a win still there after it (none missed). So
      // the positions around the move that proved nothing are searched again, longer, and the
      // flag stands only if that agrees; the longer search's choice, line and score replace the
      // short one's.
      for (const count of [index, index + 1]) if (Math.abs(scoreAt(count)) < WON) judged[count] = await judge(count, Math.min(timeMs * CONFIRM, MAX_TIME_MS));
      const confirmed = flagsAt(index);
      flags = { blunder: flags.blunder && confirmed.blunder, missedWin: flags.missedWin && confirmed.missedWin };
    }
    const { best, pv } = judged[index] as Judgement;
    const color = colorOfMove(index);
    const score = color === 'black' ? -scoreAt(index + 1) : scoreAt(index + 1);
    const review: MoveReview = { index, color, played: game.moves[index] as number, best, pv, score, ...flags };
    reviews.push(review);
    onProgress?.(review, index + 1, last);
  }
  return reviews;
}
