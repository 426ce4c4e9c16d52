import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { selectGameState, selectInputError, selectMoves, selectRejection, selectStatus, whyRefused } from './selectors.ts';
import type { GomokuEvent } from './types.ts';
import { start } from '../test/support.ts';

// Events from outside (a network, a UI) are read before any rule: a malformed one of a known type
// is refused with `bad-event`, one of a type the chart does not have with `unknown-event`, and
// neither changes anything but the rejection. (What reaches an actor's `send` at all, a non-object
// or XState's own `xstate.…` events, is its embedder's business, not the game's.)

const forged = (value: unknown) => value as GomokuEvent;

describe('an event from outside', () => {
  it.each([
    ['a point that is NaN', { type: 'play', point: NaN }],
    ['a point of 1.5', { type: 'play', point: 1.5 }],
    ['a point of Infinity', { type: 'play', point: Infinity }],
    ['a point as a string', { type: 'play', point: '112' }],
    ['a point that only converts to a number', { type: 'play', point: { valueOf: (): number => 112 } }],
    ['no point', { type: 'play' }],
    ["a 'by' that is no colour or seat", { type: 'play', point: 112, by: 'BLACK' }],
    ["no 'by' where one is needed", { type: 'resign' }],
    ["a 'by' on restart that is no side", { type: 'restart', by: 'green' }],
    ['a colour that is none', { type: 'opening.choose', color: 'red', by: 'second' }],
    ['a time before the epoch', { type: 'play', point: 112, at: -1 }],
    ['a time of a fraction of a ms', { type: 'play', point: 112, at: 1_790_000_000_000.5 }],
    ['a time past what a Date holds', { type: 'play', point: 112, at: 8.64e15 + 1 }],
    ['a time as a string', { type: 'play', point: 112, at: '1790000000000' }],
  ])('is refused with bad-event for %s, changing nothing else', (_, event) => {
    const game = start({ clock: { initialMs: 60_000, incrementMs: 0 }, moves: [0] });
    const before = game.actor.getSnapshot();
    expect(whyRefused(before, forged(event))).toBe('bad-event');
    game.send(forged(event));
    const after = game.actor.getSnapshot();
    expect(selectRejection(after)?.reason).toBe('bad-event');
    expect(selectGameState(after)).toBe(selectGameState(before));
    expect(selectStatus(after)).toBe('whiteToMove');
  });

  it('is refused with unknown-event for a type the chart does not have, keeping only its type, point, by and colour', () => {
    const game = start();
    for (const type of ['fly', 'PLAY', '', 'undo.*', 'opening', 'over.blackWon']) {
      game.send(forged({ type, point: 3, by: 'x'.repeat(100), color: 'black', secret: { big: 'x'.repeat(1000) } }));
      expect(selectRejection(game.actor.getSnapshot())).toEqual({ event: { type, point: 3, by: 'x'.repeat(40), color: 'black' }, reason: 'unknown-event', forbidden: null });
    }
    expect(selectMoves(game.actor.getSnapshot())).toEqual([]);
  });

  it('never stops the actor, whatever the fields of a known or unknown event hold: it is taken, or refused changing nothing else', () => {
    const malformed = fc.record(
      {
        type: fc.oneof(fc.constantFrom('play', 'undo', 'resign', 'opening.choose', 'restart.offer', 'rematch.accept', 'draw.accept'), fc.string({ maxLength: 8 }).filter((t) => !t.startsWith('xstate.') && t !== '*')),
        point: fc.oneof(fc.double(), fc.integer(), fc.anything()),
        by: fc.anything(),
        color: fc.anything(),
        at: fc.oneof(fc.double(), fc.anything()),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.array(malformed, { maxLength: 8 }), (events) => {
        const actor = createActor(gomokuMachine, { input: {} }).start();
        for (const event of events) {
          const before = actor.getSnapshot();
          actor.send(forged(event));
          const after = actor.getSnapshot();
          expect(after.status).toBe('active');
          const rejection = selectRejection(after);
          // A refusal keeps of the event only what the rejection says it keeps.
          if (rejection) {
            expect(selectGameState(after)).toBe(selectGameState(before));
            expect(Object.keys(rejection.event).every((key) => ['type', 'point', 'by', 'color'].includes(key))).toBe(true);
          }
        }
        actor.send({ type: 'restart' });
        actor.send({ type: 'play', point: 0 });
        expect(selectMoves(actor.getSnapshot())).toEqual([0]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a record from outside', () => {
  it('is read as broken when it has holes or points that are none, never as a game', () => {
    // A sparse array: a hole where the second move was.
    const holed = Object.assign(new Array<number>(3), { 0: 112, 2: 113 });
    for (const moves of [holed, [NaN], [112.5], [-1], [Infinity], [112, 112]]) {
      const actor = createActor(gomokuMachine, { input: { moves } }).start();
      expect(selectMoves(actor.getSnapshot()), String(moves)).toEqual([]);
      expect(selectInputError(actor.getSnapshot())?.code, String(moves)).toBe('bad-record');
      actor.send({ type: 'play', point: 112 });
      expect(selectMoves(actor.getSnapshot())).toEqual([112]);
    }
  });

  it('keeps its checks through provide(): a broken stored state starts a new game that says why', () => {
    const stored = start({ moves: [112, 113] }).state();
    const actor = createActor(gomokuMachine.provide({}), { input: { state: { ...stored, moves: [112, 112] } } }).start();
    expect(selectMoves(actor.getSnapshot())).toEqual([]);
    expect(selectInputError(actor.getSnapshot())).toEqual({ code: 'broken-record', move: 2, point: 112, problem: 'occupied' });
  });
});
