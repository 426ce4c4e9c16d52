import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, sendTo, SimulatedClock } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { restoreSnapshot } from './persistence.ts';
import { selectClock, selectInputError, selectMoves, selectRejection, selectStatus } from './selectors.ts';

// The machine's checks have no back doors: not through provide(), not with XState's own events,
// not with values that are not events.

const CLOCK = { initialMs: 60_000, incrementMs: 0 };
type Sendable = Parameters<ReturnType<typeof createActor<typeof gomokuMachine>>['send']>[0];
const forged = (value: unknown) => value as Sendable;

describe('the edge checks', () => {
  it('hold through provide(): a forged snapshot is read, a non-event refused', () => {
    const provided = gomokuMachine.provide({});
    const snapshot = createActor(gomokuMachine, { input: {} }).start().getPersistedSnapshot() as unknown as { context: Record<string, unknown> };
    const repeated = { ...snapshot, context: { ...snapshot.context, game: { moves: [112, 112] } } };
    const actor = createActor(provided, { snapshot: repeated as never, input: {} }).start();
    expect(selectMoves(actor.getSnapshot())).toEqual([]);
    expect(selectInputError(actor.getSnapshot())).toEqual({ code: 'broken-record', move: 2, point: 112, problem: 'occupied' });
    actor.send(forged(null));
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectRejection(actor.getSnapshot())?.reason).toBe('unknown-event');
  });

  it('refuse XState’s own events from outside: xstate.stop stops nothing', () => {
    const actor = createActor(gomokuMachine, { input: {} }).start();
    actor.send(forged({ type: 'xstate.stop' }));
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectRejection(actor.getSnapshot())).toMatchObject({ reason: 'unknown-event', event: { type: '(xstate.stop)' } });
    actor.send({ type: 'play', point: 112 });
    expect(selectMoves(actor.getSnapshot())).toEqual([112]);
  });

  it('refuse them from a parent too: a sendTo of xstate.stop or a forged timer reaches the chart as a refusal', () => {
    const timer = 'xstate.after.whiteClock.gomoku.playing.whiteToMove';
    const parent = createMachine({
      invoke: { id: 'game', src: gomokuMachine, input: { clock: CLOCK } },
      on: {
        stopIt: { actions: sendTo('game', { type: 'xstate.stop' } as never) },
        flagIt: { actions: sendTo('game', { type: timer } as never) },
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(parent, { clock }).start();
    const game = () => actor.getSnapshot().children.game as ReturnType<typeof createActor<typeof gomokuMachine>>;
    game().send({ type: 'play', point: 112 });
    actor.send({ type: 'stopIt' });
    expect(game().getSnapshot().status).toBe('active');
    expect(selectRejection(game().getSnapshot())).toMatchObject({ reason: 'unknown-event', event: { type: '(xstate.stop)' } });
    actor.send({ type: 'flagIt' });
    expect(selectStatus(game().getSnapshot())).toBe('whiteToMove');
    // The real timer still falls.
    clock.increment(60_000);
    expect(selectStatus(game().getSnapshot())).toBe('blackWon');
  });

  it('let a forged timer event change nothing: only the real flag falls', () => {
    const clock = new SimulatedClock();
    const actor = createActor(gomokuMachine, { input: { clock: CLOCK }, clock }).start();
    actor.send({ type: 'play', point: 112 });
    const timer = 'xstate.after.whiteClock.gomoku.playing.whiteToMove';
    actor.send(forged({ type: timer }));
    expect(selectStatus(actor.getSnapshot())).toBe('whiteToMove');
    expect(selectClock(actor.getSnapshot())?.remaining.second).toBe(60_000);
    clock.increment(60_000);
    expect(selectStatus(actor.getSnapshot())).toBe('blackWon');
  });

  it('never leave the actor stopped, whatever is sent', () => {
    const hostile = fc.oneof(
      fc.anything(),
      fc.constantFrom(null, undefined, NaN, '*', { type: '*' }, { type: 'xstate.stop' }, { type: 'xstate.init' }, { type: 'xstate.done.actor.x' }),
      fc.record({ type: fc.constantFrom('play', 'undo', 'resign', 'opening.choose', 'restart.offer', 'rematch.accept'), point: fc.oneof(fc.double(), fc.integer()), by: fc.anything(), color: fc.anything() }, { requiredKeys: [] }),
      // Sparse arrays and wrong `by`s.
      fc.constant({ type: 'play', point: 112, by: 'green' }),
      fc.constant(Object.assign([], { type: 'undo', 5: 1 })),
    );
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 8 }), (events) => {
        const actor = createActor(gomokuMachine, { input: {} }).start();
        for (const event of events) actor.send(forged(event));
        expect(actor.getSnapshot().status).toBe('active');
        actor.send({ type: 'restart' });
        actor.send({ type: 'play', point: 0 });
        expect(selectMoves(actor.getSnapshot())).toEqual([0]);
      }),
      { numRuns: 300 },
    );
  });

  it('read a record with holes or hostile points as broken, never as a game', () => {
    const persisted = createActor(gomokuMachine, { input: {} }).start().getPersistedSnapshot() as unknown as { context: Record<string, unknown> };
    // A sparse array: a hole where the second move was.
    const holed = Object.assign(new Array<number>(3), { 0: 112, 2: 113 });
    for (const moves of [holed, [NaN], [112.5], [-1], [Infinity]]) {
      const result = restoreSnapshot({ ...persisted, context: { ...persisted.context, game: { moves } } });
      expect(result.ok).toBe(false);
    }
  });
});
