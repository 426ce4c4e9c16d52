import { describe, expect, it } from 'vitest';
import { winningLines } from './lines.ts';
import { GOMOKU, TIC_TAC_TOE } from './types.ts';

describe('winningLines', () => {
  it('counts 572 lines of five on 15×15, 1020 on 19×19, 8 on tic-tac-toe', () => {
    expect(winningLines()).toHaveLength(572);
    expect(winningLines({ ...GOMOKU, size: 19 })).toHaveLength(1020);
    expect(winningLines(TIC_TAC_TOE)).toHaveLength(8);
  });

  it('splits 15×15 into 165 across, 165 down and 121 on each diagonal', () => {
    const step = (line: number[]) => (line[1] as number) - (line[0] as number);
    const counts = new Map<number, number>();
    for (const line of winningLines()) counts.set(step(line), (counts.get(step(line)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ 1: 165, 15: 165, 16: 121, 14: 121 });
  });

  it('holds only straight runs that stay on the board', () => {
    for (const line of winningLines()) {
      const rows = line.map((p) => Math.floor(p / 15));
      const cols = line.map((p) => p % 15);
      const dr = (rows[1] as number) - (rows[0] as number);
      const dc = (cols[1] as number) - (cols[0] as number);
      line.forEach((_, k) => {
        expect(rows[k]).toBe((rows[0] as number) + k * dr);
        expect(cols[k]).toBe((cols[0] as number) + k * dc);
      });
    }
  });

  it('lists the tic-tac-toe lines', () => {
    expect(winningLines(TIC_TAC_TOE).map((l) => l.join(''))).toEqual(
      expect.arrayContaining(['012', '345', '678', '036', '147', '258', '048', '246']),
    );
  });
});
