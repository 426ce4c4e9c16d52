import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMoves } from './codec.ts';
import { fromCoordinate } from './coordinates.ts';
import { Game } from './game.ts';
import { judge, type Judgement } from './judge.ts';
import { GOMOKU, RENJU, RULES, TIC_TAC_TOE, type Forbidden, type Variant } from './types.ts';
import { colorOfMove } from './variant.ts';
import { judge as referenceJudge } from '../test/judge.ts';
import { legalMoves, points, record, referenceForbidden } from '../test/support.ts';

const STANDARD: Variant = { ...GOMOKU, rule: 'standard' };

describe('judge: verdicts', () => {
  it("gives the spec's verdicts: the link example, no wrapping, a full board", () => {
    expect(judge(decodeMoves('000110112021303140'))).toEqual({ kind: 'win', winner: 'black', reason: 'five', line: [0, 15, 30, 45, 60] });
    expect(judge([11, 224, 12, 223, 13, 222, 14, 221, 15])).toEqual({ kind: 'ongoing', toMove: 'white' });
    expect(judge([0, 1, 2, 4, 3, 5, 7, 6, 8], TIC_TAC_TOE)).toEqual({ kind: 'draw' });
    expect(judge([])).toEqual({ kind: 'ongoing', toMove: 'black' });
  });

  it('lets White win, and applies the rule to an overline', () => {
    const whiteFive = record(points(['a1', 'c3', 'e5', 'g7', 'o15']), points(['h1', 'h2', 'h3', 'h4', 'h5']));
    expect(judge(whiteFive)).toEqual({ kind: 'win', winner: 'white', reason: 'five', line: points(['h5', 'h4', 'h3', 'h2', 'h1']) });
    const blackSix = record(points(['a1', 'b1', 'c1', 'e1', 'f1', 'd1']), points(['a3', 'b3', 'c3', 'o15', 'o14']));
    expect(judge(blackSix)).toMatchObject({ kind: 'win', winner: 'black', reason: 'five' });
    expect(judge(blackSix, STANDARD)).toEqual({ kind: 'ongoing', toMove: 'white' });
    expect(judge(blackSix, RENJU)).toEqual({ kind: 'win', winner: 'white', reason: 'forbidden', forbidden: 'overline', point: fromCoordinate('d1'), line: [] });
  });

  it('renju: a forbidden move by Black loses, naming the shape; exactly five beats forbidden', () => {
    const doubleThree = record(points(['f8', 'g8', 'h10', 'h9', 'h8']), points(['a1', 'c1', 'e1', 'g1']));
    expect(judge(doubleThree, RENJU)).toEqual({ kind: 'win', winner: 'white', reason: 'forbidden', forbidden: 'double-three', point: 112, line: [] });
    expect(judge(doubleThree)).toEqual({ kind: 'ongoing', toMove: 'white' });
    // f8 makes exactly five across (c8–g8) and six down (f5–f10).
    const fiveAndSix = record(points(['c8', 'd8', 'e8', 'g8', 'f5', 'f6', 'f7', 'f9', 'f10', 'f8']), points(['a1', 'c1', 'e1', 'g1', 'i1', 'k1', 'm1', 'o1', 'a3']));
    expect(judge(fiveAndSix, RENJU)).toEqual({ kind: 'win', winner: 'black', reason: 'five', line: points(['c8', 'd8', 'e8', 'f8', 'g8']) });
  });

  it('gives the illegal record its code and index: a taken point, off the board, not an integer, after the end', () => {
    expect(judge([112, 113, 112])).toMatchObject({ kind: 'illegal', code: 'occupied', index: 2, point: 112, message: 'Move 3: h8 is taken.' });
    expect(judge([0, 225])).toMatchObject({ kind: 'illegal', code: 'off-board', index: 1, point: 225 });
    expect(judge([0, 1.5])).toMatchObject({ kind: 'illegal', code: 'off-board', index: 1, point: 1.5 });
    expect(judge([0, 1, 15, 16, 30, 31, 45, 46, 60, 61])).toMatchObject({ kind: 'illegal', code: 'game-over', index: 9, point: 61 });
    expect(judge([0, 1, 2, 4, 3, 5, 7, 6, 8, 9], TIC_TAC_TOE)).toMatchObject({ kind: 'illegal', code: 'bad-record', index: 9 });
    // A forbidden move ends the game: a move after it is one too many.
    const afterForbidden = [...record(points(['f8', 'g8', 'h10', 'h9', 'h8']), points(['a1', 'c1', 'e1', 'g1'])), 0];
    expect(judge(afterForbidden, RENJU)).toMatchObject({ kind: 'illegal', code: 'game-over', index: 9, point: 0, forbidden: null });
  });

  it("gives the README's answers", () => {
    expect(judge([110, 0, 111, 2, 97, 4, 82, 6, 112], RENJU)).toEqual({ kind: 'win', winner: 'white', reason: 'forbidden', forbidden: 'double-three', point: 112, line: [] });
    expect(judge([112, 113])).toEqual({ kind: 'ongoing', toMove: 'black' });
    expect(judge([112, 113, 112])).toEqual({ kind: 'illegal', code: 'occupied', index: 2, point: 112, message: 'Move 3: h8 is taken.', forbidden: null });
  });

  it('freezes what it returns', () => {
    const win = judge([0, 1, 15, 16, 30, 31, 45, 46, 60]);
    expect(Object.isFrozen(win) && win.kind === 'win' && Object.isFrozen(win.line)).toBe(true);
    for (const judged of [judge([]), judge([0, 0]), judge([], { ...GOMOKU, size: 2 })]) expect(Object.isFrozen(judged)).toBe(true);
  });
});

