// `master` as it played before issue 21 (commit d7f49d5), frozen as a sparring partner for
// `pnpm match`: never edited, so a match against it measures what changed since. Not shipped.
import { Game, type Variant } from '@gomoku/engine';
import { bookMove } from './book.ts';
import { think, type SearchResult } from './think.ts';

/** The frozen master's search of a legal, unfinished record, out of book. */
export function frozenSearch(moves: readonly number[], variant: Variant, timeMs: number): SearchResult {
  return think(moves, { variant, level: 'master', timeMs });
}

/** The frozen master's move for the side to move in a legal, unfinished record. */
export function frozenMaster(moves: readonly number[], variant: Variant, timeMs: number): number {
  const game = new Game({ variant, moves });
  return bookMove(moves, variant, 'first', (p) => game.problemWith(p) === null) ?? frozenSearch(moves, variant, timeMs).point;
}
