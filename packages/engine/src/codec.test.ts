import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMoves, decodePosition, encodeMoves, encodePosition } from './codec.ts';
import { CodecError } from './errors.ts';

const sizes = fc.integer({ min: 3, max: 26 });

/** A record of distinct points on a board of `size`. */
const recordOn = (size: number) => fc.uniqueArray(fc.integer({ min: 0, max: size * size - 1 }), { minLength: 1, maxLength: size * size });

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error instanceof CodecError ? { code: error.code, index: error.index } : error;
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
    expect(encodeMoves([360], 19)).toBe('ii');
    expect(encodeMoves([675], 26)).toBe('pp');
  });

  it('round-trips any record on any size', () => {
    fc.assert(fc.property(sizes.chain((size) => fc.tuple(fc.constant(size), recordOn(size))), ([size, moves]) => {
      expect(decodeMoves(encodeMoves(moves, size), size)).toEqual(moves);
    }));
  });

  it('names what is wrong and where', () => {
    expect(codeOf(() => decodeMoves(''))).toEqual({ code: 'empty', index: 0 });
    expect(codeOf(() => decodeMoves('001'))).toEqual({ code: 'odd-length', index: 2 });
    expect(codeOf(() => decodeMoves('0!'))).toEqual({ code: 'bad-digit', index: 1 });
    expect(codeOf(() => decodeMoves('zz'))).toEqual({ code: 'out-of-range', index: 0 });
    expect(codeOf(() => decodeMoves('0f'))).toEqual({ code: 'out-of-range', index: 1 });
    expect(codeOf(() => decodeMoves('00010000'))).toEqual({ code: 'repeated-point', index: 4 });
    expect(codeOf(() => decodeMoves('00'.repeat(226)))).toEqual({ code: 'too-long', index: 450 });
    expect(codeOf(() => decodeMoves('00', 0))).toEqual({ code: 'bad-size', index: -1 });
    expect(codeOf(() => decodeMoves(42 as unknown as string))).toEqual({ code: 'not-text', index: -1 });
  });

  it('rejects an absurdly long link at once', () => {
    expect(codeOf(() => decodeMoves('0'.repeat(5_000_000)))).toEqual({ code: 'too-long', index: 450 });
  });

  it('throws nothing but CodecError on arbitrary text', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[0-9a-f]{0,12}$/));
    fc.assert(fc.property(text, fc.integer({ min: -2, max: 40 }), (input, size) => {
      try {
        decodeMoves(input, size);
      } catch (error) {
        expect(error).toBeInstanceOf(CodecError);
      }
    }));
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
      expect(decodePosition(encodePosition(cells, size), size)).toEqual(cells);
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
    fc.assert(fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: -2, max: 70 }), (input, size) => {
      try {
        decodePosition(input, size);
      } catch (error) {
        expect(error).toBeInstanceOf(CodecError);
      }
    }));
  });
});
