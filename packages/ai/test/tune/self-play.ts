import { encodeMoves, Game, type Variant } from '@gomoku/engine';
import { search } from '../../src/search.ts';

/**
 * An opening to start a self-play game from: Black's stone in the centre and two to four more,
 * alternating, on distinct points within three rows and columns of it. Most are out of the book,
 * so the games differ.
 */
export function randomOpening(variant: Variant, random: () => number): number[] {
  const centre = Math.floor(variant.size / 2);
  const moves = [centre * variant.size + centre];
  const stones = 3 + Math.floor(random() * 3);
  while (moves.length < stones) {
    const row = centre + Math.floor(random() * 7) - 3;
    const col = centre + Math.floor(random() * 7) - 3;
    const point = row * variant.size + col;
    if (!moves.includes(point)) moves.push(point);
  }
  return moves;
}

/** One game of `master` against itself from `opening`, `timeMs` a move; its record in the link format and its winner. */
export function selfPlay(opening: readonly number[], variant: Variant, timeMs: number): { record: string; winner: 'black' | 'white' | null } {
  const game = new Game({ variant, moves: opening });
  while (!game.isOver) game.play(search(game.moves, { variant, level: 'master', timeMs }).point);
  return { record: encodeMoves(game.moves, variant), winner: game.verdict.winner };
}
