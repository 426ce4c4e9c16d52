import { RENJU, TIC_TAC_TOE, fromCoordinate } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { start } from '../test/support.ts';

describe('playing', () => {
  it('starts with Black to move on the standard board', () => {
    const game = start();
    expect(game.status()).toBe('blackToMove');
    expect(game.read()).toMatchObject({ moves: [], variant: { size: 15, winLength: 5, rule: 'freestyle' }, undo: 'consent', rejection: null });
  });

  it('alternates turns', () => {
    const game = start();
    game.send({ type: 'play', point: 112 });
    expect(game.status()).toBe('whiteToMove');
    game.send({ type: 'play', point: 113, by: 'white' });
    expect(game.status()).toBe('blackToMove');
    expect(game.read().moves).toEqual([112, 113]);
  });

  it('ends the game on a five with the winning line', () => {
    const game = start({ moves: [0, 1, 15, 16, 30, 31, 45, 46] });
    game.send({ type: 'play', point: 60 });
    expect(game.status()).toBe('blackWon');
    expect(game.read().verdict).toEqual({ winner: 'black', reason: 'five', line: [0, 15, 30, 45, 60] });
  });

  it('ends a full board without a line in a draw', () => {
    const game = start({ variant: TIC_TAC_TOE, moves: [0, 1, 2, 4, 3, 5, 7, 6] });
    game.send({ type: 'play', point: 8 });
    expect(game.status()).toBe('draw');
    expect(game.read().verdict.reason).toBe('draw');
  });

  it('refuses a move out of turn, on a taken point or off the board, changing only the rejection', () => {
    const game = start({ moves: [112] });
    const before = game.read();
    game.send({ type: 'play', point: 113, by: 'black' });
    expect(game.read().rejection).toEqual({ event: { type: 'play', point: 113, by: 'black' }, reason: 'not-your-turn', forbidden: null });
    game.send({ type: 'play', point: 112 });
    expect(game.read().rejection?.reason).toBe('occupied');
    game.send({ type: 'play', point: 999 });
    expect(game.read().rejection?.reason).toBe('off-board');
    expect({ ...game.read(), rejection: null }).toEqual(before);
    expect(game.status()).toBe('whiteToMove');
    game.send({ type: 'play', point: 113 });
    expect(game.read().rejection).toBeNull();
  });

  it("refuses Black's forbidden move under renju instead of ending the game", () => {
    const at = (c: string) => fromCoordinate(c);
    const game = start({ variant: RENJU, moves: [at('f8'), at('a1'), at('g8'), at('c1'), at('h10'), at('e1'), at('h9'), at('g1')] });
    game.send({ type: 'play', point: at('h8') });
    expect(game.read().rejection).toMatchObject({ reason: 'forbidden', forbidden: 'double-three' });
    expect(game.status()).toBe('blackToMove');
  });

  it('refuses every move once the game is over', () => {
    const game = start({ moves: [0, 1, 15, 16, 30, 31, 45, 46, 60] });
    game.send({ type: 'play', point: 100 });
    expect(game.read().rejection?.reason).toBe('game-over');
    expect(game.status()).toBe('blackWon');
  });

  it('starts a new game with the same settings on restart', () => {
    const game = start({ variant: TIC_TAC_TOE, undo: 'immediate', moves: [0, 3, 1, 4, 2] });
    expect(game.status()).toBe('blackWon');
    game.send({ type: 'restart' });
    expect(game.status()).toBe('blackToMove');
    expect(game.read()).toMatchObject({ moves: [], variant: TIC_TAC_TOE, undo: 'immediate', verdict: { winner: null } });
  });
});

describe('input', () => {
  it('resumes a record at the status the judge gives', () => {
    expect(start({ moves: [112, 113, 114] }).status()).toBe('whiteToMove');
    expect(start({ moves: [0, 3, 1, 4, 2], variant: TIC_TAC_TOE }).status()).toBe('blackWon');
  });

  it('starts an empty game and says why when the record is illegal', () => {
    const game = start({ moves: [0, 0] });
    expect(game.status()).toBe('blackToMove');
    expect(game.read().moves).toEqual([]);
    expect(game.read().inputError).toEqual({ code: 'bad-record', move: 2, point: 0, problem: 'occupied' });
  });

  it('falls back to the standard board for a variant it cannot play', () => {
    const game = start({ variant: { size: 99, winLength: 5, rule: 'freestyle' } });
    expect(game.read().variant.size).toBe(15);
    expect(game.read().inputError).toEqual({ code: 'bad-variant', problem: 'bad-size' });
  });

  it('keeps the players apart from the moves', () => {
    const game = start({ players: { black: 'ann', white: 'bo' } });
    expect(game.read().players).toEqual({ black: 'ann', white: 'bo' });
  });
});
