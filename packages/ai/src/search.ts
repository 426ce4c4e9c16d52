import { prepare, type SearchOptions } from './prepare.ts';
import { think, type SearchResult } from './think.ts';

export { prepare } from './prepare.ts';
export type { Level } from './levels.ts';
export type { SearchOptions } from './prepare.ts';
export type { SearchResult } from './think.ts';

/**
 * The computer's move for the side to move in `moves`. Plays perfectly on boards small enough
 * to search to the end (tic-tac-toe); on larger boards plays a book move in known openings,
 * takes a win, blocks a five, looks for a victory by fours and by threats (and checks its move
 * against the opponent's), then searches with principal variation search over the point
 * classes within `timeMs`. Wins and losses count moves: the shortest win, the longest defence.
 * Never plays an occupied or (for Black under renju) forbidden point.
 * Answers every variant the engine plays within `timeMs` (with `timeMs` 0, the quickest sensible
 * move). Throws as `prepare` does for a bad record or bad options.
 */
export function search(moves: readonly number[], options: SearchOptions = {}): SearchResult {
  const started = performance.now();
  const prepared = prepare(moves, options, started);
  return 'point' in prepared ? prepared : think(moves, prepared, started);
}
