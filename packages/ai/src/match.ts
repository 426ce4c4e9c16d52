import { Game, GOMOKU, type Variant } from '@gomoku/engine';
import { search, type Level } from './search.ts';

/** One side of a match: a level, or any function that picks a move. */
export type Player = Level | ((moves: readonly number[], variant: Variant, timeMs: number) => number);

/** The result of a match, from the first player's side. */
export interface MatchResult {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** Wins plus half the draws, over games. */
  score: number;
  /** The longest think of any move, in milliseconds. */
  slowestMoveMs: number;
}

const move = (player: Player, moves: readonly number[], variant: Variant, timeMs: number) =>
  typeof player === 'function' ? player(moves, variant, timeMs) : search(moves, { variant, level: player, timeMs }).point;

/**
 * Plays `games` games between two players from varied openings (a few seeded random stones near
 * the centre), colours alternating, `timeMs` a move.
 */
export function playMatch(first: Player, second: Player, options: { games: number; timeMs: number; variant?: Variant; seed?: number }): MatchResult {
  const variant = options.variant ?? GOMOKU;
  let seed = options.seed ?? 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const result: MatchResult = { games: options.games, wins: 0, losses: 0, draws: 0, score: 0, slowestMoveMs: 0 };
  const center = Math.floor(variant.size / 2) * (variant.size + 1);
  for (let g = 0; g < options.games; g++) {
    const game = new Game({ variant, moves: [center] });
    // Two more opening stones at random near the centre: every pair of games starts anew.
    while (game.moves.length < 3) {
      const p = center + Math.floor(random() * 5 - 2) * variant.size + Math.floor(random() * 5 - 2);
      if (game.at(p) === null) game.play(p);
    }
    const firstIsBlack = g % 2 === 0;
    while (!game.isOver) {
      const firstToMove = (game.turn === 'black') === firstIsBlack;
      const started = performance.now();
      game.play(move(firstToMove ? first : second, game.moves, variant, options.timeMs));
      result.slowestMoveMs = Math.max(result.slowestMoveMs, performance.now() - started);
    }
    const winner = game.verdict.winner;
    if (!winner) result.draws++;
    else if ((winner === 'black') === firstIsBlack) result.wins++;
    else result.losses++;
  }
  result.score = (result.wins + result.draws / 2) / result.games;
  return result;
}
