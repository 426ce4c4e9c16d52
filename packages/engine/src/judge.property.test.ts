import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judge } from '../test/judge.ts';
import { referenceForbidden } from '../test/support.ts';
import type { Color, Rule, Variant } from './types.ts';

/** Every maximal run on the whole board, found by scanning every cell in every direction. */
function runs(cells: Uint8Array, size: number): { color: Color; length: number; cells: number[] }[] {
  const found: { color: Color; length: number; cells: number[] }[] = [];
  for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]] as const) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const stone = cells[row * size + col];
        if (!stone) continue;
        const pr = row - dr;
        const pc = col - dc;
        // Start only at the first cell of a run.
        if (pr >= 0 && pc >= 0 && pc < size && cells[pr * size + pc] === stone) continue;
        const line: number[] = [];
        for (let r = row, c = col; r < size && c >= 0 && c < size && cells[r * size + c] === stone; r += dr, c += dc) line.push(r * size + c);
        found.push({ color: stone === 1 ? 'black' : 'white', length: line.length, cells: line });
      }
    }
  }
  return found;
}

function bruteForceWinner(cells: Uint8Array, variant: Variant): Color | null {
  const winning = runs(cells, variant.size).filter(({ color, length }) => {
    if (variant.rule === 'freestyle' || (variant.rule === 'renju' && color === 'white')) return length >= variant.winLength;
    return length === variant.winLength;
  });
  return winning[0]?.color ?? null;
}

const game = fc
  .record({
    rule: fc.constantFrom<Rule>('freestyle', 'standard', 'renju'),
    size: fc.integer({ min: 5, max: 10 }),
    winLength: fc.constantFrom(3, 4, 5),
    seed: fc.integer(),
  })
  .chain(({ rule, size, winLength }) =>
    fc.tuple(
      fc.constant<Variant>({ size, winLength, rule }),
      fc.shuffledSubarray(Array.from({ length: size * size }, (_, i) => i), { minLength: size * size, maxLength: size * size }),
    ),
  );

describe('judge against a brute-force scan of the whole board', () => {
  it('agrees on every prefix of random records, for all three rules', () => {
    fc.assert(
      fc.property(game, ([variant, order]) => {
        const cells = new Uint8Array(variant.size * variant.size);
        for (let n = 1; n <= order.length; n++) {
          const point = order[n - 1] as number;
          const stone = n % 2 === 1 ? 1 : 2;
          const moves = order.slice(0, n);
          const verdict = judge(moves, variant);
          const forbidden =
            variant.rule === 'renju' && variant.winLength === 5 && stone === 1 && referenceForbidden(cells, variant.size, point);
          cells[point] = stone;
          const winner = bruteForceWinner(cells, variant);
          if (winner) {
            expect(verdict.winner).toBe(winner);
            expect(verdict.reason).toBe('five');
            expect(verdict.line).toContain(point);
            expect(verdict.line.every((p) => cells[p] === stone)).toBe(true);
            return;
          }
          if (forbidden) {
            expect(verdict).toEqual({ winner: 'white', reason: 'forbidden', line: [] });
            return;
          }
          expect(verdict.winner).toBeNull();
          expect(verdict.reason).toBe(n === order.length ? 'draw' : null);
        }
      }),
      { numRuns: 150 },
    );
  });
});
