import type { Evaluation } from './classes.ts';

/**
 * The evaluation's values under renju, fitted by `pnpm tune` (packages/ai/test/tune/) to the
 * results of 4000 renju self-play games: written by it, not by hand.
 */
export const RENJU_EVALUATION: Evaluation = {
  toMove: { line: [0, -6, -10, -8, 2, 48, 128, 351, 90, 160, 0], point: [0, -20, -22, -26, 33, -7, 48, -42, -99, 161, 368, 150, 200] },
  waiting: { line: [0, -7, -9, -8, 40, 4, 36, 270, 347, 160, 0], point: [0, -57, 22, -106, 6, 43, 65, -75, -13, 195, 246, 372, 200] },
  white: {
    toMove: { line: [0, -7, -9, 16, 12, 30, 77, 262, 90, 160, 0], point: [0, -48, 2, -55, 57, 19, 48, 11, -52, 208, 184, 150, 200] },
    waiting: { line: [0, -8, -10, 13, 19, 6, 0, 230, 240, 160, 0], point: [0, -71, 31, -76, 47, 26, 52, -2, 2, 206, 158, 278, 200] },
  },
};
