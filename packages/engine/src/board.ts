import type { Color, Variant, Verdict } from './types.ts';

// Cell values: the spec's one-value-per-cell form, plus the wall around the padded board.
/** A cell with no stone. */
export const EMPTY = 0;
/** A cell holding a black stone. */
export const BLACK = 1;
/** A cell holding a white stone. */
export const WHITE = 2;
/** A cell of the wall around the padded board: never a point. */
export const WALL = 3;

/** The verdict while nobody has won: play on (frozen, like every verdict the engine gives). */
export const PLAY_ON: Verdict = Object.freeze({ winner: null, reason: null, line: Object.freeze([]) });
/** A full board with no five. */
const DRAW: Verdict = Object.freeze({ winner: null, reason: 'draw', line: PLAY_ON.line });

/**
 * Does a row of `length` stones of `color` win under the variant? `winLength` or more in
 * freestyle (and for White in renju); exactly `winLength` in standard (and for Black in renju).
 */
export function isWinningRun(length: number, color: Color, variant: Variant): boolean {
  const exact = variant.rule === 'standard' || (variant.rule === 'renju' && color === 'black');
  return exact ? length === variant.winLength : length >= variant.winLength;
}

/** Padded index of each point, per board size: shared by every board of that size. */
const indexTables = new Map<number, Int32Array>();

function indexTable(size: number, stride: number): Int32Array {
  let table = indexTables.get(size);
  if (!table) {
    table = new Int32Array(size * size);
    for (let point = 0; point < size * size; point++) table[point] = ((point / size) | 0) * stride + (point % size) + stride + 1;
    indexTables.set(size, table);
  }
  return table;
}

/**
 * The engine's one board: a board with a one-cell wall around it, so that a line scan needs no bounds checks and cannot
 * wrap. Each padded row ends with two wall cells in a row (its right wall and the next row's
 * left wall), so a cell two steps away in any direction is on the board or in the wall, never
 * on another row. Play and undo are one write each.
 *
 * The hot paths are methods: a call on an object stays cheap in every module runner, where a
 * call to another module's function may not.
 */
export class Board {
  /** Width of a padded row: size + 2. */
  readonly stride: number;
  /** The padded cells: EMPTY, BLACK, WHITE or WALL. */
  readonly cells: Uint8Array;
  /** The same stones without the wall, one value per point (the spec's cell form). */
  readonly plain: Uint8Array;
  /** Padded index steps of the four directions: across, down, down-right, down-left. */
  readonly steps: readonly number[];
  /** The same four directions in point numbering. */
  readonly pointSteps: readonly number[];
  /** The padded index of each point (a table: no division on the hot path). */
  readonly #index: Int32Array;

  constructor(readonly size: number) {
    const stride = (this.stride = size + 2);
    // One allocation for both views: a game is created for every replayed record.
    const buffer = new Uint8Array(stride * stride + size * size);
    this.cells = buffer.subarray(0, stride * stride).fill(WALL);
    this.plain = buffer.subarray(stride * stride);
    for (let row = 1; row <= size; row++) this.cells.fill(EMPTY, row * stride + 1, row * stride + 1 + size);
    this.steps = [1, stride, stride + 1, stride - 1];
    this.pointSteps = [1, size, size + 1, size - 1];
    this.#index = indexTable(size, stride);
  }

  /** A board holding `cells`, checked by the caller (0 empty, 1 black, 2 white). */
  static from(cells: ArrayLike<number>, size: number): Board {
    const board = new Board(size);
    for (let point = 0; point < size * size; point++) {
      const cell = cells[point];
      if (cell) board.set(point, cell === BLACK ? BLACK : WHITE);
    }
    return board;
  }

  /** The padded index of a point. */
  index(point: number): number {
    return this.#index[point] as number;
  }

  /** Puts a stone (BLACK or WHITE) or EMPTY on a point. */
  set(point: number, stone: number): void {
    this.cells[this.index(point)] = stone;
    this.plain[point] = stone;
  }

  /**
   * How many cells holding `stone` follow the padded cell `at` (not counting it) when walking
   * by `step`. This is the engine's one line scan: the judge and the renju rules both use it.
   * It stops at the wall, so it never wraps from one row into the next.
   */
  run(at: number, step: number, stone: number): number {
    const { cells } = this;
    let n = 0;
    while (cells[(at += step)] === stone) n++;
    return n;
  }

  /**
   * Judges the stone just placed on `point`, looking only at its four lines (constant time): a
   * five (with the whole run, in order along the line), a draw when `stones` fills the board,
   * or play on. Renju's forbidden moves are not looked at here (see `judge` and `Game.play`).
   */
  verdict(point: number, stones: number, variant: Variant): Verdict {
    const { cells, steps } = this;
    const at = this.index(point);
    const stone = cells[at] as number;
    const need = variant.winLength;
    for (let d = 0; d < 4; d++) {
      const step = steps[d] as number;
      // Most moves touch no stone of their colour along a line: one look each way settles it.
      if (cells[at - step] !== stone && cells[at + step] !== stone) continue;
      const back = this.run(at, -step, stone);
      const length = back + 1 + this.run(at, step, stone);
      if (length < need) continue;
      const color: Color = stone === BLACK ? 'black' : 'white';
      if (isWinningRun(length, color, variant)) {
        const pointStep = this.pointSteps[d] as number;
        const first = point - back * pointStep;
        return Object.freeze({ winner: color, reason: 'five', line: Object.freeze(Array.from({ length }, (_, k) => first + k * pointStep)) });
      }
    }
    return stones === this.size * this.size ? DRAW : PLAY_ON;
  }
}
