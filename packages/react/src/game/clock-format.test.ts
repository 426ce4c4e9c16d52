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

  it('never shows less than nothing, or a broken number', () => {
    expect(formatClock(-5)).toBe('0.0');
    expect(formatClock(NaN)).toBe('0.0');
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
