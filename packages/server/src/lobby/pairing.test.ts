import { POOL_IDS } from '@gomoku/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naivePairRound } from '../../test/naive-pairing.ts';
import { pairable, pairRound, rangeOf, type Pair, type WaitingEntry } from './pairing.ts';

const NOW = 1_800_000_000_000;

/** Waiting entries: few players (so one may wait twice), close ratings (ties), waits from 0 to 40 s. */
const entries = fc
  .array(
    fc.record({
      player: fc.constantFrom('ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'),
      rating: fc.oneof(fc.integer({ min: 1200, max: 1800 }), fc.constantFrom(1500, 1500.5, 0, 5000)),
      waited: fc.integer({ min: 0, max: 40_000 }),
      pool: fc.constantFrom(...POOL_IDS),
    }),
    { maxLength: 40 },
  )
  .map((list) => list.map(({ waited, ...entry }, i): WaitingEntry => ({ ...entry, id: `e${i}`, since: NOW - waited })));

const ids = (pairs: readonly Pair[]) => pairs.map(({ first, second }) => `${first.id}+${second.id}`).sort();

describe('rangeOf', () => {
  it('starts at 100, widens by 50 a whole second up to 800, and takes anyone after 30 s', () => {
    expect(rangeOf(NOW, NOW)).toBe(100);
    expect(rangeOf(NOW - 999, NOW)).toBe(100);
    expect(rangeOf(NOW - 1_000, NOW)).toBe(150);
    expect(rangeOf(NOW - 14_000, NOW)).toBe(800);
    expect(rangeOf(NOW - 29_999, NOW)).toBe(800);
    expect(rangeOf(NOW - 30_000, NOW)).toBe(Infinity);
    // A clock set back is no wait at all.
    expect(rangeOf(NOW + 5_000, NOW)).toBe(100);
  });
});

describe('pairRound', () => {
  it('pairs each entry at most once, within both ranges, one pool, never a player with themselves', () => {
    fc.assert(
      fc.property(entries, (waiting) => {
        const pairs = pairRound(waiting, NOW);
        const seen = new Set<string>();
        for (const { first, second } of pairs) {
          expect(seen.has(first.id) || seen.has(second.id)).toBe(false);
          seen.add(first.id).add(second.id);
          expect(first.player).not.toBe(second.player);
          expect(first.pool).toBe(second.pool);
          const gap = Math.abs(first.rating - second.rating);
          expect(gap).toBeLessThanOrEqual(rangeOf(first.since, NOW));
          expect(gap).toBeLessThanOrEqual(rangeOf(second.since, NOW));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves no two pairable entries unpaired', () => {
    fc.assert(
      fc.property(entries, (waiting) => {
        const paired = new Set(pairRound(waiting, NOW).flatMap(({ first, second }) => [first.id, second.id]));
        const left = waiting.filter((entry) => !paired.has(entry.id));
        for (const a of left) for (const b of left) if (a !== b) expect(pairable(a, b, NOW)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('makes the pairs of the greedy rule over all couples (nearest first), whatever the order entries come in', () => {
    fc.assert(
      fc.property(
        entries.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
        ([waiting, shuffled]) => {
          expect(ids(pairRound(shuffled, NOW))).toEqual(ids(naivePairRound(waiting, NOW)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pairs the nearest couple first, even when that leaves another alone', () => {
    const entry = (id: string, player: string, rating: number): WaitingEntry => ({ id, player, rating, since: NOW, pool: 'freestyle-3+2' });
    expect(ids(pairRound([entry('a', 'ann', 1000), entry('b', 'bob', 1060), entry('c', 'cy', 1100)], NOW))).toEqual(['b+c']);
    // ann's two entries never meet; bob takes the nearer of them.
    expect(ids(pairRound([entry('a', 'ann', 1000), entry('a2', 'ann', 1010), entry('b', 'bob', 1050)], NOW))).toEqual(['a2+b']);
  });

  it('never pairs an entry whose numbers are not finite', () => {
    const hostile: WaitingEntry[] = [
      { id: 'x', player: 'x', rating: Number.NaN, since: NOW, pool: 'freestyle-3+2' },
      { id: 'y', player: 'y', rating: 1500, since: Number.NaN, pool: 'freestyle-3+2' },
      { id: 'z', player: 'z', rating: 1500, since: NOW, pool: 'freestyle-3+2' },
    ];
    expect(pairRound(hostile, NOW)).toEqual([]);
  });
});
