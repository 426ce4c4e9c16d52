import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCoordinate, toCoordinate } from './coordinates.ts';
import { CodecError } from './errors.ts';

describe('coordinates', () => {
  it('names points as RIF does', () => {
    expect(toCoordinate(112)).toBe('h8');
    expect(toCoordinate(0)).toBe('a15');
    expect(toCoordinate(210)).toBe('a1');
    expect(toCoordinate(224)).toBe('o1');
    expect(toCoordinate(4, { size: 3 })).toBe('b2');
  });

  it('reads them back, in either case', () => {
    expect(fromCoordinate('h8')).toBe(112);
    expect(fromCoordinate('A15')).toBe(0);
    expect(fromCoordinate('s19', { size: 19 })).toBe(18);
  });

  it('round-trips every point on every size', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 26 }).chain((size) => fc.tuple(fc.constant(size), fc.nat(size * size - 1))), ([size, point]) => {
      expect(fromCoordinate(toCoordinate(point, { size }), { size })).toBe(point);
    }));
  });

  it('reads spaces around a coordinate, and nothing else that is not one', () => {
    expect(fromCoordinate(' h8 ')).toBe(112);
    expect(() => fromCoordinate('\u212A8', { size: 26 })).toThrow(CodecError); // Kelvin sign, not k
  });

  it('throws CodecError for anything else, with a code and where', () => {
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error instanceof CodecError ? [error.code, error.index] : error;
      }
      return 'no error';
    };
    expect(codeOf(() => fromCoordinate('h16'))).toEqual(['out-of-range', 1]);
    expect(codeOf(() => fromCoordinate('p8'))).toEqual(['out-of-range', 0]);
    expect(codeOf(() => fromCoordinate('h8', { size: 27 }))).toEqual(['bad-size', -1]);
    expect(codeOf(() => fromCoordinate(8 as unknown as string))).toEqual(['not-text', -1]);
    for (const text of ['', 'h', '8h', 'h0', 'h08', 'h8x', '中8']) expect(codeOf(() => fromCoordinate(text))).toEqual(['bad-coordinate', 0]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[a-zA-Z][0-9]{1,3}$/)), fc.integer({ min: -1, max: 30 }), (text, size) => {
        let point: number;
        try {
          point = fromCoordinate(text, { size });
        } catch (error) {
          expect(error).toBeInstanceOf(CodecError);
          return;
        }
        expect(toCoordinate(point, { size })).toBe(text.trim().toLowerCase());
      }),
    );
  });

  it('refuses to name a point off the board', () => {
    expect(() => toCoordinate(225)).toThrow(CodecError);
    expect(() => toCoordinate(1.5)).toThrow(CodecError);
    expect(() => toCoordinate(0, { size: 27 })).toThrow(CodecError);
  });
});
