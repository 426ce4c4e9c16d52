import { Board } from './board.ts';
import { checkCells } from './codec.ts';
import { RENJU, type Forbidden, type Variant } from './types.ts';
import { hasForbiddenMoves, validateVariant } from './variant.ts';

// Board's cell values, repeated here: the loops below read them millions of times, and under
// Vite's SSR module runner (which Vitest uses) reading another module's binding is a getter call.
const EMPTY = 0;
const BLACK = 1;

// Renju analysis on the padded board, in place: a stone is put down, looked at and lifted again,
// so the recursive rule (a three is a three only if its straight-four point is not itself
// forbidden) allocates nothing. Every scan walks from cell to cell and stops at the wall.

/** Would a black stone on the cell `at` (if empty) make exactly five along `step`? */
function makesFive(board: Board, at: number, step: number): boolean {
  return board.cells[at] === EMPTY && board.run(at, step, BLACK) + board.run(at, -step, BLACK) === 4;
}

/** Is the black run through `at` along `step` a straight four: exactly four, and both ends make five? */
function straightFour(board: Board, at: number, step: number): boolean {
  const back = board.run(at, -step, BLACK);
  const forward = board.run(at, step, BLACK);
  return back + forward === 3 && makesFive(board, at - (back + 1) * step, step) && makesFive(board, at + (forward + 1) * step, step);
}

/**
 * The empty cell at one end (`side` -1 or 1) of the black run through `at` along `step` that
 * would lengthen that run to exactly four, or -1. Only these two cells can turn a three into a
 * straight four that holds `at`: any other cell is cut off from the run by an empty cell.
 */
function extension(board: Board, at: number, step: number, side: number): number {
  const s = side * step;
  const forward = board.run(at, s, BLACK);
  const end = at + (forward + 1) * s;
  if (board.cells[end] !== EMPTY) return -1;
  return board.run(at, -s, BLACK) + forward + 2 + board.run(end, s, BLACK) === 4 ? end : -1;
}

/** Does the black stone at `at` make a real three along `step` (checked recursively)? */
function isThree(board: Board, at: number, step: number): boolean {
  const { cells } = board;
  for (let side = -1; side <= 1; side += 2) {
    const point = extension(board, at, step, side);
    if (point < 0) continue;
    cells[point] = BLACK;
    const straight = straightFour(board, at, step);
    cells[point] = EMPTY;
    if (straight && forbiddenAt(board, point) === null) return true;
  }
  return false;
}

/**
 * Why a black stone on the empty padded cell `at` (`board.index(point)`) of a walled `Board`
 * would be forbidden, or null: the fast check for callers that keep their own `Board` (the
 * computer player's search), with no validation and no allocation. The board's cells are
 * written and restored during the call. Five beats
 * forbidden; then overline, then double-four (a straight four counts once, `X.XXX.X`-like
 * lines count twice), then double-three, whose threes are only looked for when two lines could
 * hold one.
 */
export function forbiddenAt(board: Board, at: number): Forbidden | null {
  const { cells, steps } = board;
  cells[at] = BLACK;
  let overline = false;
  let fours = 0;
  let maybeThrees = 0;
  for (let d = 0; d < 4; d++) {
    const step = steps[d] as number;
    const back = board.run(at, -step, BLACK);
    const forward = board.run(at, step, BLACK);
    const length = back + forward + 1;
    if (length === 5) {
      cells[at] = EMPTY;
      return null;
    }
    if (length > 5) {
      overline = true;
      continue;
    }
    const before = makesFive(board, at - (back + 1) * step, step);
    const after = makesFive(board, at + (forward + 1) * step, step);
    if (before || after) fours += before && after && length === 4 ? 1 : Number(before) + Number(after);
    else if (extension(board, at, step, -1) >= 0 || extension(board, at, step, 1) >= 0) maybeThrees |= 1 << d;
  }
  let result: Forbidden | null = overline ? 'overline' : fours > 1 ? 'double-four' : null;
  if (!result && maybeThrees & (maybeThrees - 1)) {
    // At least two lines could hold a three: check them for real, stopping once the answer is known.
    let threes = 0;
    for (let d = 0; d < 4 && threes < 2 && maybeThrees; d++) {
      if (!(maybeThrees & (1 << d))) continue;
      maybeThrees &= ~(1 << d);
      if (isThree(board, at, steps[d] as number)) threes++;
      else if (threes === 0 && !(maybeThrees & (maybeThrees - 1))) break;
    }
    if (threes > 1) result = 'double-three';
  }
  cells[at] = EMPTY;
  return result;
}

/**
 * Every empty point of the board where a black stone would be forbidden, in increasing order.
 * A point with no black stone within two cells along any of its lines is skipped unchecked:
 * every four and every three through a point has one there.
 */
export function forbiddenPointsOn(board: Board): number[] {
  const { cells, steps, size, stride } = board;
  const points: number[] = [];
  for (let row = 0; row < size; row++) {
    const first = (row + 1) * stride + 1;
    for (let col = 0; col < size; col++) {
      const at = first + col;
      if (cells[at] !== EMPTY) continue;
      let near = false;
      for (let d = 0; d < 4 && !near; d++) {
        const step = steps[d] as number;
        // Two steps from a board cell land on the board or in the wall (see Board), never on another row.
        near = cells[at + step] === BLACK || cells[at - step] === BLACK || cells[at + 2 * step] === BLACK || cells[at - 2 * step] === BLACK;
      }
      if (near && forbiddenAt(board, at) !== null) points.push(row * size + col);
    }
  }
  return points;
}

/** A walled board of a checked position, or null when the variant forbids Black nothing. */
function boardOf(cells: ArrayLike<number>, variant: Variant): Board | null {
  validateVariant(variant);
  checkCells(cells, variant.size);
  return hasForbiddenMoves(variant) ? Board.from(cells, variant.size) : null;
}

/**
 * Would a black stone at `point` be forbidden? `cells` holds 0 empty, 1 black, 2 white (the
 * spec's one-value-per-cell form, `size × size` of them). Returns `'overline'`,
 * `'double-four'`, `'double-three'`, or null: also for an occupied or off-board point, and
 * under a variant without forbidden moves (see `hasForbiddenMoves`). A move that makes exactly
 * five is never forbidden, and a three counts only if it can become a straight four through a
 * point that is not itself forbidden (checked recursively). Throws `CodecError` for a bad
 * variant or position.
 */
export function forbiddenMove(cells: ArrayLike<number>, point: number, variant: Variant = RENJU): Forbidden | null {
  const board = boardOf(cells, variant);
  if (!board || !Number.isInteger(point) || point < 0 || point >= variant.size * variant.size || cells[point] !== 0) return null;
  return forbiddenAt(board, board.index(point));
}

/**
 * Every empty point where a black stone would be forbidden, in increasing order ([] under a
 * variant without forbidden moves). Throws `CodecError` for a bad variant or position.
 */
export function forbiddenPointsOf(cells: ArrayLike<number>, variant: Variant = RENJU): number[] {
  const board = boardOf(cells, variant);
  return board ? forbiddenPointsOn(board) : [];
}
