import { describe } from 'vitest';
import { compare, seeded } from '../../../scripts/bench.ts';
import { Board } from '../src/board.ts';
import { Game } from '../src/game.ts';
import { forbiddenAt, forbiddenPointsOf } from '../src/renju.ts';
import { RENJU } from '../src/types.ts';

/**
 * Middle-game renju positions with Black to move: stones clustered near the centre as in real
 * play (each move within two points of an earlier stone), 40 to 60 stones.
 */
function middleGames(count: number): Game[] {
  const random = seeded(8);
  const games: Game[] = [];
  while (games.length < count) {
    const game = new Game({ variant: RENJU, moves: [112] });
    const length = 40 + 2 * Math.floor(random() * 10);
    for (let tries = 0; game.moves.length < length && tries < 5000; tries++) {
      const near = game.moves[Math.floor(random() * game.moves.length)] as number;
      const row = Math.floor(near / 15) + Math.floor(random() * 5) - 2;
      const col = (near % 15) + Math.floor(random() * 5) - 2;
      if (row < 0 || row > 14 || col < 0 || col > 14) continue;
      try {
        game.play(row * 15 + col);
      } catch {
        // Occupied or forbidden: try another point.
      }
      if (game.isOver) game.undo();
    }
    if (game.turn === 'black' && !game.isOver) games.push(game);
  }
  return games;
}

const REPEAT = 5;
const games = middleGames(50);
const positions = games.map((g) => g.cells());
const forbiddenCount = games.reduce((n, g) => n + g.forbiddenPoints().length, 0);

describe(`forbiddenPoints on ${games.length} middle-game renju positions (${forbiddenCount} forbidden points in all)`, () => {
  compare(
    'engine forbiddenPoints',
    { name: 'call', scale: 'µs', count: games.length * REPEAT },
    {
      name: 'forbiddenPointsOf (pre-filtered scan)',
      fn: () => {
        for (let k = 0; k < REPEAT; k++) for (const cells of positions) forbiddenPointsOf(cells, RENJU);
      },
    },
    {
      // The same rules on the same walled board, every empty point checked, and no input check.
      name: 'the renju check on every empty point',
      fn: () => {
        for (let k = 0; k < REPEAT; k++) {
          for (const cells of positions) {
            const board = Board.from(cells, 15);
            for (let p = 0; p < 225; p++) if (cells[p] === 0) forbiddenAt(board, board.index(p));
          }
        }
      },
    },
  );
});
