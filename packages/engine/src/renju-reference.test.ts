import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forbiddenMove, forbiddenPointsOf } from './renju.ts';
import { Game } from './game.ts';
import { referenceForbidden } from '../test/support.ts';
import { RENJU } from './types.ts';

/**
 * Random positions dense enough to hold threes, fours, and threes whose straight-four point is
 * forbidden: stones dropped in a window of the board, more black than white.
 */
const positions = fc
  .record({ size: fc.integer({ min: 7, max: 19 }), window: fc.integer({ min: 5, max: 9 }), stones: fc.integer({ min: 8, max: 45 }), seed: fc.integer() })
  .chain(({ size, window, stones }) => {
    const span = Math.min(size, window);
    return fc.tuple(
      fc.constant(size),
      fc.integer({ min: 0, max: size - span }),
      fc.integer({ min: 0, max: size - span }),
      fc.array(fc.tuple(fc.nat(span - 1), fc.nat(span - 1), fc.constantFrom(1, 1, 1, 2, 2)), { minLength: stones, maxLength: stones }),
    );
  })
  .map(([size, top, left, stones]) => {
    const cells = new Uint8Array(size * size);
    for (const [r, c, stone] of stones) cells[(top + r) * size + left + c] = stone;
    return { size, cells };
  });

describe('renju against a from-the-definitions reference', () => {
  it('agrees with the reference on every empty point of random positions', () => {
    let forbiddenSeen = 0;
    fc.assert(
      fc.property(positions, ({ size, cells }) => {
        for (let point = 0; point < size * size; point++) {
          if (cells[point] !== 0) continue;
          const expected = referenceForbidden(cells, size, point);
          if (expected) forbiddenSeen++;
          expect(forbiddenMove(cells, point, { ...RENJU, size }), `point ${point}`).toBe(expected);
        }
      }),
      { numRuns: 150 },
    );
    // The positions must be rich enough for the comparison to mean something.
    expect(forbiddenSeen).toBeGreaterThan(50);
  });

  it('finds in its fast scan exactly the points the full check finds', () => {
    fc.assert(
      fc.property(positions, ({ size, cells }) => {
        const all: number[] = [];
        for (let point = 0; point < size * size; point++) if (forbiddenMove(cells, point, { ...RENJU, size })) all.push(point);
        expect(forbiddenPointsOf(cells, { ...RENJU, size })).toEqual(all);
      }),
      { numRuns: 200 },
    );
  });

  it('lists through Game.forbiddenPoints what forbiddenMove says, in real games', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 48 }), { minLength: 10, maxLength: 60 }), (picks) => {
        // Play in the centre 7×7 so that patterns form; skip what is refused.
        const game = new Game({ variant: RENJU });
        for (const pick of picks) {
          const point = (4 + Math.floor(pick / 7)) * 15 + 4 + (pick % 7);
          try {
            game.play(point);
          } catch {
            continue;
          }
          if (game.isOver) game.undo();
        }
        if (game.turn !== 'black') return;
        const cells = game.cells();
        const expected = [...cells.keys()].filter((p) => cells[p] === 0 && referenceForbidden(cells, 15, p) !== null);
        expect(game.forbiddenPoints()).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});
