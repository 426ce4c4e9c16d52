import { Game, RENJU } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { restoreSnapshot } from './persistence.ts';
import { selectInputError, selectMoves, selectStatus } from './selectors.ts';
import { read, start } from '../test/support.ts';
import { INPUT_ERROR_CODES } from './vocabulary.ts';

const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
type Persisted = Parameters<typeof createActor<typeof gomokuMachine>>[1] & object;
const actorFrom = (snapshot: unknown) => createActor(gomokuMachine, { snapshot: snapshot as Persisted['snapshot'], input: {} }).start();

/** A started game after `setup`, saved and read back as JSON. */
const saved = (setup: (game: ReturnType<typeof start>) => void = () => {}, moves = [112, 113, 114]) => {
  const game = start({ moves });
  setup(game);
  return roundTrip(game.actor.getPersistedSnapshot()) as { value: unknown; context: Record<string, unknown> };
};

describe('persisted snapshots', () => {
  it('are plain JSON holding the record, and an actor made from one continues where the first was', () => {
    const game = start({ variant: RENJU, undo: 'immediate', moves: [112, 113, 114] });
    const persisted = roundTrip(game.actor.getPersistedSnapshot()) as { context: { game: unknown } };
    expect(persisted.context.game).toEqual({ variant: RENJU, moves: [112, 113, 114] });
    const resumed = actorFrom(persisted);
    expect(read(resumed.getSnapshot())).toEqual(game.read());
    resumed.send({ type: 'play', point: 0 });
    game.send({ type: 'play', point: 0 });
    expect(read(resumed.getSnapshot())).toEqual(game.read());
    expect(selectStatus(resumed.getSnapshot())).toBe('blackToMove');
  });

  it('keep a pending undo request', () => {
    const resumed = actorFrom(saved((g) => g.send({ type: 'undo', by: 'white' }), [112, 113]));
    expect(selectStatus(resumed.getSnapshot())).toBe('whiteRequestsUndo');
    resumed.send({ type: 'undo.accept', by: 'black' });
    expect(selectMoves(resumed.getSnapshot())).toEqual([112]);
  });
});

