export { gomokuMachine } from './machine.ts';
export {
  selectInputError,
  selectLastMove,
  selectMoves,
  selectPlayers,
  selectRejection,
  selectStatus,
  selectTurn,
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
  Rejection,
  RejectionReason,
  Status,
  UndoPolicy,
} from './types.ts';
