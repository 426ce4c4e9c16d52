import { describe, expect, it } from 'vitest';
import { Clock } from './clock.ts';
import { Solver } from './tactics/solver.ts';
import { positionOf, setUp, suite } from './tactics/suite.ts';
import { Vcf } from './vcf.ts';

describe('victory by fours', () => {
  it('is found in every position of the suite, and its line wins against the exhaustive solver', () => {
    for (const entry of suite.filter((p) => p.kind === 'vcf')) {
      const { variant, moves, stone } = setUp(entry);
      const position = positionOf(variant, moves);
      const vcf = new Vcf(position);
      expect(vcf.search(stone, 40, new Clock(Infinity, undefined, 2_000_000)), entry.record).toBe(true);
      // The attacker's moves of the line: every other one, and the last (a five, or the open four's point).
      const line = vcf.line.map((cell) => position.pointOf[cell] as number);
      const attacker = line.filter((_, i) => i % 2 === 0 || i === line.length - 1);
      expect(new Solver(variant, moves).replays(stone, attacker), entry.record).toBe(true);
    }
  }, 60_000);

  it('is not claimed where the solver finds none: in the suite\'s victories by threats', () => {
    for (const entry of suite.filter((p) => p.kind === 'vct').slice(0, 20)) {
      const { variant, moves, stone } = setUp(entry);
      const position = positionOf(variant, moves);
      // The winner by threats has no win by fours: the suite says so, and so must the search.
      expect(new Vcf(position).search(stone, 40, new Clock(Infinity, undefined, 2_000_000)), entry.record).toBe(false);
    }
  }, 60_000);
});
