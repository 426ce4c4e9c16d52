import { describe, expect, it } from 'vitest';
import { TokenBucket } from './limits.ts';

describe('TokenBucket', () => {
  it('lets a burst through, then the rate, and never more than the burst after a pause', () => {
    let now = 1_000;
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('refills nothing when the clock goes back', () => {
    let now = 10_000;
    const bucket = new TokenBucket({ burst: 1, perSecond: 1 }, () => now);
    expect(bucket.take()).toBe(true);
    now -= 5_000;
    expect(bucket.take()).toBe(false);
  });
});
