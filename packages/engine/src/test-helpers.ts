import { fromCoordinate } from './coordinates.ts';

/** A 15×15 board (0 empty, 1 black, 2 white) from RIF coordinates. */
export function position(black: readonly string[], white: readonly string[] = [], size = 15): Uint8Array {
  const cells = new Uint8Array(size * size);
  for (const c of black) cells[fromCoordinate(c, size)] = 1;
  for (const c of white) cells[fromCoordinate(c, size)] = 2;
  return cells;
}

/** Points of RIF coordinates. */
export function points(coordinates: readonly string[], size = 15): number[] {
  return coordinates.map((c) => fromCoordinate(c, size));
}

/** Interleaves Black's and White's stones into a record (Black first). */
export function record(black: readonly number[], white: readonly number[]): number[] {
  const moves: number[] = [];
  for (let i = 0; i < Math.max(black.length, white.length); i++) {
    if (i < black.length) moves.push(black[i] as number);
    if (i < white.length) moves.push(white[i] as number);
  }
  return moves;
}
