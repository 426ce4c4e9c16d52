import { Game, GOMOKU, RENJU, fromCoordinate, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { simulateClock } from '../test/simulated-clock.ts';
import { search, type Level } from './search.ts';

const at = (c: string) => fromCoordinate(c);
/** A record from Black's and White's stones (Black first, same count or one more). */
function record(black: string[], white: string[]): number[] {
  const moves: number[] = [];
  for (let i = 0; i < Math.max(black.length, white.length); i++) {
    if (black[i]) moves.push(at(black[i] as string));
    if (white[i]) moves.push(at(white[i] as string));
  }
  return moves;
}
const LEVELS: Level[] = ['easy', 'medium', 'hard', 'master'];
const quick = { timeMs: 300 };

describe('gomoku tactics', () => {
  it('takes an immediate five, at every level', () => {
    const moves = record(['h8', 'h9', 'h10', 'h11'], ['a1', 'c1', 'e1', 'g1']);
    for (const level of LEVELS) expect([at('h7'), at('h12')]).toContain(search(moves, { ...quick, level }).point);
  });

  it("blocks the opponent's four, at every level", () => {
    // White has g1–j1 closed by Black at f1: Black must take k1.
    const moves = record(['h8', 'f1', 'a15', 'o15'], ['g1', 'h1', 'i1', 'j1']);
    for (const level of LEVELS) expect(search(moves, { ...quick, level }).point).toBe(at('k1'));
  });

  it('blocks an open three when it has nothing better', () => {
    const moves = record(['a15', 'c15', 'o1'], ['g8', 'h8', 'i8']);
    expect([at('f8'), at('j8'), at('e8'), at('k8')]).toContain(search(moves, { ...quick, level: 'hard' }).point);
  });

  it('prefers its own five to blocking the opponent\'s', () => {
    const moves = record(['h8', 'h9', 'h10', 'h11'], ['b3', 'c3', 'd3', 'e3']);
    for (const level of LEVELS) expect([at('h7'), at('h12')]).toContain(search(moves, { ...quick, level }).point);
  });

  // Victories by continuous fours, built so that no shorter win exists: each four's stone is
  // part of the next one, and the last makes an open four.
  const rc = (r: number, c: number) => r * 15 + c;
  const fillers = [rc(0, 4), rc(0, 6), rc(0, 8), rc(0, 10), rc(0, 12), rc(0, 14)];
  const vcfCases: [string, number[], number[], number][] = [
    [
      '3 fours',
      [rc(10, 2), rc(10, 3), rc(10, 4), rc(8, 7), rc(7, 8), rc(9, 8), rc(9, 9)],
      [rc(10, 1), rc(11, 4), ...fillers.slice(0, 5)],
      3,
    ],
    [
      '4 fours',
      [rc(10, 2), rc(10, 3), rc(8, 7), rc(7, 8), rc(9, 8), rc(9, 9), rc(9, 3), rc(8, 2), rc(7, 1)],
      [rc(10, 1), rc(11, 4), rc(6, 0), ...fillers],
      4,
    ],
  ];
  for (const [name, black, white, fours] of vcfCases) {
    it(`wins by continuous fours (${name}) against the best defence`, () => {
      const moves: number[] = [];
      black.forEach((b, i) => {
        moves.push(b);
        if (white[i] !== undefined) moves.push(white[i] as number);
      });
      const game = new Game({ moves });
      expect(game.turn).toBe('black');
      const first = search(game.moves, { timeMs: 1000 });
      expect(first.score).toBeGreaterThan(1e8 / 2);
      // Play it out, the computer on both sides: Black wins with its fours and the five after them.
      for (let ply = 0; ply < 2 * fours + 1 && !game.isOver; ply++) game.play(search(game.moves, { timeMs: 300 }).point);
      expect(game.verdict.winner).toBe('black');
    });
  }

  it("never plays Black's forbidden point under renju", () => {
    const moves = record(['f8', 'g8', 'h10', 'h9'], ['a1', 'c1', 'e1', 'g1']);
    for (let i = 0; i < 3; i++) expect(search(moves, { variant: RENJU, timeMs: 200 }).point).not.toBe(at('h8'));
  });

  it('never plays an occupied or forbidden point in random positions, under every rule', () => {
    const variants: Variant[] = [GOMOKU, RENJU, { ...GOMOKU, rule: 'standard' }];
    fc.assert(
      fc.property(fc.array(fc.nat(224), { minLength: 1, maxLength: 40 }), fc.constantFrom(...variants), fc.constantFrom(...LEVELS), (candidates, variant, level) => {
        const game = new Game({ variant });
        for (const p of candidates) {
          try {
            game.play(p);
          } catch {
            // Taken or forbidden: skip it.
          }
          if (game.isOver) game.undo();
        }
        const { point } = search(game.moves, { variant, level, timeMs: 40 });
        expect(() => game.play(point)).not.toThrow();
      }),
      { numRuns: 25 },
    );
  });

  it('answers quickly with a legal move when the signal is already aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const moves = [112, 113, 98];
    // On a simulated clock (1 ms a read): time taken counts the search's reads, on any machine.
    simulateClock(1);
    const result = search(moves, { signal: controller.signal, timeMs: 5000 });
    vi.restoreAllMocks();
    expect(result.timeMs).toBeLessThan(1000);
    expect(() => new Game({ moves: [...moves, result.point] })).not.toThrow();
  });

  it('opens in the centre and reports its work', () => {
    const result = search([], { timeMs: 100 });
    expect(result.point).toBe(112);
    expect(result.pv[0]).toBe(result.point);
  });

  it('refuses a finished game and an illegal record with typed errors', () => {
    expect(() => search([0, 1, 15, 16, 30, 31, 45, 46, 60])).toThrow(expect.objectContaining({ name: 'SearchError', code: 'game-over' }));
    expect(() => search([0, 0])).toThrow(expect.objectContaining({ name: 'SearchError', code: 'bad-moves' }));
  });
});
