import { Game, GOMOKU, RENJU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { bookLines, bookMove as fromBook } from './book.ts';
import type { BookVerdicts } from './book-verdicts.ts';
import verdicts from './book-verdicts.json';

/** The book's move in a game, legal by the engine's rules. */
const bookMove = (game: Game, pick: 'first' | 'any') => fromBook(game.moves, game.variant, pick, (point) => game.problemWith(point) === null);

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

  it('answers all 26 standard three-stone openings, in every orientation, with a legal move near the stones', () => {
    const at = (x: number, y: number) => (7 + y) * 15 + 7 + x;
    const openings: number[][] = [];
    for (const [wx, wy] of [[0, -1], [1, -1]] as const) {
      for (let y = -2; y <= 2; y++) for (let x = -2; x <= 2; x++) if ((x || y) && !(x === wx && y === wy)) openings.push([at(0, 0), at(wx, wy), at(x, y)]);
    }
    // 2 × 23 placements, which are the 26 openings and their mirror images.
    expect(openings.length).toBe(46);
    for (const variant of [GOMOKU, RENJU]) {
      for (const moves of openings) {
        const game = new Game({ variant, moves });
        const reply = bookMove(game, 'first');
        expect(reply, String(moves)).not.toBeNull();
        expect(game.problemWith(reply as number)).toBeNull();
        expect(Math.max(Math.abs(((reply as number) % 15) - 7), Math.abs(Math.floor((reply as number) / 15) - 7))).toBeLessThanOrEqual(4);
      }
    }
  });

  it('holds no move its own long search proved lost, and every move has a verdict', () => {
    const recorded = verdicts as BookVerdicts;
    for (const rule of ['freestyle', 'renju'] as const) {
      for (const { stones, replies } of bookLines(rule)) {
        for (const reply of replies) {
          const verdict = recorded[rule][stones]?.[reply];
          expect(verdict, `${rule} ${stones}:${reply}`).toBeDefined();
          expect(verdict?.verdict, `${rule} ${stones}:${reply}`).not.toBe('lost');
        }
      }
    }
  });
});
