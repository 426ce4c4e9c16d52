import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { GameState } from './game-state.ts';
import { gomokuMachine } from './machine.ts';
import { readGameState } from './read-game-state.ts';
import { selectGameState, selectInputError, selectMoves, selectStatus } from './selectors.ts';
import type { GomokuEvent, GomokuInput } from './types.ts';
import { INPUT_ERROR_CODES } from './vocabulary.ts';

const T0 = 1_790_000_000_000;
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The state of a game played from `input` with `events`, each a second after the last. */
function stateAfter(input: GomokuInput, events: GomokuEvent[]): GameState {
  const actor = createActor(gomokuMachine, { input: { now: T0, ...input } }).start();
  events.forEach((event, i) => actor.send({ ...event, at: T0 + (i + 1) * 1_000 }));
  const state = selectGameState(actor.getSnapshot());
  actor.stop();
  return json(state);
}

const play = (...points: number[]): GomokuEvent[] => points.map((point) => ({ type: 'play', point }));
const CLOCK = { initialMs: 60_000, incrementMs: 2_000 };
const midGame = stateAfter({ clock: CLOCK, players: { black: 'ann', white: 'bo' } }, play(112, 113, 127));
const fived = stateAfter({}, play(0, 15, 1, 16, 2, 17, 3, 18, 4));

describe('readGameState', () => {
  it('reads back what the machine wrote, equal, and a fresh actor resumes there', () => {
    for (const state of [midGame, fived, stateAfter({ opening: 'swap2' }, [...play(112, 113, 114), { type: 'opening.extend', by: 'second' }])]) {
      const read = readGameState(json(state));
      expect(read).toEqual({ ok: true, state });
    }
  });

  /** The mid-game state (a deep copy) with the value at each dotted path replaced; `undefined` deletes the key. */
  const forged = (changes: Record<string, unknown>, from: GameState = midGame) => {
    const copy = json(from) as unknown as Record<string, unknown>;
    for (const [path, value] of Object.entries(changes)) {
      const keys = path.split('.');
      const last = keys.pop() as string;
      const parent = keys.reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, copy);
      if (value === undefined) delete parent[last];
      else parent[last] = value;
    }
    return copy;
  };
  const sparse: number[] = [112];
  sparse[2] = 127;

  const HOSTILE: [string, unknown, string][] = [
    ['a repeated point', forged({ moves: [112, 113, 112] }), 'broken-record'],
    ['a move off the board', forged({ moves: [112, 113, 225] }), 'broken-record'],
    ['a move of 1e308', forged({ moves: [112, 113, 1e308] }), 'broken-record'],
    ['a sparse record', forged({ moves: sparse }), 'broken-record'],
    ['a winner without a five', forged({ ending: { winner: 'black', reason: 'five' } }), 'broken-ending'],
    ['no ending after a five', forged({ ending: null }, fived), 'broken-ending'],
    ['a resignation after a five', forged({ ending: { winner: 'white', reason: 'resign' } }, fived), 'broken-ending'],
    ['an agreed draw with a winner', forged({ ending: { winner: 'black', reason: 'agreed' } }), 'broken-ending'],
    ['an offer by no one', forged({ pending: { kind: 'draw', by: null } }), 'broken-pending'],
    ['a rematch offered mid-game', forged({ pending: { kind: 'rematch', by: 'black' } }), 'broken-pending'],
    ['an undo request under immediate undo', forged({ 'settings.undo': 'immediate', pending: { kind: 'undo', by: 'black' } }), 'broken-pending'],
    ['a negative clock', forged({ 'clock.remaining.first': -1 }), 'broken-clock'],
    ['a NaN clock', forged({ 'clock.remaining.second': NaN }), 'broken-clock'],
    ['a clock of 1e308', forged({ 'clock.remaining.second': 1e308 }), 'broken-clock'],
    ['more time than the increments give', forged({ 'clock.remaining.first': 60_000 + 2_000 * 6 }), 'broken-clock'],
    ['the clock of the side not to move running', forged({ 'clock.running.seat': 'first' }), 'broken-clock'],
    ['a clock without a time control', forged({ 'settings.clock': null }), 'broken-clock'],
    ['an extra key in the clock', forged({ 'clock.extra': 1 }), 'broken-clock'],
    ['an extra key', forged({ extra: true }), 'not-a-state'],
    ['a missing field', forged({ pending: undefined }), 'broken-pending'],
    ['a missing format', forged({ format: undefined }), 'not-a-state'],
    ['an array', [], 'not-a-state'],
    ['null', null, 'not-a-state'],
    ['a format from the future', forged({ format: 2 }), 'future-format'],
    ['a format from the past', forged({ format: 0 }), 'not-a-state'],
    ['colours undecided without a swap opening', forged({ black: null }), 'broken-colors'],
    ['an extension without swap2', forged({ opening: { extended: true, stones: 0 } }), 'broken-opening'],
    ['a variant the engine refuses', forged({ 'settings.variant.size': 99 }), 'broken-settings'],
    ['an unknown rule', forged({ 'settings.variant.rule': 'chess' }), 'broken-settings'],
    ['a player id of a megabyte', forged({ 'players.first': 'x'.repeat(1 << 20) }), 'broken-players'],
    [
      'a getter that throws',
      Object.defineProperty(forged({}), 'moves', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      }),
      'unreadable',
    ],
    [
      'a proxy that throws',
      new Proxy(json(midGame), {
        get() {
          throw new Error('boom');
        },
      }),
      'unreadable',
    ],
  ];

  it.each(HOSTILE)('refuses %s with a code, and an actor given it starts a new game that plays', (_, value, code) => {
    const read = readGameState(value);
    expect(read.ok ? null : read.problem.code).toBe(code);
    const actor = createActor(gomokuMachine, { input: { state: value } }).start();
    expect(selectInputError(actor.getSnapshot())?.code).toBe(code);
    actor.send({ type: 'play', point: 112 });
    expect(selectMoves(actor.getSnapshot())).toEqual([112]);
    actor.stop();
  });

  it('never throws, and what it accepts resumes at a status (fuzzed values at every path)', () => {
    const paths: string[][] = [];
    const walk = (value: unknown, path: string[]) => {
      paths.push(path);
      if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    };
    walk(midGame, []);
    const hostile = fc.oneof(fc.anything(), fc.constantFrom(NaN, -0, 1e308, -1, Infinity, 2 ** 53, [], {}, null, undefined, '', '0'), fc.array(fc.integer({ min: -1, max: 300 }), { maxLength: 12 }));
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((p) => p.length)), hostile, (path, value) => {
        const state = json(midGame) as unknown as Record<string, unknown>;
        const parent = path.slice(0, -1).reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, state);
        parent[path[path.length - 1] as string] = value;
        const read = readGameState(state);
        if (!read.ok) {
          expect(INPUT_ERROR_CODES).toContain(read.problem.code);
          return;
        }
        const actor = createActor(gomokuMachine, { input: { state: read.state, now: T0 + 4_000 } }).start();
        expect(selectStatus(actor.getSnapshot())).toBeTypeOf('string');
        actor.stop();
      }),
      { numRuns: 500 },
    );
  });
});
