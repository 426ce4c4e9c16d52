import type { Game } from '@gomoku/engine';
import { bookMove } from './book.ts';
import { SearchError } from './errors.ts';
import { LEVELS, type Level } from './levels.ts';
import { checkMoves, checkOptions } from './options.ts';
import { think, type SearchResult, type Settings } from './think.ts';

export type { Level } from './levels.ts';
export type { SearchResult } from './think.ts';

/** Options of `search`. */
export interface SearchOptions {
  /** The board and rule (default `GOMOKU`). */
  variant?: Game['variant'];
  /** How hard the computer tries (default 'hard'). */
  level?: Level;
  /** Thinking time in milliseconds (default 1000); the answer comes within it. */
  timeMs?: number;
  /** Aborting stops the search; the best move found so far is returned. */
  signal?: AbortSignal;
}

/**
 * Checks a search's record and options at the edge (`SearchError` 'bad-options' for bad
 * options, 'bad-moves' for a record that is not a legal game, with the engine's error as its
 * `cause`, and 'game-over' when no move is left to make), and looks in the opening book: its
 * move comes as a result, else the checked settings for `think`.
 */
export function prepare(moves: readonly number[], options: SearchOptions = {}, started = performance.now()): SearchResult | Settings {
  const settings = checkOptions(options);
  const { variant } = settings;
  const game = checkMoves(moves, variant);
  if (game.isOver) throw new SearchError('game-over', 'The game is over: there is no move to make.');
  const point = bookMove(moves, variant, LEVELS[settings.level].book, (p) => game.problemWith(p) === null);
  return point === null ? settings : { point, score: 0, depth: 0, nodes: 0, timeMs: performance.now() - started, pv: [point] };
}

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
