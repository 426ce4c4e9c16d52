import type { Color, Forbidden, Game } from '@gomoku/engine';
import type { GameSettings, TimeControl } from './settings.ts';
import type { ActorEventType, InputError, OpeningRule, RejectionReason, Seat, UndoPolicy } from './vocabulary.ts';

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
 * acts). Anything else sent is refused with `unknown-event` or `bad-event`.
 */
export type GomokuEvent =
  | { type: 'play'; point: number; by?: Actor }
  | { type: 'opening.choose'; color: Color; by?: Actor }
  | { type: 'opening.extend'; by?: Actor }
  | { type: ActorEventType; by: Actor }
  | { type: 'restart' }
  | { type: 'rematch' };

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

/**
 * How the game stands: the engine's verdict, or how it ended off the board: a resignation, a
 * flag fall (`time`), or a draw both players agreed (`agreed`).
 */
export interface MachineVerdict {
  readonly winner: Color | null;
  readonly reason: 'five' | 'resign' | 'time' | 'agreed' | 'draw' | null;
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
 * The clocks: each seat's remaining time, and which one runs since when (on the actor's clock,
 * in ms). `running` is null while no one is to act (a request or offer waits, or the game is
 * over). A persisted snapshot keeps all of it, so a restore charges the time that passed.
 */
export interface ClockState extends TimeControl {
  readonly remaining: { readonly first: number; readonly second: number };
  readonly running: Seat | null;
  readonly startedAt: number;
}

/**
 * The machine's context. `game` is the engine's game for the record, carried from snapshot to
 * snapshot (never replayed per event, never changed in place); it is written as
 * `{ variant, moves }` in a persisted snapshot.
 */
export interface GomokuContext {
  readonly game: Game;
  readonly undo: UndoPolicy;
  readonly opening: OpeningRule;
  /** The seats' colours; null while a swap opening has not decided them. */
  readonly colors: SeatColors | null;
  /** How many stones the opening placed: both players accepted them, so no undo takes them back. */
  readonly openedWith: number;
  /** How the game ended off the board (resignation, time, agreement), or null. */
  readonly ending: MachineVerdict | null;
  readonly clock: ClockState | null;
  readonly rejection: Rejection | null;
  /** The players' ids by seat. */
  readonly seats: { readonly first: string; readonly second: string } | null;
  /** Why the input (a record, a setting, a snapshot) could not be used, or null. */
  readonly inputError: InputError | null;
}

/** What `createActor(gomokuMachine, { input })` takes: the settings, a record and the players. Everything is checked. */
export interface GomokuInput extends GameSettings {
  /**
   * A record to resume; checked by the engine. Under a swap opening, a non-empty record resumes
   * a game whose opening is done, with `first` as Black.
   */
  readonly moves?: readonly number[];
  /** The players' ids by colour: `black` is the `first` seat's, `white` the `second`'s. */
  readonly players?: Players;
}
