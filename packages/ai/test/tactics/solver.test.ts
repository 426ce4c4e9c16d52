import { GOMOKU, RENJU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { Solver } from './solver.ts';

const rc = (r: number, c: number) => r * 15 + c;
/** A record from Black's and White's stones (Black first, as many or one more). */
function record(black: number[], white: number[]): number[] {
  return black.flatMap((b, i) => (white[i] === undefined ? [b] : [b, white[i] as number]));
}

// Black to move: three fours in a chain, the last making an open four (the tactics test's case).
// White's other stones, three apart along the top edge: they make nothing.
const fillers = [rc(0, 0), rc(0, 3), rc(0, 6), rc(0, 9), rc(0, 12), rc(3, 0), rc(6, 0)];
const threeFours = record([rc(10, 2), rc(10, 3), rc(10, 4), rc(8, 7), rc(7, 8), rc(9, 8), rc(9, 9)], [rc(10, 1), rc(11, 4), ...fillers.slice(0, 5)]);

describe('the exhaustive solver', () => {
  it('finds a victory by fours and its shortest length, and replays it', () => {
    const solver = new Solver(GOMOKU, threeFours);
    expect(solver.vcf(1, 1)).toBeNull();
    const line = solver.vcf(1, 3);
    expect(line).not.toBeNull();
    expect(solver.replays(1, line as number[])).toBe(true);
    expect(solver.vcf(2, Infinity)).toBeNull();
  });

  it('refutes a line of fours the position no longer allows', () => {
    const solver = new Solver(GOMOKU, threeFours);
    const line = solver.vcf(1, 3) as number[];
    expect(solver.replays(1, line.slice(1))).toBe(false);
  });

  it('proves an open three wins by threats, and that a lone two does not', () => {
    // Black h8 i8 j8 free on the row, White far away, Black to move: g8 or k8 makes an open four.
    const open = new Solver(GOMOKU, record([rc(7, 7), rc(7, 8), rc(7, 9), rc(14, 14)], fillers.slice(0, 4)));
    expect(open.vcf(1, Infinity)).not.toBeNull();
    // Black h8 i8 (a two), Black to move: a three made now is answered.
    const two = new Solver(GOMOKU, record([rc(7, 7), rc(7, 8), rc(14, 14)], fillers.slice(0, 3)));
    expect(two.vct(1, 1)).toBe(false);
    // Black h8 i8 h7 i7 (a square of four), Black to move, wins by threats: double threes are near.
    const square = new Solver(GOMOKU, record([rc(7, 7), rc(7, 8), rc(8, 7), rc(8, 8), rc(14, 14)], fillers.slice(0, 5)));
    expect(square.vcf(1, Infinity)).toBeNull();
    expect(square.vct(1, 3)).toBe(true);
  });

  it('knows renju: an overline is no five for Black, and a point that makes one is forbidden', () => {
    const stones = record([rc(7, 2), rc(7, 3), rc(7, 4), rc(7, 6), rc(7, 7), rc(14, 14)], fillers.slice(0, 5));
    const renju = new Solver(RENJU, stones);
    expect(renju.makesFive(rc(7, 5), 1)).toBe(false);
    expect(renju.legal(rc(7, 5), 1)).toBe(false);
    expect(new Solver(GOMOKU, stones).makesFive(rc(7, 5), 1)).toBe(true);
    // White may block there under renju; Black may not, so a White four aimed at it cannot be stopped.
    expect(renju.legal(rc(7, 5), 2)).toBe(true);
  });
});
