import { decodeMoves, encodeMoves } from './codec.ts';
import { coordinateOf } from './coordinates.ts';
import { IllegalMoveError, type MoveProblem } from './errors.ts';
import { Board, EMPTY, PLAY_ON } from './board.ts';
import { recordProblem } from './record.ts';
import { forbiddenAt, forbiddenPointsOn } from './renju.ts';
import { GOMOKU, type Color, type Point, type Variant, type Verdict } from './types.ts';
import { colorOfMove, hasForbiddenMoves, validateVariant } from './variant.ts';

const FORBIDDEN_NAMES = { 'double-three': 'a double three', 'double-four': 'a double four', overline: 'an overline' } as const;

/** What `JSON.stringify` writes for a game: its variant and record. */
export interface GameJSON {
  readonly variant: Variant;
  readonly moves: readonly Point[];
}

/**
 * A game record that is always legal: every move is on the board, on an empty point, before
 * the game ended, and (under renju) not forbidden to Black. Keeps its board incrementally, so
 * `play`, `undo`, `problemWith` and `verdictAfter` take constant time; only the constructor
 * replays a record.
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
  /** The record as last handed out: a copy, made when asked, kept until the record changes. */
  #view: readonly number[] | null = null;
  readonly #board: Board;
  #verdict: Verdict = PLAY_ON;
  /** Black's forbidden points for this position, found once when first asked. */
  #forbidden: readonly number[] | null = null;

  /**
   * Starts a game, optionally from a record, which is checked move by move: throws
   * `IllegalMoveError` (with `index`, the move's place in the record) or, for a bad variant,
   * `CodecError`.
   */
  constructor(options: { variant?: Variant; moves?: readonly number[] } = {}) {
    // Only a missing field means the default: null is no variant and no record.
    this.variant = validateVariant(options?.variant === undefined ? GOMOKU : options.variant);
    this.#board = new Board(this.variant.size);
    const moves = options?.moves === undefined ? [] : options.moves;
    const problem = recordProblem(moves, this.variant.size);
    if (problem) throw new IllegalMoveError(problem, problem.index);
    for (let index = 0; index < moves.length; index++) {
      const point = moves[index] as number;
      const refused = this.problemWith(point);
      if (refused) throw new IllegalMoveError({ ...refused, message: `Move ${index + 1}: ${refused.message}` }, index);
      this.#place(point);
    }
  }

  /** Reads a record in the link format (see `decodeMoves`) and checks it. */
  static decode(text: string, variant: Variant = GOMOKU): Game {
    return new Game({ variant, moves: decodeMoves(text, validateVariant(variant)) });
  }

  /**
   * The points played, in order: Black's at even indexes. Never changed in place: a play or an
   * undo makes a new array, so a reference kept by a view stays what it was.
   */
  get moves(): readonly number[] {
    return (this.#view ??= this.#moves.slice());
  }

  /** The side to move. */
  get turn(): Color {
    return colorOfMove(this.#moves.length);
  }

  /** The verdict on the game so far (frozen). */
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

  /**
   * Why the side to move may not play `point`, or null if it may: the check `play` makes, without
   * playing or throwing. Constant time.
   */
  problemWith(point: number): MoveProblem | null {
    const { size } = this.variant;
    const verdict = this.#verdict;
    if (verdict.reason !== null) {
      const end = verdict.winner ? `${verdict.winner === 'black' ? 'Black' : 'White'} has won` : 'it is a draw';
      return { code: 'game-over', point, message: `The game is over: ${end}.`, forbidden: null };
    }
    // One comparison chain instead of Number.isInteger: this runs on every move.
    if (!(typeof point === 'number' && point >= 0 && point < size * size && (point | 0) === point)) {
      const what = typeof point === 'number' ? `Point ${point} is off the ${size}×${size} board` : `A ${point === null ? 'null' : typeof point} is not a point`;
      return { code: 'off-board', point, message: `${what}.`, forbidden: null };
    }
    const board = this.#board;
    if (board.plain[point]) return { code: 'occupied', point, message: `${coordinateOf(point, size)} is taken.`, forbidden: null };
    if (this.#moves.length % 2 === 0 && hasForbiddenMoves(this.variant)) {
      const forbidden = forbiddenAt(board, board.index(point));
      if (forbidden) return { code: 'forbidden', point, message: `Black may not play ${coordinateOf(point, size)}: it makes ${FORBIDDEN_NAMES[forbidden]}.`, forbidden };
    }
    return null;
  }

  /** Plays the side to move at `point` and returns the new verdict. Throws `IllegalMoveError`. */
  play(point: number): Verdict {
    const problem = this.problemWith(point);
    if (problem) throw new IllegalMoveError(problem);
    return this.#place(point);
  }

  /**
   * The verdict the game would have if the side to move played `point`, which must be legal
   * (see `problemWith`; throws `IllegalMoveError` otherwise). Nothing changes. Constant time.
   */
  verdictAfter(point: number): Verdict {
    const problem = this.problemWith(point);
    if (problem) throw new IllegalMoveError(problem);
    const board = this.#board;
    board.set(point, (this.#moves.length & 1) + 1);
    const verdict = board.verdict(point, this.#moves.length + 1, this.variant);
    board.set(point, EMPTY);
    return verdict;
  }

  /** Takes back the last move and returns its point (undefined when there is none). */
  undo(): number | undefined {
    const point = this.#moves.pop();
    if (point === undefined) return undefined;
    this.#view = null;
    this.#board.set(point, EMPTY);
    // The position before the last move was not over, or the game could not have gone on.
    this.#verdict = PLAY_ON;
    this.#forbidden = null;
    return point;
  }

  /** A game with the same record, to play on without changing this one. Copies; replays nothing. */
  clone(): Game {
    const copy = new Game({ variant: this.variant });
    copy.#moves.push(...this.#moves);
    copy.#view = this.#view;
    copy.#board.cells.set(this.#board.cells);
    copy.#board.plain.set(this.#board.plain);
    copy.#verdict = this.#verdict;
    copy.#forbidden = this.#forbidden;
    return copy;
  }

  /**
   * Every point where the side to move may not play for being forbidden, in increasing order:
   * Black's under renju (see `hasForbiddenMoves`) while the game goes on, else []. Found once per
   * position; the same array until the next play or undo.
   */
  forbiddenPoints(): readonly number[] {
    if (this.#forbidden) return this.#forbidden;
    const applies = hasForbiddenMoves(this.variant) && this.turn === 'black' && !this.isOver;
    return (this.#forbidden = Object.freeze(applies ? forbiddenPointsOn(this.#board) : []));
  }

  /** The record in the link format. */
  encode(): string {
    return encodeMoves(this.#moves, this.variant);
  }

  /** What `JSON.stringify` writes: `{ variant, moves }`, which `new Game(json)` reads back (checked). */
  toJSON(): GameJSON {
    return { variant: this.variant, moves: this.moves };
  }

  #place(point: number): Verdict {
    point |= 0; // -0 is 0
    this.#board.set(point, (this.#moves.length & 1) + 1);
    this.#moves.push(point);
    this.#view = null;
    this.#forbidden = null;
    // A forbidden move was refused before, so only a five or a full board can end the game here.
    return (this.#verdict = this.#board.verdict(point, this.#moves.length, this.variant));
  }
}
