import { GOMOKU, IllegalMoveError, RENJU, TIC_TAC_TOE } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalPrefix } from './legal-prefix.ts';

describe('legalPrefix', () => {
  it('keeps a legal record whole, with no error', () => {
    expect(legalPrefix(GOMOKU, [112, 113, 98])).toEqual({ moves: [112, 113, 98], error: null });
  });

  it('stops before a repeated point and says which move and why', () => {
    const { moves, error } = legalPrefix(undefined, [112, 112, 113]);
    expect(moves).toEqual([112]);
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({ code: 'occupied', index: 1, point: 112 });
  });

  it('stops at a move after the game was won, and at a point off the board', () => {
    const five = [0, 15, 1, 16, 2, 17, 3, 18, 4];
    expect(legalPrefix(GOMOKU, [...five, 30])).toMatchObject({ moves: five, error: { code: 'game-over', index: 9 } });
    expect(legalPrefix(TIC_TAC_TOE, [4, 9])).toMatchObject({ moves: [4], error: { code: 'off-board', index: 1 } });
  });

  it("stops before Black's forbidden move under renju", () => {
    // Black's double three at h8: two open threes through it.
    const record = [110, 0, 111, 14, 82, 210, 97, 224, 112];
    expect(legalPrefix(RENJU, record)).toMatchObject({ moves: record.slice(0, 8), error: { code: 'forbidden' } });
  });

  it('gives a prefix of the record that the engine accepts, for any list of numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 230 }), { maxLength: 260 }), (record) => {
        const { moves, error } = legalPrefix(GOMOKU, record);
        expect(record.slice(0, moves.length)).toEqual(moves);
        expect(legalPrefix(GOMOKU, moves).error).toBeNull();
        expect(error === null).toBe(moves.length === record.length);
      }),
      { numRuns: 200 },
    );
  });
});
