import { GOMOKU, RENJU, forbiddenMove, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINT } from './classes.ts';
import { Position } from './position.ts';

const WALL = 3;

/** Everything the position keeps incrementally, recomputed from its cells alone. */
function recomputed(position: Position) {
  const { cells, steps, lines, tables, points } = position;
  const codes = new Int32Array(position.codes.length);
  const combos = new Uint16Array(position.combos.length);
  const classes = new Uint8Array(position.classes.length);
  const counts = new Int32Array(32);
  const sums = new Int32Array(5);
  for (const cell of points) {
    for (let d = 0; d < 4; d++) {
      let code = 0;
      for (const side of [-1, 1]) {
        let wall = false;
        for (let k = 1; k <= lines.half; k++) {
          const value = cells[cell + side * k * (steps[d] as number)] as number;
          wall ||= value === WALL;
          code |= (wall ? WALL : value) << lines.shiftOf(side * k);
        }
      }
      codes[cell * 4 + d] = code;
      if (cells[cell] !== 0) continue;
      combos[cell] = (combos[cell] as number) | (lines.pattern(code, 1) << (4 * d));
      combos[cells.length + cell] = (combos[cells.length + cell] as number) | (lines.pattern(code, 2) << (4 * d));
    }
    if (cells[cell] !== 0) continue;
    for (const stone of [1, 2]) {
      const combo = combos[(stone - 1) * cells.length + cell] as number;
      classes[(stone - 1) * cells.length + cell] = tables.classOf[combo] as number;
      sums[stone] = (sums[stone] as number) + ((stone === 1 ? tables.blackToMove : tables.whiteToMove)[combo] as number);
      sums[2 + stone] = (sums[2 + stone] as number) + ((stone === 1 ? tables.blackWaiting : tables.whiteWaiting)[combo] as number);
      const i = (stone - 1) * 16 + ((tables.classOf[combo] as number) & 15);
      counts[i] = (counts[i] as number) + 1;
    }
  }
  return { codes, combos, classes, counts, sums };
}

/** The same stones played in order on a fresh position: hashes and nearness do not depend on history. */
function replayed(position: Position): Position {
  const fresh = new Position(position.variant);
  for (let i = 0; i < position.count; i++) fresh.play(position.stack[i] as number, i % 2 === 0 ? 1 : 2);
  return fresh;
}

/** Patterns and classes are kept for empty cells only: an occupied cell's are rebuilt when it empties. */
function emptyOnly<T extends Uint8Array | Uint16Array>(position: Position, values: T): T {
  const copy = values.slice() as T;
  const n = position.cells.length;
  for (let cell = 0; cell < n; cell++) {
    if (position.cells[cell] !== 0) copy[cell] = copy[n + cell] = 0;
  }
  return copy;
}

function expectConsistent(position: Position) {
  const expected = recomputed(position);
  expect(position.codes).toEqual(expected.codes);
  expect(emptyOnly(position, position.combos)).toEqual(expected.combos);
  expect(emptyOnly(position, position.classes)).toEqual(expected.classes);
  expect(position.counts).toEqual(expected.counts);
  expect(position.sums).toEqual(expected.sums);
  const fresh = replayed(position);
  expect([position.hashLo, position.hashHi]).toEqual([fresh.hashLo, fresh.hashHi]);
  expect(position.near).toEqual(fresh.near);
  const listed = Array.from(position.nearList.subarray(0, position.nearCount)).sort((a, b) => a - b);
  expect(listed).toEqual([...position.near.keys()].filter((cell) => position.near[cell] !== 0));
}

describe('Position: incremental codes', () => {
  const variants: Variant[] = [GOMOKU, RENJU, { ...GOMOKU, rule: 'standard' }, { size: 9, winLength: 4, rule: 'freestyle' }, { size: 19, winLength: 5, rule: 'freestyle' }];

  it('match a recomputation from the cells after random moves and take-backs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...variants), fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 120 }), (variant, script) => {
        const position = new Position(variant);
        for (const [pick, takeBack] of script) {
          if (takeBack && position.count > 0) position.undo();
          else {
            const empty = Array.from(position.points).filter((cell) => position.cells[cell] === 0);
            if (empty.length === 0) break;
            position.play(empty[pick % empty.length] as number, (position.count % 2) + 1);
          }
        }
        expectConsistent(position);
        while (position.count > 0) position.undo();
        expectConsistent(position);
        expect([position.hashLo, position.hashHi]).toEqual([0, 0]);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps the engine board it is built on in step', () => {
    const position = new Position(GOMOKU);
    position.play(position.board.index(112), 1);
    expect(position.board.plain[112]).toBe(1);
    expect(position.cells).toBe(position.board.cells);
    position.undo();
    expect(position.board.plain[112]).toBe(0);
  });
});

describe('Position: point classes', () => {
  const at = (position: Position, row: number, col: number) => position.board.index(row * position.variant.size + col);
  const setUp = (variant: Variant, black: [number, number][], white: [number, number][]) => {
    const position = new Position(variant);
    black.forEach(([r, c]) => position.play(at(position, r, c), 1));
    white.forEach(([r, c]) => position.play(at(position, r, c), 2));
    return position;
  };

  it('finds fives, open fours, four-threes and double threes, and counts them', () => {
    const p = setUp(GOMOKU, [[7, 4], [7, 5], [7, 6], [4, 8], [5, 8]], [[0, 0]]);
    expect(p.classOf(at(p, 7, 7), 1)).toBe(POINT.FLEX4);
    expect(p.classOf(at(p, 7, 3), 1)).toBe(POINT.FLEX4);
    expect(p.classOf(at(p, 6, 8), 1)).toBe(POINT.FLEX3);
    // On (7,8): a four on the row (XXX.X) and an open three down the column: a four-three.
    expect(p.classOf(at(p, 7, 8), 1)).toBe(POINT.BLOCK4_FLEX3);
    expect(p.countOf(1, POINT.FLEX4)).toBe(2);
    p.play(at(p, 7, 7), 1);
    expect(p.classOf(at(p, 7, 8), 1)).toBe(POINT.FIVE);
    expect(p.fivePoint(1)).toBeGreaterThan(0);
    expect(p.hasFour(1)).toBe(true);
    expect(p.hasFour(2)).toBe(false);
  });

  it('asks the engine about Black points the renju rule may forbid, and only Black', () => {
    const p = setUp(RENJU, [[7, 5], [7, 6], [5, 7], [6, 7]], [[0, 0]]);
    const cell = at(p, 7, 7);
    expect(p.classOf(cell, 1)).toBe(POINT.FLEX3X2);
    expect(forbiddenMove(p.board.plain, 7 * 15 + 7, RENJU)).toBe('double-three');
    expect(p.legal(cell, 1)).toBe(false);
    expect(p.legal(cell, 2)).toBe(true);
    const free = setUp(GOMOKU, [[7, 5], [7, 6], [5, 7], [6, 7]], [[0, 0]]);
    expect(free.legal(at(free, 7, 7), 1)).toBe(true);
  });
});
