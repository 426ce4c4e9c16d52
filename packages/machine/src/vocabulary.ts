import type { CodecErrorCode, IllegalMoveCode } from '@gomoku/engine';

// The game's words, each listed once as data: every type below is derived from its list, and the
// wire protocol's schemas are built from the same lists.

/**
 * How a game opens:
 * - `free`: Black opens anywhere (the default).
 * - `centre`: Black's first stone must be the centre point.
 * - `swap`: `first` places three stones (Black, White, Black); `second` chooses a colour.
 * - `swap2`: as `swap`, but `second` may instead place two more stones (White, Black), and then
 *   `first` chooses the colour.
 */
export const OPENINGS = Object.freeze(['free', 'centre', 'swap', 'swap2'] as const);
/** How a game opens: one of `OPENINGS`. */
export type OpeningRule = (typeof OPENINGS)[number];

/** How an undo is granted: at once, or only after the opponent agrees. */
export const UNDO_POLICIES = Object.freeze(['consent', 'immediate'] as const);
/** How an undo is granted: one of `UNDO_POLICIES`. */
export type UndoPolicy = (typeof UNDO_POLICIES)[number];

/** The players apart from the colour: `first` opens, `second` answers. */
export const SEATS = Object.freeze(['first', 'second'] as const);
/** A player of the game, apart from the colour: one of `SEATS`. */
export type Seat = (typeof SEATS)[number];

/** A Fischer clock's limits, in ms: 1 s to 10 h each, an increment up to 10 min. */
export const CLOCK_LIMITS = Object.freeze({
  initialMs: Object.freeze({ min: 1_000, max: 36_000_000 }),
  incrementMs: Object.freeze({ min: 0, max: 600_000 }),
} as const);

/** What a request or an offer asks the other side: to take back moves, to draw, to start a new game, or a rematch after the game. */
export const PENDING_KINDS = Object.freeze(['undo', 'draw', 'restart', 'rematch'] as const);
/** What waits for an answer: one of `PENDING_KINDS`. */
export type PendingKind = (typeof PENDING_KINDS)[number];

/**
 * How a game ended: on the board (`five`, or `draw` on a full board), or off it (`resign`,
 * `time` when a flag fell, `agreed` when both agreed to a draw).
 */
export const ENDING_REASONS = Object.freeze(['five', 'draw', 'resign', 'time', 'agreed'] as const);
/** How a game ended: one of `ENDING_REASONS`. */
export type EndingReason = (typeof ENDING_REASONS)[number];

/** Events that only say who acts: `{ type, by }`, `by` required. */
export const ACTOR_EVENT_TYPES = Object.freeze([
  'undo',
  'undo.accept',
  'undo.decline',
  'resign',
  'draw.offer',
  'draw.accept',
  'draw.decline',
  'restart.offer',
  'restart.accept',
  'restart.decline',
  'rematch.offer',
  'rematch.accept',
  'rematch.decline',
] as const);
/** An event that only says who acts. */
export type ActorEventType = (typeof ACTOR_EVENT_TYPES)[number];

/**
 * Every event the chart knows: a move, the opening's choices, the events of `ACTOR_EVENT_TYPES`,
 * and `restart` / `rematch`, which start the next game at once (for one screen: online, the
 * offers ask the other seat).
 */
export const EVENT_TYPES = Object.freeze(['play', 'opening.choose', 'opening.extend', ...ACTOR_EVENT_TYPES, 'restart', 'rematch'] as const);
/** An event's type: one of `EVENT_TYPES`. */
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * Why an event was refused:
 * - `occupied`, `off-board`, `forbidden`, `game-over`: the engine's reasons for a move;
 * - `not-centre`: under the `centre` opening, a first stone off the centre;
 * - `not-your-turn`: an event by a player who is not the one to act;
 * - `awaiting-answer`: a move, undo or offer while a request or an offer waits;
 * - `nothing-to-undo`: the asker has no stone to take back;
 * - `not-allowed`: an answer with nothing pending or from the asker; a choice outside the
 *   opening; an undo of an opening stone the opponent has answered;
 * - `not-over`: a rematch before the game is over;
 * - `bad-event`: a known event with a missing or wrong field (`by` not a colour or seat, `point`
 *   not a whole number, `color` not a colour, `at` not a time in whole ms);
 * - `unknown-event`: not an event of the machine (XState's own `xstate.…` events included).
 */
export const REJECTION_REASONS = Object.freeze([
  'occupied',
  'off-board',
  'forbidden',
  'game-over',
  'not-centre',
  'not-your-turn',
  'awaiting-answer',
  'nothing-to-undo',
  'not-allowed',
  'not-over',
  'bad-event',
  'unknown-event',
] as const);
/** Why an event was refused: one of `REJECTION_REASONS`. */
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * Why the machine's input could not be used, as a code:
 * - settings and record (`createActor(gomokuMachine, { input })`): `bad-variant`, `bad-record`,
 *   `bad-players`, `bad-clock`, `bad-opening`, `bad-undo`, `swap-needs-four` (the swap openings
 *   need a win length of four or more);
 * - a stored `GameState` (`readGameState`, `input.state`): `not-a-state` (no object of its
 *   shape: a missing or extra key, a value of the wrong type), `future-format` (a `format` newer
 *   than this machine reads), `broken-settings`, `broken-record` (the engine refuses a move),
 *   `broken-players`, `broken-colors`, `broken-opening`, `broken-ending` (an ending the record
 *   does not give: a winner without a five, a resignation after one), `broken-clock`,
 *   `broken-pending` (a request or offer the game cannot hold there), `unreadable` (reading it
 *   threw: a getter, a proxy).
 */
export const INPUT_ERROR_CODES = Object.freeze([
  'bad-variant',
  'bad-record',
  'bad-players',
  'bad-clock',
  'bad-opening',
  'bad-undo',
  'swap-needs-four',
  'not-a-state',
  'future-format',
  'broken-settings',
  'broken-record',
  'broken-players',
  'broken-colors',
  'broken-opening',
  'broken-ending',
  'broken-clock',
  'broken-pending',
  'unreadable',
] as const);
/** Why the machine's input could not be used: one of `INPUT_ERROR_CODES`. */
export type InputErrorCode = (typeof INPUT_ERROR_CODES)[number];

/**
 * Why the machine's input could not be used: a code, and the details words need. A record's
 * problem (`RecordFault`) names its first wrong move, with its point where it has one, and the
 * engine's code for it; a variant's, the engine's code.
 */
export type InputError =
  | ({ readonly code: 'bad-record' | 'broken-record' } & RecordFault)
  | { readonly code: 'bad-variant'; readonly problem: CodecErrorCode }
  | { readonly code: Exclude<InputErrorCode, 'bad-record' | 'broken-record' | 'bad-variant'> };

/**
 * Where a record goes wrong, and why (`problem`, the engine's code):
 * - a move of it (`move`, 1-based) whose entry is a number: `point` is that number (on the board
 *   and taken, forbidden, after the end; or off it: -1, 1.5, 1e308);
 * - a move whose entry is no number (a hole, a string, NaN, Infinity): no `point`, and `problem`
 *   `bad-record` (not a point);
 * - the record as a whole (not a list, or longer than the board holds): neither `move` nor
 *   `point`, and `problem` `bad-record`.
 */
export type RecordFault =
  | { readonly move: number; readonly point: number; readonly problem: IllegalMoveCode }
  | { readonly move: number; readonly point: null; readonly problem: 'bad-record' }
  | { readonly move: null; readonly point: null; readonly problem: 'bad-record' };
