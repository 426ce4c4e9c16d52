import { GOMOKU, RENJU, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVALUATION } from './evaluation-weights.ts';
import { evaluationFor } from './evaluations.ts';
import { Position } from './position.ts';
import { TranspositionTable } from './tt.ts';
import { warmUp } from './warm-up.ts';
import { Workspace, workspaceFor } from './workspace.ts';

/** Distinct points near the centre, as a record (legality does not matter to a position). */
const record = (variant: Variant) => fc.uniqueArray(fc.integer({ min: 0, max: variant.size * variant.size - 1 }), { maxLength: 40 });

function expectSame(position: Position, moves: readonly number[]) {
  const fresh = new Position(position.variant);
  moves.forEach((point, i) => fresh.play(fresh.board.index(point), (i % 2) + 1));
  expect(Array.from(position.stack.subarray(0, position.count))).toEqual(Array.from(fresh.stack.subarray(0, fresh.count)));
  expect(position.cells).toEqual(fresh.cells);
  expect(position.codes).toEqual(fresh.codes);
  expect(position.counts).toEqual(fresh.counts);
  expect(position.sums).toEqual(fresh.sums);
  expect(position.near).toEqual(fresh.near);
  expect(position.nearList.subarray(0, position.nearCount)).toEqual(fresh.nearList.subarray(0, fresh.nearCount));
  expect([position.hashLo, position.hashHi]).toEqual([fresh.hashLo, fresh.hashHi]);
  // Patterns and classes are kept for the empty points only.
  for (const cell of position.points.filter((cell) => position.cells[cell] === 0)) {
    for (const stone of [1, 2]) expect([cell, stone, position.classOf(cell, stone)]).toEqual([cell, stone, fresh.classOf(cell, stone)]);
  }
}

describe('Workspace', () => {
  it.each([GOMOKU, RENJU])('sets up each record as a fresh position would, whatever it held before (%o)', (variant) => {
    fc.assert(
      fc.property(record(variant), record(variant), fc.nat(40), (before, after, shared) => {
        const workspace = new Workspace(variant, evaluationFor(variant), new TranspositionTable(10));
        workspace.setUp(before);
        // Often the next record shares the first moves of the last.
        const next = [...before.slice(0, shared), ...after.filter((point) => !before.slice(0, shared).includes(point))];
        expectSame(workspace.setUp(next), next);
      }),
      { numRuns: 60 },
    );
  });

  it('is kept from search to search of a variant (a few variants at a time), made anew after a search that failed', () => {
    const evaluation = { ...EVALUATION };
    const first = workspaceFor(GOMOKU, evaluation);
    expect(workspaceFor(RENJU, evaluation)).not.toBe(first);
    expect(workspaceFor(GOMOKU, evaluation)).toBe(first);
    first.busy = true;
    const second = workspaceFor(GOMOKU, evaluation);
    expect(second).not.toBe(first);
    for (let size = 7; size < 12; size++) workspaceFor({ ...GOMOKU, size }, evaluation);
    expect(workspaceFor(GOMOKU, evaluation)).not.toBe(second);
  });

  it('empties the transposition table when the variant changes', () => {
    const evaluation = { ...EVALUATION };
    const { table } = workspaceFor(GOMOKU, evaluation);
    table.store(5, 7, 3, 100, 1, 42);
    expect(workspaceFor(GOMOKU, evaluation).table.find(5, 7)).toBeGreaterThanOrEqual(0);
    expect(workspaceFor(RENJU, evaluation).table).toBe(table);
    expect(table.find(5, 7)).toBe(-1);
  });

  it('is made ready for freestyle and renju by the warm-up, each with its rule’s values', () => {
    warmUp();
    // A workspace made afresh holds no stones; the warm-up's hold the position it searched.
    expect(workspaceFor(RENJU, evaluationFor(RENJU)).position.count).toBeGreaterThan(0);
    expect(workspaceFor(GOMOKU, evaluationFor(GOMOKU)).position.count).toBeGreaterThan(0);
  });
});
