import fc from 'fast-check';
import { expect } from 'vitest';
import { fromCoordinate } from '../src/coordinates.ts';
import { CodecError } from '../src/errors.ts';
import { Game } from '../src/game.ts';
import { RULES, type GameRecord, type Rule, type Variant } from '../src/types.ts';

/** A 15×15 board (0 empty, 1 black, 2 white) from RIF coordinates. */
export function position(black: readonly string[], white: readonly string[] = [], size = 15): Uint8Array {
  const cells = new Uint8Array(size * size);
  for (const c of black) cells[fromCoordinate(c, { size })] = 1;
  for (const c of white) cells[fromCoordinate(c, { size })] = 2;
  return cells;
}

/** Points of RIF coordinates. */
export function points(coordinates: readonly string[], size = 15): number[] {
  return coordinates.map((c) => fromCoordinate(c, { size }));
}

/** Interleaves Black's and White's stones into a record (Black first). */
export function record(black: readonly number[], white: readonly number[]): number[] {
  const moves: number[] = [];
  for (let i = 0; i < Math.max(black.length, white.length); i++) {
    if (i < black.length) moves.push(black[i] as number);
    if (i < white.length) moves.push(white[i] as number);
  }
  return moves;
}

/**
 * Renju's forbidden moves written again from the definitions, as plainly as possible and sharing
 * nothing with renju.ts: rows and columns with bounds checks, every window of the line tried.
 *
 * - five: the stone makes a run of exactly five; overline: six or more.
 * - a four through the stone: an empty point of its line where one more black stone makes exactly
 *   five holding the stone. Two such points five apart are one (straight) four, `.XXXX.`.
 * - a three through the stone: an empty point of its line where one more black stone makes a
 *   straight four holding the stone, and that point is not itself forbidden.
 */
export function referenceForbidden(cells: Uint8Array, size: number, point: number): string | null {
  const at = (r: number, c: number) => (r >= 0 && r < size && c >= 0 && c < size ? (cells[r * size + c] as number) : -1);
  const row = Math.floor(point / size);
  const col = point % size;
  const directions = [[0, 1], [1, 0], [1, 1], [1, -1]] as const;

  /** Length of the black run through (r, c) along (dr, dc). */
  const runThrough = (r: number, c: number, dr: number, dc: number) => {
    let n = 1;
    for (let k = 1; at(r + k * dr, c + k * dc) === 1; k++) n++;
    for (let k = 1; at(r - k * dr, c - k * dc) === 1; k++) n++;
    return n;
  };
  /** Offsets k (in -5..5) along the line where black makes exactly five that holds the stone at (row, col). */
  const fivePoints = (dr: number, dc: number) => {
    const found: number[] = [];
    for (let k = -5; k <= 5; k++) {
      const r = row + k * dr;
      const c = col + k * dc;
      if (k === 0 || at(r, c) !== 0) continue;
      cells[r * size + c] = 1;
      // The five holds the stone when both lie in one run: every point between them is black.
      let joined = true;
      for (let j = Math.min(0, k) + 1; j < Math.max(0, k); j++) if (at(row + j * dr, col + j * dc) !== 1) joined = false;
      if (joined && runThrough(row, col, dr, dc) === 5) found.push(k);
      cells[r * size + c] = 0;
    }
    return found;
  };
  const countFours = (dr: number, dc: number) => {
    const found = fivePoints(dr, dc);
    const straight = found.some((k) => found.includes(k + 5));
    return found.length - (straight ? 1 : 0);
  };
  const isStraightFour = (dr: number, dc: number) => {
    const found = fivePoints(dr, dc);
    return found.some((k) => found.includes(k + 5));
  };

  cells[point] = 1;
  try {
    const runs = directions.map(([dr, dc]) => runThrough(row, col, dr, dc));
    if (runs.includes(5)) return null;
    if (runs.some((n) => n > 5)) return 'overline';
    const fours = directions.map(([dr, dc]) => countFours(dr, dc));
    if (fours.reduce((a, b) => a + b, 0) >= 2) return 'double-four';
    let threes = 0;
    directions.forEach(([dr, dc], d) => {
      if (fours[d]) return;
      for (let k = -4; k <= 4; k++) {
        const r = row + k * dr;
        const c = col + k * dc;
        if (k === 0 || at(r, c) !== 0) continue;
        cells[r * size + c] = 1;
        const straight = isStraightFour(dr, dc);
        cells[r * size + c] = 0;
        if (straight && referenceForbidden(cells, size, r * size + c) === null) {
          threes++;
          return;
        }
      }
    });
    return threes >= 2 ? 'double-three' : null;
  } finally {
    cells[point] = 0;
  }
}

