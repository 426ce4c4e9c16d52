import { describe, expect, it } from 'vitest';
import { columnLabels, onBoard, rowLabels, starPoints } from './geometry.ts';

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
});
