import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, Resends } from './backoff.ts';

describe('backoff', () => {
  it('waits from about initialMs, doubling up to maxMs, with half to all of it as jitter', () => {
    const low = backoff({ initialMs: 100, maxMs: 1_000, random: () => 0 });
    expect([0, 1, 2, 3, 4, 5].map(low)).toEqual([50, 100, 200, 400, 500, 500]);
    const high = backoff({ initialMs: 100, maxMs: 1_000, random: () => 0.999_999 });
    expect(high(0)).toBeCloseTo(100);
    expect(high(9)).toBeCloseTo(1_000);
  });

  it('defaults to 500 ms up to 15 s', () => {
    const waits = backoff({ random: () => 0 });
    expect([waits(0), waits(10)]).toEqual([250, 7_500]);
  });
});

describe('resends', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends each key again after a wait that grows with its tries, until it is cancelled', () => {
    const resends = new Resends((n) => 100 * 2 ** n);
    const sent: string[] = [];
    resends.later('e1', () => sent.push('e1'));
    resends.later('hello', () => sent.push('hello'));
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['e1', 'hello']);
    // The second try of e1 waits twice as long.
    resends.later('e1', () => sent.push('e1 again'));
    vi.advanceTimersByTime(199);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['e1', 'hello', 'e1 again']);
    // Cancelled: nothing is sent, and the tries start again.
    resends.later('e1', () => sent.push('never'));
    resends.cancel('e1');
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(3);
    resends.later('e1', () => sent.push('afresh'));
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toBe('afresh');
  });

  it('replaces a planned resend, and cancels every key at once', () => {
    const resends = new Resends(() => 100);
    const sent: string[] = [];
    resends.later('e1', () => sent.push('old'));
    resends.later('e1', () => sent.push('new'));
    resends.later('e2', () => sent.push('e2'));
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['new', 'e2']);
    resends.later('e1', () => sent.push('x'));
    resends.later('e2', () => sent.push('y'));
    resends.cancelAll();
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual(['new', 'e2']);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('backoff, given hostile times and randomness', () => {
  it('refuses times that are not a number from 1 ms to the timers longest, and a maxMs under initialMs', () => {
    for (const initialMs of [NaN, 0, -5, Infinity, 1e308, 2 ** 31, '500' as unknown as number]) {
      expect(() => backoff({ initialMs })).toThrow(RangeError);
      expect(() => backoff({ initialMs })).toThrow('backoff.initialMs must be from 1 to 2147483647 milliseconds');
    }
    for (const maxMs of [NaN, 99, -1, Infinity]) expect(() => backoff({ initialMs: 100, maxMs })).toThrow('backoff.maxMs must be from 100');
    expect(backoff({ initialMs: 20_000, random: () => 0 })(0)).toBe(10_000);
  });

  it('waits within its bounds whatever random gives or throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constantFrom(NaN, -1, 1, 7, Infinity, '0.5', null)), fc.boolean(), fc.nat(40), (value, throws, n) => {
        const waits = backoff({
          initialMs: 100,
          maxMs: 1_000,
          random: () => {
            if (throws) throw new Error('no randomness');
            return value as number;
          },
        });
        const wait = waits(n);
        const full = Math.min(1_000, 100 * 2 ** n);
        expect(wait).toBeGreaterThanOrEqual(full / 2);
        expect(wait).toBeLessThanOrEqual(full);
      }),
    );
  });
});