/** A variant on a board from `min` to `max` points a side: five in a row (fewer where five does not fit), any rule. */
export const variantOn = (min: number, max: number): fc.Arbitrary<Variant> =>
  fc
    .tuple(fc.integer({ min, max }), fc.constantFrom<Rule>(...RULES))
    .map(([size, rule]) => ({ size, winLength: Math.min(5, size), rule }));

/** A legal record on `variant`: random moves, each one the side to move may play, until the game ends. */
export const legalMoves = (variant: Variant): fc.Arbitrary<number[]> =>
  fc.array(fc.nat(), { maxLength: variant.size * variant.size, size: 'max' }).map((choices) => {
    const game = new Game({ variant });
    const free = Array.from({ length: variant.size * variant.size }, (_, point) => point);
    for (const choice of choices) {
      if (game.isOver) break;
      // The first free point from the chosen one that is legal (renju forbids some to Black).
      const k = Array.from(free.keys(), (offset) => (choice + offset) % free.length).find((index) => !game.problemWith(free[index] as number));
      if (k === undefined) break;
      game.play(free[k] as number);
      free[k] = free[free.length - 1] as number;
      free.pop();
    }
    return [...game.moves];
  });

/** A legal game on a board from `min` to `max` a side, with or without a result and names. */
export const gameRecordOn = (min: number, max: number): fc.Arbitrary<GameRecord> =>
  variantOn(min, max).chain((variant) =>
    fc.record(
      {
        variant: fc.constant(variant),
        moves: legalMoves(variant),
        result: fc.record(
          { winner: fc.constantFrom('black' as const, 'white' as const, null), reason: fc.constantFrom('resign' as const, 'time' as const, 'forfeit' as const) },
          { requiredKeys: ['winner'] },
        ),
        players: fc.record({ black: fc.string({ minLength: 1 }), white: fc.string({ minLength: 1 }) }, { requiredKeys: [] }),
      },
      { requiredKeys: ['variant', 'moves'] },
    ),
  );

/**
 * Texts a decoder must answer with a `CodecError` or a record, never anything else: any string,
 * and ones built from `parts` between one of `starts` and one of `ends` (a file's header and
 * closing), so that some read.
 */
export const hostileText = (parts: readonly string[], starts: readonly string[] = [''], ends: readonly string[] = ['']): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc
      .tuple(fc.constantFrom(...starts), fc.array(fc.constantFrom(...parts), { maxLength: 40 }), fc.constantFrom(...ends))
      .map(([start, chosen, end]) => start + chosen.join('') + end),
  );

/**
 * Runs a decoder on `text` and returns what it read, or null when it threw a `CodecError` whose
 * `index` lies within the text (-1 only for a bad variant). Anything else fails the test.
 */
export function readOrRefuse<T>(decode: (text: string) => T, text: string): T | null {
  let outcome: { read: T } | { thrown: unknown };
  try {
    outcome = { read: decode(text) };
  } catch (thrown) {
    outcome = { thrown };
  }
  if ('read' in outcome) return outcome.read;
  const { thrown } = outcome;
  expect(thrown, String(thrown)).toBeInstanceOf(CodecError);
  const { index, code } = thrown as CodecError;
  if (code !== 'bad-variant') expect(index >= 0 && index <= text.length, `${code} at ${index}`).toBe(true);
  return null;
}

/** What a call threw, as `{ code, index }` for a `CodecError`: for comparing with `toEqual`. */
export function codeOf(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error instanceof CodecError ? { code: error.code, index: error.index } : error;
  }
  return 'no error';
}
