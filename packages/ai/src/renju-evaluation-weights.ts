import type { Evaluation } from './classes.ts';

/**
 * The evaluation's values under renju, fitted by `pnpm tune` (packages/ai/test/tune/) to the
 * results of 8000 renju self-play games: written by it, not by hand.
 */
export const RENJU_EVALUATION: Evaluation = {
  toMove: { line: [0, -7, -10, -5, -18, 30, 234, 692, 90, 160, 0], point: [0, 4, -4, 31, 83, -109, -6, -315, -432, -68, 1269, 150, 200] },
  waiting: { line: [0, -7, -8, -5, 41, 22, 62, 175, 565, 160, 0], point: [0, -53, 10, -92, 2, 41, 71, -242, 75, 341, 648, 294, 200] },
  white: {
    toMove: { line: [0, -7, -7, 18, 4, 27, 145, 461, 90, 160, 0], point: [0, -27, 10, -26, 93, -36, 23, -174, -262, 116, 685, 150, 200] },
    waiting: { line: [0, -9, -9, 16, 28, 30, -36, 213, 329, 160, 0], point: [0, -65, 9, -87, 33, 86, 103, 6, -10, 231, 418, 289, 200] },
  },
};
