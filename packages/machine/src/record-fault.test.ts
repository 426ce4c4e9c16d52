import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { GameState } from './game-state.ts';
import { gomokuMachine } from './machine.ts';
import { readGameState } from './read-game-state.ts';
import { selectGameState, selectInputError } from './selectors.ts';
import type { InputError, RecordFault } from './vocabulary.ts';

/** A saved game on the standard board with `moves` as its record (three stones played before). */
function savedWith(moves: unknown): unknown {
  const actor = createActor(gomokuMachine, { input: { moves: [112, 113, 127] } }).start();
  const state = JSON.parse(JSON.stringify(selectGameState(actor.getSnapshot()))) as GameState;
  actor.stop();
  return { ...state, moves };
}

const sparse = (length: number, entries: Record<number, unknown>) => Object.assign(new Array<unknown>(length), entries);
const longer = Array.from({ length: 226 }, (_, i) => i);
const longest = Array.from({ length: 700 }, (_, i) => i);

/** Each hostile record, and where the problem says it goes wrong. */
const TABLE: [string, unknown, RecordFault][] = [
  ['a hole', sparse(3, { 0: 112, 2: 97 }), { move: 2, point: null, problem: 'bad-record' }],
  ['a hole first', sparse(2, { 1: 97 }), { move: 1, point: null, problem: 'bad-record' }],
  ['a string', [112, 'x'], { move: 2, point: null, problem: 'bad-record' }],
  ['NaN', [112, NaN], { move: 2, point: null, problem: 'bad-record' }],
  ['Infinity', [Infinity], { move: 1, point: null, problem: 'bad-record' }],
  ['null', [112, 113, null], { move: 3, point: null, problem: 'bad-record' }],
  ['a negative point', [-1], { move: 1, point: -1, problem: 'off-board' }],
  ['a fraction', [112, 1.5], { move: 2, point: 1.5, problem: 'off-board' }],
  ['1e308', [112, 113, 1e308], { move: 3, point: 1e308, problem: 'off-board' }],
  ['a point of a larger board only', [112, 300], { move: 2, point: 300, problem: 'off-board' }],
  ['a point played twice', [112, 113, 112], { move: 3, point: 112, problem: 'occupied' }],
  ['longer than the board (the shape takes its length)', longer, { move: null, point: null, problem: 'bad-record' }],
  ['longer than any board', longest, { move: null, point: null, problem: 'bad-record' }],
  ['a string, not a list', 'abc', { move: null, point: null, problem: 'bad-record' }],
  ['an object, not a list', { 0: 112 }, { move: null, point: null, problem: 'bad-record' }],
];

/** What the declared type promises: a move with a number point, a move that is no point, or the whole record. */
function expectFaultShape(problem: InputError) {
  if (problem.code !== 'broken-record' && problem.code !== 'bad-record') return;
  const { move, point } = problem;
  if (move === null) expect(point).toBeNull();
  else expect(Number.isSafeInteger(move) && move >= 1).toBe(true);
  if (point !== null) expect(Number.isFinite(point)).toBe(true);
  else expect(problem.problem).toBe('bad-record');
}

describe('a broken record, wherever it comes in', () => {
  it.each(TABLE)('a saved game with %s: broken-record, naming where', (_, moves, fault) => {
    const read = readGameState(savedWith(moves));
    expect(read).toEqual({ ok: false, problem: { code: 'broken-record', ...fault } });
    // As it is sent or stored: every field survives JSON (no NaN turned null).
    if (!read.ok) expect(JSON.parse(JSON.stringify(read.problem))).toEqual(read.problem);
  });

  it.each(TABLE)('a record to start from with %s: bad-record, naming the same place', (_, moves, fault) => {
    const actor = createActor(gomokuMachine, { input: { moves: moves as number[] } }).start();
    expect(selectInputError(actor.getSnapshot())).toEqual({ code: 'bad-record', ...fault });
    actor.stop();
  });

  it('names a move and its point, a move alone, or the record alone, for any hostile record', () => {
    const entry = fc.oneof(fc.integer({ min: -5, max: 700 }), fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 1e308, -0, 1.5, 'x', '112', null, undefined, {}, [], true));
    const record = fc.oneof(
      fc.array(entry, { maxLength: 12 }),
      // Holes: entries deleted from a list.
      fc.tuple(fc.array(entry, { minLength: 1, maxLength: 12 }), fc.nat()).map(([list, at]) => {
        const holed = [...list];
        delete holed[at % holed.length];
        return holed;
      }),
      fc.integer({ min: 226, max: 800 }).map((length) => Array.from({ length }, (_, i) => i % 225)),
      fc.anything(),
    );
    fc.assert(
      fc.property(record, (moves) => {
        const read = readGameState(savedWith(moves));
        if (!read.ok) expectFaultShape(read.problem);
        const actor = createActor(gomokuMachine, { input: { moves: moves as number[] } }).start();
        const problem = selectInputError(actor.getSnapshot());
        actor.stop();
        if (problem) expectFaultShape(problem);
      }),
      { numRuns: 300 },
    );
  });
});
