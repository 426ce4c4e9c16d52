import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from './errors.ts';
import { Game } from './game.ts';
import { points, record } from '../test/support.ts';
import { RENJU } from './types.ts';

// What a state machine needs to carry a game forward without replaying it: checks and
// previews that change nothing, copies, and a JSON form.

const doubleThree = () => new Game({ variant: RENJU, moves: record(points(['f8', 'g8', 'h10', 'h9']), points(['a1', 'c1', 'e1', 'g1'])) });

describe('Game without side effects', () => {
  it('says why a move is illegal without playing or throwing', () => {
    const game = doubleThree();
    const h8 = points(['h8'])[0] as number;
    expect(game.problemWith(h8)).toEqual({ code: 'forbidden', point: h8, forbidden: 'double-three', message: 'Black may not play h8: it makes a double three.' });
    expect(game.problemWith(210)).toMatchObject({ code: 'occupied', message: 'a1 is taken.', forbidden: null });
    expect(game.problemWith(NaN)).toMatchObject({ code: 'off-board' });
    expect(game.problemWith(null as unknown as number)).toMatchObject({ code: 'off-board', message: 'A null is not a point.' });
    expect(game.problemWith(113)).toBeNull();
    expect(game.moves).toHaveLength(8);
  });

  it('names the forbidden shape on the error play throws', () => {
    const game = doubleThree();
    try {
      game.play(points(['h8'])[0] as number);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IllegalMoveError);
      expect((error as IllegalMoveError).forbidden).toBe('double-three');
    }
  });

  it('previews the verdict of a move and leaves the game as it was', () => {
    const game = new Game({ moves: [0, 1, 15, 16, 30, 31, 45, 46] });
    expect(game.verdictAfter(60)).toEqual({ winner: 'black', reason: 'five', line: [0, 15, 30, 45, 60] });
    expect(game.verdictAfter(61)).toEqual({ winner: null, reason: null, line: [] });
    expect(game.at(60)).toBeNull();
    expect(game.isOver).toBe(false);
    expect(() => game.verdictAfter(0)).toThrow(IllegalMoveError);
  });

  it('copies: playing on the copy leaves the original unchanged', () => {
    const game = new Game({ moves: [112, 113] });
    const copy = game.clone();
    copy.play(114);
    expect(game.moves).toEqual([112, 113]);
    expect(game.at(114)).toBeNull();
    expect(copy.moves).toEqual([112, 113, 114]);
    expect(copy.turn).toBe('white');
  });

  it('never changes a moves array it has handed out', () => {
    const game = new Game({ moves: [112] });
    const before = game.moves;
    game.play(113);
    game.undo();
    game.undo();
    expect(before).toEqual([112]);
  });

  it('finds forbidden points once per position and hands out the same frozen list', () => {
    const game = doubleThree();
    const first = game.forbiddenPoints();
    expect(game.forbiddenPoints()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    game.play(113);
    expect(game.forbiddenPoints()).toEqual([]);
  });

  it('writes its variant and record as JSON, which a new game reads back', () => {
    const game = new Game({ variant: RENJU, moves: [112, 113] });
    const json = JSON.parse(JSON.stringify(game));
    expect(json).toEqual({ variant: RENJU, moves: [112, 113] });
    expect(new Game(json).moves).toEqual([112, 113]);
  });
});
