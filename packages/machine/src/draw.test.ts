import { describe, expect, it } from 'vitest';
import { selectDrawOffer } from './selectors.ts';
import { start } from '../test/support.ts';

describe('draw offers', () => {
  it('end the game as a draw when the opponent accepts', () => {
    const game = start({ moves: [112] });
    game.send({ type: 'draw.offer', by: 'black' });
    expect(game.status()).toBe('blackOffersDraw');
    expect(selectDrawOffer(game.actor.getSnapshot())).toBe('black');
    game.send({ type: 'draw.accept', by: 'black' });
    expect(game.read().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'play', point: 113 });
    expect(game.read().rejection?.reason).toBe('awaiting-answer');
    game.send({ type: 'draw.accept', by: 'white' });
    expect(game.status()).toBe('draw');
    expect(game.read().verdict).toEqual({ winner: null, reason: 'agreed', line: [] });
  });

  it('go back to play when declined', () => {
    const game = start({ moves: [112] });
    game.send({ type: 'draw.offer', by: 'white' });
    game.send({ type: 'draw.decline', by: 'black' });
    expect(game.status()).toBe('whiteToMove');
    expect(game.read().moves).toEqual([112]);
  });
});

describe('rematch', () => {
  it('starts a new game with the same settings and the seats swapped, once the game is over', () => {
    const game = start({ players: { black: 'ann', white: 'bo' }, undo: 'immediate', moves: [112] });
    game.send({ type: 'rematch' });
    expect(game.read().rejection?.reason).toBe('not-over');
    game.send({ type: 'resign', by: 'white' });
    game.send({ type: 'rematch' });
    expect(game.status()).toBe('blackToMove');
    expect(game.read()).toMatchObject({ moves: [], undo: 'immediate', players: { black: 'bo', white: 'ann' } });
  });

  it('swaps the opening roles under a swap rule', () => {
    const game = start({ opening: 'swap2', players: { black: 'ann', white: 'bo' } });
    game.send({ type: 'resign', by: 'second' });
    game.send({ type: 'rematch' });
    expect(game.status()).toBe('placing');
    expect(game.state().players).toEqual({ first: 'bo', second: 'ann' });
    expect(game.read().players).toEqual({ black: 'bo', white: 'ann' });
  });
});
