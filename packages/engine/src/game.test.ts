import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError, IllegalMoveError } from './errors.ts';
import { Game } from './game.ts';
import { forbiddenMove } from './renju.ts';
import { points, record } from '../test/support.ts';
import { GOMOKU, RENJU, TIC_TAC_TOE } from './types.ts';

const failure = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    if (error instanceof IllegalMoveError) return { name: error.name, code: error.code, point: error.point, index: error.index };
    if (error instanceof CodecError) return { name: error.name, code: error.code, index: error.index };
    return error;
  }
  return 'no error';
};

describe('Game', () => {
  it('starts empty with Black to move on the standard board', () => {
    const game = new Game();
    expect(game.variant).toEqual(GOMOKU);
    expect(game.moves).toEqual([]);
    expect(game.turn).toBe('black');
    expect(game.verdict).toEqual({ winner: null, reason: null, line: [] });
  });

  it('alternates turns and knows what stands on each point', () => {
    const game = new Game();
    game.play(112);
    expect(game.turn).toBe('white');
    expect(game.at(112)).toBe('black');
    game.play(113);
    expect(game.at(113)).toBe('white');
    expect(game.at(114)).toBeNull();
    expect(game.moves).toEqual([112, 113]);
  });

  it('returns the verdict of each move and stops at a win', () => {
    const game = new Game({ moves: [0, 1, 15, 16, 30, 31, 45, 46] });
    expect(game.play(60)).toEqual({ winner: 'black', reason: 'five', line: [0, 15, 30, 45, 60] });
    expect(game.isOver).toBe(true);
    expect(failure(() => game.play(100))).toEqual({ name: 'IllegalMoveError', code: 'game-over', point: 100, index: -1 });
  });

  it('refuses occupied and off-board points and leaves the game as it was', () => {
    const game = new Game({ moves: [112] });
    expect(failure(() => game.play(112))).toMatchObject({ code: 'occupied', point: 112 });
    expect(failure(() => game.play(225))).toMatchObject({ code: 'off-board', point: 225 });
    expect(failure(() => game.play(1.5))).toMatchObject({ code: 'off-board' });
    expect(game.moves).toEqual([112]);
    expect(game.turn).toBe('white');
  });

  it('undoes moves one at a time, reopening a finished game', () => {
    const game = new Game({ moves: [0, 1, 15, 16, 30, 31, 45, 46, 60] });
    expect(game.undo()).toBe(60);
    expect(game.verdict.winner).toBeNull();
    expect(game.at(60)).toBeNull();
    expect(game.turn).toBe('black');
    const empty = new Game();
    expect(empty.undo()).toBeUndefined();
  });

  it('checks a record move by move, naming the move that is wrong', () => {
    expect(failure(() => new Game({ moves: [0, 1, 0] }))).toEqual({ name: 'IllegalMoveError', code: 'occupied', point: 0, index: 2 });
    expect(failure(() => new Game({ moves: [0, 1, 15, 16, 30, 31, 45, 46, 60, 61] }))).toMatchObject({ code: 'game-over', index: 9 });
    expect(failure(() => new Game({ moves: [-1] }))).toMatchObject({ code: 'off-board', index: 0 });
    expect(failure(() => new Game({ moves: 'nope' as unknown as number[] }))).toMatchObject({ code: 'bad-record' });
  });

  it('refuses a forbidden move by Black under renju', () => {
    // Black f8 g8 h9 h10 then h8 would be a double-three.
    const moves = record(points(['f8', 'g8', 'h10', 'h9']), points(['a1', 'c1', 'e1', 'g1']));
    const game = new Game({ variant: RENJU, moves });
    expect(game.forbiddenPoints()).toContain(points(['h8'])[0]);
    expect(failure(() => game.play(points(['h8'])[0] as number))).toMatchObject({ code: 'forbidden' });
    expect(failure(() => new Game({ variant: RENJU, moves: [...moves, points(['h8'])[0] as number] }))).toMatchObject({ code: 'forbidden', index: 8 });
    // The same move is fine in freestyle.
    expect(new Game({ variant: GOMOKU, moves: [...moves, points(['h8'])[0] as number] }).moves).toHaveLength(9);
  });

  it('lists forbidden points only for Black to move under renju', () => {
    const moves = record(points(['f8', 'g8', 'h10', 'h9']), points(['a1', 'c1', 'e1', 'g1']));
    expect(new Game({ variant: GOMOKU, moves }).forbiddenPoints()).toEqual([]);
    expect(new Game({ variant: RENJU, moves: [...moves, 0] }).forbiddenPoints()).toEqual([]);
  });

  it('encodes and decodes the link format', () => {
    const game = Game.decode('000110112021303140');
    expect(game.verdict.winner).toBe('black');
    expect(game.encode()).toBe('000110112021303140');
    expect(failure(() => Game.decode('0001101120213031404142'))).toMatchObject({ name: 'IllegalMoveError', code: 'game-over', index: 9 });
    expect(failure(() => Game.decode('zz'))).toMatchObject({ name: 'CodecError', code: 'out-of-range' });
  });

  it('plays tic-tac-toe to a draw', () => {
    const game = new Game({ variant: TIC_TAC_TOE, moves: [0, 1, 2, 4, 3, 5, 7, 6] });
    expect(game.play(8)).toEqual({ winner: null, reason: 'draw', line: [] });
    expect(failure(() => game.play(8))).toMatchObject({ code: 'game-over' });
  });

  it('rejects a variant it cannot play with CodecError', () => {
    expect(failure(() => new Game({ variant: { size: 2, winLength: 5, rule: 'freestyle' } }))).toMatchObject({ code: 'bad-size' });
    expect(failure(() => new Game({ variant: { size: 15, winLength: 16, rule: 'freestyle' } }))).toMatchObject({ code: 'bad-variant' });
    expect(failure(() => new Game({ variant: { size: 15, winLength: 5, rule: 'go' as 'renju' } }))).toMatchObject({ code: 'bad-variant' });
  });

  it('gives a copy of the board, not the board itself', () => {
    const game = new Game({ moves: [112] });
    const cells = game.cells();
    cells[112] = 0;
    expect(game.at(112)).toBe('black');
  });

  it('throws only IllegalMoveError or CodecError on arbitrary records', () => {
    const value = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: -5, max: 230 }) },
      fc.double(),
      fc.constantFrom(NaN, Infinity, -0, 2 ** 32, 1e300, '0', null, undefined, true, [], {}, 1n, Symbol('x')),
      fc.string(),
    ) as fc.Arbitrary<unknown>;
    const records = fc.oneof(fc.array(value, { maxLength: 60 }), fc.sparseArray(value, { maxLength: 20 }));
    const variants = fc.constantFrom(GOMOKU, RENJU, TIC_TAC_TOE, { size: 6, winLength: 4, rule: 'standard' } as const);
    fc.assert(
      fc.property(records, variants, (moves, variant) => {
        let game: Game;
        try {
          game = new Game({ variant, moves: moves as number[] });
        } catch (error) {
          expect(error instanceof IllegalMoveError || error instanceof CodecError).toBe(true);
          if (error instanceof IllegalMoveError) expect(error.index).toBeGreaterThanOrEqual(0);
          return;
        }
        // Accepted: every move was a distinct point of the board, and -0 reads as 0.
        expect(game.moves.every((p) => Number.isInteger(p) && p >= 0 && p < variant.size ** 2 && !Object.is(p, -0))).toBe(true);
        expect(new Set(game.moves).size).toBe(game.moves.length);
      }),
      { numRuns: 300 },
    );
  });

  it('throws only IllegalMoveError or CodecError on arbitrary links and options', () => {
    const text = fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-e]{0,40}$/));
    fc.assert(
      fc.property(text, fc.constantFrom(GOMOKU, RENJU, TIC_TAC_TOE), (input, variant) => {
        let game: Game;
        try {
          game = Game.decode(input, variant);
        } catch (error) {
          expect(error instanceof IllegalMoveError || error instanceof CodecError).toBe(true);
          return;
        }
        expect(game.encode()).toBe(input.toLowerCase());
      }),
    );
    expect(failure(() => new Game(null as unknown as undefined))).toBe('no error');
    // Like a default parameter, only a missing field means the default: null is a bad variant.
    expect(failure(() => new Game({ variant: null as unknown as undefined, moves: [112] }))).toMatchObject({ name: 'CodecError', code: 'bad-variant' });
    expect(failure(() => new Game({ variant: 'renju' as unknown as typeof RENJU }))).toMatchObject({ name: 'CodecError', code: 'bad-variant' });
    expect(failure(() => Game.decode('0000'))).toMatchObject({ name: 'CodecError', code: 'repeated-point', index: 2 });
    expect(failure(() => new Game({ moves: Object.assign(new Array<number>(3), { 0: 0, 2: 1 }) }))).toMatchObject({ name: 'IllegalMoveError', code: 'bad-record', index: 1 });
  });

  it('keeps every record it accepts legal: replaying it plays the same moves', () => {
    fc.assert(fc.property(fc.array(fc.nat(224), { maxLength: 120 }), (candidates) => {
      const game = new Game({ variant: RENJU });
      for (const point of candidates) {
        const cells = game.cells();
        try {
          game.play(point);
        } catch (error) {
          expect(error).toBeInstanceOf(IllegalMoveError);
          const code = (error as IllegalMoveError).code;
          if (code === 'forbidden') expect(forbiddenMove(cells, point)).not.toBeNull();
        }
      }
      expect(new Game({ variant: RENJU, moves: game.moves }).moves).toEqual(game.moves);
    }));
  });
});
