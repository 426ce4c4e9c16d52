import { describe, expect, it } from 'vitest';
import { start } from './test-helpers.ts';

describe('undo at once', () => {
  it("takes back the asker's last stone and whatever followed, so it is their turn again", () => {
    const game = start({ undo: 'immediate', moves: [112, 113, 114] });
    game.send({ type: 'undo', by: 'white' });
    expect(game.context().moves).toEqual([112]);
    expect(game.status()).toBe('whiteToMove');
    game.send({ type: 'undo', by: 'black' });
    expect(game.context().moves).toEqual([]);
    expect(game.status()).toBe('blackToMove');
  });

  it('refuses when the asker has no stone on the board', () => {
    const game = start({ undo: 'immediate', moves: [112] });
    game.send({ type: 'undo', by: 'white' });
    expect(game.context().rejection?.reason).toBe('nothing-to-undo');
    expect(game.context().moves).toEqual([112]);
  });

  it('refuses after the game is over', () => {
    const game = start({ undo: 'immediate', moves: [0, 1, 15, 16, 30, 31, 45, 46, 60] });
    game.send({ type: 'undo', by: 'black' });
    expect(game.context().rejection?.reason).toBe('game-over');
  });
});

describe('undo with consent', () => {
  it('asks the opponent, who may decline: nothing changes', () => {
    const game = start({ moves: [112, 113] });
    game.send({ type: 'undo', by: 'white' });
    expect(game.status()).toBe('whiteRequestsUndo');
    game.send({ type: 'undo.decline', by: 'black' });
    expect(game.status()).toBe('blackToMove');
    expect(game.context().moves).toEqual([112, 113]);
  });

  it('takes the moves back when the opponent accepts', () => {
    const game = start({ moves: [112, 113, 114] });
    game.send({ type: 'undo', by: 'black' });
    expect(game.status()).toBe('blackRequestsUndo');
    game.send({ type: 'undo.accept', by: 'white' });
    expect(game.status()).toBe('blackToMove');
    expect(game.context().moves).toEqual([112, 113]);
  });

  it('lets only the opponent answer, and refuses play and another request meanwhile', () => {
    const game = start({ moves: [112] });
    game.send({ type: 'undo', by: 'black' });
    game.send({ type: 'undo.accept', by: 'black' });
    expect(game.context().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'play', point: 0 });
    expect(game.context().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'undo', by: 'white' });
    expect(game.context().rejection?.reason).toBe('not-allowed');
    expect(game.status()).toBe('blackRequestsUndo');
    expect(game.context().moves).toEqual([112]);
  });

  it('refuses an answer when nothing was asked', () => {
    const game = start({ moves: [112] });
    game.send({ type: 'undo.accept', by: 'white' });
    expect(game.context().rejection?.reason).toBe('not-allowed');
  });
});
