import type { Color, Forbidden, Game } from '@gomoku/engine';
import type { GameState } from './game-state.ts';
import type { GameSettings } from './settings.ts';
import type { ActorEventType, EndingReason, InputError, RejectionReason, Seat } from './vocabulary.ts';

/** Who acts in an event: a colour, or a seat (a seat works before the colours are chosen too). */
export type Actor = Color | Seat;

/**
 * Every status of a game, one value each: the documents' one state variable, with the opening,
 * the offers and the draw. Each is a leaf state of the chart (`STATUS_PATHS` says where, read
 * from the chart).
 */
export const STATUSES = Object.freeze([
  'placing',
  'choosing',
  'extending',
  'finalChoice',
  'blackToMove',
  'whiteToMove',
  'blackRequestsUndo',
  'whiteRequestsUndo',
  'blackOffersDraw',
  'whiteOffersDraw',
  'blackOffersRestart',
  'whiteOffersRestart',
  'blackWon',
  'whiteWon',
  'draw',
  'blackOffersRematch',
  'whiteOffersRematch',
] as const);

/** The whole status of a game: one of `STATUSES`. */
export type Status = (typeof STATUSES)[number];

/**
 * What the machine accepts (types from `EVENT_TYPES`). `by` is who acts, as a colour or a seat;
 * for `play` and the opening's events it may be left out on a shared screen (whoever is to act
 * acts). `at` is when it happened (ms; default `Date.now()`), the time the clocks are charged
 * with: a server stamps its events on its own clock. Anything else sent is refused with
 * `unknown-event` or `bad-event`.
 */
export type GomokuEvent = (
  | { type: 'play'; point: number; by?: Actor }
  | { type: 'opening.choose'; color: Color; by?: Actor }
  | { type: 'opening.extend'; by?: Actor }
  | { type: ActorEventType; by: Actor }
  | { type: 'restart'; by?: undefined }
  | { type: 'rematch'; by?: undefined }
) & { at?: number };

/**
 * The refused event as it was read: its type, and its `point`, `by` and `color` when they were a
 * number and strings. Only these are kept, so a hostile event stores nothing else.
 */
export interface RejectedEvent {
  readonly type: string;
  readonly point?: number;
  readonly by?: string;
  readonly color?: string;
}

/** The last refused event and why, so a UI can say why nothing happened. */
export interface Rejection {
  readonly event: RejectedEvent;
  readonly reason: RejectionReason;
  /** For `forbidden`: the shape Black's move would have made (the engine's word). Else null. */
  readonly forbidden: Forbidden | null;
}

/** How the game stands: its ending (null reason while it is played), with the winning line of a five. */
export interface MachineVerdict {
  readonly winner: Color | null;
  readonly reason: EndingReason | null;
  readonly line: readonly number[];
}

/** Players' ids by colour (kept apart from the moves). */
export interface Players {
  readonly black: string;
  readonly white: string;
}

/** Each seat's colour, once the opening has decided it. */
export interface SeatColors {
  readonly first: Color;
  readonly second: Color;
}

/**
 * The machine's context: the game's truth, `state` (plain JSON: what `selectGameState` gives),
 * and what the machine keeps beside it: the engine's `game` for the record (carried from snapshot
 * to snapshot, never replayed per event, never changed in place), the last refusal, and why the
 * input could not be used.
 */
export interface GomokuContext {
  readonly state: GameState;
  readonly game: Game;
  readonly rejection: Rejection | null;
  /** Why the input (a record, a setting, a stored state) could not be used, or null. */
  readonly inputError: InputError | null;
}

/**
 * What `createActor(gomokuMachine, { input })` takes: a stored `state` to resume, or the
 * settings, a record and the players of a new game. Everything is checked.
 */
export interface GomokuInput extends GameSettings {
  /**
   * A stored game to resume exactly where it was (read by `readGameState`; the other fields are
   * then ignored). One that does not check starts a new game from the other fields, and
   * `selectInputError` says why.
   */
  readonly state?: unknown;
  /** The time the game starts or resumes at (ms, on the clock its events are stamped with; default `Date.now()`): a running clock is charged to it. */
  readonly now?: number;
  /**
   * A record to resume; checked by the engine. Under a swap opening, a non-empty record resumes
   * a game whose opening is done, with `first` as Black.
   */
  readonly moves?: readonly number[];
  /** The players' ids by colour: `black` is the `first` seat's, `white` the `second`'s. */
  readonly players?: Players;
}
