import { CodecError, Game, GOMOKU, IllegalMoveError, validateVariant, type Variant } from '@gomoku/engine';
import { SearchError } from './errors.ts';
import { LEVELS, type Level } from './levels.ts';

/** Options as a search reads them, checked and with their defaults. */
export interface CheckedOptions {
  variant: Variant;
  level: Level;
  timeMs: number;
  signal: AbortSignal | undefined;
}

/** The longest thinking time taken: a day. Anything longer is surely a mistake in units. */
const MAX_TIME_MS = 86_400_000;

/** Where the time is read from and what is assumed when an option is left out. */
export interface Defaults {
  timeKey: 'timeMs' | 'timeMsPerMove';
  timeMs: number;
  level: Level;
}

/**
 * Checks the options of `search` (or `analyseGame`) at the edge: an unknown level, a time that is
 * not a finite number from 0 to a day, a variant the engine refuses or a signal that is not an
 * `AbortSignal` throw `SearchError` 'bad-options'.
 */
export function checkOptions(options: unknown, defaults: Defaults = { timeKey: 'timeMs', timeMs: 1000, level: 'hard' }): CheckedOptions {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null) bad('Options must be an object.');
  const given = options as Record<string, unknown>;
  const { timeKey } = defaults;
  const level = given.level ?? defaults.level;
  if (typeof level !== 'string' || !Object.hasOwn(LEVELS, level)) bad(`Unknown level: the levels are ${Object.keys(LEVELS).join(', ')}.`);
  const timeMs = given[timeKey] ?? defaults.timeMs;
  if (typeof timeMs !== 'number' || !Number.isFinite(timeMs) || timeMs < 0 || timeMs > MAX_TIME_MS) {
    bad(`${timeKey} must be a number of milliseconds from 0 to ${MAX_TIME_MS}.`);
  }
  const signal = given.signal;
  if (signal !== undefined && (typeof signal !== 'object' || signal === null || typeof (signal as AbortSignal).aborted !== 'boolean')) {
    bad('signal must be an AbortSignal.');
  }
  let variant: Variant = GOMOKU;
  if (given.variant !== undefined) {
    try {
      variant = validateVariant(given.variant as Variant);
    } catch (error) {
      if (error instanceof CodecError) bad(`Bad variant: ${error.message}`);
      throw error;
    }
  }
  return { variant, level: level as Level, timeMs: timeMs as number, signal: signal as AbortSignal | undefined };
}

/**
 * The game of a record from outside (of `search` or `analyseGame`): `SearchError` 'bad-moves'
 * when it is not an array, or not a legal game (the engine's error is then the `cause`).
 */
export function checkMoves(moves: unknown, variant: Variant): Game {
  if (!Array.isArray(moves)) throw new SearchError('bad-moves', 'The moves must be an array of points.');
  try {
    return new Game({ variant, moves });
  } catch (error) {
    if (error instanceof IllegalMoveError || error instanceof CodecError) throw new SearchError('bad-moves', error.message, { cause: error });
    throw error;
  }
}

function bad(message: string): never {
  throw new SearchError('bad-options', message);
}
