import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupCommit, type WriteResult } from './group-commit.ts';

/** A commit the test finishes by hand, recording each batch it was given. */
function manualCommits() {
  const batches: number[][] = [];
  const finishers: ((results: WriteResult<string>[] | Error) => void)[] = [];
  const commit = (writes: readonly number[]) =>
    new Promise<readonly WriteResult<string>[]>((resolve, reject) => {
      batches.push([...writes]);
      finishers.push((results) => (results instanceof Error ? reject(results) : resolve(results)));
    });
  /** Finishes the oldest unfinished commit: every write ok as `w<n>`, or failed as a whole. */
  const finish = async (failure?: Error) => {
    const batch = batches[batches.length - finishers.length] ?? [];
    finishers.shift()?.(failure ?? batch.map((write) => ({ ok: true, outcome: `w${write}` })));
    // Let the group commit start its next batch.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, commit, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('commits the writes of one turn together, and those that come during a commit together in the next', async () => {
    const { batches, commit, finish } = manualCommits();
    const group = new GroupCommit(commit);
    const first = [group.submit(1), group.submit(2)];
    await tick();
    const later = [group.submit(3), group.submit(4), group.submit(5)];
    await tick();
    expect(batches).toEqual([[1, 2]]);
    await finish();
    expect(await Promise.all(first)).toEqual(['w1', 'w2']);
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
    await finish();
    expect(await Promise.all(later)).toEqual(['w3', 'w4', 'w5']);
    expect(group.stats).toEqual({ commits: 2, writes: 5, failedCommits: 0, largestBatch: 3 });
  });

  it('rejects every write of a failed commit, and commits the next batch', async () => {
    const { batches, commit, finish } = manualCommits();
    const group = new GroupCommit(commit);
    const failed = [group.submit(1), group.submit(2)].map((write) => write.catch((error: Error) => error.message));
    await tick();
    const next = group.submit(3);
    await finish(new Error('disk full'));
    expect(await Promise.all(failed)).toEqual(['disk full', 'disk full']);
    expect(batches).toEqual([[1, 2], [3]]);
    await finish();
    expect(await next).toBe('w3');
    expect(group.stats).toEqual({ commits: 1, writes: 1, failedCommits: 1, largestBatch: 1 });
  });

  it('rejects only the write the commit refused alone, and tells `settled` of the batch before any write settles', async () => {
    const told: string[] = [];
    const group = new GroupCommit<number, string>(
      async (writes) => writes.map((write) => (write === 2 ? { ok: false, error: new Error('refused') } : { ok: true, outcome: `w${write}` })),
      (writes, results) => told.push(`${writes.join(',')}: ${results.filter((result) => result.ok).length} ok`),
    );
    const results = await Promise.allSettled([1, 2, 3].map((write) => group.submit(write).finally(() => told.push(`settled ${write}`))));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual(['w1', 'refused', 'w3']);
    expect(told).toEqual(['1,2,3: 2 ok', 'settled 1', 'settled 2', 'settled 3']);
  });

  it("tells `events.batch` each committed batch's size and time, before its writes settle; a failed batch is not told", async () => {
    const { commit, finish } = manualCommits();
    const batches: [number, number][] = [];
    const group = new GroupCommit(commit, undefined, { batch: (size, seconds) => batches.push([size, seconds]) });
    const failed = [group.submit(1), group.submit(2)].map((write) => write.catch(() => 'failed'));
    await tick();
    const later = [group.submit(3), group.submit(4), group.submit(5)].map((write) => write.then(() => batches.length));
    await finish(new Error('disk full'));
    expect(await Promise.all(failed)).toEqual(['failed', 'failed']);
    expect(batches).toEqual([]);
    await finish();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    expect(batches.map(([size]) => size)).toEqual([3]);
    expect(batches[0]?.[1]).toBeGreaterThanOrEqual(0);
  });

  it('drains: resolves once every write submitted so far has settled', async () => {
    const { commit, finish } = manualCommits();
    const group = new GroupCommit(commit);
    const settled: number[] = [];
    void group.submit(1).then(() => settled.push(1));
    await tick();
    void group.submit(2).then(() => settled.push(2));
    const drained = group.drain().then(() => [...settled]);
    await finish();
    await finish();
    expect(await drained).toEqual([1, 2]);
  });

  it('with a concurrency of two, starts a second batch while the first is in flight, and a third waits for one of them', async () => {
    const { batches, commit, finish } = manualCommits();
    const group = new GroupCommit(commit, undefined, undefined, { concurrency: 2 });
    const outcomes = [group.submit(1)];
    await tick();
    outcomes.push(group.submit(2));
    await tick();
    outcomes.push(group.submit(3), group.submit(4));
    await tick();
    expect(batches).toEqual([[1], [2]]);
    await finish();
    expect(batches).toEqual([[1], [2], [3, 4]]);
    await finish();
    await finish();
    expect(await Promise.all(outcomes)).toEqual(['w1', 'w2', 'w3', 'w4']);
  });

  it('commits a write submitted as the last batch settles (the next append of the room it answered)', async () => {
    const { batches, commit, finish } = manualCommits();
    for (const concurrency of [1, 2]) {
      const group = new GroupCommit(commit, undefined, undefined, { concurrency });
      const next = group.submit(1).then(() => group.submit(2));
      await tick();
      await finish();
      await finish();
      expect(await next).toBe('w2');
    }
    expect(batches).toEqual([[1], [2], [1], [2]]);
  });

  describe('with spillMs', () => {
    afterEach(() => vi.useRealTimers());

    it('starts a second batch only once the oldest waiting write has waited spillMs, and never an empty one', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const { batches, commit, finish } = manualCommits();
      const group = new GroupCommit(commit, undefined, undefined, { concurrency: 2, spillMs: 10 });
      const outcomes = [group.submit(1)];
      await tick();
      vi.advanceTimersByTime(4);
      outcomes.push(group.submit(2));
      vi.advanceTimersByTime(3);
      outcomes.push(group.submit(3));
      await tick();
      expect(batches).toEqual([[1]]);
      vi.advanceTimersByTime(6);
      await tick();
      expect(batches).toEqual([[1]]);
      // Write 2 has waited 10 ms: the second writer takes what waits.
      vi.advanceTimersByTime(1);
      await tick();
      expect(batches).toEqual([[1], [2, 3]]);
      await finish();
      await finish();
      expect(await Promise.all(outcomes)).toEqual(['w1', 'w2', 'w3']);
    });

    it('leaves to the first transaction what comes while it is quick: one writer, larger batches', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const { batches, commit, finish } = manualCommits();
      const group = new GroupCommit(commit, undefined, undefined, { concurrency: 2, spillMs: 10 });
      const outcomes = [group.submit(1)];
      await tick();
      outcomes.push(group.submit(2), group.submit(3));
      vi.advanceTimersByTime(5);
      await finish();
      expect(batches).toEqual([[1], [2, 3]]);
      vi.advanceTimersByTime(50);
      await tick();
      expect(batches).toEqual([[1], [2, 3]]);
      await finish();
      expect(await Promise.all(outcomes)).toEqual(['w1', 'w2', 'w3']);
      await group.drain();
    });
  });

  describe('with intervalMs', () => {
    afterEach(() => vi.useRealTimers());

    it('while writes come together, starts a batch only intervalMs after the last one started; one at a time, at once', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const { batches, commit, finish } = manualCommits();
      const group = new GroupCommit(commit, undefined, undefined, { intervalMs: 10 });
      const outcomes = [group.submit(1), group.submit(2)];
      await tick();
      expect(batches).toEqual([[1, 2]]);
      vi.advanceTimersByTime(2);
      await finish();
      // Two came together, 2 ms ago: what comes now waits until the last batch started 10 ms ago, and more join it.
      outcomes.push(group.submit(3));
      vi.advanceTimersByTime(5);
      outcomes.push(group.submit(4));
      vi.advanceTimersByTime(2);
      await tick();
      expect(batches).toEqual([[1, 2]]);
      vi.advanceTimersByTime(1);
      await tick();
      expect(batches).toEqual([[1, 2], [3, 4]]);
      await finish();
      // A quiet spell: the next write goes at once, and after a lone write the next one too.
      vi.advanceTimersByTime(10);
      outcomes.push(group.submit(5));
      await tick();
      expect(batches).toEqual([[1, 2], [3, 4], [5]]);
      await finish();
      outcomes.push(group.submit(6));
      await tick();
      expect(batches).toEqual([[1, 2], [3, 4], [5], [6]]);
      await finish();
      expect(await Promise.all(outcomes)).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
      await group.drain();
    });

    it('spills to a second writer spillMs after a write was due, and drains a batch that waits for its interval', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const { batches, commit, finish } = manualCommits();
      const group = new GroupCommit(commit, undefined, undefined, { concurrency: 2, spillMs: 5, intervalMs: 10 });
      const outcomes = [group.submit(1), group.submit(2)];
      await tick();
      // The first batch is in flight and slow; write 3 is due at 10 ms, and the second writer takes it 5 ms later.
      outcomes.push(group.submit(3));
      vi.advanceTimersByTime(14);
      await tick();
      expect(batches).toEqual([[1, 2]]);
      vi.advanceTimersByTime(1);
      await tick();
      expect(batches).toEqual([[1, 2], [3]]);
      await finish();
      await finish();
      // After a lone write two go at once; the one after them waits for the interval, and drain for it.
      outcomes.push(group.submit(4), group.submit(5));
      await tick();
      await finish();
      outcomes.push(group.submit(6));
      let drained = false;
      const draining = group.drain().then(() => (drained = true));
      await tick();
      expect(batches).toEqual([[1, 2], [3], [4, 5]]);
      vi.advanceTimersByTime(10);
      await tick();
      expect(batches).toEqual([[1, 2], [3], [4, 5], [6]]);
      expect(drained).toBe(false);
      await finish();
      await draining;
      expect(await Promise.all(outcomes)).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    });
  });
});
