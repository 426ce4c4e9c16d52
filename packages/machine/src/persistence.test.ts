import { otherColor, RENJU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { GameState } from './game-state.ts';
import { gomokuMachine } from './machine.ts';
import { readGameState } from './read-game-state.ts';
import { selectClock, selectGameState, selectInputError, selectMoves, selectRejection, selectStatus, selectVerdict, type GomokuSnapshot } from './selectors.ts';
import { STATUSES, type GomokuEvent, type GomokuInput, type Status } from './types.ts';
import { json, simulatedClock, start, T0 } from '../test/support.ts';

// A game is stored as its GameState (plain JSON) and resumed by `createActor(gomokuMachine,
// { input: { state, now } })`: at the same status, with the same state, its flag timer set.

const CLOCK = { initialMs: 60_000, incrementMs: 1_000 };

/** A step of a game: an event, sent a second after the last, or a number of ms that pass. */
type Step = GomokuEvent | number;

/** A game played from `input` on a simulated clock (the time control above unless the input says), each event a second after the last. */
function played(input: GomokuInput, steps: readonly Step[]) {
  const game = start({ clock: CLOCK, ...input }, simulatedClock());
  const clock = game.clock!;
  for (const step of steps) {
    if (typeof step === 'number') {
      clock.increment(step);
      continue;
    }
    clock.increment(1_000);
    game.send(step);
    expect(selectRejection(game.actor.getSnapshot()), JSON.stringify(step)).toBeNull();
  }
  return { ...game, clock };
}

/** The stored state resumed at `now`, on a simulated clock set there. */
const resume = (state: unknown, now: number) => start({ state, now }, simulatedClock(now));

const plays = (...points: number[]): GomokuEvent[] => points.map((point) => ({ type: 'play', point }));
const FIVE = plays(0, 1, 15, 16, 30, 31, 45, 46, 60);
const SWAPPED = [...plays(112, 113, 114), { type: 'opening.extend', by: 'second' }] as const;

/** Games that end at every status a stored game can hold: the opening's, the turns, the requests and offers, the results. */
const AT_EVERY_STATUS: [Status, string, GomokuInput, Step[]][] = [
  ['placing', 'a stone placed', { opening: 'swap' }, plays(112)],
  ['placing', 'no stone yet, no clock running', { opening: 'swap2' }, []],
  ['choosing', 'three stones placed', { opening: 'swap' }, plays(112, 113, 114)],
  ['extending', 'no stone yet', { opening: 'swap2' }, [...SWAPPED]],
  ['extending', 'a stone added', { opening: 'swap2' }, [...SWAPPED, ...plays(0)]],
  ['finalChoice', 'two stones added', { opening: 'swap2' }, [...SWAPPED, ...plays(0, 1)]],
  ['blackToMove', 'second took Black after a swap', { opening: 'swap' }, [...plays(112, 113, 114), { type: 'opening.choose', color: 'black', by: 'second' }, ...plays(0)]],
  ['blackToMove', 'no stone yet, no clock running', {}, []],
  ['whiteToMove', 'a stone placed, no clock', { clock: undefined }, plays(112)],
  ['whiteToMove', 'first chose White after swap2', { opening: 'swap2' }, [...SWAPPED, ...plays(0, 1), { type: 'opening.choose', color: 'white', by: 'first' }]],
  ['blackRequestsUndo', 'Black asks', {}, [...plays(112), { type: 'undo', by: 'black' }]],
  ['whiteRequestsUndo', 'White asks', {}, [...plays(112, 113), { type: 'undo', by: 'white' }]],
  ['blackOffersDraw', 'Black offers', {}, [...plays(112), { type: 'draw.offer', by: 'black' }]],
  ['whiteOffersDraw', 'White offers', {}, [...plays(112, 113), { type: 'draw.offer', by: 'white' }]],
  ['blackOffersRestart', 'Black offers', {}, [...plays(112), { type: 'restart.offer', by: 'black' }]],
  ['whiteOffersRestart', 'White offers', {}, [...plays(112), { type: 'restart.offer', by: 'white' }]],
  ['blackWon', 'a five', {}, FIVE],
  ['blackWon', "White's flag fell", {}, [...plays(112), 61_000]],
  ['whiteWon', 'Black resigned', {}, [...plays(112), { type: 'resign', by: 'black' }]],
  ['whiteWon', "first's flag fell while placing", { opening: 'swap' }, [...plays(112), 60_000]],
  ['draw', 'agreed', {}, [...plays(112), { type: 'draw.offer', by: 'black' }, { type: 'draw.accept', by: 'white' }]],
  ['draw', 'a full board', { variant: { size: 3, winLength: 3, rule: 'freestyle' } }, plays(0, 1, 2, 4, 3, 5, 7, 6, 8)],
  ['blackOffersRematch', 'after a resignation', {}, [{ type: 'resign', by: 'white' }, { type: 'rematch.offer', by: 'black' }]],
  ['whiteOffersRematch', 'after a five', {}, [...FIVE, { type: 'rematch.offer', by: 'white' }]],
];

/** Statuses where the one to act has a clock running (from the first stone). */
const TIMED: ReadonlySet<Status> = new Set(['placing', 'choosing', 'extending', 'finalChoice', 'blackToMove', 'whiteToMove']);

/** Events to send to a game and to its resumed copy alike: one of each kind, by each side. */
function probes(snapshot: GomokuSnapshot): GomokuEvent[] {
  const { size } = snapshot.context.game.variant;
  const empty = [...Array(size * size).keys()].find((point) => snapshot.context.game.at(point) === null) ?? 0;
  const events: GomokuEvent[] = [{ type: 'play', point: empty }, { type: 'play', point: 112 }, { type: 'restart' }, { type: 'rematch' }, { type: 'opening.extend', by: 'second' }];
  for (const by of ['black', 'white'] as const) {
    for (const type of ['undo', 'undo.accept', 'undo.decline', 'draw.offer', 'draw.accept', 'draw.decline', 'restart.offer', 'restart.accept', 'restart.decline', 'rematch.offer', 'rematch.accept', 'rematch.decline', 'resign'] as const) events.push({ type, by });
  }
  for (const by of ['first', 'second'] as const) for (const color of ['black', 'white'] as const) events.push({ type: 'opening.choose', color, by });
  return events;
}

describe('a stored game', () => {
  it('covers every status', () => {
    expect(new Set(AT_EVERY_STATUS.map(([status]) => status))).toEqual(new Set(STATUSES));
  });

  it.each(AT_EVERY_STATUS)('resumes at %s (%s) with an equal GameState, and plays on alike', (status, _, input, steps) => {
    const game = played(input, steps);
    expect(game.status()).toBe(status);
    const state = game.state();
    const stored = json(state);
    expect(readGameState(stored)).toEqual({ ok: true, state });
    const resumed = resume(stored, game.clock.now());
    expect(resumed.status()).toBe(status);
    expect(resumed.state()).toEqual(state);
    expect(resumed.read()).toEqual(game.read());
    // Whatever is sent next, the resumed game answers as the first would.
    const at = game.clock.now() + 500;
    for (const probe of probes(game.actor.getSnapshot())) {
      const [next] = transition(gomokuMachine, game.actor.getSnapshot(), { ...probe, at });
      const [again] = transition(gomokuMachine, resumed.actor.getSnapshot(), { ...probe, at });
      const where = `${status} × ${JSON.stringify(probe)}`;
      expect(selectStatus(again), where).toBe(selectStatus(next));
      expect(selectGameState(again), where).toEqual(selectGameState(next));
      expect(selectRejection(again), where).toEqual(selectRejection(next));
    }
  });

  it.each(AT_EVERY_STATUS)('keeps its flag timer at %s (%s): the seat that acts loses on time at exactly zero, and no other flag falls', (status, _, input, steps) => {
    const stored = json(played(input, steps).state());
    const running = stored.clock?.running;
    // Resumed a little later: the running clock is charged with the time that passed.
    const now = (running?.since ?? T0) + 2_500;
    const resumed = resume(stored, now);
    const clock = resumed.clock!;
    if (!running) {
      // No clock runs (none in the game, none before the first stone, an answer awaited, the game over): time changes nothing.
      expect(TIMED.has(status) && stored.clock !== null && stored.moves.length > 0).toBe(false);
      const before = resumed.state();
      clock.increment(24 * 3_600_000);
      expect(resumed.status()).toBe(status);
      expect(resumed.state()).toBe(before);
      return;
    }
    expect(TIMED.has(status)).toBe(true);
    const left = (stored.clock?.remaining[running.seat] ?? 0) - 2_500;
    expect(selectClock(resumed.actor.getSnapshot())).toEqual({ remaining: { ...stored.clock?.remaining, [running.seat]: left }, running: { seat: running.seat, since: now } });
    clock.increment(left - 1);
    expect(resumed.status()).toBe(status);
    clock.increment(1);
    // Before a swap opening decides, `first` plays Black.
    const loser = (stored.black ?? 'first') === running.seat ? 'black' : 'white';
    expect(selectVerdict(resumed.actor.getSnapshot())).toEqual({ winner: otherColor(loser), reason: 'time', line: [] });
    expect(resumed.status()).toBe(`${otherColor(loser)}Won`);
    expect(resumed.state().clock).toEqual({ remaining: { ...stored.clock?.remaining, [running.seat]: 0 }, running: null });
  });

  it('comes back charged when stored long ago: 700 s on a 600 s clock is a loss on time; 100 s leaves 500 s', () => {
    const game = played({ clock: { initialMs: 600_000, incrementMs: 0 } }, plays(112));
    const stored = json(game.state());
    const since = game.clock.now();
    expect(stored.clock).toEqual({ remaining: { first: 600_000, second: 600_000 }, running: { seat: 'second', since } });
    const late = resume(stored, since + 700_000);
    expect(late.status()).toBe('blackWon');
    expect(selectVerdict(late.actor.getSnapshot())).toEqual({ winner: 'black', reason: 'time', line: [] });
    expect(late.state().clock).toEqual({ remaining: { first: 600_000, second: 0 }, running: null });
    const sooner = resume(stored, since + 100_000);
    expect(sooner.status()).toBe('whiteToMove');
    expect(sooner.state().clock).toEqual({ remaining: { first: 600_000, second: 500_000 }, running: { seat: 'second', since: since + 100_000 } });
    sooner.clock!.increment(499_999);
    expect(sooner.status()).toBe('whiteToMove');
    sooner.clock!.increment(1);
    expect(sooner.status()).toBe('blackWon');
  });

  it('is plain JSON holding the record and the settings, and an actor made from it continues where the first was', () => {
    const game = start({ variant: RENJU, undo: 'immediate', moves: [112, 113, 114], players: { black: 'ann', white: 'bo' } });
    const stored = JSON.parse(JSON.stringify(game.state())) as GameState;
    expect(stored).toMatchObject({ moves: [112, 113, 114], settings: { variant: RENJU, undo: 'immediate', opening: 'free', clock: null }, players: { first: 'ann', second: 'bo' }, clock: null });
    const resumed = start({ state: stored });
    expect(resumed.read()).toEqual(game.read());
    resumed.send({ type: 'play', point: 0 });
    game.send({ type: 'play', point: 0 });
    expect(resumed.read()).toEqual(game.read());
    expect(resumed.state()).toEqual(game.state());
    expect(resumed.status()).toBe('blackToMove');
  });

  it('keeps a pending undo request, which the other side answers after the resume', () => {
    const game = start({ moves: [112, 113] });
    game.send({ type: 'undo', by: 'white' });
    const resumed = start({ state: json(game.state()) });
    expect(resumed.status()).toBe('whiteRequestsUndo');
    resumed.send({ type: 'undo.accept', by: 'black' });
    expect(resumed.status()).toBe('whiteToMove');
    expect(selectMoves(resumed.actor.getSnapshot())).toEqual([112]);
  });

  it('ignores the other input fields when it resumes, and one that does not check starts the game they give, saying why', () => {
    const stored = json(start({ moves: [112, 113] }).state());
    const resumed = start({ state: stored, moves: [0], variant: RENJU, opening: 'swap' });
    expect(resumed.state()).toEqual(stored);
    const broken = start({ state: { ...stored, moves: [112, 112] }, moves: [0], undo: 'immediate' });
    expect(selectInputError(broken.actor.getSnapshot())).toEqual({ code: 'broken-record', move: 2, point: 112, problem: 'occupied' });
    expect(broken.read()).toMatchObject({ moves: [0], undo: 'immediate' });
    expect(broken.status()).toBe('whiteToMove');
  });
});
