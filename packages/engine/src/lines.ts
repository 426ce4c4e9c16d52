import { GOMOKU, type Variant } from './types.ts';

/** The four line directions as [row step, column step]: across, down, down-right, down-left. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

/**
 * How many cells holding `stone` follow (row, col) in direction (dr, dc), not counting the start.
 * Stops at the board's edge: a scan never wraps from one row into the next.
 */
export function runLength(
  cells: ArrayLike<number>,
  size: number,
  row: number,
  col: number,
  dr: number,
  dc: number,
  stone: number,
): number {
  let n = 0;
  let r = row + dr;
  let c = col + dc;
  while (r >= 0 && r < size && c >= 0 && c < size && cells[r * size + c] === stone) {
    n++;
    r += dr;
    c += dc;
  }
  return n;
}

/**
 * Every line of `winLength` cells on the board, each as its points in order: 572 on 15×15
 * (165 across, 165 down, 121 on each diagonal), 1020 on 19×19, 8 on tic-tac-toe.
 */
export function winningLines(variant: Variant = GOMOKU): number[][] {
  const { size, winLength } = variant;
  const lines: number[][] = [];
  for (const [dr, dc] of DIRECTIONS) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const endRow = row + dr * (winLength - 1);
        const endCol = col + dc * (winLength - 1);
        if (endRow >= size || endCol < 0 || endCol >= size) continue;
        lines.push(Array.from({ length: winLength }, (_, k) => (row + dr * k) * size + col + dc * k));
      }
    }
  }
  return lines;
}
