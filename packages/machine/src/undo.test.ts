import { describe, expect, it } from 'vitest';
import { start } from '../test/support.ts';

describe('undo at once', () => {
  it("takes back the asker's last stone and whatever followed, so it is their turn again", () => {
    const game = start({ undo: 'immediate', moves: [112, 113, 114] });
    game.send({ type: 'undo', by: 'white' });
    expect(game.read().moves).toEqual([112]);
    expect(game.status()).toBe('whiteToMove');
    game.send({ type: 'undo', by: 'black' });
    expect(game.read().moves).toEqual([]);
    expect(game.status()).toBe('blackToMove');
  });

  it('refuses when the asker has no stone on the board', () => {
    const game = start({ undo: 'immediate', moves: [112] });
    game.send({ type: 'undo', by: 'white' });
    expect(game.read().rejection?.reason).toBe('nothing-to-undo');
    expect(game.read().moves).toEqual([112]);
  });

  it('takes back a five after the game is over, so the loser can play on', () => {
    const game = start({ undo: 'immediate', moves: [0, 1, 15, 16, 30, 31, 45, 46, 60] });
    expect(game.status()).toBe('blackWon');
    game.send({ type: 'undo', by: 'white' });
    expect(game.status()).toBe('whiteToMove');
    expect(game.read().moves).toEqual([0, 1, 15, 16, 30, 31, 45]);
    expect(game.read().verdict.winner).toBeNull();
  });

  it('refuses after a resignation, and after a five under consent', () => {
    const resigned = start({ undo: 'immediate', moves: [112, 113] });
    resigned.send({ type: 'resign', by: 'white' });
    resigned.send({ type: 'undo', by: 'white' });
    expect(resigned.read().rejection?.reason).toBe('game-over');
    expect(resigned.status()).toBe('blackWon');
    const five = start({ undo: 'consent', moves: [0, 1, 15, 16, 30, 31, 45, 46, 60] });
    five.send({ type: 'undo', by: 'white' });
    expect(five.read().rejection?.reason).toBe('game-over');
  });
});

describe('undo with consent', () => {
  it('asks the opponent, who may decline: nothing changes', () => {
    const game = start({ moves: [112, 113] });
    game.send({ type: 'undo', by: 'white' });
    expect(game.status()).toBe('whiteRequestsUndo');
    game.send({ type: 'undo.decline', by: 'black' });
    expect(game.status()).toBe('blackToMove');
    expect(game.read().moves).toEqual([112, 113]);
  });

  it('takes the moves back when the opponent accepts', () => {
    const game = start({ moves: [112, 113, 114] });
    game.send({ type: 'undo', by: 'black' });
    expect(game.status()).toBe('blackRequestsUndo');
    game.send({ type: 'undo.accept', by: 'white' });
    expect(game.status()).toBe('blackToMove');
    expect(game.read().moves).toEqual([112, 113]);
  });

  it('lets only the opponent answer, and refuses play and another request meanwhile', () => {
    const game = start({ moves: [112] });
    game.send({ type: 'undo', by: 'black' });
    game.send({ type: 'undo.accept', by: 'black' });
    expect(game.read().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'play', point: 0 });
    expect(game.read().rejection?.reason).toBe('awaiting-answer');
    game.send({ type: 'undo', by: 'white' });
    expect(game.read().rejection?.reason).toBe('awaiting-answer');
    expect(game.status()).toBe('blackRequestsUndo');
    expect(game.read().moves).toEqual([112]);
  });

  it('refuses an answer when nothing was asked', () => {
    const game = start({ moves: [112] });
    game.send({ type: 'undo.accept', by: 'white' });
    expect(game.read().rejection?.reason).toBe('not-allowed');
  });
});
