import { Game, isWinningRun } from '@gomoku/engine';
import { bookMove } from './book.ts';
import { SearchError } from './errors.ts';
import { LEVELS, type Level } from './levels.ts';
import { checkOptions } from './options.ts';
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
 * options, the engine's `IllegalMoveError` or `CodecError` for an illegal record, `SearchError`
 * 'game-over' when no move is left to make and 'unsupported-variant' for rows longer than the
 * computer reads), and looks in the opening book: its move comes as a result, else the checked
 * settings for `think`.
 */
export function prepare(moves: readonly number[], options: SearchOptions = {}, started = performance.now()): SearchResult | Settings {
  const settings = checkOptions(options);
  const { variant } = settings;
  const game = new Game({ variant, moves });
  if (game.isOver) throw new SearchError('game-over', 'The game is over: there is no move to make.');
  const longest = isWinningRun(variant.winLength + 1, 'black', variant) && isWinningRun(variant.winLength + 1, 'white', variant) ? 6 : 5;
  if (variant.winLength > longest) throw new SearchError('unsupported-variant', `Rows of up to ${longest} are read under the ${variant.rule} rule, not ${variant.winLength}.`);
  const point = bookMove(moves, variant, LEVELS[settings.level].book, (p) => game.problemWith(p) === null);
  return point === null ? settings : { point, score: 0, depth: 0, nodes: 0, timeMs: performance.now() - started, pv: [point] };
}

/**
 * The computer's move for the side to move in `moves`. Plays perfectly on boards small enough
 * to search to the end (tic-tac-toe); on larger boards plays a book move in known openings,
 * takes a win, blocks a five, looks for a victory by fours and by threats (and checks its move
 * against the opponent's), then searches with principal variation search over the point
 * classes within `timeMs`. Never plays an occupied or (for Black under renju) forbidden point.
 * Throws as `prepare` does for a bad record or bad options.
 */
export function search(moves: readonly number[], options: SearchOptions = {}): SearchResult {
  const started = performance.now();
  const prepared = prepare(moves, options, started);
  return 'point' in prepared ? prepared : think(moves, prepared, started);
}
