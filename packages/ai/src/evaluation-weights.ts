import type { Evaluation } from './classes.ts';

/**
 * The evaluation's values, fitted by `pnpm tune` (packages/ai/test/tune/) to the
 * results of 4000 freestyle self-play games: written by it, not by hand.
 */
export const EVALUATION: Evaluation = {
  toMove: { line: [0, -3, -4, 5, 17, 36, 83, 168, 90, 160, 0], point: [0, -32, -6, -30, 18, -17, 47, 49, -8, 102, 152, 150, 200] },
  waiting: { line: [0, -3, -4, 5, 27, 22, 29, 144, 152, 160, 0], point: [0, -45, 9, -51, 7, 11, 52, 32, 28, 95, 113, 207, 200] },
};
