import { describe, expect, it } from 'vitest';
import { start } from '../test/support.ts';

describe('resigning', () => {
  it('ends the game with the other side winning, from either side', () => {
    const game = start({ moves: [112] });
    game.send({ type: 'resign', by: 'black' });
    expect(game.status()).toBe('whiteWon');
    expect(game.read().verdict).toEqual({ winner: 'white', reason: 'resign', line: [] });
    const other = start();
    other.send({ type: 'resign', by: 'white' });
    expect(other.status()).toBe('blackWon');
  });

  it('works from a request state, by either side', () => {
    for (const by of ['black', 'white'] as const) {
      const game = start({ moves: [112, 113] });
      game.send({ type: 'undo', by: 'black' });
      game.send({ type: 'resign', by });
      expect(game.status()).toBe(by === 'black' ? 'whiteWon' : 'blackWon');
      expect(game.read().undoRequest).toBeNull();
    }
  });

  it('is refused once the game is over', () => {
    const game = start();
    game.send({ type: 'resign', by: 'black' });
    game.send({ type: 'resign', by: 'white' });
    expect(game.status()).toBe('whiteWon');
    expect(game.read().rejection?.reason).toBe('game-over');
  });
});
