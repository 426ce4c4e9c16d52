/** Why a text (a link, a record, a stored position, a coordinate) could not be read. */
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
  | 'bad-cell';

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

/** Why a move was refused. */
export type IllegalMoveCode = 'off-board' | 'occupied' | 'game-over' | 'forbidden';

/**
 * Thrown when a move cannot be played. `point` is the refused point; `index` is its place in the
 * record when a whole record was being checked (-1 for a single `play`).
 */
export class IllegalMoveError extends Error {
  override readonly name = 'IllegalMoveError';
  constructor(
    readonly code: IllegalMoveCode,
    readonly point: number,
    message: string,
    readonly index = -1,
  ) {
    super(message);
  }
}
