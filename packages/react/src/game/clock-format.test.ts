import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossedThreshold, formatClock } from './clock-format.ts';

describe('formatClock', () => {
  it('shows minutes and seconds, hours when there are some, tenths below ten seconds', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(299_999)).toBe('4:59');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(9_999)).toBe('9.9');
    expect(formatClock(50)).toBe('0.0');
  });

  it('never shows less than nothing', () => {
    expect(formatClock(-5)).toBe('0.0');
    expect(formatClock(-Number.MAX_SAFE_INTEGER)).toBe('0.0');
  });

  it('refuses what no clock holds, naming the argument: NaN, infinities, more than a safe integer, no number', () => {
    for (const ms of [NaN, Infinity, -Infinity, 1e308, Number.MAX_SAFE_INTEGER + 2]) expect(() => formatClock(ms), String(ms)).toThrow(new RangeError(`formatClock: ms must be a finite number of milliseconds up to ${Number.MAX_SAFE_INTEGER}, got ${ms}.`));
    expect(() => formatClock('5' as unknown as number)).toThrow(TypeError);
  });

  it('reads any time a clock holds as digits, colons and one dot, growing with the time (a property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: Number.MAX_SAFE_INTEGER, noNaN: true }), fc.double({ min: 0, max: Number.MAX_SAFE_INTEGER, noNaN: true }), (a, b) => {
        const reading = formatClock(a);
        expect(reading).toMatch(/^(\d+\.\d|(\d+:)?\d{1,2}:\d{2})$/);
        // Seconds read back from the reading: never more than the time there is, and monotone.
        const seconds = (text: string) => (text.includes('.') ? Number(text) : text.split(':').reduce((total, part) => total * 60 + Number(part), 0));
        expect(seconds(reading) * 1000).toBeLessThanOrEqual(Math.max(0, a));
        if (a <= b) expect(seconds(reading)).toBeLessThanOrEqual(seconds(formatClock(b)));
      }),
    );
  });
});

describe('crossedThreshold', () => {
  it('names the mark a running clock just passed, once', () => {
    expect(crossedThreshold(60_500, 59_900)).toBe(60_000);
    expect(crossedThreshold(59_900, 59_800)).toBeNull();
    expect(crossedThreshold(10_100, 10_000)).toBe(10_000);
    expect(crossedThreshold(5_000, 4_000)).toBeNull();
  });
});
