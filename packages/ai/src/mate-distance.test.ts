import { GOMOKU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { WIN, WON } from './scores.ts';
import { search } from './search.ts';

/** A record from Black's and White's stones (Black to move when both are as many). */
function record(black: readonly number[], white: readonly number[]): number[] {
  return black.flatMap((point, i) => (i < white.length ? [point, white[i] as number] : [point]));
}

const corners = [0, 14, 210, 224, 2, 12];

describe('wins and losses count moves on 15×15', () => {
  it('takes the five rather than the open four that also wins', () => {
    // Black: row 7, columns 4–7 (an open four to play at 3 or 8 already is a five there).
    const moves = record([109, 110, 111, 112, 30], [0, 14, 210, 224]);
    const result = search(moves.slice(0, -1), { variant: GOMOKU, level: 'master', timeMs: 200 });
    expect([108, 113]).toContain(result.point);
    expect(result.score).toBe(WIN - 1);
  });

  it('blocks an open four even though the game is lost', () => {
    // White: row 7, columns 4–7; Black's stones on the edge.
    const moves = record(corners.slice(0, 4), [109, 110, 111, 112]);
    const result = search(moves, { variant: GOMOKU, level: 'master', timeMs: 200 });
    expect([108, 113]).toContain(result.point);
    expect(result.score).toBeLessThanOrEqual(-WON);
  });

  it('answers one of two open threes rather than giving up', () => {
    // White: row 7, columns 6–8, and column 3, rows 3–5; Black's stones in the corners.
    const moves = record(corners, [111, 112, 113, 48, 63, 78]);
    const answers = [109, 110, 114, 115, 18, 33, 93, 108];
    for (const timeMs of [50, 300]) expect(answers).toContain(search(moves, { variant: GOMOKU, level: 'master', timeMs }).point);
  });
});
