import { describe } from 'vitest';
import { benchOnce } from '../bench-once.ts';
import { baselineSearch } from '../baseline/search.ts';
import { search } from '../../src/search.ts';
import { Solver } from './solver.ts';
import { setUp, suite, type TacticalPosition } from './suite.ts';

/** Thinking time per position (AI_SUITE_MS, default 1000). */
const MS = Number(process.env.AI_SUITE_MS ?? 1000);

/**
 * Whether a move solves a suite position: the search claims a forced win, and the exhaustive
 * solver does not refute the move (it gives up on the longest lines: those count).
 */
function solves(entry: TacticalPosition, point: number, score: number): boolean {
  if (score < 5e8) return false;
  const { variant, moves, stone } = setUp(entry);
  try {
    return new Solver(variant, moves, 400_000).winsWith(point, stone, entry.kind === 'vcf' ? 0 : entry.length + 1);
  } catch (error) {
    if (error instanceof RangeError) return true;
    throw error;
  }
}

describe(`ai tactical suite: ${suite.length} positions, ${MS} ms each`, () => {
  benchOnce('master and the baseline', () => {
    for (const kind of ['vcf', 'vct'] as const) {
      const entries = suite.filter((p) => p.kind === kind);
      const rate = (solved: number) => `${solved}/${entries.length} (${((100 * solved) / entries.length).toFixed(0)}%)`;
      let master = 0;
      let baseline = 0;
      for (const entry of entries) {
        const { variant, moves } = setUp(entry);
        const ours = search(moves, { variant, level: 'master', timeMs: MS });
        if (solves(entry, ours.point, ours.score)) master++;
        const theirs = baselineSearch(moves, { variant, level: 'hard', timeMs: MS });
        if (solves(entry, theirs.point, theirs.score)) baseline++;
      }
      process.stdout.write(`ai tactical suite, ${kind} within ${MS} ms: master ${rate(master)}; baseline ${rate(baseline)}\n`);
    }
  });
});
