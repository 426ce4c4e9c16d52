import { GOMOKU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { analyseGame } from './analysis.ts';
import { search } from './search.ts';

const badOptions = expect.objectContaining({ name: 'SearchError', code: 'bad-options' });

describe('options are checked at the edge', () => {
  const cases: [string, unknown][] = [
    ['an unknown level', { level: 'grandmaster' }],
    ['a level that is not a string', { level: 3 }],
    ['a NaN time', { timeMs: NaN }],
    ['a negative time', { timeMs: -5 }],
    ['an endless time', { timeMs: Infinity }],
    ['a time as text', { timeMs: '100' }],
    ['a variant the engine refuses', { variant: { size: 15, winLength: 5, rule: 'gomoku' } }],
    ['a board too large', { variant: { ...GOMOKU, size: 99 } }],
    ['a signal that is not one', { signal: { aborted: 'no' } }],
    ['options that are not an object', 'hard'],
    ['null options', null],
  ];
  for (const [what, options] of cases) {
    it(`refuses ${what} with SearchError 'bad-options'`, () => {
      expect(() => search([112], options as never)).toThrow(badOptions);
    });
  }

  it('plays rows longer than the line patterns read, and six under the exact rules', () => {
    for (const variant of [
      { size: 15, winLength: 7, rule: 'freestyle' },
      { size: 15, winLength: 6, rule: 'standard' },
      { size: 9, winLength: 9, rule: 'renju' },
    ] as const) {
      const result = search([40, 41], { variant, timeMs: 20 });
      expect([40, 41]).not.toContain(result.point);
      expect(result.point).toBeLessThan(variant.size * variant.size);
    }
  });

  const badMoves: [string, unknown][] = [
    ['no record at all', undefined],
    ['null', null],
    ['a string', '112'],
    ['an object', { length: 1, 0: 112 }],
    ['a point that is not a number', ['112']],
    ['a fraction', [1.5]],
    ['a point off the board', [225]],
    ['an occupied point', [112, 112]],
    ['a move after the game ended', [0, 15, 1, 16, 2, 17, 3, 18, 4, 19]],
  ];
  for (const [what, moves] of badMoves) {
    it(`refuses ${what} as a record with SearchError 'bad-moves'`, () => {
      expect(() => search(moves as number[])).toThrow(expect.objectContaining({ name: 'SearchError', code: 'bad-moves' }));
    });
  }

  it('keeps the engine’s typed error as the cause of a bad record', () => {
    const error = (() => {
      try {
        search([112, 112]);
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error?.cause).toEqual(expect.objectContaining({ name: 'IllegalMoveError', code: 'occupied' }));
  });

  it('takes a time of 0 and still answers with a legal move', () => {
    const result = search([112, 113], { timeMs: 0 });
    expect([112, 113]).not.toContain(result.point);
  });

  it('checks the analysis options the same way', async () => {
    await expect(analyseGame([112], { timeMsPerMove: -1 })).rejects.toThrow(badOptions);
    await expect(analyseGame([112], { level: 'expert' as never })).rejects.toThrow(badOptions);
    await expect(analyseGame([112], { onProgress: 'yes' as never })).rejects.toThrow(badOptions);
    await expect(analyseGame(undefined as never)).rejects.toThrow(expect.objectContaining({ code: 'bad-moves' }));
  });
});
