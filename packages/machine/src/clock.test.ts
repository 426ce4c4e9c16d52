import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { readGameState } from './read-game-state.ts';
import { selectClock, selectGameState, selectInputError, selectStatus, selectVerdict } from './selectors.ts';
import type { GomokuInput } from './types.ts';
import { json, simulatedClock, start, T0 } from '../test/support.ts';

// The flag timers run on the actor's clock (XState's SimulatedClock here, so time is the test's);
// the clocks are charged with the time each event is stamped with (`at`, the same clock's).

const timed = (input: GomokuInput = {}) => {
  const game = start({ clock: { initialMs: 10_000, incrementMs: 2_000 }, ...input }, simulatedClock());
  return { ...game, clock: game.clock!, remaining: () => selectClock(game.actor.getSnapshot())?.remaining, running: () => selectClock(game.actor.getSnapshot())?.running };
};

/** An actor clock that records the timers asked of it (their delays) and never fires them. */
function recordingClock() {
  const delays: number[] = [];
  return { delays, now: () => T0, setTimeout: (_: () => void, ms: number) => delays.push(ms), clearTimeout: () => undefined };
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
    const timed = createActor(gomokuMachine, { input: { clock: { initialMs: 10_000, incrementMs: 0 }, now: T0 }, clock }).start();
    expect(clock.delays).toEqual([]);
    timed.send({ type: 'play', point: 112, at: T0 });
    expect(clock.delays).toEqual([10_000]);
  });

  it('leave the flag timer raised at once while no clock runs to no edge: it is no refusal', () => {
    const refused: string[] = [];
    const machine = gomokuMachine.provide({ actions: { reject: ({ event }) => void refused.push(event.type) } });
    const actor = createActor(machine, { input: {} }).start();
    for (const point of [112, 113]) actor.send({ type: 'play', point });
    expect(refused).toEqual([]);
    actor.send({ type: 'play', point: 112 });
    expect(refused).toEqual(['play']);
  });

  it('run for the side to act from the first stone, and fall at exactly zero: the game is lost on time', () => {
    const game = timed();
    game.clock.increment(60_000);
    expect(game.remaining()).toEqual({ first: 10_000, second: 10_000 });
    expect(game.running()).toBeNull();
    game.send({ type: 'play', point: 112 });
    expect(game.running()).toEqual({ seat: 'second', since: T0 + 60_000 });
    game.clock.increment(9_999);
    expect(game.status()).toBe('whiteToMove');
    game.clock.increment(1);
    expect(game.status()).toBe('blackWon');
    expect(selectVerdict(game.actor.getSnapshot())).toEqual({ winner: 'black', reason: 'time', line: [] });
    expect(selectClock(game.actor.getSnapshot())).toEqual({ remaining: { first: 10_000, second: 0 }, running: null });
  });

  it('charge the time used, by the events’ stamps, and add the increment after a move', () => {
    const game = timed();
    game.clock.increment(3_000);
    game.send({ type: 'play', point: 112 });
    expect(game.remaining()).toEqual({ first: 10_000, second: 10_000 });
    expect(game.running()?.seat).toBe('second');
    game.clock.increment(1_000);
    game.send({ type: 'play', point: 113 });
    expect(game.remaining()).toEqual({ first: 10_000, second: 11_000 });
    game.clock.increment(3_000);
    game.send({ type: 'play', point: 114 });
    expect(game.remaining()).toEqual({ first: 9_000, second: 11_000 });
    // The stamp, not the actor's clock, says when a move was made: a move stamped 500 ms ago is charged 500 ms less.
    game.clock.increment(2_000);
    game.send({ type: 'play', point: 115, at: game.clock.now() - 500 });
    expect(game.remaining()).toEqual({ first: 9_000, second: 11_500 });
    expect(game.running()).toEqual({ seat: 'first', since: game.clock.now() - 500 });
  });

  it('pause while an undo request waits, and run again after the answer', () => {
    const game = timed({ undo: 'consent' });
    game.send({ type: 'play', point: 112 });
    game.clock.increment(1_000);
    game.send({ type: 'undo', by: 'black' });
    expect(game.status()).toBe('blackRequestsUndo');
    expect(game.running()).toBeNull();
    game.clock.increment(60_000);
    expect(game.status()).toBe('blackRequestsUndo');
    expect(game.remaining()).toEqual({ first: 10_000, second: 9_000 });
    game.send({ type: 'undo.decline', by: 'white' });
    expect(game.status()).toBe('whiteToMove');
    game.clock.increment(8_999);
    expect(game.status()).toBe('whiteToMove');
    game.clock.increment(1);
    expect(game.status()).toBe('blackWon');
  });

  it('charge a resumed game with the time that passed since the running clock started, and set its flag timer for what is left', () => {
    const game = timed();
    game.send({ type: 'play', point: 112 });
    const stored = json(selectGameState(game.actor.getSnapshot()));
    const later = simulatedClock(T0 + 4_000);
    const resumed = start({ state: stored }, later);
    expect(selectClock(resumed.actor.getSnapshot())).toEqual({ remaining: { first: 10_000, second: 6_000 }, running: { seat: 'second', since: T0 + 4_000 } });
    later.increment(5_999);
    expect(resumed.status()).toBe('whiteToMove');
    later.increment(1);
    expect(resumed.status()).toBe('blackWon');
  });

  it('end a resumed game whose flag fell while it was stored', () => {
    const game = timed();
    game.send({ type: 'play', point: 112 });
    const stored = json(selectGameState(game.actor.getSnapshot()));
    const resumed = start({ state: stored }, simulatedClock(T0 + 60_000));
    expect(resumed.status()).toBe('blackWon');
    expect(selectVerdict(resumed.actor.getSnapshot())).toEqual({ winner: 'black', reason: 'time', line: [] });
    expect(selectClock(resumed.actor.getSnapshot())).toEqual({ running: null, remaining: { first: 10_000, second: 0 } });
  });

  it('run in the opening for the seat that acts', () => {
    const game = timed({ opening: 'swap' });
    for (const point of [112, 113, 114]) game.send({ type: 'play', point });
    expect(game.status()).toBe('choosing');
    expect(game.running()?.seat).toBe('second');
    game.clock.increment(9_999);
    expect(game.status()).toBe('choosing');
    game.clock.increment(1);
    // Second ran out while choosing: first, playing Black until the choice, wins.
    expect(game.status()).toBe('blackWon');
  });

  it('bank no time by playing and taking back: no seat keeps more than its stones can have earned, and the state stays readable', () => {
    for (const undo of ['immediate', 'consent'] as const) {
      const game = timed({ undo });
      game.send({ type: 'play', point: 112 });
      for (let i = 0; i < 8; i++) {
        game.send({ type: 'play', point: 113 });
        game.send({ type: 'undo', by: 'white' });
        if (undo === 'consent') game.send({ type: 'undo.accept', by: 'black' });
      }
      expect(game.status()).toBe('whiteToMove');
      // One stone on the board: at most the initial 10 s and three increments of 2 s (a stone's and the two a swap opening's choices give).
      expect(game.remaining()).toEqual({ first: 10_000, second: 16_000 });
      expect(readGameState(json(selectGameState(game.actor.getSnapshot())))).toMatchObject({ ok: true });
    }
  });

  it('stop for a new game: a restart or a rematch leaves no flag to fall, from a turn, the opening or the end', () => {
    for (const opening of ['free', 'swap'] as const) {
      for (const then of ['restart', 'rematch'] as const) {
        const game = timed({ opening });
        game.send({ type: 'play', point: 112 });
        game.send({ type: 'play', point: 113 });
        game.clock.increment(1_000);
        if (then === 'rematch') game.send({ type: 'resign', by: 'black' });
        game.send({ type: then });
        const start = opening === 'swap' ? 'placing' : 'blackToMove';
        expect(game.status()).toBe(start);
        expect(selectClock(game.actor.getSnapshot())).toEqual({ remaining: { first: 10_000, second: 10_000 }, running: null });
        game.clock.increment(60_000);
        expect(game.status()).toBe(start);
      }
    }
  });

  it('start at a time a GameState holds: an input `now` that is none (a fraction, before the epoch) is the wall clock’s', () => {
    for (const now of [T0 + 0.5, -5, NaN]) {
      const before = Date.now();
      const game = start({ clock: { initialMs: 10_000, incrementMs: 0 }, moves: [112], now });
      const since = selectClock(game.actor.getSnapshot())?.running?.since ?? NaN;
      expect(since).toBeGreaterThanOrEqual(before);
      expect(since).toBeLessThanOrEqual(Date.now());
      expect(readGameState(json(game.state())).ok).toBe(true);
    }
  });

  it('refuse a time control out of range', () => {
    const actor = createActor(gomokuMachine, { input: { clock: { initialMs: NaN, incrementMs: 0 } } }).start();
    expect(selectClock(actor.getSnapshot())).toBeNull();
    expect(selectInputError(actor.getSnapshot())).toEqual({ code: 'bad-clock' });
  });
});
