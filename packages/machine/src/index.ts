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
  selectRematchOffer,
  selectRestartOffer,
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
export { OPENING_STONES } from './rules.ts';
export { STATUS_PATHS } from './paths.ts';
export { ACTOR_EVENT_TYPES, CLOCK_LIMITS, EVENT_TYPES, INPUT_ERROR_CODES, OPENINGS, REJECTION_REASONS, SEATS, UNDO_POLICIES } from './vocabulary.ts';
export type { ActorEventType, EventType, InputError, InputErrorCode, OpeningRule, RejectionReason, Seat, UndoPolicy } from './vocabulary.ts';
export { DEFAULT_SETTINGS, readSettings } from './settings.ts';
export type { GameSettings, ReadSettings, TimeControl } from './settings.ts';
export type {
  Actor,
  ClockState,
  GomokuContext,
  GomokuEvent,
  GomokuInput,
  MachineVerdict,
  Players,
  RejectedEvent,
  Rejection,
  SeatColors,
  Status,
} from './types.ts';