// Public test data beside the project (../shared): renju positions with every forbidden point.
// Each is made a legal record: White's missing stones added where they block nothing, in an order
// in which Black plays nothing forbidden, then Black plays each empty point as the last move.
const DATA = path.resolve(import.meta.dirname, '../../../../shared/testdata/renju-forbidden.json');

interface Case {
  name: string;
  black: string[];
  white: string[];
  forbidden: Record<string, Forbidden>;
}

const cases: Case[] = existsSync(DATA) ? (JSON.parse(readFileSync(DATA, 'utf8')) as { cases: Case[] }).cases : [];

const distance = (p: number, q: number) => Math.max(Math.abs(Math.floor(p / 15) - Math.floor(q / 15)), Math.abs((p % 15) - (q % 15)));
const aligned = (p: number, q: number) => {
  const dr = Math.floor(p / 15) - Math.floor(q / 15);
  const dc = (p % 15) - (q % 15);
  return dr === 0 || dc === 0 || Math.abs(dr) === Math.abs(dc);
};

/** A legal renju record with Black's and White's stones (White's padded) and Black to move, or null. */
function recordOf(black: readonly number[], white: readonly number[], forbidden: readonly number[]): number[] | null {
  const taken = [...black, ...white, ...forbidden];
  // White's extra stones: far from every stone, on no line within five of a forbidden point, never two side by side.
  const nearest = (p: number) => Math.min(...taken.map((q) => distance(p, q)));
  const candidates = Array.from({ length: 225 }, (_, p) => p)
    .filter((p) => !taken.includes(p) && forbidden.every((q) => distance(p, q) > 5 || !aligned(p, q)))
    .sort((a, b) => nearest(b) - nearest(a) || a - b);
  const fillers: number[] = [];
  for (const p of candidates) if (fillers.length < black.length - white.length && fillers.every((f) => distance(f, p) >= 2)) fillers.push(p);
  const whites = [...white, ...fillers];
  if (whites.length !== black.length) return null;
  const search = (game: Game, left: readonly number[]): number[] | null => {
    if (left.length === 0) return [...game.moves];
    for (const b of left) {
      if (game.problemWith(b) || game.verdictAfter(b).reason) continue;
      const next = game.clone();
      next.play(b);
      const w = whites[next.moves.length >> 1] as number;
      if (next.problemWith(w) || next.verdictAfter(w).reason) continue;
      next.play(w);
      const found = search(next, left.filter((x) => x !== b));
      if (found) return found;
    }
    return null;
  };
  return search(new Game({ variant: RENJU }), black);
}

const BLOCK = cases.length > 0 ? 'judge: renju records from shared/testdata/renju-forbidden.json' : `judge: renju records: no data at ${DATA}, skipped`;
describe.skipIf(cases.length === 0)(BLOCK, () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: Black loses on every forbidden point, and only there', (_name, testCase) => {
    const forbidden = new Map(Object.entries(testCase.forbidden).map(([c, shape]) => [fromCoordinate(c), shape]));
    const moves = recordOf(points(testCase.black), points(testCase.white), [...forbidden.keys()]);
    expect(moves, 'a legal record of the position').not.toBeNull();
    const played = new Set(moves);
    let checked = 0;
    for (let point = 0; point < 225; point++) {
      if (played.has(point)) continue;
      const judged = judge([...(moves as number[]), point], RENJU);
      const shape = forbidden.get(point);
      if (shape) expect(judged, `point ${point}`).toEqual({ kind: 'win', winner: 'white', reason: 'forbidden', forbidden: shape, point, line: [] });
      else expect(judged.kind === 'win' && judged.reason === 'forbidden', `point ${point}`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });
});

