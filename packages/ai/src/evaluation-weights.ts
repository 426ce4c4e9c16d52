import type { Evaluation } from './classes.ts';

/**
 * The evaluation's values, fitted by `pnpm tune` (packages/ai/test/tune/) to the results of
 * 1118 self-play games: written by it, not by hand.
 */
export const EVALUATION: Evaluation = {
  toMove: { line: [0, -2, 4, 7, 10, 9, 78, 573, 90, 160, 0], point: [0, -26, 27, -5, 61, -23, 72, -83, -434, -250, 1335, 150, 200] },
  waiting: { line: [0, -2, 3, 6, 28, 4, -220, -421, 43, 160, 0], point: [0, -45, 35, -47, 39, 262, 310, 471, 554, 673, 1124, 372, 200] },
};
