import { describe } from 'vitest';
import { compare, seeded } from '../../../scripts/bench.ts';
import { Game } from '../src/game.ts';

const SIZE = 15;
const GAMES = 10_000;

/** Random games: a shuffled board order each, played until someone wins (freestyle). */
function randomGames(): number[][] {
  const random = seeded(15);
  return Array.from({ length: GAMES }, () => {
    const order = Array.from({ length: SIZE * SIZE }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const game = new Game();
    for (const point of order) if (game.play(point).reason) break;
    return [...game.moves];
  });
}

/**
 * The seeds' algorithm: after each move, rebuild the set of the mover's stones from the record
 * and count along the last move's four lines (`last` is the index of the move judged).
 */
function baselineJudge(moves: readonly number[], last: number): boolean {
  const mine = new Set<number>();
  for (let i = last % 2; i <= last; i += 2) mine.add(moves[i] as number);
  const point = moves[last] as number;
  const row = Math.floor(point / SIZE);
  const col = point % SIZE;
  for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]] as const) {
    let count = 1;
    for (const sign of [1, -1]) {
      for (let r = row + sign * dr, c = col + sign * dc; r >= 0 && r < SIZE && c >= 0 && c < SIZE && mine.has(r * SIZE + c); r += sign * dr, c += sign * dc) count++;
    }
    if (count >= 5) return true;
  }
  return false;
}

const games = randomGames();
const totalMoves = games.reduce((n, g) => n + g.length, 0);

describe(`judging every move of ${GAMES} random 15×15 games (${totalMoves} moves)`, () => {
  compare(
    'engine judge',
    { name: 'move', scale: 'ns', count: totalMoves },
    {
      name: 'Game.play (incremental board, last move only)',
      fn: () => {
        for (const moves of games) {
          const game = new Game();
          for (const point of moves) game.play(point);
        }
      },
    },
    {
      name: 'rebuild stone set per move',
      fn: () => {
        for (const moves of games) for (let last = 0; last < moves.length; last++) baselineJudge(moves, last);
      },
    },
    { iterations: 3 },
  );
});
