// `master` as it played before issue 21 (commit d7f49d5), frozen as a sparring partner for
// `pnpm match`: never edited, so a match against it measures what changed since. Not shipped.
import { Game, type Variant } from '@gomoku/engine';
import { bookMove } from './book.ts';
import { think } from './think.ts';

/** The frozen master's move for the side to move in a legal, unfinished record. */
export function frozenMaster(moves: readonly number[], variant: Variant, timeMs: number): number {
  const game = new Game({ variant, moves });
  const point = bookMove(moves, variant, 'first', (p) => game.problemWith(p) === null);
  return point ?? think(moves, { variant, level: 'master', timeMs }).point;
}
