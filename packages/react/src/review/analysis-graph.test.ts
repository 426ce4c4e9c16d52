import type { MoveReview } from '@gomoku/ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAt, FORCED, graphPath, graphValue, markOf, standing } from './analysis-graph.ts';

const review = (index: number, score: number, marks: Partial<MoveReview> = {}): MoveReview => ({
  index,
  color: index % 2 ? 'white' : 'black',
  played: index,
  best: index,
  pv: [index],
  score,
  blunder: false,
  missedWin: false,
  ...marks,
});

describe('graphValue', () => {
  it('puts forced wins at the edges, even at the middle, and keeps the order of other scores', () => {
    expect(graphValue(FORCED)).toBe(1);
    expect(graphValue(-1e9)).toBe(-1);
    expect(graphValue(0)).toBe(0);
    expect(graphValue(300)).toBeGreaterThan(graphValue(100));
    expect(graphValue(-300)).toBeCloseTo(-graphValue(300));
  });

  it('stays within -1..1 for any number, and reads NaN as even', () => {
    fc.assert(fc.property(fc.double(), (score) => Math.abs(graphValue(score)) <= 1));
    expect(graphValue(Number.NaN)).toBe(0);
  });
});

describe('graphPath', () => {
  it('starts even at the empty board, has a point per move, and closes along the bottom', () => {
    expect(graphPath([review(0, 0), review(1, FORCED)])).toBe('M0 1 L1 1.000 L2 0.000 L2 2 L0 2 Z');
    expect(graphPath([])).toBe('');
  });
});

describe('countAt', () => {
  it('turns a click across the graph into a number of moves, within 0..total', () => {
    expect(countAt(0, 40)).toBe(0);
    expect(countAt(0.5, 40)).toBe(20);
    expect(countAt(1.2, 40)).toBe(40);
    expect(countAt(-0.1, 40)).toBe(0);
    expect(countAt(Number.NaN, 40)).toBe(0);
    expect(countAt(0.5, 0)).toBe(0);
  });
});

describe('markOf and standing', () => {
  it('marks a blunder before a missed win, and nothing otherwise', () => {
    expect(markOf(review(3, 0, { blunder: true, missedWin: true }))).toBe('blunder');
    expect(markOf(review(3, 0, { missedWin: true }))).toBe('missedWin');
    expect(markOf(review(3, 0))).toBeNull();
  });

  it('says who is ahead, by how much in hundreds, or that a side wins by force', () => {
    expect(standing(-1e9)).toEqual({ kind: 'forced', color: 'white' });
    expect(standing(250)).toEqual({ kind: 'ahead', color: 'black', amount: '2.5' });
    expect(standing(-4)).toEqual({ kind: 'even' });
  });
});
