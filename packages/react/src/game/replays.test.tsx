import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Engine from '@gomoku/engine';
import { Gomoku } from './Gomoku.tsx';

// Every layer asks the game the machine carries: none rebuilds it from the record per move.
// Each engine Game built from a non-empty record is a replay, counted here.

const replays = vi.hoisted(() => ({ count: 0 }));

vi.mock('@gomoku/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  class CountedGame extends engine.Game {
    constructor(options: ConstructorParameters<typeof engine.Game>[0] = {}) {
      super(options);
      if ((options?.moves?.length ?? 0) > 0) replays.count++;
    }
  }
  return { ...engine, Game: CountedGame };
});

/** 50 moves that end in no five on 15×15: two rows filled in pairs that never line up five. */
function fiftyMoves(): number[] {
  const moves: number[] = [];
  for (let row = 0; moves.length < 50; row += 2) {
    for (let col = 0; col < 15 && moves.length < 50; col++) {
      // Black and White alternate columns in blocks of two, so no row holds five of one colour.
      const black = Math.floor(col / 2) % 2 === 0;
      moves.push((row + (black ? 0 : 1)) * 15 + col, (row + (black ? 1 : 0)) * 15 + col);
    }
  }
  return moves.slice(0, 50);
}

describe('the game the machine carries', () => {
  it('is the only one: a 50-move game through <Gomoku/> replays no record', () => {
    render(<Gomoku confirmMove={false} variant={{ size: 15, winLength: 5, rule: 'renju' }} />);
    const grid = screen.getByRole('grid');
    replays.count = 0;
    const moves = fiftyMoves();
    for (const point of moves) fireEvent.click(grid.querySelector(`[data-point="${point}"]`) as Element);
    expect(screen.getByRole('status').textContent).toMatch(/to move$/);
    expect(grid.querySelectorAll('[data-point]:not([data-empty])')).toHaveLength(50);
    console.log(`record replays over a ${moves.length}-move game through <Gomoku/>: ${replays.count} (${(replays.count / moves.length).toFixed(2)} per move)`);
    expect(replays.count).toBe(0);
  });
});
