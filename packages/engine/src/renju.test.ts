import { describe, expect, it } from 'vitest';
import { fromCoordinate } from './coordinates.ts';
import { Board } from './board.ts';
import { forbiddenAt, forbiddenMove, forbiddenPointsOf } from './renju.ts';
import { position, referenceForbidden } from '../test/support.ts';
import { RENJU } from './types.ts';

// Positions are written in RIF coordinates (columns a–o from the left, rows 1–15 from the
// bottom); every expectation is also checked against the from-the-definitions reference.
const at = (c: string) => fromCoordinate(c);

/** forbiddenMove at `point`, after checking that the reference says the same. */
function forbidden(black: string[], white: string[], point: string): string | null {
  const cells = position(black, white);
  const answer = forbiddenMove(cells, at(point));
  expect(referenceForbidden(cells, 15, at(point))).toBe(answer);
  return answer;
}

describe('forbiddenMove: overline', () => {
  it('forbids six or more in a row', () => {
    expect(forbidden(['c8', 'd8', 'e8', 'g8', 'h8'], [], 'f8')).toBe('overline');
    expect(forbidden(['c8', 'd8', 'e8', 'g8', 'h8', 'i8'], [], 'f8')).toBe('overline');
  });

  it('does not look past the edge into the next row', () => {
    // o8 and a7 are neighbours in point numbering (119, 120), not on the board.
    expect(forbidden(['k8', 'l8', 'n8', 'o8', 'a7', 'b7', 'c7'], [], 'm8')).toBeNull();
  });
});

describe('forbiddenMove: double-four', () => {
  it('forbids two fours on two lines', () => {
    expect(forbidden(['e8', 'f8', 'g8', 'h11', 'h10', 'h9'], ['d8', 'h12'], 'h8')).toBe('double-four');
  });

  it('forbids two fours on one line: XXX.X.XXX with the middle filled', () => {
    expect(forbidden(['a8', 'b8', 'c8', 'g8', 'h8', 'i8'], [], 'e8')).toBe('double-four');
  });

  it('forbids the other one-line double-fours: XX.XX.XX and X.XXX.X', () => {
    expect(forbidden(['b8', 'c8', 'f8', 'h8', 'i8'], [], 'e8')).toBe('double-four');
    expect(forbidden(['b8', 'd8', 'f8', 'h8'], [], 'e8')).toBe('double-four');
  });

  it('counts a straight four once: a four and a straight four are a double-four, one straight four is not', () => {
    expect(forbidden(['e8', 'f8', 'g8'], [], 'h8')).toBeNull();
    expect(forbidden(['e8', 'f8', 'g8', 'h11', 'h10', 'h9'], ['h12'], 'h8')).toBe('double-four');
  });

  it('allows a four and a three (four-three)', () => {
    expect(forbidden(['e8', 'f8', 'g8', 'h10', 'h9'], ['d8'], 'h8')).toBeNull();
  });
});

describe('forbiddenMove: double-three', () => {
  it('forbids two open threes', () => {
    expect(forbidden(['f8', 'g8', 'h10', 'h9'], [], 'h8')).toBe('double-three');
  });

  it('counts a split three (.X.XX.)', () => {
    expect(forbidden(['e8', 'g8', 'h10', 'h9'], [], 'h8')).toBe('double-three');
  });

  it('does not count a blocked three', () => {
    // White h11 caps the column: it can only become a four with one open end. White h12 and h6
    // leave it no straight four either (O.XXX.O is no three).
    expect(forbidden(['f8', 'g8', 'h10', 'h9'], ['h11'], 'h8')).toBeNull();
    expect(forbidden(['f8', 'g8', 'h10', 'h9'], ['h12', 'h6'], 'h8')).toBeNull();
  });

  it('does not count a three whose only straight-four point is a double-four (pseudo double-three)', () => {
    // The column h8 h9 h10 (White on h12) becomes a straight four only at h7; with e7 f7 g7 black,
    // h7 also makes a four across: a double-four, so h7 is forbidden and the column is no three.
    expect(forbidden(['f8', 'g8', 'h10', 'h9'], ['h12'], 'h8')).toBe('double-three');
    expect(forbidden(['f8', 'g8', 'h10', 'h9', 'e7', 'f7', 'g7'], ['h12'], 'h8')).toBeNull();
  });

  it('does not count a three whose only straight-four point is an overline (pseudo double-three)', () => {
    // h7 would join d7 e7 f7 g7 and i7 into six.
    expect(forbidden(['f8', 'g8', 'h10', 'h9', 'd7', 'e7', 'f7', 'g7', 'i7'], ['h12'], 'h8')).toBeNull();
  });

  it('still counts a three with one forbidden straight-four point and another one free', () => {
    // Without White on h12, h11 also makes the column a straight four, and h11 is allowed.
    expect(forbidden(['f8', 'g8', 'h10', 'h9', 'e7', 'f7', 'g7'], [], 'h8')).toBe('double-three');
  });
});

