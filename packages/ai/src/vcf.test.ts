import { describe, expect, it } from 'vitest';
import { POINT } from './classes.ts';
import { Clock } from './clock.ts';
import { Solver } from '../test/tactics/solver.ts';
import { positionOf, setUp, suite } from '../test/tactics/suite.ts';
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

  it('is found at its shortest: as many fours as the suite’s shortest victory', () => {
    for (const entry of suite.filter((p) => p.kind === 'vcf')) {
      const { variant, moves, stone } = setUp(entry);
      const position = positionOf(variant, moves);
      const vcf = new Vcf(position);
      expect(vcf.searchShortest(stone, 40, new Clock(Infinity, undefined, 2_000_000)), entry.record).toBe(true);
      // The attacker's moves (every other one, and the last) are fours, but for a last five.
      const attacker = vcf.line.filter((_, i) => i % 2 === 0 || i === vcf.line.length - 1);
      vcf.line.slice(0, -1).forEach((cell, i) => position.play(cell, i % 2 === 0 ? stone : 3 - stone));
      const fours = attacker.length - (position.classOf(vcf.line.at(-1) as number, stone) === POINT.FIVE ? 1 : 0);
      expect(fours, entry.record).toBe(entry.length);
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
