import { GOMOKU, RENJU, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Clock } from './clock.ts';
import { EVALUATION } from './evaluation-weights.ts';
import { TranspositionTable } from './tt.ts';
import { Workspace } from './workspace.ts';

/** Distinct points within four of the centre, as a record: the middle game the search meets. */
const record = (variant: Variant) => {
  const centre = (variant.size - 1) / 2;
  const near = Array.from({ length: variant.size * variant.size }, (_, p) => p).filter(
    (p) => Math.abs((p % variant.size) - centre) <= 4 && Math.abs(Math.floor(p / variant.size) - centre) <= 4,
  );
  return fc.uniqueArray(fc.constantFrom(...near), { minLength: 6, maxLength: 30 });
};

describe('Searcher', () => {
  it.each([GOMOKU, RENJU])('leaves the position as it found it, its hash too, after lines deep and forced (%o)', (variant) => {
    const workspace = new Workspace(variant, EVALUATION, new TranspositionTable(14));
    fc.assert(
      fc.property(record(variant), (moves) => {
        const position = workspace.setUp(moves);
        const stone = (moves.length % 2) + 1;
        const roots = workspace.lists.roots(stone, 24);
        fc.pre(roots.length > 0);
        const before = { cells: Array.from(position.cells), count: position.count, hash: [position.hashLo, position.hashHi], sums: Array.from(position.sums) };
        const settings = { maxDepth: 7, width: 10, softDeadline: Infinity, unclearDeadline: Infinity };
        workspace.searcher.deepen(stone, roots, settings, new Clock(Infinity, undefined, 30_000));
        expect({ cells: Array.from(position.cells), count: position.count, hash: [position.hashLo, position.hashHi], sums: Array.from(position.sums) }).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });
});
