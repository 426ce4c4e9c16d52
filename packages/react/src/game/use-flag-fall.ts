'use client';
import { selectGameState } from '@gomoku/machine';
import { useEffect } from 'react';
import type { LocalSource } from './local-source.ts';
import { useSourceSelector } from './use-source-selector.ts';

/** The longest delay a timer can wait (setTimeout's limit): a state may say its clock started in the far future. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Proposes the flag fall when the running clock reaches zero: a local game runs no actor, so its
 * timer is here, set afresh for each state (a move, a pause). Once per state: a keeper that does
 * not apply the flag fall is not asked again.
 */
export function useFlagFall(source: LocalSource): void {
  const { clock } = useSourceSelector(source, selectGameState);
  useEffect(() => {
    const running = clock?.running;
    if (!clock || !running) return;
    const due = running.since + clock.remaining[running.seat];
    let timer: ReturnType<typeof setTimeout>;
    // Even a flag already down waits a tick (StrictMode's second effect clears the first one's);
    // a timer that fires early, or could not wait so long, waits again.
    const wait = () => {
      const left = due - source.now();
      if (left > 0) timer = setTimeout(wait, Math.min(left, MAX_DELAY));
      else source.flag();
    };
    timer = setTimeout(wait, Math.min(Math.max(0, due - source.now()), MAX_DELAY));
    return () => clearTimeout(timer);
  }, [source, clock]);
}
