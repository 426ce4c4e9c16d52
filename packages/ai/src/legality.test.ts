import { Game, RENJU } from '@gomoku/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulateClock } from '../test/simulated-clock.ts';
import { LEVELS, type Level } from './levels.ts';
import { search } from './search.ts';

/** A seeded generator (mulberry32): the same games on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('renju legality', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never plays an occupied point, and Black never a forbidden one, over whole games at every level', () => {
    // On a simulated clock each search is a node budget, so the games are the same on any machine.
    simulateClock(0.05);
    // The weaker levels vary their moves by Math.random: seeded too.
    vi.spyOn(Math, 'random').mockImplementation(seeded(7));
    const random = seeded(13);
    const levels = Object.keys(LEVELS) as Level[];
    let blackMovesWithForbiddenPoints = 0;
    for (let g = 0; g < 8; g++) {
      const game = new Game({ variant: RENJU, moves: [112] });
      // A few random stones near the centre, so that each game goes its own way.
      while (game.moves.length < 4) {
        const p = 112 + Math.floor(random() * 7 - 3) * 15 + Math.floor(random() * 7 - 3);
        if (game.problemWith(p) === null) game.play(p);
      }
      while (!game.isOver) {
        if (game.turn === 'black' && game.forbiddenPoints().length > 0) blackMovesWithForbiddenPoints++;
        const { point } = search(game.moves, { variant: RENJU, level: levels[(g + game.moves.length) % levels.length], timeMs: 25 });
        // Game.play refuses an occupied or forbidden point with IllegalMoveError.
        expect(game.problemWith(point)).toBeNull();
        game.play(point);
      }
    }
    // The rule was really put to the test.
    expect(blackMovesWithForbiddenPoints).toBeGreaterThan(5);
  }, 60_000);
});
