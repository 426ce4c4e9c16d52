/**
 * Why the computer cannot move or analyse:
 * - `game-over`: the record is finished (a five or a full board): there is no move to make.
 * - `bad-options`: an option of `search` or `analyseGame` is not one it takes (an unknown level,
 *   a time that is not a finite number of milliseconds ≥ 0, a variant the engine refuses, a
 *   signal that is not an `AbortSignal`).
 * - `bad-moves`: the record is not a list of points, or not a legal game (the engine's
 *   `IllegalMoveError` or `CodecError` is the `cause`).
 * - `aborted`: the caller's signal stopped a worker search or an analysis.
 * - `terminated`: the worker was stopped.
 */
export type SearchErrorCode = 'game-over' | 'bad-options' | 'bad-moves' | 'aborted' | 'terminated';

/** Why the computer cannot move (see `SearchErrorCode`). */
export class SearchError extends Error {
  override readonly name = 'SearchError';
  constructor(
    readonly code: SearchErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
