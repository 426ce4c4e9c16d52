import { GOMOKU, type Variant } from './types.ts';
import { validateVariant } from './variant.ts';

/** The four line directions as [row step, column step]: across, down, down-right, down-left. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

/**
 * Every line of `winLength` cells on the board, each as its points in order: 572 on 15×15
 * (165 across, 165 down, 121 on each diagonal), 1020 on 19×19, 8 on tic-tac-toe.
 */
export function winningLines(variant: Variant = GOMOKU): number[][] {
  const { size, winLength } = validateVariant(variant);
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
