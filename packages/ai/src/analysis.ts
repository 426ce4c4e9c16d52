import { search } from './search.ts';
import { reviewGame, type AnalysisOptions, type MoveReview } from './review.ts';

export type { AnalysisOptions, MoveReview, PositionSearch } from './review.ts';

/**
 * Reviews a game move by move: searches every position of the record (`timeMsPerMove` each,
 * giving the page a turn between positions) and reports for each move the computer's choice and
 * line before it, the score after it from Black's side, and whether it was a blunder (it let
 * the opponent force a win that was not there before) or missed a forced win. Forced wins are
 * the ones the search proves (fives, victories by fours and threats, or a won search); a side
 * to move found lost proves the move before it won. A flag stands only where a longer search
 * agrees: the positions around the move where no forced win was found are searched again at
 * `CONFIRM` (10) times the time. Where that finds the mover lost before the move, the blunder was
 * the mover's move before, and is flagged there if that one is confirmed too. Where a side is
 * found not lost between two positions found won for the other, and no longer search judged
 * it, the win is trusted (neither the missed win nor the blunder around it is flagged); nor is a
 * move the computer would have played. Throws (rejects with) `SearchError` 'bad-options' for bad
 * options and 'bad-moves' for a record that is not a legal game; aborting `signal` rejects with
 * `SearchError` 'aborted'.
 */
export function analyseGame(moves: readonly number[], options: AnalysisOptions = {}): Promise<MoveReview[]> {
  return reviewGame(moves, options, search);
}

