import type { Forbidden } from './types.ts';

/**
 * Why a text (a link, a stored position, a coordinate, a record file) or a variant could not be read:
 * - `not-text`: the input is not a string.
 * - `empty`: a position with no text, or a blank text given to `readRecord` (a record may be
 *   empty: it is the empty game).
 * - `odd-length`: a link with an odd number of characters (each stone is two).
 * - `too-long`: a link with more stones than the board has points, or a record text longer than
 *   `MAX_RECORD_TEXT` (rejected before reading it).
 * - `bad-digit`: a character that is no digit of the format (link: 0-9, a-z; position: base64url).
 * - `out-of-range`: a digit, coordinate or point off the board, or a packed byte that holds no cells.
 * - `repeated-point`: a link that plays one point twice.
 * - `wrong-length`: a position of the wrong length for the board (text or cells).
 * - `bad-cell`: a cell that is not 0, 1 or 2 (encodePosition).
 * - `bad-coordinate`: text that is not a letter and a row number, like `h8`.
 * - `bad-size`: a board size the format cannot write, or a file's board size the engine does not play.
 * - `bad-variant`: a variant the engine cannot play (see `validateVariant`).
 * - `bad-record`: a record to encode that is not a dense list of points on the board.
 * - `bad-syntax`: a file that breaks its format's grammar (an SGF bracket never closed, a .psq
 *   file without its header line).
 * - `out-of-turn`: an SGF move by the side that is not to play (a record alternates, Black first).
 * - `unsupported`: a file that holds what a record cannot: another game, set-up stones, a pass.
 * - `unknown-format`: text that is none of the record formats `readRecord` knows.
 */
export type CodecErrorCode =
  | 'not-text'
  | 'empty'
  | 'odd-length'
  | 'too-long'
  | 'bad-digit'
  | 'out-of-range'
  | 'repeated-point'
  | 'wrong-length'
  | 'bad-size'
  | 'bad-variant'
  | 'bad-coordinate'
  | 'bad-cell'
  | 'bad-record'
  | 'bad-syntax'
  | 'out-of-turn'
  | 'unsupported'
  | 'unknown-format';

/**
 * Thrown by the decoders on any text they cannot read. `index` is where in the text it went
 * wrong (-1 when the problem is not at one place, e.g. a bad board size).
 */
export class CodecError extends Error {
  override readonly name = 'CodecError';
  constructor(
    readonly code: CodecErrorCode,
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a move was refused: `off-board` (not an integer point of the board), `occupied`,
 * `game-over` (someone has won or the board is full), `forbidden` (renju: a double-three,
 * double-four or overline by Black), `bad-record` (a record that is not a list, or a list with
 * a hole: a hole would shift the colours of every later stone).
 */
export type IllegalMoveCode = 'off-board' | 'occupied' | 'game-over' | 'forbidden' | 'bad-record';

/** Why a move cannot be played, as `Game.problemWith` reports it without throwing. */
export interface MoveProblem {
  readonly code: IllegalMoveCode;
  /** The refused point (whatever was given, for `off-board`). */
  readonly point: number;
  /** A sentence a player can read: "h8 is taken." */
  readonly message: string;
  /** For `forbidden`: which shape Black would make. Otherwise null. */
  readonly forbidden: Forbidden | null;
}

/**
 * Thrown when a move cannot be played. `point` is the refused point; `index` is its place in the
 * record when a whole record was being checked (-1 for a single `play`); `forbidden` names the
 * shape of a `forbidden` move.
 */
export class IllegalMoveError extends Error implements MoveProblem {
  override readonly name = 'IllegalMoveError';
  readonly code: IllegalMoveCode;
  readonly point: number;
  readonly forbidden: Forbidden | null;
  constructor(
    problem: Omit<MoveProblem, 'forbidden'> & { forbidden?: Forbidden | null },
    readonly index = -1,
  ) {
    super(problem.message);
    this.code = problem.code;
    this.point = problem.point;
    this.forbidden = problem.forbidden ?? null;
  }
}
