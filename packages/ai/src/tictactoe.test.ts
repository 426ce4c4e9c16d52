import { Game, TIC_TAC_TOE } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { search } from './search.ts';

/**
 * Walks every game the opponent can play against the computer (all the opponent's choices, the
 * computer's reply by search) and returns the games the computer lost.
 */
function losses(computer: 'black' | 'white'): number[][] {
  const lost: number[][] = [];
  const walk = (moves: number[]) => {
    const game = new Game({ variant: TIC_TAC_TOE, moves });
    if (game.isOver) {
      if (game.verdict.winner && game.verdict.winner !== computer) lost.push(moves);
      return;
    }
    if (game.turn === computer) {
      walk([...moves, search(moves, { variant: TIC_TAC_TOE }).point]);
      return;
    }
    for (let p = 0; p < 9; p++) if (game.at(p) === null) walk([...moves, p]);
  };
  walk([]);
  return lost;
}

describe('tic-tac-toe', () => {
  it('never loses as Black, whatever White plays', () => {
    expect(losses('black')).toEqual([]);
  });

  it('never loses as White, whatever Black plays', () => {
    expect(losses('white')).toEqual([]);
  });

  it('takes a win when it has one', () => {
    // x x . / o o . / . . .  Black to move wins at 2.
    expect(search([0, 3, 1, 4], { variant: TIC_TAC_TOE }).point).toBe(2);
  });
});
