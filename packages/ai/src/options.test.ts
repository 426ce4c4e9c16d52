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

  it('refuses rows it does not read, and reads up to six in freestyle', () => {
    expect(() => search([], { variant: { size: 15, winLength: 7, rule: 'freestyle' } })).toThrow(expect.objectContaining({ code: 'unsupported-variant' }));
    expect(() => search([], { variant: { size: 15, winLength: 6, rule: 'standard' } })).toThrow(expect.objectContaining({ code: 'unsupported-variant' }));
    expect(search([112, 113], { variant: { size: 15, winLength: 6, rule: 'freestyle' }, timeMs: 50 }).point).toBeGreaterThanOrEqual(0);
  });

  it('gives the engine’s typed errors for a bad record', () => {
    expect(() => search([112, 112])).toThrow(expect.objectContaining({ name: 'IllegalMoveError', code: 'occupied' }));
    expect(() => search([1.5] as number[])).toThrow(expect.objectContaining({ name: 'IllegalMoveError' }));
  });

  it('takes a time of 0 and still answers with a legal move', () => {
    const result = search([112, 113], { timeMs: 0 });
    expect([112, 113]).not.toContain(result.point);
  });

  it('checks the analysis options the same way', async () => {
    await expect(analyseGame([112], { timeMsPerMove: -1 })).rejects.toThrow(badOptions);
    await expect(analyseGame([112], { level: 'expert' as never })).rejects.toThrow(badOptions);
    await expect(analyseGame([112], { onProgress: 'yes' as never })).rejects.toThrow(badOptions);
  });
});
