import { GOMOKU } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE } from '../../src/patterns.ts';
import { Position } from '../../src/position.ts';
import { crossingCounts, isQuiet, LINE_TERMS, termCounts } from './features.ts';
import { crossingOf, type Worths } from '../../src/classes.ts';

/** The position after `points` played in turn, Black first. */
function positionOf(points: readonly number[]): Position {
  const position = new Position(GOMOKU);
  points.forEach((point, i) => position.play(position.board.index(point), (i % 2) + 1));
  return position;
}

/** Made-up values, different for the side to move and the side that waits; a few crossings of line patterns valued too. */
const TO_MOVE: Worths = {
  line: [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 0],
  point: [0, -1, 2, -3, 5, -8, 13, -21, 34, -55, 89, -144, 233],
  crossing: [
    [0x1000, 7],
    [0x2100, -11],
    [0x4400, 19],
    [0x6420, -23],
  ],
};
const WAITING: Worths = {
  line: [0, 3, 1, 4, 1, 5, 9, 2, 6, 5, 0],
  point: [0, 2, 7, 1, 8, 2, 8, 1, 8, 2, 8, 4, 5],
  crossing: [
    [0x2000, 3],
    [0x4400, -5],
  ],
};
const worthOf = (position: Position, stone: number, { line, point, crossing = [] }: Worths) => {
  const values = [...line, ...point];
  const crossings = crossingCounts(position, stone);
  const crossed = crossing.reduce((sum, [key, value]) => sum + (crossings.get(key) ?? 0) * value, 0);
  return termCounts(position, stone).reduce((sum, count, i) => sum + count * (values[i] as number), crossed);
};

/** Black's open three across the centre (h8 i8 j8), White's stones far off in the corner. */
const OPEN_THREE = [112, 0, 113, 1, 114];

describe('termCounts', () => {
  it('counts the four lines and the class of every empty point: 4 patterns and 1 class a point', () => {
    const position = positionOf([112]);
    const counts = termCounts(position, 1);
    const lines = counts.slice(0, LINE_TERMS).reduce((a, b) => a + b);
    const classes = counts.slice(LINE_TERMS).reduce((a, b) => a + b);
    expect(lines).toBe(4 * 224);
    expect(classes).toBe(224);
  });

  it('sees an open three as the two points that make it an open four', () => {
    const position = positionOf(OPEN_THREE);
    expect(termCounts(position, 1)[LINE.F4]).toBe(2);
    expect(termCounts(position, 2)[LINE.F4]).toBe(0);
  });

  it('times the evaluation values is the worth the position keeps incrementally, for both sides of any game', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 224 }), { maxLength: 60 }), (points) => {
        const position = new Position(GOMOKU, { toMove: TO_MOVE, waiting: WAITING });
        points.forEach((point, i) => position.play(position.board.index(point), (i % 2) + 1));
        for (const stone of [1, 2]) {
          expect(worthOf(position, stone, TO_MOVE)).toBe(position.sums[stone]);
          expect(worthOf(position, stone, WAITING)).toBe(position.sums[2 + stone]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('crossingCounts', () => {
  it('names a crossing by its four patterns, whichever line holds which', () => {
    expect(crossingOf(0x0604)).toBe(0x6400);
    expect(crossingOf(0x4060)).toBe(0x6400);
    expect(crossingOf(0x1234)).toBe(0x4321);
    expect(crossingOf(0)).toBe(0);
  });

  it('counts every empty point with a pattern on some line once, by its crossing', () => {
    const position = positionOf(OPEN_THREE);
    const crossings = crossingCounts(position, 1);
    // The two ends of the open three make an open four there, and nothing on the other lines but twos and ones.
    const fours = [...crossings].filter(([key]) => key >> 12 === LINE.F4).reduce((n, [, count]) => n + count, 0);
    expect(fours).toBe(2);
    const patterned = termCounts(position, 1).slice(LINE_TERMS + 1).reduce((a, b) => a + b);
    expect([...crossings.values()].reduce((a, b) => a + b)).toBeGreaterThanOrEqual(patterned);
    expect(crossings.has(0)).toBe(false);
  });
});

describe('isQuiet', () => {
  it('is not quiet where a side can make five, or the side to move an open four', () => {
    expect(isQuiet(positionOf(OPEN_THREE), 2)).toBe(true);
    expect(isQuiet(positionOf([...OPEN_THREE, 2]), 1)).toBe(false);
    expect(isQuiet(positionOf([...OPEN_THREE, 2, 115]), 2)).toBe(false);
  });
});
