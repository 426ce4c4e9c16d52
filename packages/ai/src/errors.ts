/** Why the computer cannot move. */
export class SearchError extends Error {
  override readonly name = 'SearchError';
  constructor(
    readonly code: 'game-over' | 'aborted' | 'terminated',
    message: string,
  ) {
    super(message);
  }
}
