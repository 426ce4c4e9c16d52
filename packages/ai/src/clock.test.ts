import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './clock.ts';

describe('Clock', () => {
  let now = 0;
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const at = (time: number) => {
    now = time;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  };

  it('reads the time every 128 nodes and stops past its deadline', () => {
    at(0);
    const clock = new Clock(10);
    now = 11;
    for (let node = 1; node < 128; node++) expect(clock.tick()).toBe(false);
    expect(clock.tick()).toBe(true);
    expect(clock.nodes).toBe(128);
  });

  it('gives a part the earlier of its own budget and the whole deadline', () => {
    at(2);
    const clock = new Clock(10);
    expect(clock.within(5).deadline).toBe(7);
    expect(clock.within(50).deadline).toBe(10);
    expect(clock.within(Infinity).deadline).toBe(10);
    expect(clock.within(5).stopped).toBe(false);
  });

  it('stops a part begun after the deadline at once, not after its first nodes', () => {
    at(0);
    const clock = new Clock(10);
    now = 12;
    expect(clock.within(5).stopped).toBe(true);
    expect(clock.within(5).tick()).toBe(true);
    // The clock itself learnt from the part that its deadline is past.
    expect(clock.stopped).toBe(true);
    // A part without a budget of its own reads no time: it stops at once once the deadline is known to be past.
    const unread = new Clock(10);
    expect(unread.within(Infinity).stopped).toBe(false);
    unread.expired();
    expect(unread.within(Infinity).tick()).toBe(true);
  });

  it('stops on an aborted signal or at its node limit', () => {
    at(0);
    const controller = new AbortController();
    const clock = new Clock(Infinity, controller.signal, 256);
    for (let node = 0; node < 255; node++) expect(clock.tick()).toBe(false);
    expect(clock.tick()).toBe(true);
    const part = new Clock(Infinity, controller.signal).within(5);
    controller.abort();
    expect(part.expired()).toBe(true);
  });
});
