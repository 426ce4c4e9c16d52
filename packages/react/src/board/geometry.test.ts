import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnLabels, moveFocus, onBoard, rowLabels, starPoints } from './geometry.ts';

describe('geometry', () => {
  it('puts star points where players expect them', () => {
    expect(starPoints(15)).toEqual([48, 56, 112, 168, 176]);
    expect(starPoints(19)).toHaveLength(9);
    expect(starPoints(19)).toContain(180);
    expect(starPoints(3)).toEqual([]);
  });

  it('labels columns a.. and rows from the bottom', () => {
    expect(columnLabels(3)).toEqual(['a', 'b', 'c']);
    expect(rowLabels(3)).toEqual(['3', '2', '1']);
  });

  it('knows the points of a board: whole numbers from 0 to size² − 1', () => {
    expect([0, 8].map((point) => onBoard(point, 3))).toEqual([true, true]);
    expect([-1, 9, 1.5, NaN, '4', null].map((point) => onBoard(point, 3))).toEqual([false, false, false, false, false, false]);
  });

  const side = fc.integer({ min: 3, max: 26 });
  const notASide = fc.oneof(fc.constantFrom(NaN, Infinity, -Infinity, 1e308, 0, 2, 27, -15, 15.5), fc.double().filter((d) => !(Number.isInteger(d) && d >= 3 && d <= 26)));
  const KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'];

  it('gives star points on the board, sorted and distinct, for every side; refuses any other size (a property)', () => {
    fc.assert(
      fc.property(side, (size) => {
        const points = starPoints(size);
        expect(points.every((p) => onBoard(p, size))).toBe(true);
        expect(new Set(points).size).toBe(points.length);
        expect([...points].sort((a, b) => a - b)).toEqual(points);
      }),
    );
    fc.assert(fc.property(notASide, (size) => void expect(() => starPoints(size)).toThrow(RangeError)));
    expect(() => starPoints('15' as unknown as number)).toThrow(new TypeError('starPoints: size must be a number, got a string.'));
  });

  it('moves focus to a neighbouring point of the board, or refuses a point or size that is none (a property)', () => {
    const onSide = side.chain((size) => fc.tuple(fc.constant(size), fc.nat({ max: size * size - 1 }), fc.constantFrom(...KEYS)));
    fc.assert(
      fc.property(onSide, ([size, point, key]) => {
        const next = moveFocus(point, key, size);
        expect(onBoard(next, size)).toBe(true);
        const [row, col, nextRow, nextCol] = [Math.floor(point / size), point % size, Math.floor((next as number) / size), (next as number) % size];
        // Along the row or the column it started on.
        expect(nextRow === row || nextCol === col).toBe(true);
      }),
    );
    expect(moveFocus(112, 'a', 15)).toBeNull();
    fc.assert(fc.property(notASide, (size) => void expect(() => moveFocus(0, 'ArrowUp', size)).toThrow(RangeError)));
    fc.assert(
      fc.property(side, fc.oneof(fc.constantFrom(NaN, -1, 1e308, Infinity, 0.5), fc.integer({ min: 26 * 26 })), (size, point) => {
        expect(() => moveFocus(point, 'ArrowUp', size)).toThrow(RangeError);
      }),
    );
    expect(() => moveFocus(NaN, 'ArrowUp', 15)).toThrow(new RangeError('moveFocus: point must be an integer from 0 to 224, got NaN.'));
  });
});
