import { describe, expect, it } from 'vitest';
import { fromCoordinate } from './coordinates.ts';
import { forbiddenMove, forbiddenPointsOf } from './renju.ts';
import { position } from './test-helpers.ts';

const at = (c: string) => fromCoordinate(c);

describe('forbiddenMove', () => {
  it('finds an overline', () => {
    const cells = position(['c8', 'd8', 'e8', 'g8', 'h8']);
    expect(forbiddenMove(cells, at('f8'))).toBe('overline');
  });

  it('lets exactly five win even where the stone also makes a double-four elsewhere', () => {
    // f8 completes c8–g8 and also makes fours down and diagonally.
    const cells = position(['c8', 'd8', 'e8', 'g8', 'f10', 'f11', 'f12', 'h10', 'i11', 'j12']);
    expect(forbiddenMove(cells, at('f8'))).toBeNull();
  });

  it('finds a double-four across two lines', () => {
    const cross = position(['e8', 'f8', 'g8', 'h11', 'h10', 'h9'], ['d8', 'h12']);
    expect(forbiddenMove(cross, at('h8'))).toBe('double-four');
  });

  it('finds two fours on one line: XXX.X.XXX with the middle filled', () => {
    const cells = position(['a8', 'b8', 'c8', 'g8', 'h8', 'i8']);
    expect(forbiddenMove(cells, at('e8'))).toBe('double-four');
  });

  it('counts a straight four as one four, not two', () => {
    const cells = position(['e8', 'f8', 'g8', 'k3']);
    expect(forbiddenMove(cells, at('h8'))).toBeNull();
  });

  it('finds a double-three', () => {
    const cells = position(['f8', 'g8', 'h10', 'h9']);
    expect(forbiddenMove(cells, at('h8'))).toBe('double-three');
  });

  it('allows a three plus a blocked three (not open)', () => {
    const cells = position(['f8', 'g8', 'h10', 'h9'], ['h11']);
    // White h11 caps the column: h7–h10 would be a four with one open end, never a straight four.
    expect(forbiddenMove(cells, at('h8'))).toBeNull();
  });

  it('allows a four-three', () => {
    const cells = position(['e8', 'f8', 'g8', 'h10', 'h9'], ['d8']);
    expect(forbiddenMove(cells, at('h8'))).toBeNull();
  });

  it('does not count a three whose only straight-four point is itself forbidden', () => {
    // The column three h8 h9 h10 can only become a straight four at h7 or h11; both are
    // made forbidden (overline / double-four) by extra stones, so h8 makes one real three only.
    const cells = position(['f8', 'g8', 'h10', 'h9', 'h5', 'h4', 'h3', 'h13', 'h14', 'h15'], ['h6', 'h12']);
    expect(forbiddenMove(cells, at('h8'))).toBeNull();
    // Without those stones it is a double-three.
    expect(forbiddenMove(position(['f8', 'g8', 'h10', 'h9']), at('h8'))).toBe('double-three');
  });

  it('answers null for an occupied or off-board point', () => {
    const cells = position(['h8']);
    expect(forbiddenMove(cells, at('h8'))).toBeNull();
    expect(forbiddenMove(cells, -1)).toBeNull();
    expect(forbiddenMove(cells, 225)).toBeNull();
  });

  it('does not change the cells it is given', () => {
    const cells = position(['f8', 'g8', 'h10', 'h9']);
    const before = cells.slice();
    forbiddenMove(cells, at('h8'));
    expect(cells).toEqual(before);
  });

  it('works on other board sizes', () => {
    const cells = position(['a1', 'b1', 'c1', 'e1', 'f1'], [], 19);
    expect(forbiddenMove(cells, fromCoordinate('d1', 19), 19)).toBe('overline');
  });
});

describe('forbiddenPointsOf', () => {
  it('lists every forbidden point, in order', () => {
    const cells = position(['f8', 'g8', 'h10', 'h9']);
    const found = forbiddenPointsOf(cells);
    expect(found).toContain(at('h8'));
    for (const point of found) expect(forbiddenMove(cells, point)).not.toBeNull();
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });

  it('is empty on an empty board', () => {
    expect(forbiddenPointsOf(new Uint8Array(225))).toEqual([]);
  });
});
