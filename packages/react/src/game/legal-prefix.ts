import { Game, IllegalMoveError, type Variant } from '@gomoku/engine';

/** A record from outside, checked by the engine: the part of it that can be played, and why the rest cannot. */
export interface CheckedRecord {
  /** The longest legal prefix: the whole record when it is legal. */
  readonly moves: readonly number[];
  /** Why the move after the prefix was refused, or null for a legal record. */
  readonly error: IllegalMoveError | null;
}

/**
 * The longest legal prefix of `moves` on `variant`, as the engine replays it. A variant the
 * engine cannot play is left to the game machine to report (the record is returned whole).
 */
export function legalPrefix(variant: Variant | undefined, moves: readonly number[]): CheckedRecord {
  let prefix = moves;
  let first: IllegalMoveError | null = null;
  // A record longer than the board is cut to its length, which may still hold a bad move: each
  // round is shorter, so this ends.
  for (;;) {
    try {
      new Game({ ...(variant === undefined ? {} : { variant }), moves: prefix });
      return { moves: prefix, error: first };
    } catch (error) {
      if (!(error instanceof IllegalMoveError) || error.index < 0 || error.index >= prefix.length) return { moves: first ? prefix : moves, error: first };
      first ??= error;
      prefix = prefix.slice(0, error.index);
    }
  }
}
