import { decodeMoves, encodeMoves } from './codec.ts';
import { toCoordinate } from './coordinates.ts';
import { IllegalMoveError } from './errors.ts';
import { Board, EMPTY, PLAY_ON } from './board.ts';
import { forbiddenAt, forbiddenPointsOn } from './renju.ts';
import { GOMOKU, type Color, type Variant, type Verdict } from './types.ts';
import { colorOfMove, validateVariant } from './variant.ts';

const FORBIDDEN_NAMES = { 'double-three': 'a double three', 'double-four': 'a double four', overline: 'an overline' } as const;

/**
 * A game record that is always legal: every move is on the board, on an empty point, before
 * the game ended, and (under renju) not forbidden to Black. Keeps its board incrementally, so
 * `play` and `undo` take constant time.
 *
 * ```ts
 * const game = new Game();
 * game.play(112);            // Black on h8
 * game.turn;                 // 'white'
 * ```
 */
export class Game {
  /** The board and rule. */
  readonly variant: Variant;
  readonly #moves: number[] = [];
  readonly #board: Board;
  #verdict: Verdict = PLAY_ON;

  /**
   * Starts a game, optionally from a record, which is checked move by move: throws
   * `IllegalMoveError` (with `index`, the move's place in the record) or, for a bad variant,
   * `CodecError` (code `bad-variant`).
   */
  constructor(options: { variant?: Variant; moves?: readonly number[] } = {}) {
    this.variant = validateVariant(options?.variant ?? GOMOKU);
    this.#board = new Board(this.variant.size);
    const moves: unknown = options?.moves ?? [];
    if (!Array.isArray(moves)) throw new IllegalMoveError('off-board', NaN, 'A game record must be a list of points.', 0);
    // An index loop, not forEach: a hole in a sparse array is a bad move, not a skipped one.
    for (let index = 0; index < moves.length; index++) {
      try {
        this.play(moves[index] as number);
      } catch (error) {
        if (error instanceof IllegalMoveError) throw new IllegalMoveError(error.code, error.point, `Move ${index + 1}: ${error.message}`, index);
        throw error;
      }
    }
  }

  /** Reads a record in the link format (see `decodeMoves`) and checks it. */
  static decode(text: string, variant: Variant = GOMOKU): Game {
    return new Game({ variant, moves: decodeMoves(text, validateVariant(variant).size) });
  }

  /** The points played, in order: Black's at even indexes. */
  get moves(): readonly number[] {
    return this.#moves;
  }

  /** The side to move. */
  get turn(): Color {
    return colorOfMove(this.#moves.length);
  }

  /** The verdict on the game so far. */
  get verdict(): Verdict {
    return this.#verdict;
  }

  /** True once someone has won or the board is full. */
  get isOver(): boolean {
    return this.#verdict.reason !== null;
  }

  /** The stone on a point, or null for an empty (or off-board) point. */
  at(point: number): Color | null {
    const cell = this.#board.plain[point];
    return cell === 1 ? 'black' : cell === 2 ? 'white' : null;
  }

  /** A copy of the board: one value per cell, 0 empty, 1 black, 2 white. */
  cells(): Uint8Array {
    return this.#board.plain.slice();
  }

  /** Plays the side to move at `point` and returns the new verdict. Throws `IllegalMoveError`. */
  play(point: number): Verdict {
    const { size, rule } = this.variant;
    const verdict = this.#verdict;
    if (verdict.reason !== null) {
      const end = verdict.winner ? `${verdict.winner === 'black' ? 'Black' : 'White'} has won` : 'it is a draw';
      throw new IllegalMoveError('game-over', point, `The game is over: ${end}.`);
    }
    // One comparison chain instead of Number.isInteger: play runs on every move of a search.
    if (!(typeof point === 'number' && point >= 0 && point < size * size && (point | 0) === point)) {
      const what = typeof point === 'number' ? `Point ${point} is off the ${size}×${size} board` : `A ${typeof point} is not a point`;
      throw new IllegalMoveError('off-board', point, `${what}.`);
    }
    point |= 0; // -0 to 0
    const board = this.#board;
    if (board.plain[point]) throw new IllegalMoveError('occupied', point, `${toCoordinate(point, size)} is taken.`);
    const stone = (this.#moves.length & 1) + 1;
    if (stone === 1 && rule === 'renju' && this.variant.winLength === 5) {
      const forbidden = forbiddenAt(board, board.index(point));
      if (forbidden) throw new IllegalMoveError('forbidden', point, `Black may not play ${toCoordinate(point, size)}: it makes ${FORBIDDEN_NAMES[forbidden]}.`);
    }
    board.set(point, stone);
    this.#moves.push(point);
    // A forbidden move was refused above, so only a five or a full board can end the game here.
    this.#verdict = board.verdict(point, this.#moves.length, this.variant);
    return this.#verdict;
  }

  /** Takes back the last move and returns its point (undefined when there is none). */
  undo(): number | undefined {
    const point = this.#moves.pop();
    if (point !== undefined) this.#board.set(point, EMPTY);
    // The position before the last move was not over, or the game could not have gone on.
    this.#verdict = PLAY_ON;
    return point;
  }

  /** Under renju with Black to move: every point where Black may not play. Otherwise []. */
  forbiddenPoints(): number[] {
    const { rule, winLength } = this.variant;
    if (rule !== 'renju' || winLength !== 5 || this.turn !== 'black' || this.isOver) return [];
    return forbiddenPointsOn(this.#board);
  }

  /** The record in the link format. */
  encode(): string {
    return encodeMoves(this.#moves, this.variant.size);
  }
}
