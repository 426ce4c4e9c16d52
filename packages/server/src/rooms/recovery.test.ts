import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Recovery, RECOVERY_MS, recoveryWait } from './recovery.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a room’s recovery', () => {
  it('waits from the first wait, doubling to the last, with half to all of it as jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((failures) => recoveryWait(failures, () => 0))).toEqual([50, 100, 200, 400, 800, 1000, 1000]);
    expect(recoveryWait(0, () => 0.999_999)).toBeCloseTo(RECOVERY_MS.first);
    expect(recoveryWait(10, () => 0.999_999)).toBeCloseTo(RECOVERY_MS.last);
  });

  it('tries again after each failure, waiting longer each time, and afresh after a success', async () => {
    const outcomes = [false, false, true, false];
    const tries: number[] = [];
    const recovery = new Recovery({
      may: () => true,
      attempt: () => {
        tries.push(Date.now());
        return outcomes.shift() ? Promise.resolve() : Promise.reject(new Error('store down'));
      },
      random: () => 0,
    });
    const start = Date.now();
    recovery.later();
    // A second call while a try is planned plans nothing more.
    recovery.later();
    await vi.advanceTimersByTimeAsync(50 + 100 + 200);
    expect(tries.map((at) => at - start)).toEqual([50, 150, 350]);
    // It worked: the next failure waits the first wait again.
    recovery.later();
    await vi.advanceTimersByTimeAsync(50);
    expect(tries).toHaveLength(4);
    recovery.stop();
  });

  it('plans nothing while it may not, makes no try that is no longer allowed or needed, and stops', async () => {
    let may = false;
    let needed = true;
    const attempt = vi.fn(() => (needed ? Promise.resolve() : null));
    const recovery = new Recovery({ may: () => may, attempt, random: () => 0 });
    recovery.later();
    expect(vi.getTimerCount()).toBe(0);
    may = true;
    recovery.later();
    may = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempt).not.toHaveBeenCalled();
    may = true;
    needed = false;
    recovery.later();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    recovery.later();
    recovery.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
