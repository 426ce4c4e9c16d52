import type { Evaluation } from './classes.ts';

/**
 * The evaluation's values under renju, fitted by `pnpm tune` (packages/ai/test/tune/) to the
 * results of 2000 renju self-play games: written by it, not by hand.
 */
export const RENJU_EVALUATION: Evaluation = {
  toMove: { line: [0, -8, -8, -8, 10, 52, 99, 333, 90, 160, 0], point: [0, -34, -30, -54, 40, -7, 77, -58, -105, 174, 342, 150, 200] },
  waiting: { line: [0, -7, -9, -7, 36, 2, 22, 253, 354, 160, 0], point: [0, -60, 14, -115, 12, 20, 86, -76, -19, 195, 243, 376, 200] },
  white: {
    toMove: { line: [0, -5, -9, 9, -1, 50, 76, 261, 90, 160, 0], point: [0, -26, -43, -68, 62, 9, 72, 13, -24, 195, 167, 150, 200] },
    waiting: { line: [0, -5, -10, 6, 9, 20, -10, 233, 251, 160, 0], point: [0, -50, -5, -86, 48, 22, 75, -3, 23, 203, 141, 293, 200] },
  },
};
