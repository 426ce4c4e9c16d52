import { IllegalMoveError } from './errors.ts';
import { forbiddenMove } from './renju.ts';
import { GOMOKU, type Color, type Variant, type Verdict } from './types.ts';

/** The verdict while nobody has won: play on. */
export const PLAY_ON: Verdict = Object.freeze({ winner: null, reason: null, line: [] });

/**
 * Does a row of `run` stones of `color` win under the variant? Five or more in freestyle (and
 * for White in renju); exactly `winLength` in standard (and for Black in renju).
 */
export function isWinningRun(run: number, color: Color, variant: Variant): boolean {
  const exact = variant.rule === 'standard' || (variant.rule === 'renju' && color === 'black');
  return exact ? run === variant.winLength : run >= variant.winLength;
}

const WALL = 3;

/**
 * The board with a one-cell wall around it, so that scanning a line needs no bounds checks and
 * can never wrap from one row into the next: the judge runs on every move of every search.
 */
export class PaddedBoard {
  readonly stride: number;
  readonly cells: Uint8Array;
  /** The same stones without the wall, one value per point (the spec's cell form). */
  readonly plain: Uint8Array;
  /** Index steps of the four directions: across, down, down-right, down-left. */
  readonly steps: readonly number[];

  constructor(readonly size: number) {
    this.stride = size + 2;
    // One allocation for both views: a game is created for every replayed record.
    const buffer = new Uint8Array(this.stride * this.stride + size * size);
    this.cells = buffer.subarray(0, this.stride * this.stride).fill(WALL);
    this.plain = buffer.subarray(this.stride * this.stride);
    for (let row = 0; row < size; row++) this.cells.fill(0, (row + 1) * this.stride + 1, (row + 1) * this.stride + 1 + size);
    this.steps = [1, this.stride, this.stride + 1, this.stride - 1];
  }

  /** Puts a stone (1 black, 2 white) or 0 on a point. */
  set(point: number, stone: number): void {
    const row = (point / this.size) | 0;
    this.cells[(row + 1) * this.stride + point - row * this.size + 1] = stone;
    this.plain[point] = stone;
  }

  /**
   * Judges the stone just placed at `point`, looking only at its four lines. `stones` is how
   * many stones are on the board (for the draw).
   */
  verdict(point: number, stones: number, variant: Variant): Verdict {
    const { cells, plain, size } = this;
    const row = (point / size) | 0;
    const at = (row + 1) * this.stride + point - row * size + 1;
    const stone = cells[at] as number;
    const color: Color = stone === 1 ? 'black' : 'white';
    const { rule, winLength } = variant;
    for (let d = 0; d < 4; d++) {
      const step = this.steps[d] as number;
      let back = 0;
      while (cells[at - (back + 1) * step] === stone) back++;
      let forward = 0;
      while (cells[at + (forward + 1) * step] === stone) forward++;
      const run = 1 + back + forward;
      if (isWinningRun(run, color, variant)) {
        // The same direction in point numbering: the padded step less the wall's extra columns.
        const pointStep = step === 1 ? 1 : step === this.stride ? size : step === this.stride + 1 ? size + 1 : size - 1;
        const first = point - back * pointStep;
        return { winner: color, reason: 'five', line: Array.from({ length: 1 + back + forward }, (_, k) => first + k * pointStep) };
      }
    }
    if (rule === 'renju' && stone === 1 && winLength === 5) {
      plain[point] = 0;
      const forbidden = forbiddenMove(plain, point, size);
      plain[point] = stone;
      if (forbidden) return { winner: 'white', reason: 'forbidden', line: [] };
    }
    return stones === size * size ? { winner: null, reason: 'draw', line: [] } : PLAY_ON;
  }
}

/**
 * Who has won the game `moves` (Black at index 0, 2, 4…), deciding on the last move only, as
 * only the last move can have made a five. `line` is every cell of the winning run through it,
 * in order along the line. A full board with no five is a draw; under renju a forbidden last
 * move by Black loses. The record is not checked for legality: use `Game` for that.
 */
export function judge(moves: readonly number[], variant: Variant = GOMOKU): Verdict {
  if (moves.length === 0) return PLAY_ON;
  const { size } = variant;
  const board = new PaddedBoard(size);
  moves.forEach((point, index) => {
    if (!Number.isInteger(point) || point < 0 || point >= size * size) {
      throw new IllegalMoveError('off-board', point, `Point ${point} is off the ${size}×${size} board.`, index);
    }
    board.set(point, index % 2 === 0 ? 1 : 2);
  });
  return board.verdict(moves[moves.length - 1] as number, moves.length, variant);
}
