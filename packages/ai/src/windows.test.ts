import type { Variant } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { Clock } from './clock.ts';
import { WIN, WON } from './scores.ts';
import { WindowSearch } from './windows.ts';

/** A record from Black's and White's stones. */
const record = (black: readonly number[], white: readonly number[]) => black.flatMap((point, i) => (i < white.length ? [point, white[i] as number] : [point]));
const search = (variant: Variant, moves: number[], clock = new Clock(Infinity, undefined, 200_000)) => new WindowSearch(variant, moves).search(clock, 6);

describe('the window search (small boards, long rows)', () => {
  // 9×9, six in a row: Black has row 4, columns 0–2 and 4–6; column 3 joins them into seven.
  const black = [36, 37, 38, 40, 41, 42];
  const white = [0, 2, 4, 6, 8, 80];

  it('wins with the row of seven in freestyle, at once', () => {
    const found = search({ size: 9, winLength: 6, rule: 'freestyle' }, record(black, white));
    expect(found.point).toBe(39);
    expect(found.score).toBe(WIN - 1);
  });

  it('does not count it a win under the standard rule, where seven is an overline', () => {
    const found = search({ size: 9, winLength: 6, rule: 'standard' }, record(black, white));
    expect(found.score).toBeLessThan(WON);
  });

  it('blocks the one threat even with no time, and plays on when stopped at once', () => {
    const variant: Variant = { size: 7, winLength: 7, rule: 'freestyle' };
    // Black has six of row 3; White must take the seventh point.
    const moves = record([21, 22, 23, 24, 25, 26], [0, 2, 4, 6, 8]);
    const stopped = new Clock(0);
    stopped.expired();
    const found = search(variant, moves, stopped);
    expect(found.point).toBe(27);
    expect(found.depth).toBe(1);
  });
});
