import { Game, MAX_SIZE, MIN_SIZE, type Rule, type Variant } from '@gomoku/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulateClock } from '../test/simulated-clock.ts';
import { search } from './search.ts';

const RULES: Rule[] = ['freestyle', 'standard', 'renju'];
/** Board sizes from the smallest to the largest the engine plays, the small ones all. */
const SIZES = [MIN_SIZE, 4, 5, 6, 7, 9, 11, 15, 19, MAX_SIZE];
/** Each size with its shortest, five-long (where it fits) and longest rows, under every rule. */
const variants: Variant[] = SIZES.flatMap((size) =>
  [...new Set([3, Math.min(5, size), size])].flatMap((winLength) => RULES.map((rule) => ({ size, winLength, rule }))),
);

/** A few stones about the centre, none in a row: a position with play in it on any board. */
function opening(variant: Variant): number[] {
  const { size } = variant;
  const centre = (size >> 1) * size + (size >> 1);
  const game = new Game({ variant });
  for (const point of [centre, centre + 1, centre + size - 1, centre - size]) {
    if (game.isOver || point < 0 || point >= size * size || game.problemWith(point) !== null) break;
    game.play(point);
  }
  return [...game.moves];
}

describe('every variant is answered on time', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('within timeMs on a simulated clock, with a legal move', () => {
    simulateClock(1);
    for (const variant of variants) {
      const moves = opening(variant);
      const result = search(moves, { variant, level: 'master', timeMs: 20 });
      expect(new Game({ variant, moves }).problemWith(result.point), JSON.stringify(variant)).toBeNull();
      expect(result.timeMs, JSON.stringify(variant)).toBeLessThanOrEqual(20);
    }
  }, 60_000);

  it('soon after an abort, with a legal move', () => {
    simulateClock(1);
    for (const variant of variants) {
      const moves = opening(variant);
      let abortAt = 0;
      // A signal that fires 10 (simulated) milliseconds into a search meant to last a minute.
      const signal = {
        get aborted() {
          return performance.now() > abortAt;
        },
      } as AbortSignal;
      abortAt = performance.now() + 10;
      const result = search(moves, { variant, level: 'master', timeMs: 60_000, signal });
      expect(new Game({ variant, moves }).problemWith(result.point), JSON.stringify(variant)).toBeNull();
      expect(result.timeMs, JSON.stringify(variant)).toBeLessThanOrEqual(10 + 50);
    }
  }, 60_000);

  it('with no time at all: a legal move after a first quick look', () => {
    for (const variant of variants) {
      const moves = opening(variant);
      const result = search(moves, { variant, level: 'master', timeMs: 0 });
      expect(new Game({ variant, moves }).problemWith(result.point), JSON.stringify(variant)).toBeNull();
      expect(result.nodes, JSON.stringify(variant)).toBeLessThan(5000);
    }
  });

  it('takes a win and blocks one on every board, even with no time', () => {
    // 4×4, four in a row: Black has three on the top row and White three on the second.
    const variant: Variant = { size: 4, winLength: 4, rule: 'standard' };
    expect(search([0, 4, 1, 5, 2, 6], { variant, timeMs: 0 }).point).toBe(3);
    expect(search([0, 4, 1, 5, 2, 6, 12], { variant, timeMs: 0 }).point).toBe(7);
    // 20×20, seven in a row: Black has six on a row, open at one end.
    const long: Variant = { size: 20, winLength: 7, rule: 'freestyle' };
    const row = [0, 1, 2, 3, 4, 5].map((c) => 200 + c);
    const moves = row.flatMap((point, i) => [point, 40 + 3 * i]);
    expect(search(moves.slice(0, -1), { variant: long, timeMs: 0 }).point).toBe(206);
    expect(search(moves, { variant: long, timeMs: 0 }).point).toBe(206);
  });
});
