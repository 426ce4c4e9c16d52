import { vi } from 'vitest';

/**
 * A simulated clock: every read of `performance.now()` is `step` milliseconds after the last. The
 * search reads the clock every so many nodes, so a time limit becomes a node budget: the same
 * search on any machine, however busy. Undo with `vi.restoreAllMocks()`.
 */
export function simulateClock(step: number): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
}
