import { describe, expect, it } from 'vitest';
import { decodeMoves } from './codec.ts';
import { isWinningRun } from './board.ts';
import { judge } from '../test/judge.ts';
import { points, record } from '../test/support.ts';
import { GOMOKU, RENJU, TIC_TAC_TOE, type Variant } from './types.ts';

const STANDARD: Variant = { ...GOMOKU, rule: 'standard' };

describe('judge', () => {
  it('says play on for an empty record and an ordinary position', () => {
    expect(judge([])).toEqual({ winner: null, reason: null, line: [] });
    expect(judge([112, 113, 127])).toEqual({ winner: null, reason: null, line: [] });
  });

  it("finds the spec's link example: Black five down the first column", () => {
    expect(judge(decodeMoves('000110112021303140'))).toEqual({ winner: 'black', reason: 'five', line: [0, 15, 30, 45, 60] });
  });

  it('never wraps from the end of one row to the start of the next', () => {
    expect(judge([11, 224, 12, 223, 13, 222, 14, 221, 15]).winner).toBeNull();
  });

  it('gives the whole winning run in order along the line, for each direction', () => {
    const across = record(points(['a1', 'b1', 'c1', 'd1', 'e1']), points(['a2', 'b2', 'c2', 'd2']));
    expect(judge(across).line).toEqual(points(['a1', 'b1', 'c1', 'd1', 'e1']));
    // The last stone in the middle of the run: the line still runs from one end to the other.
    const diagonal = record(points(['d4', 'e5', 'g7', 'h8', 'f6']), points(['a15', 'b15', 'c15', 'd15']));
    expect(judge(diagonal)).toEqual({ winner: 'black', reason: 'five', line: points(['h8', 'g7', 'f6', 'e5', 'd4']) });
    const antiDiagonal = record(points(['a15', 'a14', 'a13', 'a12', 'a11']), points(['o1', 'n2', 'm3', 'l4', 'k5']));
    expect(judge(antiDiagonal.slice(0, 10))).toMatchObject({ winner: 'white', reason: 'five' });
  });

  it('lets White win too', () => {
    const moves = record(points(['a1', 'c3', 'e5', 'g7', 'o15']), points(['h1', 'h2', 'h3', 'h4', 'h5']));
    expect(judge(moves)).toMatchObject({ winner: 'white', reason: 'five' });
  });

  it('counts an overline as a win in freestyle but not in standard', () => {
    // Black: a1 b1 c1 e1 f1 then d1 makes six in a row.
    const moves = record(points(['a1', 'b1', 'c1', 'e1', 'f1', 'd1']), points(['a3', 'b3', 'c3', 'o15', 'o14']));
    expect(judge(moves, GOMOKU)).toMatchObject({ winner: 'black', reason: 'five' });
    expect(judge(moves, GOMOKU).line).toHaveLength(6);
    expect(judge(moves, STANDARD).winner).toBeNull();
  });

  it('under standard, exactly five in one direction wins even with six in another', () => {
    // h8 makes six across (d8–i8) and exactly five down (h12–h8).
    const black = points(['d8', 'e8', 'f8', 'g8', 'i8', 'h12', 'h11', 'h10', 'h9']);
    const white = points(['a1', 'b1', 'c1', 'a3', 'b3', 'c3', 'a5', 'b5', 'c5']);
    const moves = [...record(black, white), fromPoint('h8')];
    expect(judge(moves, STANDARD)).toEqual({ winner: 'black', reason: 'five', line: points(['h12', 'h11', 'h10', 'h9', 'h8']) });
  });

  it('judges renju: Black exactly five wins, Black overline is forbidden, White overline wins', () => {
    const blackFive = record(points(['a1', 'b1', 'c1', 'd1', 'e1']), points(['a3', 'b3', 'c3', 'd3']));
    expect(judge(blackFive, RENJU)).toMatchObject({ winner: 'black', reason: 'five' });
    const blackSix = record(points(['a1', 'b1', 'c1', 'e1', 'f1', 'd1']), points(['a3', 'b3', 'c3', 'o15', 'o14']));
    expect(judge(blackSix, RENJU)).toEqual({ winner: 'white', reason: 'forbidden', line: [] });
    const whiteSix = record(points(['a15', 'c15', 'e15', 'g15', 'i15', 'k15']), points(['a1', 'b1', 'c1', 'e1', 'f1', 'd1']));
    expect(judge(whiteSix, RENJU)).toMatchObject({ winner: 'white', reason: 'five' });
  });

  it('judges renju: exactly five beats forbidden, a double-three loses, other lengths have no forbidden moves', () => {
    // f8 makes exactly five across (c8–g8) and six down (f8–f13): Black wins.
    const black = points(['c8', 'd8', 'e8', 'g8', 'f9', 'f10', 'f11', 'f12', 'f13', 'f8']);
    const white = points(['a1', 'c1', 'e1', 'g1', 'i1', 'k1', 'm1', 'o1', 'a3']);
    expect(judge(record(black, white), RENJU)).toEqual({ winner: 'black', reason: 'five', line: points(['c8', 'd8', 'e8', 'f8', 'g8']) });
    // h8 makes two open threes.
    const doubleThree = record(points(['f8', 'g8', 'h10', 'h9', 'h8']), points(['a1', 'c1', 'e1', 'g1']));
    expect(judge(doubleThree, RENJU)).toEqual({ winner: 'white', reason: 'forbidden', line: [] });
    expect(judge(doubleThree, GOMOKU)).toEqual({ winner: null, reason: null, line: [] });
    // Renju's forbidden moves are defined for five in a row: with four, Black's five is no win, and no loss.
    const fourInARow: Variant = { size: 15, winLength: 4, rule: 'renju' };
    const blackFive = record(points(['a1', 'b1', 'c1', 'e1', 'd1']), points(['a3', 'c3', 'e3', 'g3']));
    expect(judge(blackFive, fourInARow)).toEqual({ winner: null, reason: null, line: [] });
    expect(judge(blackFive, { ...fourInARow, rule: 'freestyle' })).toMatchObject({ winner: 'black', reason: 'five' });
  });

  it('calls a full board with no line a draw (tic-tac-toe)', () => {
    // x o x / x o o / o x x
    expect(judge([0, 1, 2, 4, 3, 5, 7, 6, 8], TIC_TAC_TOE)).toEqual({ winner: null, reason: 'draw', line: [] });
    expect(judge([0, 3, 1, 4, 2], TIC_TAC_TOE)).toEqual({ winner: 'black', reason: 'five', line: [0, 1, 2] });
  });

  it('throws CodecError for a variant it cannot play', () => {
    expect(() => judge([0], { size: 2, winLength: 5, rule: 'freestyle' })).toThrowError(expect.objectContaining({ name: 'CodecError', code: 'bad-size' }));
    expect(() => judge([0], { size: 15, winLength: 1, rule: 'freestyle' })).toThrowError(expect.objectContaining({ name: 'CodecError', code: 'bad-variant' }));
  });

  it('throws IllegalMoveError for a point off the board', () => {
    expect(() => judge([0, 225])).toThrowError(expect.objectContaining({ name: 'IllegalMoveError', code: 'off-board', point: 225, index: 1 }));
  });
});

function fromPoint(coordinate: string): number {
  return points([coordinate])[0] as number;
}

describe('isWinningRun', () => {
  it('applies each rule to a run length', () => {
    expect(isWinningRun(6, 'black', GOMOKU)).toBe(true);
    expect(isWinningRun(6, 'white', STANDARD)).toBe(false);
    expect(isWinningRun(5, 'white', STANDARD)).toBe(true);
    expect(isWinningRun(6, 'black', RENJU)).toBe(false);
    expect(isWinningRun(6, 'white', RENJU)).toBe(true);
    expect(isWinningRun(4, 'white', GOMOKU)).toBe(false);
    expect(isWinningRun(3, 'black', TIC_TAC_TOE)).toBe(true);
  });
});
