import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { StoredRating } from '../store/types.ts';
import { GLICKO_TAU, rateGame, ratePeriod } from './glicko.ts';

const rating = (r: number, deviation: number, games = 0): StoredRating => ({ rating: r, deviation, volatility: 0.06, games });

describe('ratePeriod', () => {
  it("gives Glickman's worked example (1500/200 beats 1400/30, loses to 1550/100 and 1700/300)", () => {
    const after = ratePeriod(rating(1500, 200, 4), [
      { opponent: rating(1400, 30), score: 1 },
      { opponent: rating(1550, 100), score: 0 },
      { opponent: rating(1700, 300), score: 0 },
    ]);
    // The paper rounds its intermediate steps (μ' = -0.2069): its 1464.06 is 1464.05 unrounded.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
    expect(after.games).toBe(7);
  });

  it('never makes a deviation above a new player’s', () => {
    expect(ratePeriod(rating(1500, 350), []).deviation).toBe(350);
  });
});

describe('rateGame', () => {
  // The library's own multi-game API, each game its players' rating period, players kept by id.
  interface Library {
    Glicko2: new (settings: object) => {
      addMatch(a: object, b: object, score: number): { pl1: { getRating(): number; getRd(): number; getVol(): number }; pl2: { getRating(): number; getRd(): number; getVol(): number } };
      calculatePlayersRatings(): void;
    };
  }
  const { Glicko2 } = createRequire(import.meta.url)('glicko2') as Library;
  const FIXTURE: ReadonlyArray<readonly [string, string, 0 | 0.5 | 1]> = [
    ['ann', 'bob', 1],
    ['bob', 'cid', 0.5],
    ['cid', 'ann', 1],
    ['ann', 'bob', 0],
    ['bob', 'ann', 0],
    ['cid', 'bob', 0],
    ['ann', 'cid', 0.5],
  ];

  it('matches the library over a sequence of games', () => {
    const ours = new Map<string, StoredRating>();
    const theirs = new Map<string, { rating: number; rd: number; vol: number }>();
    for (const [a, b, score] of FIXTURE) {
      const before = { first: ours.get(a) ?? rating(1500, 350), second: ours.get(b) ?? rating(1500, 350) };
      const after = rateGame(before.first, before.second, score);
      ours.set(a, after.first).set(b, after.second);

      const system = new Glicko2({ tau: GLICKO_TAU, rating: 1500, rd: 350, vol: 0.06 });
      const { pl1, pl2 } = system.addMatch({ id: a, ...(theirs.get(a) ?? {}) }, { id: b, ...(theirs.get(b) ?? {}) }, score);
      system.calculatePlayersRatings();
      theirs.set(a, { rating: pl1.getRating(), rd: pl1.getRd(), vol: pl1.getVol() }).set(b, { rating: pl2.getRating(), rd: pl2.getRd(), vol: pl2.getVol() });
    }
    for (const [id, expected] of theirs) {
      const got = ours.get(id);
      expect(got?.rating).toBeCloseTo(expected.rating, 9);
      expect(got?.deviation).toBeCloseTo(expected.rd, 9);
      expect(got?.volatility).toBeCloseTo(expected.vol, 12);
    }
    expect(ours.get('ann')?.games).toBe(5);
  });

  it('moves a win and a loss apart by the same amount between equal players', () => {
    const { first, second } = rateGame(rating(1500, 350), rating(1500, 350), 1);
    expect(first.rating - 1500).toBeCloseTo(1500 - second.rating, 9);
    expect(first.rating).toBeGreaterThan(1600);
  });
});
