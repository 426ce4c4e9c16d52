import { describe, expect, it } from 'vitest';
import { PONDER_SLICE_MS, Ponderer } from './ponder.ts';
import type { SearchResult, Settings } from './think.ts';
import { GOMOKU } from '@gomoku/engine';

const settings: Settings = { variant: GOMOKU, level: 'master', timeMs: 500 };
const result = (pv: number[], score = 0): SearchResult => ({ point: pv[0] as number, score, depth: 4, nodes: 1, timeMs: 1, pv });

/** A ponderer whose slices run when `run` says, searching with a recorder. */
function ponderer(score = 0) {
  const queue: (() => void)[] = [];
  const searched: { moves: number[]; timeMs: number }[] = [];
  const p = new Ponderer(
    (slice) => queue.push(slice),
    (moves, given) => {
      searched.push({ moves: [...moves], timeMs: given.timeMs });
      return result([0], score);
    },
  );
  const run = (slices: number) => {
    for (let i = 0; i < slices; i++) queue.shift()?.();
  };
  return { p, searched, run, queue };
}

describe('pondering', () => {
  it('searches the position after the expected reply, slice after slice, until stopped', () => {
    const { p, searched, run, queue } = ponderer();
    p.start([112], settings, result([113, 98, 128]));
    run(3);
    expect(searched).toEqual(Array.from({ length: 3 }, () => ({ moves: [112, 113, 98], timeMs: PONDER_SLICE_MS })));
    p.stop();
    run(3);
    expect(searched.length).toBe(3);
    expect(queue.length).toBe(0);
  });

  it('stops at a proven result, and a new start replaces the old one', () => {
    const won = ponderer(1e9 - 5);
    won.p.start([112], settings, result([113, 98]));
    won.run(5);
    expect(won.searched.length).toBe(1);
    const { p, searched, run } = ponderer();
    p.start([112], settings, result([113, 98]));
    p.start([112, 113, 98], settings, result([99, 84]));
    run(4);
    expect(searched.every(({ moves }) => moves.length === 5)).toBe(true);
  });

  it('does nothing without an expected reply, or when the reply ends the game', () => {
    const { p, searched, run } = ponderer();
    p.start([112], settings, result([113]));
    // Black has four in a row on row 0; White's expected reply after Black's fifth is moot.
    p.start([0, 15, 1, 16, 2, 17, 3], settings, result([18, 4]));
    run(3);
    expect(searched).toEqual([]);
  });
});
