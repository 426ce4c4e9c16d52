import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCoordinate } from './coordinates.ts';
import { CodecError } from './errors.ts';
import { Game } from './game.ts';
import { decodePsq, encodePsq } from './psq.ts';
import { MAX_RECORD_TEXT } from './record-text.ts';
import { codeOf, gameRecordOn, hostileText, readOrRefuse } from '../test/support.ts';
import { GOMOKU, RENJU } from './types.ts';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');
const FREESTYLE_20 = { size: 20, winLength: 5, rule: 'freestyle' } as const;

describe('Piskvork / Gomocup .psq files', () => {
  it('reads a Gomocup game: Windows line ends, times, engine names and -1 after the moves', () => {
    const text = fixture('gomocup-freestyle-20x20.psq');
    expect(text).toContain('\r\n');
    const record = decodePsq(text);
    expect(record.variant).toEqual(FREESTYLE_20);
    // x is the column and y the row from the top, both from 1: (10,10) is row 9, column 9.
    expect(record.moves[0]).toBe(9 * 20 + 9);
    expect(record.moves).toHaveLength(9);
    expect(record.result).toBeUndefined();
    expect(new Game(record).verdict).toMatchObject({ winner: 'black', reason: 'five' });
    expect(decodePsq(text.replaceAll('\r\n', '\n'))).toEqual(record);
  });

  it('reads every truncation of a real file or refuses it with CodecError', () => {
    const text = fixture('gomocup-freestyle-20x20.psq');
    for (let end = 0; end < text.length; end++) readOrRefuse(decodePsq, text.slice(0, end));
    expect(codeOf(() => decodePsq(text.slice(0, text.indexOf('2281'))))).toEqual({ code: 'bad-syntax', index: text.indexOf('11,11') });
  });

  it('writes the header, one x,y,0 line a move, and Windows line ends', () => {
    const moves = [fromCoordinate('h8'), fromCoordinate('i9'), 0];
    expect(encodePsq({ variant: GOMOKU, moves })).toBe('Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n9,7,0\r\n1,1,0\r\n');
    expect(encodePsq({ variant: GOMOKU, moves: [] })).toBe('Piskvorky 15x15, 0:0, 0\r\n');
  });

  it('reads other line ends, sizes and spacing, and takes the rule from the variant', () => {
    expect(decodePsq('Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,1200\n').moves).toEqual([112, 98]);
    expect(decodePsq('\uFEFFpiskvorky 15X15, 5:5, 1\r\n 8 , 8 \r\n9,7,0,3')).toEqual({ variant: GOMOKU, moves: [112, 98] });
    expect(decodePsq('Piskvorky 15x15, 11:11, 0', RENJU)).toEqual({ variant: RENJU, moves: [] });
    expect(decodePsq('Piskvorky 26x26, 11:11, 0\r\n26,26,0\r\n').moves).toEqual([675]);
    expect(decodePsq('Piskvorky 15x15, 11:11, 0\r\n\r\n8,8,0\r\n\r\n  9,7,0\r\n').moves).toEqual([112, 98]);
  });

  it('stops at the first line that is no move', () => {
    const text = 'Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\nengine.exe\r\n9,9,0\r\n-1\r\n1,Freestyle\r\n';
    expect(decodePsq(text).moves).toEqual([112]);
  });

  it('round-trips legal records on every board size', () => {
    fc.assert(
      fc.property(gameRecordOn(5, 26), (record) => {
        expect(decodePsq(encodePsq(record), record.variant)).toEqual({ variant: record.variant, moves: record.moves });
      }),
      { numRuns: 60 },
    );
  });

  it('names what is wrong and where', () => {
    const header = 'Piskvorky 15x15, 11:11, 0\r\n';
    expect(codeOf(() => decodePsq(''))).toEqual({ code: 'bad-syntax', index: 0 });
    expect(codeOf(() => decodePsq('8,8,0\r\n'))).toEqual({ code: 'bad-syntax', index: 0 });
    expect(codeOf(() => decodePsq('Piskvorky 20x15, 11:11, 0'))).toEqual({ code: 'bad-size', index: 10 });
    expect(codeOf(() => decodePsq('Piskvorky 30x30, 11:11, 0'))).toEqual({ code: 'bad-size', index: 10 });
    expect(codeOf(() => decodePsq('Piskvorky 99999999999999999999x99999999999999999999, 0'))).toEqual({ code: 'bad-size', index: 10 });
    expect(codeOf(() => decodePsq('Piskvorky 4x4, 11:11, 0'))).toEqual({ code: 'bad-variant', index: -1 });
    expect(codeOf(() => decodePsq(`${header}8,8,0\r\n16,8,0\r\n`))).toEqual({ code: 'out-of-range', index: 34 });
    expect(codeOf(() => decodePsq(`${header}0,8,0\r\n`))).toEqual({ code: 'out-of-range', index: 27 });
    expect(codeOf(() => decodePsq(`${header}-1,8,0\r\n`))).toEqual({ code: 'out-of-range', index: 27 });
    expect(codeOf(() => decodePsq(`${header}99999999999999999999999,8,0\r\n`))).toEqual({ code: 'out-of-range', index: 27 });
    expect(codeOf(() => decodePsq(`${header}8,8,0\r\n8,8,0\r\n`))).toEqual({ code: 'repeated-point', index: 34 });
    // Cut off inside a move: not mistaken for a trailing line.
    expect(codeOf(() => decodePsq(`${header}8,8,0\r\n9,`))).toEqual({ code: 'bad-syntax', index: 34 });
    expect(codeOf(() => decodePsq(`${header}8,8,0\r\n9,NaN,0\r\n`))).toEqual({ code: 'bad-syntax', index: 34 });
    expect(codeOf(() => decodePsq(`${header}8,8,0\r\n9,1e3,0\r\n`))).toEqual({ code: 'bad-syntax', index: 34 });
    expect(codeOf(() => decodePsq(`${header}8,8,0 9,9,0\r\n`))).toEqual({ code: 'bad-syntax', index: 27 });
    expect(codeOf(() => decodePsq(`${header}8,8,0\r\n\r\n 9,\r\n`))).toEqual({ code: 'bad-syntax', index: 37 });
    expect(codeOf(() => decodePsq(42 as unknown as string))).toEqual({ code: 'not-text', index: -1 });
    expect(codeOf(() => encodePsq({ variant: { ...GOMOKU, size: 27 }, moves: [] }))).toEqual({ code: 'bad-size', index: -1 });
    expect(codeOf(() => encodePsq({ variant: GOMOKU, moves: [112, 112] }))).toEqual({ code: 'repeated-point', index: 1 });
    expect(codeOf(() => encodePsq(null as unknown as Parameters<typeof encodePsq>[0]))).toEqual({ code: 'bad-variant', index: -1 });
  });

  it('says in words what is wrong', () => {
    expect(() => decodePsq('8,8,0')).toThrow('A .psq file starts with a line like “Piskvorky 15x15, 11:11, 0”.');
    expect(() => decodePsq('Piskvorky 20x15, 11:11, 0')).toThrow('The board is 20×15: the engine plays square boards.');
    expect(() => decodePsq('Piskvorky 15x15, 11:11, 0\n16,8,0')).toThrow('Move 1 (“16,8,0”) is off the 15×15 board.');
  });

  it('refuses a text past MAX_RECORD_TEXT before reading it, and reads long lines up to it', () => {
    expect(codeOf(() => decodePsq(`Piskvorky 15x15\n${'8,8,0\n'.repeat(MAX_RECORD_TEXT / 6)}`))).toEqual({ code: 'too-long', index: MAX_RECORD_TEXT });
    expect(codeOf(() => decodePsq(`Piskvorky 15x15\n1,${'1'.repeat(MAX_RECORD_TEXT - 30)}x`))).toEqual({ code: 'bad-syntax', index: 16 });
    expect(decodePsq(`Piskvorky 15x15\n8,8\n${' '.repeat(MAX_RECORD_TEXT - 30)}`).moves).toEqual([112]);
  });

  it('throws nothing but CodecError on arbitrary text, and what it reads it writes back', () => {
    const starts = ['', 'Piskvorky 15x15, 11:11, 0', 'Piskvorky 3x3', 'Piskvorky 3x4', '\uFEFFPiskvorky 15x15'];
    const parts = ['\r\n1,1,0', '\n2,3', '\n3,2,17', '\r\n', '\n', '8', '16', '0', '-1', ',', ' ', '99999999999999999999', 'x', 'é', '😀', '\ud83d'];
    fc.assert(
      fc.property(hostileText(parts, starts), (text) => {
        const record = readOrRefuse((t) => decodePsq(t, { ...GOMOKU, winLength: 3 }), text);
        if (record) expect(decodePsq(encodePsq(record), record.variant)).toEqual(record);
      }),
      { numRuns: 500 },
    );
  });

  it('throws only CodecError for what is not a record', () => {
    for (const record of [undefined, {}, { variant: GOMOKU }, { variant: GOMOKU, moves: [NaN] }, { variant: 'x', moves: [] }]) {
      expect(() => encodePsq(record as unknown as Parameters<typeof encodePsq>[0])).toThrow(CodecError);
    }
  });
});
