import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMoves, decodePosition, encodeMoves, encodePosition } from './codec.ts';
import { fromCoordinate, toCoordinate } from './coordinates.ts';
import { CodecError, IllegalMoveError } from './errors.ts';
import { Game } from './game.ts';
import { judge } from '../test/judge.ts';
import { winningLines } from './lines.ts';
import { forbiddenMove, forbiddenPointsOf } from './renju.ts';
import { decodeMoveList, encodeMoveList } from './move-list.ts';
import { decodePsq, encodePsq } from './psq.ts';
import { detectRecordFormat, readRecord } from './read-record.ts';
import { decodeSgf, encodeSgf } from './sgf.ts';
import { GOMOKU, RENJU, type GameRecord, type Variant } from './types.ts';
import { PLAY_ON } from './board.ts';

// Input from outside the engine: every public function that takes a variant, a size or a record
// answers hostile values with a typed error, at once.

const sizes = [NaN, Infinity, -Infinity, -15, 0, 1, 2, 1.5, 14.999, 27, 1e5, 2 ** 31, -0.5, '15', null, undefined, {}, [15]];
const winLengths = [0, 1, 2, 100, NaN, 5.5, -5, '5', null];
const rules = ['go', '', 'RENJU', null, undefined, 5, {}];
const sparse = (length: number, filled: Record<number, number>) => Object.assign(new Array<number>(length), filled);
const records: unknown[] = [
  sparse(1, {}),
  sparse(2, { 0: 0 }),
  sparse(3, { 0: 112, 2: 113 }),
  [NaN],
  [0.5],
  [-1],
  [225],
  [Infinity],
  ['112'],
  [null],
  [112, 112],
  new Array(1e6).fill(0),
  Object.assign(new Array(2 ** 32 - 1), { 0: 1 }),
  '000110',
  null,
  42,
  { length: 3 },
];

const variantsOf = (): Variant[] => [
  ...sizes.map((size) => ({ ...GOMOKU, size }) as unknown as Variant),
  ...winLengths.map((winLength) => ({ ...GOMOKU, winLength }) as unknown as Variant),
  ...rules.map((rule) => ({ ...GOMOKU, rule }) as unknown as Variant),
  null as unknown as Variant,
  'renju' as unknown as Variant,
];

/** Runs `fn`, expecting a typed engine error (a hang is caught by the test's time-out, not a clock). */
function expectTypedError(fn: () => unknown): void {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown instanceof CodecError || thrown instanceof IllegalMoveError, `threw ${String(thrown)}`).toBe(true);
}

describe('hostile input', () => {
  it('bad variants throw CodecError from every function that takes one', () => {
    for (const variant of variantsOf()) {
      expectTypedError(() => judge([112], variant));
      expectTypedError(() => new Game({ variant }));
      expectTypedError(() => winningLines(variant));
      expectTypedError(() => forbiddenPointsOf(new Uint8Array(225), variant));
      expectTypedError(() => forbiddenMove(new Uint8Array(225), 112, variant));
      expectTypedError(() => decodePsq('Piskvorky 15x15, 11:11, 0', variant));
      expectTypedError(() => decodeSgf('(;GM[4])', variant));
      expectTypedError(() => readRecord('h8', variant));
      expectTypedError(() => encodePsq({ variant, moves: [] }));
      expectTypedError(() => encodeSgf({ variant, moves: [] }));
    }
  });

  it('bad sizes throw CodecError from the codecs and coordinates', () => {
    for (const size of sizes) {
      const variant = { size } as unknown as Variant;
      expectTypedError(() => encodeMoves([0], variant));
      expectTypedError(() => decodeMoves('00', variant));
      expectTypedError(() => encodePosition(new Uint8Array(225), variant));
      expectTypedError(() => decodePosition('A'.repeat(60), variant));
      expectTypedError(() => toCoordinate(0, variant));
      expectTypedError(() => fromCoordinate('a1', variant));
      expectTypedError(() => encodeMoveList([0], variant));
      expectTypedError(() => decodeMoveList('a1', variant));
    }
  });

  it('records that are not dense lists of points throw typed errors, never skip a hole', () => {
    for (const moves of records) {
      expectTypedError(() => judge(moves as number[]));
      expectTypedError(() => new Game({ moves: moves as number[] }));
      expectTypedError(() => encodeMoves(moves as number[]));
      expectTypedError(() => encodeMoveList(moves as number[]));
      expectTypedError(() => encodePsq({ variant: GOMOKU, moves: moves as number[] }));
      expectTypedError(() => encodeSgf({ variant: GOMOKU, moves: moves as number[] }));
    }
    expect(() => judge(sparse(3, { 0: 112, 2: 113 }))).toThrowError(expect.objectContaining({ code: 'bad-record', index: 1 }));
    expect(() => judge([0, 0])).toThrowError(expect.objectContaining({ code: 'occupied', index: 1 }));
  });

  it('positions that are not lists of 0, 1 and 2 throw CodecError', () => {
    for (const cells of [new Array(225), [...new Array(224).fill(0), NaN], [...new Array(224).fill(0), 3], new Uint8Array(224), null, 'x'.repeat(225)]) {
      expectTypedError(() => forbiddenPointsOf(cells as ArrayLike<number>));
      expectTypedError(() => encodePosition(cells as ArrayLike<number>));
    }
  });

  it('throws only typed errors for arbitrary values', () => {
    const anything = fc.anything({ withSparseArray: true, withTypedArray: true, withBigInt: true });
    fc.assert(
      fc.property(anything, anything, (a, b) => {
        for (const fn of [
          () => judge(a as number[], b as Variant),
          () => new Game({ moves: a as number[], variant: b as Variant }),
          () => encodeMoves(a as number[], b as Variant),
          () => decodeMoves(a as string, b as Variant),
          () => forbiddenPointsOf(a as number[], b as Variant),
          () => winningLines(a as Variant),
          () => decodeMoveList(a as string, b as Variant),
          () => decodePsq(a as string, b as Variant),
          () => decodeSgf(a as string, b as Variant),
          () => readRecord(a as string, b as Variant),
          () => detectRecordFormat(a as string),
          () => encodeMoveList(a as number[], b as Variant),
          () => encodePsq(a as GameRecord),
          () => encodeSgf(a as GameRecord),
          () => encodeSgf({ variant: GOMOKU, moves: [], ...(a as object) } as GameRecord),
        ]) {
          try {
            fn();
          } catch (error) {
            expect(error instanceof CodecError || error instanceof IllegalMoveError, String(error)).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('immutable verdicts', () => {
  it('freezes the shared play-on verdict all the way down', () => {
    expect(Object.isFrozen(PLAY_ON)).toBe(true);
    expect(Object.isFrozen(PLAY_ON.line)).toBe(true);
    const game = new Game();
    expect(() => (game.verdict.line as number[]).push(99)).toThrow(TypeError);
    expect(judge([]).line).toEqual([]);
  });

  it('freezes winning and drawn verdicts', () => {
    const verdict = judge([0, 1, 15, 16, 30, 31, 45, 46, 60]);
    expect(Object.isFrozen(verdict) && Object.isFrozen(verdict.line)).toBe(true);
    expect(Object.isFrozen(new Game({ variant: RENJU }).forbiddenPoints())).toBe(true);
  });
});

describe('the empty record', () => {
  it('round-trips through the link codec', () => {
    expect(encodeMoves([])).toBe('');
    expect(decodeMoves(encodeMoves([]))).toEqual([]);
    expect(Game.decode('').moves).toEqual([]);
  });
});
