export { gomokuMachine } from './machine.ts';
export {
  selectClock,
  selectColorOf,
  selectColors,
  selectDrawOffer,
  selectForbiddenPoints,
  selectGameState,
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
  selectTimeControl,
  selectTurn,
  selectUndoPolicy,
  selectUndoRequest,
  selectVariant,
  selectVerdict,
  whyRefused,
} from './selectors.ts';
export type { GomokuSnapshot } from './selectors.ts';
export { GAME_STATE_FORMAT, GameStateShape } from './game-state.ts';
export type { Clocks, Ending, FullSettings, GameState, Pending } from './game-state.ts';
export { readGameState } from './read-game-state.ts';
export type { ReadGameState } from './read-game-state.ts';
export { snapshotOf } from './snapshot-of.ts';
export { statusOf } from './status.ts';
export { problemOf } from './rules.ts';
export type { Problem } from './rules.ts';
export { STATUSES } from './types.ts';
export { OPENING_STONES } from './status.ts';
export { STATUS_PATHS } from './paths.ts';
export {
  ACTOR_EVENT_TYPES,
  CLOCK_LIMITS,
  ENDING_REASONS,
  EVENT_TYPES,
  INPUT_ERROR_CODES,
  OPENINGS,
  PENDING_KINDS,
  REJECTION_REASONS,
  SEATS,
  UNDO_POLICIES,
} from './vocabulary.ts';
export type { ActorEventType, EndingReason, EventType, InputError, InputErrorCode, OpeningRule, PendingKind, RecordFault, RejectionReason, Seat, UndoPolicy } from './vocabulary.ts';
export { DEFAULT_SETTINGS, readSettings } from './settings.ts';
export type { GameSettings, ReadSettings, TimeControl } from './settings.ts';
export type { Actor, GomokuContext, GomokuEvent, GomokuInput, MachineVerdict, Players, RejectedEvent, Rejection, SeatColors, Status } from './types.ts';
