import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat, HEARTBEAT_SLICES } from './heartbeat.ts';

const PERIOD = 30_000;
const TURN = PERIOD / HEARTBEAT_SLICES;

/** A heartbeat over numbered connections that records its pings (by turn) and the dead. */
function watch(answers: (connection: number) => boolean) {
  const pings: number[][] = [];
  const dead: number[] = [];
  let turn: number[] = [];
  const heartbeat: Heartbeat<number> = new Heartbeat(PERIOD, {
    ping: (connection) => {
      turn.push(connection);
      if (answers(connection)) queueMicrotask(() => heartbeat.answered(connection));
    },
    dead: (connection) => dead.push(connection),
  });
  const tick = async (turns: number) => {
    for (let i = 0; i < turns; i++) {
      turn = [];
      await vi.advanceTimersByTimeAsync(TURN);
      pings.push(turn);
    }
  };
  return { heartbeat, pings, dead, tick };
}

describe('Heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings each connection once a period, a slice a turn, never all at once', async () => {
    const { heartbeat, pings, dead, tick } = watch(() => true);
    for (let c = 0; c < 3000; c++) heartbeat.add(c);
    await tick(3 * HEARTBEAT_SLICES);
    heartbeat.stop();
    expect(dead).toEqual([]);
    expect(Math.max(...pings.map((turn) => turn.length))).toBe(3000 / HEARTBEAT_SLICES);
    // Every period pings every connection exactly once.
    for (let period = 0; period < 3; period++) {
      const pinged = pings.slice(period * HEARTBEAT_SLICES, (period + 1) * HEARTBEAT_SLICES).flat();
      expect(pinged.sort((a, b) => a - b)).toEqual(Array.from({ length: 3000 }, (_, c) => c));
    }
  });

  it('drops a connection that does not answer, one period after the ping it missed, and only it', async () => {
    const { heartbeat, pings, dead, tick } = watch((connection) => connection !== 7);
    for (let c = 0; c < 100; c++) heartbeat.add(c);
    await tick(HEARTBEAT_SLICES);
    expect(dead).toEqual([]);
    const pingedAt = pings.findIndex((turn) => turn.includes(7));
    await tick(HEARTBEAT_SLICES);
    expect(dead).toEqual([7]);
    expect(pings.findIndex((turn, i) => i > pingedAt && turn.includes(7))).toBe(-1);
    // Forgotten once dead: no second verdict.
    await tick(2 * HEARTBEAT_SLICES);
    heartbeat.stop();
    expect(dead).toEqual([7]);
  });

  it('forgets a closed connection, ignores answers from strangers, and stops', async () => {
    const { heartbeat, pings, dead, tick } = watch(() => false);
    heartbeat.add(1);
    heartbeat.add(2);
    heartbeat.delete(1);
    heartbeat.answered(99);
    await tick(2 * HEARTBEAT_SLICES);
    expect(dead).toEqual([2]);
    expect(pings.flat()).toEqual([2]);
    heartbeat.add(3);
    heartbeat.stop();
    await tick(2 * HEARTBEAT_SLICES);
    expect(pings.flat()).toEqual([2]);
  });

  it('fills the least full slice, so connections that come and go stay spread', async () => {
    const { heartbeat, pings, tick } = watch(() => true);
    for (let c = 0; c < 600; c++) heartbeat.add(c);
    for (let c = 0; c < 600; c += 2) heartbeat.delete(c);
    for (let c = 600; c < 900; c++) heartbeat.add(c);
    await tick(HEARTBEAT_SLICES);
    heartbeat.stop();
    expect(pings.map((turn) => turn.length)).toEqual(Array.from({ length: HEARTBEAT_SLICES }, () => 600 / HEARTBEAT_SLICES));
  });
});
