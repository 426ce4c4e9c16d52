import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeMoves } from './codec.ts';
import { encodeMoveList } from './move-list.ts';
import { encodePsq } from './psq.ts';
import { detectRecordFormat, readRecord } from './read-record.ts';
import { MAX_RECORD_TEXT } from './record-text.ts';
import { encodeSgf } from './sgf.ts';
import { codeOf, gameRecordOn, hostileText, readOrRefuse } from '../test/support.ts';
import { GOMOKU, RENJU, type Variant } from './types.ts';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');

describe('detectRecordFormat', () => {
  it('tells the formats apart by their look', () => {
    expect(detectRecordFormat('(;GM[4]SZ[15];B[hh])')).toBe('sgf');
    expect(detectRecordFormat('\n ( ;GM[4])')).toBe('sgf');
    expect(detectRecordFormat(fixture('renju-rif-b-resigns.sgf'))).toBe('sgf');
    expect(detectRecordFormat(fixture('gomocup-freestyle-20x20.psq'))).toBe('psq');
    expect(detectRecordFormat('\uFEFFPiskvorky 15x15, 11:11, 0\r\n')).toBe('psq');
    expect(detectRecordFormat('h8 i9 j10')).toBe('moves');
    expect(detectRecordFormat('1. H8 I9\n2. J10')).toBe('moves');
    expect(detectRecordFormat('000110112021303140')).toBe('link');
    expect(detectRecordFormat('ee0a\n')).toBe('link');
  });

  it('takes a text that is both a link and a move list as a move list, and a link with a 0 row as a link', () => {
    expect(detectRecordFormat('a1b2')).toBe('moves');
    expect(detectRecordFormat('e0a1')).toBe('link');
  });

  it('takes a broken move list as a move list, so that reading it says where it breaks', () => {
    expect(detectRecordFormat('h8 i9 j!')).toBe('moves');
    expect(codeOf(() => readRecord('h8 i9 j!'))).toEqual({ code: 'bad-coordinate', index: 6 });
  });

  it('finds no format in other text', () => {
    for (const text of ['', '   ', 'hello world', '12 13', '0a1', '(GM[4])', 'Piskvorky', 42 as unknown as string, 'x'.repeat(MAX_RECORD_TEXT + 1)]) {
      expect(detectRecordFormat(text), String(text).slice(0, 20)).toBeNull();
    }
  });
});

describe('readRecord', () => {
  it('reads each format and says which it was', () => {
    const moves = [112, 128, 144];
    expect(readRecord('h8 i7 j6')).toEqual({ format: 'moves', variant: GOMOKU, moves });
    expect(readRecord(' 7788\n')).toEqual({ format: 'link', variant: GOMOKU, moves: [112, 128] });
    expect(readRecord(encodePsq({ variant: GOMOKU, moves }), RENJU)).toEqual({ format: 'psq', variant: RENJU, moves });
    expect(readRecord(encodeSgf({ variant: RENJU, moves, result: { winner: null } }))).toEqual({ format: 'sgf', variant: RENJU, moves, result: { winner: null } });
  });

  it('reads what each encoder writes, on every board size', () => {
    const encoders: ((record: { variant: Variant; moves: readonly number[] }) => string)[] = [
      ({ variant, moves }) => encodeMoves(moves, variant),
      ({ variant, moves }) => encodeMoveList(moves, variant),
      encodePsq,
      encodeSgf,
    ];
    fc.assert(
      fc.property(gameRecordOn(5, 26), fc.nat(3), ({ variant, moves }, which) => {
        const text = encoders[which]!({ variant, moves });
        // An empty link or move list is empty text, which names no format; a link that is a move list too (`a1b2`) is read as one.
        fc.pre(which > 1 || moves.length > 0);
        fc.pre(which !== 0 || detectRecordFormat(text) === 'link');
        const read = readRecord(text, variant);
        expect(read.format).toBe(['link', 'moves', 'psq', 'sgf'][which]);
        expect(read.moves).toEqual(moves);
        expect(read.variant).toEqual(variant);
      }),
      { numRuns: 100 },
    );
  });

  it('gives indexes into the text, a link’s included', () => {
    expect(codeOf(() => readRecord('  77zz'))).toEqual({ code: 'out-of-range', index: 4 });
    expect(codeOf(() => readRecord('h8 p8'))).toEqual({ code: 'out-of-range', index: 3 });
    expect(codeOf(() => readRecord('(;GM[4];B[hh];W[hh])'))).toEqual({ code: 'repeated-point', index: 16 });
  });

  it('names what is wrong', () => {
    expect(codeOf(() => readRecord(''))).toEqual({ code: 'empty', index: 0 });
    expect(codeOf(() => readRecord(' \n '))).toEqual({ code: 'empty', index: 0 });
    expect(codeOf(() => readRecord('hello world'))).toEqual({ code: 'unknown-format', index: 0 });
    expect(codeOf(() => readRecord(null as unknown as string))).toEqual({ code: 'not-text', index: -1 });
    expect(codeOf(() => readRecord('x'.repeat(MAX_RECORD_TEXT + 1)))).toEqual({ code: 'too-long', index: MAX_RECORD_TEXT });
    expect(codeOf(() => readRecord('h8', { ...GOMOKU, rule: 'go' as never }))).toEqual({ code: 'bad-variant', index: -1 });
    expect(() => readRecord('hello')).toThrow('This is no game record the engine reads: a link, a move list like “h8 i9 j10”, a Piskvork .psq file or an SGF file.');
  });

  it('throws nothing but CodecError on arbitrary text', () => {
    const parts = ['(;', 'GM[4]', ';B[hh]', ')', 'Piskvorky 15x15', '\r\n8,8,0', 'h8', ' ', '1.', '07', 'ee', 'zz', 'é', '😀', '\ud83d'];
    fc.assert(
      fc.property(hostileText(parts), (text) => {
        const record = readOrRefuse(readRecord, text);
        if (record) expect(detectRecordFormat(text)).toBe(record.format);
      }),
      { numRuns: 500 },
    );
  });
});
