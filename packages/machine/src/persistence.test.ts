import { Game, RENJU } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { restoreSnapshot } from './persistence.ts';
import { selectClock, selectInputError, selectMoves, selectStatus, selectVerdict } from './selectors.ts';
import type { GomokuEvent, GomokuInput } from './types.ts';
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

/** Games that end at every status a stored game can hold: the opening's, the offers', the results'. */
const AT_EVERY_STATUS: [string, GomokuInput, GomokuEvent[]][] = [
  ['placing', { opening: 'swap' }, [{ type: 'play', point: 112 }]],
  ['choosing', { opening: 'swap' }, [112, 113, 114].map((point) => ({ type: 'play', point }))],
  ['extending', { opening: 'swap2' }, [...[112, 113, 114].map((point) => ({ type: 'play', point }) as const), { type: 'opening.extend' }]],
  ['extending', { opening: 'swap2' }, [...[112, 113, 114].map((point) => ({ type: 'play', point }) as const), { type: 'opening.extend' }, { type: 'play', point: 0 }]],
  ['finalChoice', { opening: 'swap2' }, [...[112, 113, 114].map((point) => ({ type: 'play', point }) as const), { type: 'opening.extend' }, { type: 'play', point: 0 }, { type: 'play', point: 1 }]],
  ['blackToMove', { opening: 'swap' }, [...[112, 113, 114].map((point) => ({ type: 'play', point }) as const), { type: 'opening.choose', color: 'black' }, { type: 'play', point: 0 }]],
  ['whiteRequestsUndo', {}, [{ type: 'play', point: 112 }, { type: 'play', point: 113 }, { type: 'undo', by: 'white' }]],
  ['blackOffersDraw', {}, [{ type: 'play', point: 112 }, { type: 'draw.offer', by: 'black' }]],
  ['whiteOffersRestart', {}, [{ type: 'play', point: 112 }, { type: 'restart.offer', by: 'white' }]],
  ['draw', {}, [{ type: 'play', point: 112 }, { type: 'draw.offer', by: 'black' }, { type: 'draw.accept', by: 'white' }]],
  ['blackOffersRematch', {}, [{ type: 'resign', by: 'white' }, { type: 'rematch.offer', by: 'black' }]],
];

describe('a stored game', () => {
  it.each(AT_EVERY_STATUS)('resumes at %s with the same context, by createActor and by restoreSnapshot', (status, input, events) => {
    const game = start({ clock: { initialMs: 60_000, incrementMs: 1_000 }, ...input });
    for (const event of events) game.send(event);
    expect(game.status()).toBe(status);
    const stored = roundTrip(game.actor.getPersistedSnapshot());
    const { clock: storedClock, ...before } = game.actor.getSnapshot().context;
    const restored = restoreSnapshot(stored);
    expect(restored.ok && selectStatus(restored.snapshot)).toBe(status);
    // restoreSnapshot gives the game as stored, its clocks too.
    expect(restored.ok && restored.snapshot.context).toEqual({ ...before, clock: storedClock });
    const resumed = actorFrom(stored).getSnapshot();
    expect(selectStatus(resumed)).toBe(status);
    const { clock, ...context } = resumed.context;
    expect(context).toEqual(before);
    // An actor charges the milliseconds that passed since the game was stored, no more.
    const charged = (['first', 'second'] as const).map((seat) => (storedClock?.remaining[seat] ?? 0) - (clock?.remaining[seat] ?? 0));
    expect(charged.every((ms) => ms >= 0 && ms < 1_000)).toBe(true);
  });

  it('keeps its flag timer in the opening: the seat that acts loses on time', () => {
    const clock = new SimulatedClock();
    const game = createActor(gomokuMachine, { input: { opening: 'swap2', clock: { initialMs: 10_000, incrementMs: 0 } }, clock }).start();
    for (const point of [112, 113, 114]) game.send({ type: 'play', point });
    game.send({ type: 'opening.extend', by: 'second' });
    const stored = roundTrip(game.getPersistedSnapshot());
    const later = new SimulatedClock();
    later.set(clock.now());
    const resumed = createActor(gomokuMachine, { snapshot: stored as Persisted['snapshot'], input: {}, clock: later }).start();
    expect(selectStatus(resumed.getSnapshot())).toBe('extending');
    later.increment(9_999);
    expect(selectStatus(resumed.getSnapshot())).toBe('extending');
    later.increment(1);
    // Second, provisionally White, ran out while extending.
    expect(selectVerdict(resumed.getSnapshot())).toEqual({ winner: 'black', reason: 'time', line: [] });
  });

  it('keeps its clocks as stored through restoreSnapshot, however long ago it was stored: an actor made from it charges the time', () => {
    const game = start({ clock: { initialMs: 600_000, incrementMs: 0 } });
    game.send({ type: 'play', point: 112 });
    const stored = roundTrip(game.actor.getPersistedSnapshot()) as { context: { clock: { startedAt: number } } };
    stored.context.clock.startedAt -= 700_000;
    const result = restoreSnapshot(stored);
    expect(result.ok && selectClock(result.snapshot)).toEqual(stored.context.clock);
    expect(result.ok && selectStatus(result.snapshot)).toBe('whiteToMove');
    const resumed = actorFrom(result.ok && result.snapshot);
    expect(selectVerdict(resumed.getSnapshot())).toEqual({ winner: 'black', reason: 'time', line: [] });
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
