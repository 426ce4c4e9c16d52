import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError } from './errors.ts';
import { decodeMoveList, encodeMoveList } from './move-list.ts';
import { MAX_RECORD_TEXT } from './record-text.ts';
import { codeOf, hostileText, legalMoves, readOrRefuse, variantOn } from '../test/support.ts';

describe('the move list', () => {
  it('writes RIF coordinates, one space apart', () => {
    expect(encodeMoveList([112, 96, 80])).toBe('h8 g9 f10');
    expect(encodeMoveList([0, 210, 224, 14])).toBe('a15 a1 o1 o15');
    expect(encodeMoveList([360], { size: 19 })).toBe('s1');
    expect(encodeMoveList([])).toBe('');
  });

  it('reads them in the shapes players write them', () => {
    const hj = [112, 128, 144];
    for (const text of ['h8 i7 j6', 'H8 I7 J6', 'h8,i7,j6', 'h8, i7, j6', 'h8\ni7\r\nj6\n', '1. h8 i7 2. j6', '1.h8 i7 2.j6', '1... h8 i7; 2... j6', 'h8i7j6', '  h8\ti7  j6  ']) {
      expect(decodeMoveList(text), text).toEqual(hj);
    }
    expect(decodeMoveList('')).toEqual([]);
    expect(decodeMoveList('a26 z1', { size: 26 })).toEqual([0, 675]);
  });

  it('round-trips legal records on every board size', () => {
    const game = variantOn(3, 26).chain((variant) => fc.tuple(fc.constant(variant), legalMoves(variant)));
    fc.assert(
      fc.property(game, ([variant, moves]) => {
        expect(decodeMoveList(encodeMoveList(moves, variant), variant)).toEqual(moves);
      }),
      { numRuns: 60 },
    );
  });

  it('names what is wrong and where', () => {
    expect(codeOf(() => decodeMoveList('h8 p8'))).toEqual({ code: 'out-of-range', index: 3 });
    expect(codeOf(() => decodeMoveList('h8 h16'))).toEqual({ code: 'out-of-range', index: 3 });
    expect(codeOf(() => decodeMoveList('h8 i9 h8'))).toEqual({ code: 'repeated-point', index: 6 });
    expect(codeOf(() => decodeMoveList('h8 i9 x!'))).toEqual({ code: 'bad-coordinate', index: 6 });
    expect(codeOf(() => decodeMoveList('h8 i0'))).toEqual({ code: 'bad-coordinate', index: 3 });
    expect(codeOf(() => decodeMoveList('h8 i09'))).toEqual({ code: 'bad-coordinate', index: 3 });
    expect(codeOf(() => decodeMoveList('h8 12 i9'))).toEqual({ code: 'bad-coordinate', index: 3 });
    expect(codeOf(() => decodeMoveList('h8 é5'))).toEqual({ code: 'bad-coordinate', index: 3 });
    expect(codeOf(() => decodeMoveList('h8 \u212A5', { size: 26 }))).toEqual({ code: 'bad-coordinate', index: 3 }); // Kelvin sign, not k
    expect(codeOf(() => decodeMoveList(`h${'9'.repeat(400)}`))).toEqual({ code: 'out-of-range', index: 0 });
    expect(codeOf(() => decodeMoveList('h8', { size: 2 }))).toEqual({ code: 'bad-size', index: -1 });
    expect(codeOf(() => decodeMoveList(null as unknown as string))).toEqual({ code: 'not-text', index: -1 });
    expect(codeOf(() => encodeMoveList([225]))).toEqual({ code: 'out-of-range', index: 0 });
    expect(codeOf(() => encodeMoveList([1, 1]))).toEqual({ code: 'repeated-point', index: 1 });
  });

  it('says in words what is wrong', () => {
    expect(() => decodeMoveList('h8 p8')).toThrow('Move 2 (“p8”) is off the 15×15 board.');
    expect(() => decodeMoveList('h8 i9 h8')).toThrow('Move 3 (“h8”) is on h8, which is already taken.');
    expect(() => decodeMoveList('h8 😀')).toThrow('Bad character “😀” at position 4: a move list is like “h8 i9 j10”.');
  });

  it('refuses a text past MAX_RECORD_TEXT before reading it', () => {
    expect(codeOf(() => decodeMoveList(' '.repeat(MAX_RECORD_TEXT + 1)))).toEqual({ code: 'too-long', index: MAX_RECORD_TEXT });
    expect(codeOf(() => decodeMoveList(`${'1'.repeat(MAX_RECORD_TEXT - 1)}x`))).toEqual({ code: 'bad-coordinate', index: 0 });
    expect(codeOf(() => decodeMoveList('h8 '.repeat(MAX_RECORD_TEXT / 3)))).toEqual({ code: 'repeated-point', index: 3 });
  });

  it('throws nothing but CodecError on arbitrary text, and what it reads it writes back', () => {
    const parts = ['h8', 'H8', 'a1', 'o15', 'p8', 'z26', 'h0', '1.', '12...', ' ', ',', ';', '\n', '\r\n', 'é', '😀', '\ud83d', '\u212A', '99999999999999999999'];
    fc.assert(
      fc.property(hostileText(parts), fc.constantFrom(3, 15, 19, 26), (text, size) => {
        const moves = readOrRefuse((t) => decodeMoveList(t, { size }), text);
        if (moves) expect(decodeMoveList(encodeMoveList(moves, { size }), { size })).toEqual(moves);
      }),
      { numRuns: 500 },
    );
  });

  it('throws only CodecError for what is not a record', () => {
    for (const moves of [null, 42, [NaN], [0.5], [-1], 'h8', Object.assign(new Array(2), { 1: 1 })]) {
      expect(() => encodeMoveList(moves as number[])).toThrow(CodecError);
    }
  });
});
