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
export const CONFIRM = 10;
/** The longest search `search` accepts (see options.ts): a day. */
const MAX_TIME_MS = 86_400_000;
/** Moves whose review waits for the next ones: a loss found before a flagged move moves its blunder back a move of the same side. */
const LAG = 2;

/** A position's verdict in the review: the best move, its line, and the score for the side to move. */
type Judgement = Pick<MoveReview, 'best' | 'pv'> & { score: number };

/**
 * `analyseGame` with the positions searched by `searchPosition` (the worker's `analyse` uses its
 * own). Each position is searched once, and again, `CONFIRM` times longer, where a flag needs it.
 * A move's review is known, and heard of, once the two moves after it are judged too.
 */
export async function reviewGame(moves: readonly number[], options: AnalysisOptions, searchPosition: PositionSearch): Promise<MoveReview[]> {
  const { variant, level, timeMs, signal } = checkOptions(options, { timeKey: 'timeMsPerMove', timeMs: 500, level: 'master' });
  const onProgress = options.onProgress;
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new SearchError('bad-options', 'onProgress must be a function.');
  const game = checkMoves(moves, variant);
  const last = game.moves.length;
  /** The best move, its line, and the score for the side to move after `count` moves, searched `ms`. */
  const judge = async (count: number, ms: number): Promise<Judgement> => {
    // The last move ended the game: a five for its player (a loss for the side to move), or a draw.
    if (count === last && game.isOver) return { best: -1, pv: [], score: game.verdict.winner ? -WIN : 0 };
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw new SearchError('aborted', 'The analysis was aborted.');
    const result = await searchPosition(game.moves.slice(0, count), { variant, level, timeMs: ms, signal });
    return { best: result.point, pv: result.pv, score: result.score };
  };

  /** The positions' judgements, after 0 to `last` moves. */
  const judged: Judgement[] = [];
  const scoreAt = (count: number) => (judged[count] as Judgement).score;
  const proven = (count: number) => Math.abs(scoreAt(count)) >= WON;
  /** Positions searched at the confirming time. */
  const confirmed = new Set<number>();
  /**
   * Keeps the judgement of the position after `count` moves, and what it proves of the one
   * before: a side to move found lost was lost to the move that led there, so the side that
   * played it was winning.
   */
  const keep = (count: number, judgement: Judgement) => {
    judged[count] = judgement;
    if (count > 0 && judgement.score <= -WON && scoreAt(count - 1) < WON) {
      const move = game.moves[count - 1] as number;
      judged[count - 1] = { best: move, pv: [move, ...judgement.pv], score: -judgement.score - 1 };
    }
  };
  /**
   * Is the side to move after `count` moves found not lost between two positions where the other
   * side was found to win? A position with one move to consider (a forced block, the one move that
   * stops a threat) is searched a tenth of the time, and such holes in a winning line are where
   * short and long searches disagree: the win is trusted, so neither the missed win before the
   * hole nor the blunder after it is flagged. A position the longer search judged is no hole:
   * its verdict stands.
   */
  const hole = (count: number) => count > 0 && count < last && !confirmed.has(count) && scoreAt(count - 1) >= WON && scoreAt(count + 1) >= WON && scoreAt(count) > -WON;
  /**
   * The flags of the move after `index` moves as the judgements stand, but for holes and for the
   * computer's own choice: where it would have played the move too, the searches disagree with
   * each other, not with the player.
   */
  const flagsAt = (index: number) => {
    if ((judged[index] as Judgement).best === game.moves[index]) return { blunder: false, missedWin: false };
    const flags = flagsOf(scoreAt(index), -scoreAt(index + 1));
    return { blunder: flags.blunder && !hole(index), missedWin: flags.missedWin && !hole(index + 1) };
  };
  /**
   * The move's flags, each standing only where the longer search agrees. A forced win found is a
   * proof; none found is not: a short search can miss a loss that was there before the move (no
   * blunder, but maybe the mover's move before) or a win still there after it (none missed). So
   * the positions a flag and its holes are read from that proved nothing are searched again,
   * longer, until the flags rest on proofs and longer searches only; the longer search's choice,
   * line and score replace the short one's.
   */
  const decide = async (index: number) => {
    for (;;) {
      const flags = flagsAt(index);
      const around = [...(flags.blunder ? [index - 1, index, index + 1] : []), ...(flags.missedWin ? [index, index + 1, index + 2] : [])];
      const doubtful = [...new Set(around)].filter((count) => count >= 0 && count <= last && !proven(count) && !confirmed.has(count));
      if (!(flags.blunder || flags.missedWin) || doubtful.length === 0) return flags;
      for (const count of doubtful) {
        confirmed.add(count);
        keep(count, await judge(count, Math.min(timeMs * CONFIRM, MAX_TIME_MS)));
      }
    }
  };

  const reviews: MoveReview[] = [];
  const report = async (index: number) => {
    const flags = await decide(index);
    const { best, pv } = judged[index] as Judgement;
    const color = colorOfMove(index);
    const score = color === 'black' ? -scoreAt(index + 1) : scoreAt(index + 1);
    const review: MoveReview = { index, color, played: game.moves[index] as number, best, pv, score, ...flags };
    reviews.push(review);
    onProgress?.(review, index + 1, last);
  };
  keep(0, await judge(0, timeMs));
  for (let index = 0; index < last; index++) {
    // One position ahead: whether the move's flags fall in a hole needs the position after the next move.
    for (let count = index + 1; count <= Math.min(index + 2, last); count++) if (judged[count] === undefined) keep(count, await judge(count, timeMs));
    // Confirmed now, so that a loss it finds before the move reaches the review still waiting.
    await decide(index);
    if (index >= LAG) await report(index - LAG);
  }
  for (let index = Math.max(0, last - LAG); index < last; index++) await report(index);
  return reviews;
}
