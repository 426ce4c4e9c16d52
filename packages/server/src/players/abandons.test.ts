import { POOLS } from '@gomoku/protocol';
import { describe, expect, it } from 'vitest';
import type { StoredResult } from '../store/types.ts';
import { ABANDON_WAIT_MS, isAbandon, slowdownMs } from './abandons.ts';

const HOUR = 3_600_000;
let seq = 0;
/** A result between ann (first, Black) and bob; `score` for ann. */
const game = (at: number, score: 0 | 0.5 | 1, reason: string, moves: number[], black = 'first'): StoredResult => ({
  id: `r:${++seq}`,
  seq,
  roomId: 'r',
  family: 'freestyle',
  rated: true,
  first: 'ann',
  second: 'bob',
  score,
  data: { terms: POOLS['freestyle-3+2'], black, reason, moves },
  at,
  ratings: null,
});

describe('abandons', () => {
  it('counts a loss on time with at most one stone of one’s colour as an abandon, for the loser only', () => {
    expect(isAbandon(game(0, 0, 'time', []), 'ann')).toBe(true);
    expect(isAbandon(game(0, 0, 'time', [112, 113]), 'ann')).toBe(true);
    expect(isAbandon(game(0, 0, 'time', [112, 113, 114]), 'ann')).toBe(false);
    expect(isAbandon(game(0, 0, 'time', []), 'bob')).toBe(false);
    // Bob holds White here: one white stone among three is an abandon, two among five are not.
    expect(isAbandon(game(0, 1, 'time', [112, 113, 114]), 'bob')).toBe(true);
    expect(isAbandon(game(0, 1, 'time', [112, 113, 114, 115, 116]), 'bob')).toBe(false);
    expect(isAbandon(game(0, 0, 'resign', []), 'ann')).toBe(false);
    expect(isAbandon(game(0, 0, 'time', [], 'second'), 'ann')).toBe(true);
    expect(isAbandon({ ...game(0, 0, 'time', []), data: { broken: true } }, 'ann')).toBe(false);
    expect(isAbandon(game(0, 0, 'time', []), 'cy')).toBe(false);
  });

  it('adds 30 s per abandon of the last day among the last ten results, counted from the latest', () => {
    const now = 100 * HOUR;
    expect(slowdownMs([], 'ann', now)).toBe(0);
    const two = [game(now - 2 * HOUR, 0, 'time', []), game(now - 10_000, 0, 'time', [112])];
    expect(slowdownMs(two, 'ann', now)).toBe(2 * ABANDON_WAIT_MS - 10_000);
    expect(slowdownMs(two, 'ann', now + 2 * ABANDON_WAIT_MS)).toBe(0);
    // A day old: forgotten.
    expect(slowdownMs([game(now - 25 * HOUR, 0, 'time', []), game(now - 1_000, 0, 'time', [])], 'ann', now)).toBe(ABANDON_WAIT_MS - 1_000);
    // Ten games since: out of the window.
    const old = game(now - HOUR, 0, 'time', []);
    const since = Array.from({ length: 10 }, (_, index) => game(now - HOUR + 1 + index, 1, 'five', [1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(slowdownMs([...since, old].reverse(), 'ann', now - HOUR + 20)).toBe(0);
    expect(slowdownMs([old, ...since.slice(1)], 'ann', now - HOUR + 20)).toBe(ABANDON_WAIT_MS - 20);
  });
});
