/**
 * The pairing rule written the obvious way, for the tests to hold `pairRound` to and the benchmark
 * to measure it against: every pairable couple of a pool, sorted by gap, taken greedily.
 */
import { byPool, byRating, pairable, type Pair, type WaitingEntry } from '../src/lobby/pairing.ts';

/** `pairRound`'s pairs, found by trying all couples (n² of them): the same rule, the same order of ties. */
export function naivePairRound(entries: readonly WaitingEntry[], now: number): Pair[] {
  const pairs: Pair[] = [];
  for (const pool of byPool(entries).values()) {
    const sorted = pool.sort(byRating);
    const couples: { i: number; j: number; gap: number }[] = [];
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        const [a, b] = [sorted[i] as WaitingEntry, sorted[j] as WaitingEntry];
        if (pairable(a, b, now)) couples.push({ i, j, gap: b.rating - a.rating });
      }
    }
    couples.sort((x, y) => x.gap - y.gap || x.i - y.i || x.j - y.j);
    const taken = new Set<number>();
    for (const { i, j } of couples) {
      if (taken.has(i) || taken.has(j)) continue;
      taken.add(i).add(j);
      pairs.push({ first: sorted[i] as WaitingEntry, second: sorted[j] as WaitingEntry });
    }
  }
  return pairs;
}
