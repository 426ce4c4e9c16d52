import { Game, GOMOKU, RENJU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { bookMove } from './book.ts';

describe('opening book', () => {
  it('opens in the centre and answers it next to it, on 15×15 and 19×19', () => {
    expect(bookMove(new Game(), 'first')).toBe(112);
    const reply = bookMove(new Game({ moves: [112] }), 'first') as number;
    expect(Math.abs((reply % 15) - 7)).toBeLessThanOrEqual(1);
    expect(Math.abs(Math.floor(reply / 15) - 7)).toBeLessThanOrEqual(1);
    const big = { ...GOMOKU, size: 19 };
    expect(bookMove(new Game({ variant: big }), 'first')).toBe(9 * 19 + 9);
  });

  it('finds a position in any of its rotations and reflections', () => {
    // Black h8, White h9 (above): the book's direct opening, turned four ways.
    const answers = [
      [112, 97],
      [112, 127],
      [112, 111],
      [112, 113],
    ].map((moves) => bookMove(new Game({ moves }), 'first'));
    expect(answers.every((a) => a !== null)).toBe(true);
    // Each answer is the first one turned like its position: all at the same distance from the centre.
    const distances = answers.map((p) => Math.hypot(((p as number) % 15) - 7, Math.floor((p as number) / 15) - 7));
    expect(new Set(distances.map((d) => d.toFixed(6))).size).toBe(1);
  });

  it('is silent out of book, and on other games', () => {
    expect(bookMove(new Game({ moves: [0] }), 'first')).toBeNull();
    expect(bookMove(new Game({ variant: { size: 15, winLength: 4, rule: 'freestyle' } }), 'first')).toBeNull();
    expect(bookMove(new Game({ moves: [112, 113, 98, 99, 84, 85] }), 'first')).toBeNull();
  });

  it('plays only legal moves, under renju too, whichever it picks', () => {
    for (const variant of [GOMOKU, RENJU]) {
      for (const moves of [[], [112], [112, 97], [112, 98], [112, 97, 98]]) {
        const game = new Game({ variant, moves });
        for (let i = 0; i < 8; i++) {
          const move = bookMove(game, 'any');
          if (move !== null) expect(game.problemWith(move)).toBeNull();
        }
      }
    }
  });
});
