import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCoordinate, toCoordinate } from './coordinates.ts';
import { CodecError } from './errors.ts';
import { Game } from './game.ts';
import { MAX_RECORD_TEXT } from './record-text.ts';
import { decodeSgf, encodeSgf } from './sgf.ts';
import { codeOf, hostileText, legalMoves, readOrRefuse, variantOn } from '../test/support.ts';
import { GOMOKU, RENJU, type GameRecord } from './types.ts';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');
const moves = (text: string, variant = GOMOKU) => decodeSgf(text, variant).moves.map((point) => toCoordinate(point, variant));

describe('SGF for Gomoku and Renju (GM[4])', () => {
  it('reads a game from a renju database: its rule, players, result and main line', () => {
    const record = decodeSgf(fixture('renju-rif-b-resigns.sgf'));
    expect(record.variant).toEqual(RENJU);
    expect(record.players).toEqual({ black: 'Kovalev, Ivan', white: 'Tanaka Hiroshi' });
    expect(record.result).toEqual({ winner: 'black', reason: 'resign' });
    expect(record.moves.map((point) => toCoordinate(point))).toEqual('h8 h9 i9 g7 j8 i7 j10 k11 j9 j7 k9 l9 i8 l10 k10'.split(' '));
    expect(new Game(record).verdict.winner).toBeNull();
  });

  it('refuses every truncation of a real file with CodecError, where it stops', () => {
    const text = fixture('renju-rif-b-resigns.sgf');
    const end = text.lastIndexOf(')') + 1;
    for (let length = 0; length < end; length++) {
      expect(readOrRefuse(decodeSgf, text.slice(0, length)), `${length} characters`).toBeNull();
    }
  });

  it('writes the size, rule, players, result and one node a move', () => {
    const record: GameRecord = {
      variant: GOMOKU,
      moves: [fromCoordinate('h8'), fromCoordinate('i9')],
      players: { black: 'Ann [1]', white: 'C:\\Bob' },
      result: { winner: 'white', reason: 'time' },
    };
    expect(encodeSgf(record)).toBe('(;GM[4]FF[4]CA[UTF-8]SZ[15]RU[Freestyle]PB[Ann [1\\]]PW[C:\\\\Bob]RE[W+T];B[hh];W[ig])');
    expect(encodeSgf({ variant: { size: 19, winLength: 5, rule: 'standard' }, moves: [], result: { winner: null } })).toBe('(;GM[4]FF[4]CA[UTF-8]SZ[19]RU[Standard]RE[0])');
    expect(encodeSgf({ variant: RENJU, moves: [], result: { winner: 'black' } })).toBe('(;GM[4]FF[4]CA[UTF-8]SZ[15]RU[Renju]RE[B+])');
  });

  it('round-trips legal games with their result and names on every board size', () => {
    const name = fc.string({ minLength: 1 }).filter((text) => !/[\t\n\v\f\r]/.test(text));
    const game = variantOn(3, 26).chain((variant) =>
      fc.record(
        {
          variant: fc.constant(variant),
          moves: legalMoves(variant),
          result: fc.oneof(fc.constant({ winner: null }), fc.record({ winner: fc.constantFrom('black' as const, 'white' as const), reason: fc.constantFrom('resign' as const, 'time' as const, 'forfeit' as const) }, { requiredKeys: ['winner'] })),
          players: fc.record({ black: name, white: name }, { requiredKeys: [] }),
        },
        { requiredKeys: ['variant', 'moves'] },
      ),
    );
    fc.assert(
      fc.property(game, (record) => {
        const { players, ...rest } = record;
        const expected = players && Object.keys(players).length ? record : rest;
        expect(decodeSgf(encodeSgf(record), record.variant)).toEqual(expected);
      }),
      { numRuns: 80 },
    );
  });

  it('follows the first variation at every branch and reads only the first game', () => {
    expect(moves('(;GM[4];B[hh](;W[ii];B[jj](;W[aa])(;W[bb]))(;W[gg];B[ff]))')).toEqual(['h8', 'i7', 'j6', 'a15']);
    expect(moves('(;GM[4];B[hh];W[ii])(;GM[1]SZ[19];B[pd])')).toEqual(['h8', 'i7']);
  });

  it('reads what writers vary: moves on the root node, spaces, FF[3] names, escapes, no SZ', () => {
    expect(moves('(;GM[4]SZ[15]B[hh];W[ii])')).toEqual(['h8', 'i7']);
    expect(moves(' \uFEFF( ; GM [4]\r\n SZ[15] ; B [hh]\n;W[ii] )\n')).toEqual(['h8', 'i7']);
    expect(decodeSgf('(;GaMe[4]SiZe[19];B[aa])').variant.size).toBe(19);
    expect(decodeSgf('(;SZ[20:20];B[tt])').moves).toEqual([399]); // a pass only up to 19×19
    // SZ is a property of the root node: it may follow a move there, and counts nowhere else.
    expect(decodeSgf('(;B[hh]SZ[19])').moves).toEqual([7 * 19 + 7]);
    expect(decodeSgf('(;GM[4];B[hh]SZ[19])')).toEqual({ variant: GOMOKU, moves: [112] });
    expect(decodeSgf('(;PB[a\\]b\\\\c\\\nd\te]C[x\\]y];B[hh])').players).toEqual({ black: 'a]b\\cd e' });
    expect(decodeSgf('(;PB[];B[hh])').players).toBeUndefined();
    expect(decodeSgf('(;B[hh])', { size: 19, winLength: 5, rule: 'standard' }).variant).toEqual({ size: 19, winLength: 5, rule: 'standard' });
  });

  it('takes the rule from RU when it names one, else from the variant', () => {
    const ruleOf = (ru: string) => decodeSgf(`(;GM[4]RU[${ru}])`, { ...GOMOKU, rule: 'standard' }).variant.rule;
    expect(['Renju', 'RIF', 'Yamaguchi', 'Taraguchi-10', 'Soosorv-8', 'Sakata'].map(ruleOf)).toEqual(Array(6).fill('renju'));
    expect(['Freestyle', 'freestyle gomoku'].map(ruleOf)).toEqual(['freestyle', 'freestyle']);
    expect(ruleOf('Standard')).toBe('standard');
    expect(decodeSgf('(;RU[Swap2])', GOMOKU).variant.rule).toBe('freestyle');
  });

  it('reads results as SGF writes them', () => {
    const resultOf = (re: string) => decodeSgf(`(;GM[4]RE[${re}])`).result;
    expect(resultOf('B+')).toEqual({ winner: 'black' });
    expect(resultOf('W+R')).toEqual({ winner: 'white', reason: 'resign' });
    expect(resultOf('w+Resign')).toEqual({ winner: 'white', reason: 'resign' });
    expect(resultOf('B+T')).toEqual({ winner: 'black', reason: 'time' });
    expect(resultOf('B+F')).toEqual({ winner: 'black', reason: 'forfeit' });
    expect(resultOf('B+3.5')).toEqual({ winner: 'black' });
    expect(resultOf('0')).toEqual({ winner: null });
    expect(resultOf('Draw')).toEqual({ winner: null });
    for (const re of ['?', 'Void', '', '1-0']) expect(resultOf(re)).toBeUndefined();
  });

  it('names what is wrong and where', () => {
    const cases: [string, string, number][] = [
      ['', 'bad-syntax', 0],
      ['  hello', 'bad-syntax', 2],
      ['(GM[4])', 'bad-syntax', 0],
      ['(;GM[4];B[hh]', 'bad-syntax', 13],
      ['(;GM[4];B[hh', 'bad-syntax', 9],
      ['(;C[a\\]', 'bad-syntax', 3],
      ['(;GM[4];B[hh]))', 'bad-syntax', 14],
      ['(;GM[4];B[hh](;W[ii]);B[jj])', 'bad-syntax', 21],
      ['(;GM[4] 5[x])', 'bad-syntax', 8],
      ['(;GM[4]B)', 'bad-syntax', 7],
      ['(;GM[4]);B[hh]', 'bad-syntax', 8],
      ['(;GM[1];B[pd])', 'unsupported', 5],
      ['(;GM[4]AB[hh][ii];W[jj])', 'unsupported', 7],
      ['(;GM[4];B[])', 'unsupported', 10],
      ['(;GM[4];B[hh];W[tt])', 'unsupported', 16],
      ['(;GM[4]SZ[19];B[hh];W[tt])', 'unsupported', 22],
      ['(;GM[4];B[hh];B[ii])', 'out-of-turn', 14],
      ['(;GM[4];W[hh])', 'out-of-turn', 8],
      ['(;GM[4];B[hh][ii])', 'out-of-turn', 8],
      ['(;GM[4];B[hh];W[hh])', 'repeated-point', 16],
      ['(;GM[4];B[pp])', 'out-of-range', 10],
      ['(;GM[4];B[HH])', 'out-of-range', 10],
      ['(;GM[4];B[h8])', 'bad-coordinate', 10],
      ['(;GM[4];B[hhh])', 'bad-coordinate', 10],
      ['(;GM[4]SZ[20:15])', 'bad-size', 10],
      ['(;GM[4]SZ[27])', 'bad-size', 10],
      ['(;GM[4]SZ[99999999999999999999])', 'bad-size', 10],
      ['(;GM[4]SZ[NaN])', 'bad-size', 10],
      ['(;GM[4]SZ[-15])', 'bad-size', 10],
    ];
    for (const [text, code, index] of cases) expect(codeOf(() => decodeSgf(text)), text).toEqual({ code, index });
    expect(codeOf(() => decodeSgf('(;GM[4]SZ[4])'))).toEqual({ code: 'bad-variant', index: -1 });
    expect(codeOf(() => decodeSgf(null as unknown as string))).toEqual({ code: 'not-text', index: -1 });
    expect(codeOf(() => encodeSgf({ variant: GOMOKU, moves: [0, 225] }))).toEqual({ code: 'out-of-range', index: 1 });
  });

  it('says in words what is wrong', () => {
    expect(() => decodeSgf('(;GM[4];B[hh];B[ii])')).toThrow("Move 2 is Black's, but White is to play: moves alternate, Black first.");
    expect(() => decodeSgf('(;GM[4];B[hh')).toThrow('The value opened at position 10 of the SGF file is never closed with “]”.');
    expect(() => decodeSgf('(;GM[4]AB[hh])')).toThrow('AB[...] sets up stones, which a game record cannot hold.');
    expect(() => decodeSgf('(;GM[4];B[pp])')).toThrow('Move 1 (“pp”) is off the 15×15 board.');
  });

  it('reads long files up to MAX_RECORD_TEXT and refuses one past it before reading it', () => {
    expect(decodeSgf(`(;GM[4]C[${'\\]'.repeat(MAX_RECORD_TEXT / 2 - 20)}];B[hh])`).moves).toEqual([112]);
    expect(codeOf(() => decodeSgf(`(;C[${'x'.repeat(MAX_RECORD_TEXT)}])`))).toEqual({ code: 'too-long', index: MAX_RECORD_TEXT });
    expect(codeOf(() => decodeSgf('(;'.repeat(MAX_RECORD_TEXT / 2)))).toEqual({ code: 'bad-syntax', index: MAX_RECORD_TEXT });
    expect(codeOf(() => decodeSgf(`(;GM[4]${';B[aa];W[bb]'.repeat(80_000)})`))).toEqual({ code: 'repeated-point', index: 22 });
    // Moves on the root node wait for its end (it may state the size later): no more than any board holds.
    expect(codeOf(() => decodeSgf(`(;${'B[aa]W[aa]'.repeat(80_000)})`))).toEqual({ code: 'too-long', index: 2 + 5 * 676 });
  });

  it('throws nothing but CodecError on arbitrary text, and what it reads it writes back', () => {
    const starts = ['', '(;', '(;GM[4]SZ[15]', '(;GM[4]SZ[3]', '(;FF[4]'];
    // Pieces of a good file, then pieces that break one.
    const parts = [';B[aa]', ';W[bb]', ';B[cc]', ';W[hh]', ';B[ab];W[ba]', 'C[x\\]y]', 'RE[B+R]', 'PB[\\]]', 'RU[Renju]', '(;W[dd])', ' ', '\n']
      .concat(['(;', '(', ')', ';', 'GM[1]', 'SZ[3]', 'SZ[99999999999999999999]', 'B[]', 'B[', ']', '\\', 'C[x', 'AB[aa]', 'é', '😀', '\ud83d']);
    fc.assert(
      fc.property(hostileText(parts, starts, ['', ')', ')\n', ')(;B[aa])']), (text) => {
        const record = readOrRefuse((t) => decodeSgf(t, { ...GOMOKU, winLength: 3 }), text);
        if (record) expect(decodeSgf(encodeSgf(record), record.variant)).toEqual(record);
      }),
      { numRuns: 800 },
    );
  });

  it('throws only CodecError for what is not a record, and writes only well-typed names and results', () => {
    for (const record of [undefined, {}, { variant: GOMOKU }, { variant: GOMOKU, moves: [NaN] }, { variant: RENJU, moves: 'hh' }]) {
      expect(() => encodeSgf(record as unknown as GameRecord)).toThrow(CodecError);
    }
    const odd = { variant: GOMOKU, moves: [], players: { black: 42 }, result: { winner: 'nobody', reason: 'toString' } };
    expect(encodeSgf(odd as unknown as GameRecord)).toBe('(;GM[4]FF[4]CA[UTF-8]SZ[15]RU[Freestyle])');
  });
});
