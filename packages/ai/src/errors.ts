/**
 * Why the computer cannot move or analyse:
 * - `game-over`: the record is finished (a five or a full board): there is no move to make.
 * - `bad-options`: an option of `search` or `analyseGame` is not one it takes (an unknown level,
 *   a time that is not a finite number of milliseconds ≥ 0, a variant the engine refuses, a
 *   signal that is not an `AbortSignal`).
 * - `unsupported-variant`: a variant the engine plays but this player does not (rows longer than
 *   six, or longer than five under a rule that wants them exact).
 * - `aborted`: the caller's signal stopped a worker search or an analysis.
 * - `terminated`: the worker was stopped.
 */
export type SearchErrorCode = 'game-over' | 'bad-options' | 'unsupported-variant' | 'aborted' | 'terminated';

/** Why the computer cannot move (see `SearchErrorCode`). */
export class SearchError extends Error {
  override readonly name = 'SearchError';
  constructor(
    readonly code: SearchErrorCode,
    message: string,
  ) {
    super(message);
  }
}
