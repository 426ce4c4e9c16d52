import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMoves, decodePosition, encodeMoves, encodePosition } from './codec.ts';
import { CodecError } from './errors.ts';
import { codeOf } from '../test/support.ts';

const sizes = fc.integer({ min: 3, max: 26 });

/** A record of distinct points on a board of `size`. */
const recordOn = (size: number) => fc.uniqueArray(fc.integer({ min: 0, max: size * size - 1 }), { minLength: 1, maxLength: size * size });

const messageOf = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('the link format', () => {
  it("reads the spec's example", () => {
    expect(decodeMoves('000110112021303140')).toEqual([0, 1, 15, 16, 30, 31, 45, 46, 60]);
    expect(encodeMoves([0, 1, 15, 16, 30, 31, 45, 46, 60])).toBe('000110112021303140');
  });

  it('writes 224 as ee and 10 as 0a', () => {
    expect(encodeMoves([224, 10])).toBe('ee0a');
    expect(decodeMoves('EE0A')).toEqual([224, 10]);
  });

  it('uses base-size digits on other boards', () => {
    expect(encodeMoves([360], { size: 19 })).toBe('ii');
    expect(encodeMoves([675], { size: 26 })).toBe('pp');
  });

  it('round-trips any record on any size', () => {
    fc.assert(fc.property(sizes.chain((size) => fc.tuple(fc.constant(size), recordOn(size))), ([size, moves]) => {
      expect(decodeMoves(encodeMoves(moves, { size }), { size })).toEqual(moves);
    }));
  });

  it('names what is wrong and where', () => {
    expect(codeOf(() => decodeMoves('001'))).toEqual({ code: 'odd-length', index: 2 });
    expect(codeOf(() => decodeMoves('0!'))).toEqual({ code: 'bad-digit', index: 1 });
    expect(codeOf(() => decodeMoves('zz'))).toEqual({ code: 'out-of-range', index: 0 });
    expect(codeOf(() => decodeMoves('0f'))).toEqual({ code: 'out-of-range', index: 1 });
    expect(codeOf(() => decodeMoves('00010000'))).toEqual({ code: 'repeated-point', index: 4 });
    expect(codeOf(() => decodeMoves('00'.repeat(226)))).toEqual({ code: 'too-long', index: 450 });
    expect(codeOf(() => decodeMoves('00', { size: 0 }))).toEqual({ code: 'bad-size', index: -1 });
    expect(codeOf(() => decodeMoves(42 as unknown as string))).toEqual({ code: 'not-text', index: -1 });
  });

  it('rejects an absurdly long link at once', () => {
    expect(codeOf(() => decodeMoves('0'.repeat(5_000_000)))).toEqual({ code: 'too-long', index: 450 });
  });

  it('says in words what is wrong, quoting whole characters', () => {
    expect(messageOf(() => decodeMoves('0!'))).toBe('Bad character “!” at position 2 of the link: stones are written with 0-9 and a-z.');
    expect(messageOf(() => decodeMoves('0😀0'))).toContain('“😀”');
    expect(messageOf(() => decodeMoves('zz'))).toBe('The digit “z” at position 1 of the link is off the 15×15 board.');
    expect(messageOf(() => decodeMoves('0000'))).toBe('Stone 2 of the link is on a point already played.');
  });

  it('reads only ASCII digits and letters: no Unicode case folding', () => {
    // 'K' (Kelvin sign) lower-cases to 'k', 'ı' (dotless i) upper-cases to 'I'.
    expect(codeOf(() => decodeMoves('0\u212A', { size: 26 }))).toEqual({ code: 'bad-digit', index: 1 });
    expect(codeOf(() => decodeMoves('0\u0131', { size: 26 }))).toEqual({ code: 'bad-digit', index: 1 });
    expect(codeOf(() => decodeMoves('0\u00a0'))).toEqual({ code: 'bad-digit', index: 1 });
  });

  it('throws nothing but CodecError on arbitrary text, and what it reads round-trips', () => {
    const nearValid = fc
      .array(fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCDEZ', '!', ' ', '%', 'é', '\u212A', '\ud83d', '😀'), { maxLength: 40 })
      .map((chars) => chars.join(''));
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[0-9a-f]{0,12}$/), nearValid);
    fc.assert(
      fc.property(text, fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constantFrom(15, 15, 3, 26, 1.5, NaN)), (input, size) => {
        let moves: number[];
        try {
          moves = decodeMoves(input, { size });
        } catch (error) {
          expect(error).toBeInstanceOf(CodecError);
          return;
        }
        expect(new Set(moves).size).toBe(moves.length);
        expect(moves.every((p) => Number.isInteger(p) && p >= 0 && p < size * size)).toBe(true);
        expect(encodeMoves(moves, { size })).toBe(input.toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it('throws nothing but CodecError on what is not text', () => {
    for (const input of [undefined, null, 42, ['00'], { length: 2 }, Symbol('x')]) {
      expect(codeOf(() => decodeMoves(input as unknown as string))).toEqual({ code: 'not-text', index: -1 });
      expect(codeOf(() => decodePosition(input as unknown as string))).toEqual({ code: 'not-text', index: -1 });
    }
  });

  it('refuses to encode a point off the board', () => {
    expect(codeOf(() => encodeMoves([225]))).toEqual({ code: 'out-of-range', index: 0 });
  });
});

describe('the packed position', () => {
  const cellsOn = (size: number) => fc.uint8Array({ min: 0, max: 2, minLength: size * size, maxLength: size * size });

  it('packs 225 cells into 60 URL-safe characters', () => {
    const cells = new Uint8Array(225).fill(2);
    const text = encodePosition(cells);
    expect(text).toHaveLength(60);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('round-trips any position on any size', () => {
    fc.assert(fc.property(sizes.chain((size) => fc.tuple(fc.constant(size), cellsOn(size))), ([size, cells]) => {
      expect(decodePosition(encodePosition(cells, { size }), { size })).toEqual(cells);
    }));
  });

  it('has one text per position', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{60}$/), (text) => {
      let cells: Uint8Array;
      try {
        cells = decodePosition(text);
      } catch (error) {
        expect(error).toBeInstanceOf(CodecError);
        return;
      }
      expect(encodePosition(cells)).toBe(text);
    }));
  });

  it('names what is wrong', () => {
    expect(codeOf(() => decodePosition(''))).toEqual({ code: 'empty', index: 0 });
    expect(codeOf(() => decodePosition('A'.repeat(59)))).toMatchObject({ code: 'wrong-length' });
    expect(codeOf(() => decodePosition('A'.repeat(59) + '!'))).toEqual({ code: 'bad-digit', index: 59 });
    expect(codeOf(() => decodePosition('_'.repeat(60)))).toMatchObject({ code: 'out-of-range' });
    expect(codeOf(() => encodePosition([3, ...new Array<number>(224).fill(0)]))).toEqual({ code: 'bad-cell', index: 0 });
    expect(codeOf(() => encodePosition([0]))).toEqual({ code: 'wrong-length', index: 1 });
  });

  it('throws nothing but CodecError on arbitrary text', () => {
    const nearValid = fc
      .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', '=', '+', '/', '😀'), { minLength: 55, maxLength: 62 })
      .map((chars) => chars.join(''));
    const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }), nearValid);
    fc.assert(
      fc.property(text, fc.oneof(fc.integer({ min: -2, max: 70 }), fc.constant(15)), (input, size) => {
        let cells: Uint8Array;
        try {
          cells = decodePosition(input, { size });
        } catch (error) {
          expect(error).toBeInstanceOf(CodecError);
          return;
        }
        expect(cells.every((c) => c <= 2)).toBe(true);
        expect(encodePosition(cells, { size })).toBe(input);
      }),
      { numRuns: 500 },
    );
  });
});