/** The reference judge's verdict on a legal record, in `judge`'s terms; the forbidden shape from the definitions. */
function expected(moves: readonly number[], variant: Variant, cellsBefore: Uint8Array): Judgement {
  const verdict = referenceJudge(moves, variant);
  if (verdict.reason === 'five') return { kind: 'win', winner: verdict.winner as 'black', reason: 'five', line: verdict.line };
  if (verdict.reason === 'draw') return { kind: 'draw' };
  if (verdict.reason === 'forbidden') {
    const point = moves[moves.length - 1] as number;
    return { kind: 'win', winner: 'white', reason: 'forbidden', forbidden: referenceForbidden(cellsBefore, variant.size, point) as Forbidden, point, line: [] };
  }
  return { kind: 'ongoing', toMove: colorOfMove(moves.length) };
}

const variants: fc.Arbitrary<Variant> = fc.oneof(
  fc.constantFrom(GOMOKU, RENJU, STANDARD, TIC_TAC_TOE),
  fc.record({ size: fc.integer({ min: 5, max: 11 }), winLength: fc.constantFrom(3, 4, 5), rule: fc.constantFrom(...RULES) }),
);

describe('judge against the reference judge (test/judge.ts)', () => {
  it('agrees on every prefix of random orders of the points, and refuses a move after the end', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        variants.chain((variant) => fc.tuple(fc.constant(variant), fc.shuffledSubarray(Array.from({ length: variant.size ** 2 }, (_, i) => i), { minLength: variant.size ** 2 }))),
        ([variant, order]) => {
          const cells = new Uint8Array(variant.size ** 2);
          for (let n = 1; n <= order.length; n++) {
            const moves = order.slice(0, n);
            const judged = judge(moves, variant);
            expect(judged).toEqual(expected(moves, variant, cells));
            seen.add(judged.kind === 'win' ? `${variant.rule} ${judged.reason}` : judged.kind);
            if (judged.kind !== 'ongoing') {
              if (n < order.length) expect(judge(order.slice(0, n + 1), variant)).toMatchObject({ kind: 'illegal', code: 'game-over', index: n });
              return;
            }
            cells[order[n - 1] as number] = n % 2 === 1 ? 1 : 2;
          }
        },
      ),
      { numRuns: 200 },
    );
    // Every kind of ending came up: each rule's fives, renju's forbidden moves, full boards.
    for (const ending of ['freestyle five', 'standard five', 'renju five', 'renju forbidden', 'draw']) expect(seen).toContain(ending);
  });

  it("agrees with Game's verdict on random legal games of every rule", () => {
    fc.assert(
      fc.property(variants.chain((variant) => fc.tuple(fc.constant(variant), legalMoves(variant))), ([variant, moves]) => {
        const game = new Game({ variant, moves });
        const judged = judge(moves, variant);
        const { winner, reason, line } = game.verdict;
        if (winner) expect(judged).toEqual({ kind: 'win', winner, reason: 'five', line });
        else expect(judged).toEqual(reason === 'draw' ? { kind: 'draw' } : { kind: 'ongoing', toMove: game.turn });
        expect(judged).toEqual(expected(moves, variant, new Uint8Array(0)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('judge: hostile input gives a typed result, never a throw', () => {
  const sparse = (length: number, filled: Record<number, unknown>) => Object.assign(new Array<unknown>(length), filled);
  const throwingEntry = Object.defineProperty([112, 113], 1, {
    get() {
      throw new Error('boom');
    },
  });
  const throwingProxy = new Proxy([112, 113], {
    get(target, key) {
      if (key === '1') throw new Error('boom');
      return Reflect.get(target, key);
    },
  });
  const { proxy: revoked, revoke } = Proxy.revocable([112], {});
  revoke();
  let reads = 0;
  // A Proxy that answers differently each time it is asked: it is read once.
  const shifting = new Proxy([112, 113], { get: (target, key) => (key === '0' ? (reads++ === 0 ? 112 : 'x') : Reflect.get(target, key)) });
  const cases: [string, unknown, Partial<Judgement>][] = [
    ['a hole', sparse(3, { 0: 112, 2: 113 }), { kind: 'illegal', code: 'bad-record', index: 1 }],
    ['an empty slot', sparse(1, {}), { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['NaN', [112, NaN], { kind: 'illegal', code: 'off-board', index: 1 }],
    ['1e308', [1e308], { kind: 'illegal', code: 'off-board', index: 0, point: 1e308 }],
    ['Infinity', [112, -Infinity], { kind: 'illegal', code: 'off-board', index: 1 }],
    ['a negative point', [-1], { kind: 'illegal', code: 'off-board', index: 0 }],
    ['a string point', [112, '113'], { kind: 'illegal', code: 'off-board', index: 1 }],
    ['a bigint, a symbol, an object', [112n, Symbol('x'), {}], { kind: 'illegal', code: 'off-board', index: 0 }],
    ['a string', '000110', { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['an array-like', { length: 2, 0: 112, 1: 113 }, { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['a typed array', new Uint8Array([112, 113]), { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['null', null, { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['a number', 42, { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['a record longer than the board', new Array(2 ** 32 - 1), { kind: 'illegal', code: 'bad-record', index: 225 }],
    ['a getter that throws', throwingEntry, { kind: 'illegal', code: 'bad-record', index: 1 }],
    ['a Proxy whose get throws', throwingProxy, { kind: 'illegal', code: 'bad-record', index: 1 }],
    ['a revoked Proxy', revoked, { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['a Proxy with a length that is no number', new Proxy([112], { get: (t, k) => (k === 'length' ? '1' : Reflect.get(t, k)) }), { kind: 'illegal', code: 'bad-record', index: 0 }],
    ['a Proxy that changes its answers', shifting, { kind: 'ongoing', toMove: 'black' }],
    ['-0', [-0], { kind: 'ongoing', toMove: 'white' }],
  ];

  it.each(cases)('%s', (_name, record, result) => {
    let judged: Judgement | undefined;
    expect(() => (judged = judge(record as number[]))).not.toThrow();
    expect(judged).toMatchObject(result);
  });

  it('reads -0 as 0: the point is taken by a second 0', () => {
    expect(judge([-0, 0])).toMatchObject({ kind: 'illegal', code: 'occupied', index: 1, point: 0 });
    expect(judge([1, 0, 16, -0])).toMatchObject({ kind: 'illegal', code: 'occupied', index: 3 });
  });

  it('answers a bad variant with bad-variant, never a throw', () => {
    const throwing = Object.defineProperty({ winLength: 5, rule: 'freestyle' }, 'size', {
      get() {
        throw new Error('boom');
      },
    });
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    for (const [n, [variant, code]] of ([
      [{ ...GOMOKU, size: 2 }, 'bad-size'],
      [{ ...GOMOKU, size: NaN }, 'bad-size'],
      [{ ...GOMOKU, size: 1e308 }, 'bad-size'],
      [{ ...GOMOKU, size: '15' }, 'bad-size'],
      [{ ...GOMOKU, winLength: 16 }, 'bad-variant'],
      [{ ...GOMOKU, rule: 'go' }, 'bad-variant'],
      [null, 'bad-variant'],
      ['renju', 'bad-variant'],
      [throwing, 'bad-size'],
      [proxy, 'bad-size'],
    ] as const).entries()) {
      expect(judge([112], variant as unknown as Variant), `variant ${n}`).toMatchObject({ kind: 'bad-variant', code });
    }
    // Only a missing variant is the default.
    expect(judge([112], undefined)).toEqual({ kind: 'ongoing', toMove: 'white' });
    // A variant read once: a Proxy cannot pass the check with one size and play with another.
    let asked = 0;
    const shifting = new Proxy({ ...GOMOKU }, { get: (t, k) => (k === 'size' ? (asked++ === 0 ? 15 : 3) : Reflect.get(t, k)) });
    expect(judge([200], shifting)).toEqual({ kind: 'ongoing', toMove: 'white' });
  });

  it('never throws for arbitrary values, and every error names a place in the record', () => {
    const anything = fc.anything({ withSparseArray: true, withTypedArray: true, withBigInt: true, withBoxedValues: true, withNullPrototype: true });
    const records = fc.oneof(anything, fc.array(fc.oneof(fc.integer({ min: -2, max: 230 }), anything), { maxLength: 30 }), fc.sparseArray(fc.nat(224), { maxLength: 20 }));
    fc.assert(
      fc.property(records, fc.oneof(anything, variants), (record, variant) => {
        const judged = judge(record as number[], variant as Variant);
        expect(['win', 'draw', 'ongoing', 'illegal', 'bad-variant']).toContain(judged.kind);
        if (judged.kind === 'illegal') {
          expect(Number.isInteger(judged.index) && judged.index >= 0).toBe(true);
          expect(judged.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
