export { gomokuMachine } from './machine.ts';
export {
  selectForbiddenPoints,
  selectInputError,
  selectIsOver,
  selectLastMove,
  selectMoves,
  selectPlayers,
  selectRejection,
  selectStatus,
  selectTurn,
  selectUndoPolicy,
  selectUndoRequest,
  selectVariant,
  selectVerdict,
  whyRefused,
} from './selectors.ts';
export type { GomokuSnapshot } from './selectors.ts';
export { restoreSnapshot } from './persistence.ts';
export type { PersistedGomoku, RestoreResult } from './persistence.ts';
export { STATUSES } from './types.ts';
export type {
  GomokuContext,
  GomokuEvent,
  GomokuInput,
  MachineVerdict,
  Players,
  RejectedEvent,
  Rejection,
  RejectionReason,
  Status,
  UndoPolicy,
} from './types.ts';