describe('restoreSnapshot', () => {
  it('rebuilds every kind of saved game at the same status', () => {
    const cases: [(g: ReturnType<typeof start>) => void, string][] = [
      [() => {}, 'whiteToMove'],
      [(g) => g.send({ type: 'undo', by: 'black' }), 'blackRequestsUndo'],
      [(g) => g.send({ type: 'resign', by: 'white' }), 'blackWon'],
      [(g) => g.send({ type: 'resign', by: 'black' }), 'whiteWon'],
    ];
    for (const [setup, status] of cases) {
      const result = restoreSnapshot(saved(setup));
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const actor = actorFrom(result.snapshot);
      expect(selectStatus(actor.getSnapshot())).toBe(status);
      expect(selectMoves(actor.getSnapshot())).toEqual([112, 113, 114]);
    }
  });

  it('refuses anything that is not a saved game, without throwing', () => {
    const good = saved();
    const hostile = { get first() { throw new Error('boom'); }, second: 'x' };
    const broken: unknown[] = [
      null,
      42,
      'text',
      {},
      { value: { playing: 'whiteToMove' } },
      { ...good, value: 'nowhere' },
      { ...good, value: { over: 'whiteToMove' } },
      // Values that spell no status as JSON (stored data is JSON): an extra key, a path as a string, values that cannot be written.
      { ...good, value: { playing: 'whiteToMove', over: 'draw' } },
      { ...good, value: 'playing.whiteToMove' },
      {
        ...good,
        value: {
          get playing() {
            throw new Error('hostile getter');
          },
        },
      },
      { ...good, value: 10n },
      { ...good, status: 'error' },
      { ...good, context: { ...good.context, game: { variant: RENJU, moves: 'abc' } } },
      // A repeated point.
      { ...good, context: { ...good.context, game: { variant: RENJU, moves: [1, 1] } } },
      // A move after a five.
      { ...good, value: { over: 'blackWon' }, context: { ...good.context, game: { moves: [0, 1, 15, 16, 30, 31, 45, 46, 60, 61] } } },
      // A status the record does not give: it is Black's turn after two stones.
      { ...good, value: { playing: 'whiteToMove' }, context: { ...good.context, game: { moves: [1, 2] } } },
      { ...good, value: { over: 'blackWon' } },
      { ...good, value: { playing: 'whiteRequestsUndo' }, context: { ...good.context, game: { moves: [] } } },
      { ...good, context: { ...good.context, game: { variant: { size: 'x' }, moves: [] } } },
      { ...good, context: { ...good.context, undo: 'sometimes' } },
      { ...good, context: { ...good.context, seats: { first: 'a', second: { toString: null } } } },
      { ...good, context: { ...good.context, seats: hostile } },
      // Tournament fields: an opening status the record does not give, forged clocks and colours.
      { ...good, value: { playing: { opening: 'choosing' } }, context: { ...good.context, opening: 'swap', colors: { first: 'black', second: 'white' } } },
      { ...good, value: { playing: { opening: 'extending' } }, context: { ...good.context, opening: 'swap', colors: null } },
      { ...good, context: { ...good.context, opening: 'swap3' } },
      { ...good, context: { ...good.context, clock: { initialMs: 60_000, incrementMs: 0, remaining: { first: -5, second: 10 }, running: null, startedAt: 0 } } },
      { ...good, context: { ...good.context, clock: { initialMs: 60_000, incrementMs: 0, remaining: { first: 5, second: 10 }, running: 'third', startedAt: 0 } } },
      { ...good, context: { ...good.context, colors: { first: 'black', second: 'black' } } },
      { ...good, context: { ...good.context, openedWith: 99 } },
      { ...good, value: { over: 'draw' }, context: { ...good.context, ending: { winner: 'black', reason: 'agreed' } } },
      { ...good, value: { over: 'whiteWon' }, context: { ...good.context, ending: { winner: 'white', reason: 'five' } } },
      { ...good, value: { over: 'whiteWon' }, context: { ...good.context, ending: { winner: 'green', reason: 'resign' } } },
    ];
    for (const stored of broken) {
      const result = restoreSnapshot(stored);
      expect(result.ok, `case ${broken.indexOf(stored)}`).toBe(false);
      if (!result.ok) expect(INPUT_ERROR_CODES).toContain(result.reason.code);
    }
  });

  it('refuses forged snapshots of any shape, never throws, and an actor given one starts a fresh game that says why', () => {
    const good = saved();
    const field = fc.oneof(fc.anything(), fc.constantFrom('blackToMove', 'whiteToMove', { playing: 'blackToMove' }, { over: 'draw' }));
    const forged = fc.record({
      status: fc.oneof(fc.constant('active'), fc.anything()),
      value: field,
      context: fc.record({ game: fc.oneof(fc.record({ variant: fc.anything(), moves: fc.array(fc.integer({ min: -2, max: 230 }), { maxLength: 12 }) }), fc.anything()), undo: fc.anything(), ending: fc.anything(), players: fc.anything() }, { requiredKeys: [] }),
    }, { requiredKeys: [] });
    fc.assert(
      fc.property(forged, (stored) => {
        const result = restoreSnapshot(stored);
        const actor = actorFrom(stored);
        const snapshot = actor.getSnapshot();
        expect(snapshot.status).toBe('active');
        if (result.ok) {
          // Accepted: it is a game the rules can reach, at the status its record gives.
          expect(() => new Game({ variant: snapshot.context.game.variant, moves: selectMoves(snapshot) })).not.toThrow();
          expect(selectInputError(snapshot)).toBeNull();
        } else {
          expect(selectMoves(snapshot)).toEqual([]);
          expect(selectInputError(snapshot)).toEqual(result.reason);
        }
        actor.send({ type: 'play', point: 0 });
        expect(actor.getSnapshot().status).toBe('active');
      }),
      { numRuns: 2000 },
    );
    expect(restoreSnapshot(good).ok).toBe(true);
  });
});
