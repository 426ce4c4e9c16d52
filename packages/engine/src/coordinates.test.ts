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
    expect(toCoordinate(4, 3)).toBe('b2');
  });

  it('reads them back, in either case', () => {
    expect(fromCoordinate('h8')).toBe(112);
    expect(fromCoordinate('A15')).toBe(0);
    expect(fromCoordinate('s19', 19)).toBe(18);
  });

  it('round-trips every point on every size', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 26 }).chain((size) => fc.tuple(fc.constant(size), fc.nat(size * size - 1))), ([size, point]) => {
      expect(fromCoordinate(toCoordinate(point, size), size)).toBe(point);
    }));
  });

  it('throws CodecError for anything else', () => {
    for (const text of ['', 'h', '8h', 'h0', 'p8', 'h16', 'h8x', '中8']) {
      expect(() => fromCoordinate(text)).toThrow(CodecError);
    }
    fc.assert(fc.property(fc.string(), (text) => {
      try {
        fromCoordinate(text);
      } catch (error) {
        expect(error).toBeInstanceOf(CodecError);
      }
    }));
  });

  it('refuses to name a point off the board', () => {
    expect(() => toCoordinate(225)).toThrow(RangeError);
  });
});
