import { describe, expect, it } from 'vitest';
import { Solver } from './solver.ts';
import { setUp, suite, type TacticalPosition } from './suite.ts';

const of = (kind: TacticalPosition['kind']) => suite.filter((p) => p.kind === kind);

describe('the tactical suite', () => {
  it('holds at least 100 victories by fours and 50 by threats, for both sides under both rules', () => {
    expect(of('vcf').length).toBeGreaterThanOrEqual(100);
    expect(of('vct').length).toBeGreaterThanOrEqual(50);
    for (const kind of ['vcf', 'vct'] as const) {
      for (const rule of ['freestyle', 'renju'] as const) {
        for (const side of ['black', 'white'] as const) {
          expect(of(kind).filter((p) => p.rule === rule && p.side === side).length, `${kind} ${rule} ${side}`).toBeGreaterThan(0);
        }
      }
    }
    expect(new Set(suite.map((p) => `${p.rule}/${p.record}`)).size).toBe(suite.length);
  });

  it('is verified: each victory by fours has exactly its length, found by trying every four', () => {
    for (const position of of('vcf')) {
      const { variant, moves, stone } = setUp(position);
      expect(moves.length % 2, position.record).toBe(stone - 1);
      const solver = new Solver(variant, moves);
      expect(solver.fives(stone), position.record).toEqual([]);
      expect(solver.vcf(stone, position.length - 1), position.record).toBeNull();
      const line = solver.vcf(stone, position.length);
      expect(line, position.record).not.toBeNull();
      expect(solver.replays(stone, line as number[]), position.record).toBe(true);
    }
  }, 120_000);

  it('is verified: each victory by threats has no victory by fours, and wins against every defence', () => {
    for (const position of of('vct')) {
      const { variant, moves, stone } = setUp(position);
      expect(moves.length % 2, position.record).toBe(stone - 1);
      const solver = new Solver(variant, moves);
      expect(solver.vcf(stone, Infinity), position.record).toBeNull();
      expect(solver.vct(stone, position.length), position.record).toBe(true);
    }
  }, 300_000);
});