describe('forbiddenMove: five beats forbidden', () => {
  it('lets exactly five stand whatever else the stone makes', () => {
    // f8 completes c8–g8 and also makes fours down and diagonally.
    expect(forbidden(['c8', 'd8', 'e8', 'g8', 'f10', 'f11', 'f12', 'h10', 'i11', 'j12'], [], 'f8')).toBeNull();
    // f8 completes c8–g8 and makes six down f8–f13.
    expect(forbidden(['c8', 'd8', 'e8', 'g8', 'f9', 'f10', 'f11', 'f12', 'f13'], [], 'f8')).toBeNull();
  });
});

describe('forbiddenMove: other inputs', () => {
  it('answers null for an occupied or off-board point', () => {
    const cells = position(['h8']);
    expect(forbiddenMove(cells, at('h8'))).toBeNull();
    expect(forbiddenMove(cells, -1)).toBeNull();
    expect(forbiddenMove(cells, 225)).toBeNull();
    expect(forbiddenMove(cells, 1.5)).toBeNull();
  });

  it('does not change the cells it is given', () => {
    const cells = position(['f8', 'g8', 'h10', 'h9']);
    const before = cells.slice();
    forbiddenMove(cells, at('h8'));
    expect(cells).toEqual(before);
  });

  it('works on other board sizes, up to the edge', () => {
    const cells = position(['a1', 'b1', 'c1', 'e1', 'f1'], [], 19);
    expect(forbiddenMove(cells, fromCoordinate('d1', { size: 19 }), { ...RENJU, size: 19 })).toBe('overline');
    const small = position(['a1', 'b1', 'd1', 'e1', 'c3', 'c4'], [], 7);
    expect(forbiddenMove(small, fromCoordinate('c1', { size: 7 }), { ...RENJU, size: 7 })).toBeNull(); // exactly five on a 7×7 board
  });
});

describe('forbiddenPointsOf', () => {
  it('lists every forbidden point, in order', () => {
    // h8 is a double-three, f14 an overline (c14–h14).
    const cells = position(['f8', 'g8', 'h10', 'h9', 'c14', 'd14', 'e14', 'g14', 'h14']);
    const all = [...cells.keys()].filter((p) => cells[p] === 0 && referenceForbidden(cells, 15, p) !== null);
    expect(all).toEqual(expect.arrayContaining([at('h8'), at('f14')]));
    expect(forbiddenPointsOf(cells)).toEqual(all);
  });

  it('is empty on an empty board', () => {
    expect(forbiddenPointsOf(new Uint8Array(225))).toEqual([]);
  });
});

describe('forbiddenAt', () => {
  it('answers like forbiddenMove on a walled Board, and leaves its cells as they were', () => {
    const cells = position(['f8', 'g8', 'h10', 'h9', 'c14', 'd14', 'e14', 'g14', 'h14', 'e8', 'e9', 'e10'], ['a1']);
    const board = Board.from(cells, 15);
    const before = board.cells.slice();
    const answers = [...cells.keys()].filter((p) => cells[p] === 0).map((p) => [p, forbiddenAt(board, board.index(p))]);
    expect(answers).toEqual([...cells.keys()].filter((p) => cells[p] === 0).map((p) => [p, forbiddenMove(cells, p)]));
    expect(answers.filter(([, why]) => why !== null).length).toBeGreaterThanOrEqual(2);
    expect(board.cells).toEqual(before);
  });
});
