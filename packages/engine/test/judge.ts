import { BLACK, Board, EMPTY, PLAY_ON, WHITE } from '../src/board.ts';
import { IllegalMoveError } from '../src/errors.ts';
import { recordProblem } from '../src/record.ts';
import { forbiddenAt } from '../src/renju.ts';
import { GOMOKU, type Variant, type Verdict } from '../src/types.ts';
import { hasForbiddenMoves, validateVariant } from '../src/variant.ts';

/** A record's verdict: a game's, or a loss for Black's forbidden last move (renju), which no `Game` can hold. */
export type RecordVerdict = Verdict | { readonly winner: 'white'; readonly reason: 'forbidden'; readonly line: readonly number[] };

/** Black's last move was forbidden (renju): White wins. */
const FORBIDDEN_LOSS: RecordVerdict = Object.freeze({ winner: 'white', reason: 'forbidden', line: PLAY_ON.line });

/**
 * Test support, not shipped: the public `judge` (src/judge.ts) replays a record through `Game`;
 * this one, written apart from it, is its oracle, and lets the engine's tests hold the board's line
 * scan to a brute-force oracle. Who has won the game `moves` (Black at index 0, 2, 4…), deciding on the last move only, as
 * only the last move can have made a five: its four lines are looked at, in constant time. The
 * record itself is read once to lay the stones (linear in its length). `line` is every cell of
 * the winning run through the last move, in order along the line. A full board with no five is a
 * draw; where Black has forbidden moves (see `hasForbiddenMoves`), a forbidden last move by Black
 * gives `{ winner: 'white', reason: 'forbidden' }`, but a move that makes exactly five wins.
 *
 * Moves after an earlier five are not looked for (`Game` checks whole records). Throws
 * `IllegalMoveError` (with `index`) for a record that is not a dense list of points on the board
 * (`bad-record`, `off-board`) or plays a point twice (`occupied`), and `CodecError` for a variant
 * the engine cannot play. The verdict is frozen.
 */
export function judge(moves: readonly number[], variant: Variant = GOMOKU): RecordVerdict {
  const { size } = validateVariant(variant);
  const problem = recordProblem(moves, size);
  if (problem) throw new IllegalMoveError(problem, problem.index);
  if (moves.length === 0) return PLAY_ON;
  const board = new Board(size);
  for (let index = 0; index < moves.length; index++) board.set(moves[index] as number, index % 2 === 0 ? BLACK : WHITE);
  const last = moves[moves.length - 1] as number;
  const verdict = board.verdict(last, moves.length, variant);
  if (verdict.reason !== 'five' && hasForbiddenMoves(variant) && moves.length % 2 === 1) {
    // Lifted while it is looked at: the renju rules ask about an empty point.
    const at = board.index(last);
    board.cells[at] = EMPTY;
    if (forbiddenAt(board, at)) return FORBIDDEN_LOSS;
  }
  return verdict;
}
