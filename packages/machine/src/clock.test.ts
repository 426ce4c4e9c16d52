import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { selectClock, selectStatus, selectVerdict } from './selectors.ts';
import type { GomokuInput } from './types.ts';

// The clocks run on the actor's clock: XState's SimulatedClock here, so time is the test's.

function timed(input: GomokuInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(gomokuMachine, { input: { clock: { initialMs: 10_000, incrementMs: 2_000 }, ...input }, clock }).start();
  return { clock, actor, remaining: () => selectClock(actor.getSnapshot())?.remaining, status: () => selectStatus(actor.getSnapshot()) };
}

/** An actor clock that records the timers asked of it (their delays) and never fires them. */
function recordingClock() {
  const delays: number[] = [];
  return { delays, setTimeout: (_: () => void, ms: number) => delays.push(ms), clearTimeout: () => undefined };
}

describe('clocks', () => {
  it('set no timer while none runs: without a clock, or before the first stone (in Node a timer would keep a script alive)', () => {
    const clock = recordingClock();
    const untimed = createActor(gomokuMachine, { input: {}, clock }).start();
    const seen: string[] = [];
    untimed.subscribe((snapshot) => seen.push(selectStatus(snapshot)));
    for (const point of [112, 113, 114]) untimed.send({ type: 'play', point });
    untimed.send({ type: 'undo', by: 'black' });
    expect(clock.delays).toEqual([]);
    // One snapshot a move: no timer event is taken in its place.
    expect(seen).toEqual(['whiteToMove', 'blackToMove', 'whiteToMove', 'blackRequestsUndo']);
    const timed = createActor(gomokuMachine, { input: { clock: { initialMs: 10_000, incrementMs: 0 } }, clock }).start();
    expect(clock.delays).toEqual([]);
    timed.send({ type: 'play', point: 112 });
    expect(clock.delays).toEqual([10_000]);
  });

  it("run for the side to act from the first stone, and fall at exactly zero: the game is lost on time", () => {
    const game = timed();
    game.clock.increment(60_000);
    expect(game.remaining()).toEqual({ first: 10_000, second: 10_000 });
    game.actor.send({ type: 'play', point: 112 });
    game.clock.increment(9_999);
    expect(game.status()).toBe('whiteToMove');
    game.clock.increment(1);
    expect(game.status()).toBe('blackWon');
    expect(selectVerdict(game.actor.getSnapshot())).toEqual({ winner: 'black', reason: 'time', line: [] });
    expect(game.remaining()).toEqual({ first: 10_000, second: 0 });
  });

  it('charge the time used and add the increment after a move', () => {
    const game = timed();
    game.clock.increment(3_000);
    game.actor.send({ type: 'play', point: 112 });
    expect(game.remaining()).toEqual({ first: 10_000, second: 10_000 });
    expect(selectClock(game.actor.getSnapshot())?.running).toBe('second');
    game.clock.increment(1_000);
    game.actor.send({ type: 'play', point: 113 });
    expect(game.remaining()).toEqual({ first: 10_000, second: 11_000 });
    game.clock.increment(3_000);
    game.actor.send({ type: 'play', point: 114 });
    expect(game.remaining()).toEqual({ first: 9_000, second: 11_000 });
  });

  it('pause while an undo request waits, and run again after the answer', () => {
    const game = timed({ undo: 'consent' });
    game.actor.send({ type: 'play', point: 112 });
    game.clock.increment(1_000);
    game.actor.send({ type: 'undo', by: 'black' });
    expect(game.status()).toBe('blackRequestsUndo');
    expect(selectClock(game.actor.getSnapshot())?.running).toBeNull();
    game.clock.increment(60_000);
    expect(game.status()).toBe('blackRequestsUndo');
    expect(game.remaining()).toEqual({ first: 10_000, second: 9_000 });
    game.actor.send({ type: 'undo.decline', by: 'white' });
    expect(game.status()).toBe('whiteToMove');
    game.clock.increment(9_000);
    expect(game.status()).toBe('blackWon');
  });

  it('charge a restore with the time that passed since the running clock started', () => {
    const game = timed();
    game.actor.send({ type: 'play', point: 112 });
    const stored = JSON.parse(JSON.stringify(game.actor.getPersistedSnapshot()));
    const later = new SimulatedClock();
    later.set(stored.context.clock.startedAt + 4_000);
    const resumed = createActor(gomokuMachine, { snapshot: stored, input: {}, clock: later }).start();
    expect(selectClock(resumed.getSnapshot())?.remaining).toEqual({ first: 10_000, second: 6_000 });
    later.increment(5_999);
    expect(selectStatus(resumed.getSnapshot())).toBe('whiteToMove');
    later.increment(1);
    expect(selectStatus(resumed.getSnapshot())).toBe('blackWon');
  });

  it('end a restored game whose flag fell while it was stored', () => {
    const game = timed();
    game.actor.send({ type: 'play', point: 112 });
    const stored = JSON.parse(JSON.stringify(game.actor.getPersistedSnapshot()));
    const later = new SimulatedClock();
    later.set(stored.context.clock.startedAt + 60_000);
    const resumed = createActor(gomokuMachine, { snapshot: stored, input: {}, clock: later }).start();
    expect(selectVerdict(resumed.getSnapshot())).toEqual({ winner: 'black', reason: 'time', line: [] });
    expect(selectClock(resumed.getSnapshot())).toMatchObject({ running: null, remaining: { first: 10_000, second: 0 } });
  });

  it('run in the opening for the seat that acts', () => {
    const game = timed({ opening: 'swap' });
    game.actor.send({ type: 'play', point: 112 });
    game.actor.send({ type: 'play', point: 113 });
    game.actor.send({ type: 'play', point: 114 });
    expect(game.status()).toBe('choosing');
    game.clock.increment(10_000);
    // Second ran out while choosing: first, playing Black until the choice, wins.
    expect(game.status()).toBe('blackWon');
  });

  it('refuse a time control out of range', () => {
    const actor = createActor(gomokuMachine, { input: { clock: { initialMs: NaN, incrementMs: 0 } } }).start();
    expect(selectClock(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.inputError).toEqual({ code: 'bad-clock' });
  });
});
