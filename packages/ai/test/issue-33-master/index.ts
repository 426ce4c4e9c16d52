// `master` as issue 33 found it (commit c75bac1: the search, the hand-set values and the book of
// that day), frozen as the baseline the issue measures against (its clock, levels and table are
// frozen-master's, unchanged since): never edited, so a match against
// it measures what changed since. Not shipped.
import { Game, type Variant } from '@gomoku/engine';
import { bookMove } from './book.ts';
import { think } from './think.ts';

/** The issue-time master's move for the side to move in a legal, unfinished record. */
export function issue33Master(moves: readonly number[], variant: Variant, timeMs: number): number {
  const game = new Game({ variant, moves });
  return bookMove(moves, variant, 'first', (p) => game.problemWith(p) === null) ?? think(moves, { variant, level: 'master', timeMs }).point;
}
