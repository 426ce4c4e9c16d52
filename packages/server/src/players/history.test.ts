import { POOLS } from '@gomoku/protocol';
import { describe, expect, it } from 'vitest';
import type { StoredPlayer, StoredResult } from '../store/types.ts';
import { HISTORY_PAGE_SIZE, historyPage } from './history.ts';

const player = (id: string): StoredPlayer => ({ id, keyHash: `h-${id}`, name: id, nameKey: id, ratings: {}, createdAt: 0 });
const opponents = new Map([['bo', player('bo')]]);

/** Ann's results ending at `times` (newest first, as the store reads them), all against Bo. */
const resultsAt = (times: readonly number[]): StoredResult[] =>
  times.map((at, i) => ({
    id: `r${i}:1`,
    roomId: `r${i}`,
    family: 'freestyle',
    rated: false,
    first: 'ann',
    second: 'bo',
    score: 1,
    data: { terms: POOLS['freestyle-3+2'], black: 'first', reason: 'five', moves: [112] },
    at,
    seq: times.length - i,
    ratings: null,
  }));

/** Every game of the history read page by page, as a client follows `next` (`before` is exclusive). */
function readAll(times: readonly number[]): number[][] {
  const all = resultsAt(times);
  const pages: number[][] = [];
  let before = Number.POSITIVE_INFINITY;
  for (let guard = 0; guard < 20; guard++) {
    const page = historyPage('ann', all.filter((result) => result.at < before).slice(0, HISTORY_PAGE_SIZE + 1), opponents);
    pages.push(page.games.map((game) => game.at));
    if (page.next === null) return pages;
    before = page.next;
  }
  throw new Error('the pages never end');
}

describe('historyPage', () => {
  it('pages newest first, and the next cursor leaves no game out and none twice', () => {
    const times = Array.from({ length: 45 }, (_, i) => 100_000 - i * 1_000);
    const pages = readAll(times);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(times);
  });

  it('games that ended in one millisecond across a page boundary all go to the next page', () => {
    // Games 18 to 22 (counting from 0) end in the same millisecond: the first page stops before them.
    const times = Array.from({ length: 30 }, (_, i) => (i >= 18 && i <= 22 ? 80_000 : 100_000 - i * 1_000));
    const pages = readAll(times);
    expect(pages[0]).toHaveLength(18);
    expect(pages.flat()).toEqual(times);
  });
});
