import { Game, RENJU } from '@gomoku/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../test/seeded-random.ts';
import { simulateClock } from '../test/simulated-clock.ts';
import { LEVELS, type Level } from './levels.ts';
import { search } from './search.ts';

describe('renju legality', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never plays an occupied point, and Black never a forbidden one, over whole games at every level', () => {
    // On a simulated clock each search is a node budget, so the games are the same on any machine.
    simulateClock(0.05);
    // The weaker levels vary their moves by Math.random: seeded too.
    vi.spyOn(Math, 'random').mockImplementation(seededRandom(7));
    const random = seededRandom(13);
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
