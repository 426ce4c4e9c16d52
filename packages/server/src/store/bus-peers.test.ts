import { describe, expect, it } from 'vitest';
import { BusPeers } from './bus-peers.ts';

/** Peers on a clock the test moves. */
const peers = (startMs = 10_000, forgetMs = 15_000) => {
  const clock = { now: 0 };
  return { clock, peers: new BusPeers({ startMs, forgetMs, now: () => clock.now }) };
};

describe('BusPeers', () => {
  it('may be heard while starting, then only while another store was heard lately', () => {
    const { clock, peers: p } = peers();
    expect(p.mayBeHeard(true)).toBe(true);
    clock.now = 10_001;
    expect(p.mayBeHeard(true)).toBe(false);
    p.heard('probe-b');
    clock.now = 25_001;
    expect(p.mayBeHeard(true)).toBe(true);
    clock.now = 25_002;
    expect(p.mayBeHeard(true)).toBe(false);
  });

  it('keeps counting a store that goes on probing, and forgets one that stopped while another goes on', () => {
    const { clock, peers: p } = peers(0);
    p.heard('probe-b');
    p.heard('probe-c');
    for (let t = 5_000; t <= 60_000; t += 5_000) {
      clock.now = t;
      p.heard('probe-c');
      expect(p.mayBeHeard(true)).toBe(true);
    }
    clock.now = 75_001;
    expect(p.mayBeHeard(true)).toBe(false);
    // Heard again after being forgotten: counted again.
    p.heard('probe-b');
    expect(p.mayBeHeard(true)).toBe(true);
  });

  it('may be heard whenever this store cannot hear, alone or not', () => {
    const { clock, peers: p } = peers(0);
    clock.now = 1;
    expect(p.mayBeHeard(true)).toBe(false);
    expect(p.mayBeHeard(false)).toBe(true);
  });
});
