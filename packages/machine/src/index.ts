export { gomokuMachine } from './machine.ts';
export {
  selectClock,
  selectColorOf,
  selectColors,
  selectDrawOffer,
  selectForbiddenPoints,
  selectOpening,
  selectSeatOf,
  selectSeatToAct,
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
export { STATUS_PATHS, STATUSES } from './types.ts';
export type {
  Actor,
  ClockState,
  GomokuContext,
  GomokuEvent,
  GomokuInput,
  MachineVerdict,
  OpeningRule,
  Players,
  RejectedEvent,
  Rejection,
  RejectionReason,
  Seat,
  SeatColors,
  Status,
  TimeControl,
  UndoPolicy,
} from './types.ts';
