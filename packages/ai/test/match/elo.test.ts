import { describe, expect, it } from 'vitest';
import { eloDifference, eloOf } from './elo.ts';

describe('Elo', () => {
  it('reads a score as an Elo difference', () => {
    expect(eloOf(0.5)).toBe(0);
    expect(eloOf(0.75)).toBeCloseTo(190.8, 1);
    expect(eloOf(0.25)).toBeCloseTo(-190.8, 1);
    expect(eloOf(1)).toBe(Infinity);
  });

  it('gives a 95% margin that narrows with more games', () => {
    const few = eloDifference(6, 3, 1);
    const many = eloDifference(60, 30, 10);
    expect(few.elo).toBeCloseTo(many.elo, 6);
    expect(few.margin).toBeGreaterThan(many.margin);
    expect(many.low).toBeLessThan(many.elo);
    expect(many.high).toBeGreaterThan(many.elo);
    // 60-30-10: score 0.65, σ of a game ≈ 0.46, so the interval is about ±0.09 in score.
    expect(many.high - many.low).toBeGreaterThan(120);
    expect(many.high - many.low).toBeLessThan(140);
  });

  it('has no upper bound for a clean sweep', () => {
    const sweep = eloDifference(40, 0, 0);
    expect(sweep.elo).toBe(Infinity);
    expect(sweep.margin).toBe(Infinity);
    // Rule of three: at least 1 - 3/40 of the games, about +428 Elo.
    expect(sweep.low).toBeCloseTo(eloOf(1 - 3 / 40), 6);
    expect(eloDifference(0, 40, 0).high).toBeCloseTo(-sweep.low, 6);
  });
});
