import type { Game } from '@gomoku/engine';
import { bookMove } from './book.ts';
import { SearchError } from './errors.ts';
import { LEVELS, type Level } from './levels.ts';
import { checkMoves, checkOptions } from './options.ts';
// Types only: this module is what the page runs before it asks the worker, so it must never pull
// the search itself (think.ts and what it imports) into the page (see create-worker.ts).
import type { SearchResult, Settings } from './think.ts';

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
