import { Game, TIC_TAC_TOE } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { WIN, WON } from './scores.ts';
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

  it('wins now rather than later', () => {
    // x o . / . . o / . . x  Black to move: 4 wins now, 3 or 6 only in two.
    const result = search([0, 1, 8, 5], { variant: TIC_TAC_TOE });
    expect(result.point).toBe(4);
    expect(result.score).toBe(WIN - 1);
  });

  it('blocks the five to come even when the game is lost', () => {
    // . . . / o x . / . x .  White to move loses whatever it plays, but only 1 holds a move longer.
    const result = search([4, 3, 7], { variant: TIC_TAC_TOE });
    expect(result.point).toBe(1);
    expect(result.score).toBeLessThanOrEqual(-WON);
  });
});
