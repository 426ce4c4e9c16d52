import { describe, expect, it } from 'vitest';
import { eloByColour, eloDifference, eloOf } from './elo.ts';

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

  it('takes the first move’s advantage apart: equal players with Black ahead read as equal', () => {
    // Each wins 75% of its games as Black: no difference, an edge of about 191 Elo for Black.
    const even = eloByColour({ wins: 75, losses: 25, draws: 0 }, { wins: 25, losses: 75, draws: 0 });
    expect(even.elo).toBeCloseTo(0, 6);
    expect(even.edge).toBeCloseTo(190.8, 1);
    // Pooled, a player 100 Elo stronger with a 200 Elo edge for Black scores less than 100 Elo.
    const score = (elo: number) => 1 / (1 + 10 ** (-elo / 400));
    const [black, white] = [score(300), score(-100)];
    const stronger = eloByColour({ wins: 1000 * black, losses: 1000 * (1 - black), draws: 0 }, { wins: 1000 * white, losses: 1000 * (1 - white), draws: 0 });
    expect(stronger.elo).toBeCloseTo(100, 6);
    expect(stronger.edge).toBeCloseTo(200, 6);
    expect(eloDifference(1000 * (black + white), 1000 * (2 - black - white), 0).elo).toBeLessThan(90);
    expect(stronger.margin).toBeGreaterThan(0);
  });
});
