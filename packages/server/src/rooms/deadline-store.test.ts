import { describe, expect, it, vi } from 'vitest';
import { flakyStore } from '../../test/flaky-store.ts';
import { event, room } from '../../test/store-harness.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import { AppendTimeoutError, deadlineStore, StoreTimeoutError, type StoreObserver } from './deadline-store.ts';

/** An observer that records what it is told, in order. */
function recorder() {
  const told: string[] = [];
  const durations: number[] = [];
  const observer: StoreObserver = {
    settled: (operation, seconds) => {
      told.push(`settled ${operation}`);
      durations.push(seconds);
    },
    created: () => told.push('created'),
    commit: () => told.push('commit'),
    failure: (operation) => told.push(`failure ${operation}`),
  };
  return { told, durations, observer };
}

describe('deadlineStore tells its observer', () => {
  it('of every call once, with how long it took; of a room created and an append committed; of a failure', async () => {
    const inner = flakyStore(createMemoryStore());
    const { told, durations, observer } = recorder();
    const store = deadlineStore(inner, 1_000, observer);
    await store.createRoom(room('r1'));
    await store.loadRoom('r1');
    await store.append(event('r1', 0, 'a'));
    inner.mode = 'down';
    await expect(store.loadRoom('r1')).rejects.toThrow('ECONNREFUSED');
    expect(told).toEqual(['settled createRoom', 'created', 'settled loadRoom', 'settled append', 'commit', 'settled loadRoom', 'failure loadRoom']);
    expect(durations).toHaveLength(4);
    expect(durations.every((seconds) => seconds >= 0)).toBe(true);
  });

  it('of an append past its deadline when it settles late: its duration then, and its commit', async () => {
    // A simulated clock: a real timer may fire a little before performance.now() says 20 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const inner = flakyStore(createMemoryStore());
      const { told, durations, observer } = recorder();
      const store = deadlineStore(inner, 20, observer);
      await store.createRoom(room('r1'));
      inner.mode = 'hang';
      const appending = store.append(event('r1', 0, 'a')).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(20);
      const timedOut = await appending;
      expect(timedOut).toBeInstanceOf(AppendTimeoutError);
      expect(told).toEqual(['settled createRoom', 'created', 'failure append']);
      await vi.advanceTimersByTimeAsync(15);
      inner.release();
      expect(await (timedOut as AppendTimeoutError).late).toEqual({ kind: 'settled', result: { ok: true, version: 1 } });
      expect(told).toEqual(['settled createRoom', 'created', 'failure append', 'settled append', 'commit']);
      // Told when it settled, past the deadline: its whole duration.
      expect(durations[1]).toBeCloseTo(0.035, 6);
    } finally {
      vi.useRealTimers();
    }
  });

  it("of players' and results' calls too, each within the deadline", async () => {
    const inner = flakyStore(createMemoryStore());
    const { told, observer } = recorder();
    const store = deadlineStore(inner, 20, observer);
    inner.mode = 'hang';
    const calls = [store.players(['ann']), store.playerByKey('hash'), store.unratedResults(1), store.rateResults([]), store.resultsOf('ann', { limit: 1 }), store.liveMatches(1)];
    for (const call of calls) expect(await call.catch((error: unknown) => error)).toBeInstanceOf(StoreTimeoutError);
    expect(told).toEqual(['failure players', 'failure playerByKey', 'failure unratedResults', 'failure rateResults', 'failure resultsOf', 'failure liveMatches']);
    inner.release();
  });
});
