import { DIRECTIONS, runLength } from './lines.ts';
import type { Forbidden } from './types.ts';

const EMPTY = 0;
const BLACK = 1;

/** The stones in one direction through a black stone: the run, and the points that complete a five. */
interface LineShape {
  /** Length of the black run through the point. */
  run: number;
  /** How many fours the point makes on this line (0, 1 or 2: `XXX.X.XXX` makes two). */
  fours: number;
  /** True when the four is a straight (open) four: `.XXXX.` with both ends making five. */
  straight: boolean;
}

/**
 * Renju analysis on a mutable board of the spec's cell values (0 empty, 1 black, 2 white).
 * Stones are placed and lifted in place, so recursion (a three is only a three if its
 * completing point is not itself forbidden) allocates nothing.
 */
class RenjuBoard {
  constructor(
    readonly cells: Uint8Array,
    readonly size: number,
  ) {}

  /** Would placing black at (row, col) (empty) make exactly five in a row with the black run ending at its side? */
  private completesFive(row: number, col: number, dr: number, dc: number): boolean {
    const { cells, size } = this;
    if (row < 0 || row >= size || col < 0 || col >= size || cells[row * size + col] !== EMPTY) return false;
    const run =
      1 + runLength(cells, size, row, col, dr, dc, BLACK) + runLength(cells, size, row, col, -dr, -dc, BLACK);
    return run === 5;
  }

  /** The shape of the line through a black stone at (row, col) in direction (dr, dc). */
  shape(row: number, col: number, dr: number, dc: number): LineShape {
    const { cells, size } = this;
    const back = runLength(cells, size, row, col, -dr, -dc, BLACK);
    const forward = runLength(cells, size, row, col, dr, dc, BLACK);
    const run = 1 + back + forward;
    const before = this.completesFive(row - dr * (back + 1), col - dc * (back + 1), dr, dc);
    const after = this.completesFive(row + dr * (forward + 1), col + dc * (forward + 1), dr, dc);
    // Both ends of one run of four complete the same four; two completions apart make two fours.
    const straight = before && after && run === 4;
    const fours = straight ? 1 : Number(before) + Number(after);
    return { run, fours, straight };
  }

  /** Does the black stone at (row, col) make a real three in direction (dr, dc)? */
  private isThree(row: number, col: number, dr: number, dc: number): boolean {
    const { cells, size } = this;
    for (let k = -4; k <= 4; k++) {
      if (k === 0) continue;
      const r = row + dr * k;
      const c = col + dc * k;
      if (r < 0 || r >= size || c < 0 || c >= size) continue;
      const point = r * size + c;
      if (cells[point] !== EMPTY) continue;
      cells[point] = BLACK;
      const makesStraightFour = this.shape(row, col, dr, dc).straight;
      cells[point] = EMPTY;
      // A three counts only if it can become a straight four through a point that is not forbidden.
      if (makesStraightFour && this.forbidden(point) === null) return true;
    }
    return false;
  }

  /** Why a black stone at `point` (empty) would be forbidden, or null. */
  forbidden(point: number): Forbidden | null {
    const { cells, size } = this;
    const row = Math.floor(point / size);
    const col = point % size;
    cells[point] = BLACK;
    try {
      const shapes = DIRECTIONS.map(([dr, dc]) => this.shape(row, col, dr, dc));
      // Five beats forbidden: exactly five wins whatever else the stone makes.
      if (shapes.some((s) => s.run === 5)) return null;
      if (shapes.some((s) => s.run > 5)) return 'overline';
      if (shapes.reduce((n, s) => n + s.fours, 0) >= 2) return 'double-four';
      let threes = 0;
      for (let d = 0; d < DIRECTIONS.length && threes < 2; d++) {
        const [dr, dc] = DIRECTIONS[d] as readonly [number, number];
        if ((shapes[d] as LineShape).fours === 0 && this.isThree(row, col, dr, dc)) threes++;
      }
      return threes >= 2 ? 'double-three' : null;
    } finally {
      cells[point] = EMPTY;
    }
  }

  /**
   * Cheap test that a point cannot be forbidden: a double-three or a double-four across lines
   * needs two lines with two more black stones near it, and an overline or a double-four on one
   * line needs four more on that line.
   */
  mayBeForbidden(point: number): boolean {
    const { cells, size } = this;
    const row = Math.floor(point / size);
    const col = point % size;
    let busyLines = 0;
    for (const [dr, dc] of DIRECTIONS) {
      let near = 0;
      let far = 0;
      for (let k = -5; k <= 5; k++) {
        const r = row + dr * k;
        const c = col + dc * k;
        if (k === 0 || r < 0 || r >= size || c < 0 || c >= size || cells[r * size + c] !== BLACK) continue;
        far++;
        if (k >= -4 && k <= 4) near++;
      }
      if (far >= 4) return true;
      if (near >= 2) busyLines++;
    }
    return busyLines >= 2;
  }
}

function board(cells: ArrayLike<number>, size: number): RenjuBoard {
  return new RenjuBoard(Uint8Array.from(cells), size);
}

/**
 * Would a black stone at `point` be forbidden under renju? `cells` holds 0 empty, 1 black,
 * 2 white (the spec's one-value-per-cell form). Returns `'overline'`, `'double-four'`,
 * `'double-three'`, or null (also for an occupied point). A move that makes exactly five is never
 * forbidden, and a three counts only if it can become a straight four through a point that is
 * not itself forbidden (checked recursively).
 */
export function forbiddenMove(cells: ArrayLike<number>, point: number, size = 15): Forbidden | null {
  if (!Number.isInteger(point) || point < 0 || point >= size * size || cells[point] !== EMPTY) return null;
  return board(cells, size).forbidden(point);
}

/** Every empty point where a black stone would be forbidden under renju, in increasing order. */
export function forbiddenPointsOf(cells: ArrayLike<number>, size = 15): number[] {
  const renju = board(cells, size);
  const points: number[] = [];
  for (let point = 0; point < size * size; point++) {
    if (renju.cells[point] === EMPTY && renju.mayBeForbidden(point) && renju.forbidden(point) !== null) points.push(point);
  }
  return points;
}
