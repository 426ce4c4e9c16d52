import { BLACK, Board, EMPTY, PLAY_ON, WHITE } from './board.ts';
import { IllegalMoveError } from './errors.ts';
import { forbiddenAt } from './renju.ts';
import { GOMOKU, type Variant, type Verdict } from './types.ts';
import { validateVariant } from './variant.ts';

/**
 * Who has won the game `moves` (Black at index 0, 2, 4…), deciding on the last move only, as
 * only the last move can have made a five: a constant-time look along its four lines. `line` is
 * every cell of the winning run through it, in order along the line. A full board with no five
 * is a draw; under renju (with `winLength` 5) a forbidden last move by Black gives
 * `{ winner: 'white', reason: 'forbidden' }`, but a move that makes exactly five wins.
 *
 * The record is not checked for legality (repeated points, moves after the end): `Game` does
 * that. Throws `IllegalMoveError` (`off-board`, with `index`) for a point that is not on the
 * board and `CodecError` (`bad-variant`) for a variant the engine cannot play.
 */
export function judge(moves: readonly number[], variant: Variant = GOMOKU): Verdict {
  const { size, rule, winLength } = validateVariant(variant);
  if (moves.length === 0) return PLAY_ON;
  const board = new Board(size);
  moves.forEach((point, index) => {
    if (!Number.isInteger(point) || point < 0 || point >= size * size) {
      throw new IllegalMoveError('off-board', point, `Move ${index + 1}: point ${String(point)} is off the ${size}×${size} board.`, index);
    }
    board.set(point, index % 2 === 0 ? BLACK : WHITE);
  });
  const last = moves[moves.length - 1] as number;
  const verdict = board.verdict(last, moves.length, variant);
  if (verdict.reason !== 'five' && rule === 'renju' && winLength === 5 && moves.length % 2 === 1) {
    // Lifted while it is looked at: the renju rules ask about an empty point.
    const at = board.index(last);
    board.cells[at] = EMPTY;
    if (forbiddenAt(board, at)) return { winner: 'white', reason: 'forbidden', line: [] };
  }
  return verdict;
}
